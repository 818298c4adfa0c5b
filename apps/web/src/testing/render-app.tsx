import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PAYMENT_RETRIES } from '@van/domain/reference-data';
import { AppProvider, createQueryClient } from '../app/provider';
import { createRoutes } from '../app/router';

/**
 * §9.1's payment waits (2 s between tries, 5 s a wrap-up try) made short: as many tries, no
 * waiting between them, and a wrap-up try abandoned after 200 ms.
 */
const SHORT_PAYMENT_WAITS = { retries: PAYMENT_RETRIES, retryDelayMs: 0, wrapUpTimeoutMs: 200 };

/**
 * Mounts the real app (routes, layout, query client with its retry rules) at `path`, in a memory
 * router. Retries happen without their back-off delay so tests of failures stay fast.
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient({ paymentTiming: SHORT_PAYMENT_WAITS });
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retryDelay: 0 },
    mutations: { ...defaults.mutations, retryDelay: 0 },
  });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
