import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUOTE_RETRIES } from '@van/domain/reference-data';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-error';

/**
 * §7.1 / §9.1: quote and metadata calls are retried QUOTE_RETRIES times. A 4xx is the server
 * telling us the request itself is wrong (or refused), so sending it again cannot help.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUOTE_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnlessClientError, refetchOnWindowFocus: false },
      // Mutations default to no retries in TanStack Query; the spec's retry rule covers the
      // quote-changing calls (create, update) too. Payment calls will set their own (§7.4).
      mutations: { retry: retryUnlessClientError },
    },
  });
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
