import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  retryUnlessClientError,
  setPaymentRetries,
  SPEC_PAYMENT_TIMING,
  type PaymentTiming,
} from '../lib/retries';

/**
 * The app's QueryClient, the one thing that retries a call (lib/retries.ts): quote and metadata
 * calls by §7.1's rule, payment options and the wrap-up by §7.4's, with §9.1's waits unless
 * `paymentTiming` gives others (tests, which cannot wait 20 s).
 */
export function createQueryClient({
  paymentTiming = SPEC_PAYMENT_TIMING,
}: { paymentTiming?: PaymentTiming } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnlessClientError, refetchOnWindowFocus: false },
      // Mutations default to no retries in TanStack Query; the spec's retry rule covers the
      // quote-changing calls (create, update) too. The payment session and the mandate set none.
      mutations: { retry: retryUnlessClientError },
    },
  });
  setPaymentRetries(client, paymentTiming);
  return client;
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
