import type { QueryClient, QueryMeta } from '@tanstack/react-query';
import {
  PAYMENT_RETRIES,
  PAYMENT_RETRY_DELAY_MS,
  QUOTE_RETRIES,
  WRAP_UP_TIMEOUT_MS,
} from '@van/domain/reference-data';
import { ApiError } from './api-error';

// Every call's retry rule, as TanStack Query options: the app's QueryClient is made with them
// (app/provider.tsx), so Query is the one thing that retries. Only ApiError and the domain's
// constants are imported: the first page loads this (decision 025).

/**
 * §7.1 / §9.1: quote and metadata calls are retried QUOTE_RETRIES times. A 4xx is the server
 * telling us the request itself is wrong (or refused), so sending it again cannot help.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUOTE_RETRIES;
}

/** How long the payment calls wait (§7.4, §9.1). */
export interface PaymentTiming {
  /** Tries after the first. */
  retries: number;
  retryDelayMs: number;
  /** How long each wrap-up try waits for an answer. */
  wrapUpTimeoutMs: number;
}

/** §9.1: payment options and the wrap-up are retried 10 times 2 s apart; each wrap-up try 5 s. */
export const SPEC_PAYMENT_TIMING: Readonly<PaymentTiming> = {
  retries: PAYMENT_RETRIES,
  retryDelayMs: PAYMENT_RETRY_DELAY_MS,
  wrapUpTimeoutMs: WRAP_UP_TIMEOUT_MS,
};

/** The first part of the query keys of §7.4 payment options (lib/payment-service.ts). */
export const PAYMENT_OPTIONS_QUERY = 'paymentOptions';
/** The first part of the query keys of §7.4 policy wrap-ups (lib/payment-service.ts). */
export const WRAP_UP_QUERY = 'wrapUp';

/** What a wrap-up query's meta carries: its tries' time-out. */
interface WrapUpMeta extends QueryMeta {
  tryTimeoutMs: number;
}

/** The time-out of one wrap-up try, from the query's meta (§9.1's 5 s if none is set). */
export function wrapUpTryTimeout(meta: QueryMeta | undefined): number {
  const timeout = meta?.tryTimeoutMs;
  return typeof timeout === 'number' ? timeout : WRAP_UP_TIMEOUT_MS;
}

/**
 * Decision 032: one try and then up to `retries` more, for payment options and the wrap-up alike;
 * a 4xx is not retried, except the wrap-up's 409 (the payment is not complete yet, so a later try
 * may find it).
 */
function retryPaymentCall(retries: number, alsoRetry409: boolean) {
  return (failureCount: number, error: unknown): boolean => {
    if (error instanceof ApiError && error.isClientError) {
      if (!(alsoRetry409 && error.status === 409)) return false;
    }
    return failureCount < retries;
  };
}

/**
 * Gives `client` the payment calls' retry rule and `timing` as the defaults of their queries, so
 * whoever runs them (the payment and confirmation pages' entry actions) gets §9.1's waits, and a
 * test its own shorter ones by making its client with them.
 */
export function setPaymentRetries(client: QueryClient, timing: PaymentTiming): void {
  client.setQueryDefaults([PAYMENT_OPTIONS_QUERY], {
    retry: retryPaymentCall(timing.retries, false),
    retryDelay: timing.retryDelayMs,
  });
  const meta: WrapUpMeta = { tryTimeoutMs: timing.wrapUpTimeoutMs };
  client.setQueryDefaults([WRAP_UP_QUERY], {
    retry: retryPaymentCall(timing.retries, true),
    retryDelay: timing.retryDelayMs,
    meta,
  });
}
