import { useMutation } from '@tanstack/react-query';
import {
  directDebitMandateContract,
  DirectDebitMandateSchema,
  finalizeContract,
  FinalizeResponseSchema,
  getPolicyDocumentsContract,
  paymentOptionsContract,
  paymentSessionContract,
  PaymentSessionSchema,
  PolicyDocumentsSchema,
  verifyPolicyContract,
  type DirectDebitMandateAnswer,
  type DirectDebitMandateRequest,
  type PaymentSession,
  type PaymentSessionRequest,
  type PolicyDocumentKindName,
  type PolicyDocuments,
} from '@van/domain/contract';
import { PaymentOptionSchema, type PaymentOption } from '@van/domain/payment';
import {
  PAYMENT_RETRIES,
  PAYMENT_RETRY_DELAY_MS,
  WRAP_UP_TIMEOUT_MS,
} from '@van/domain/reference-data';
import {
  WrapUpResponseSchema,
  type RetrievalKey,
  type WrapUpRequest,
  type WrapUpResponse,
} from '@van/domain/retrieval';
import { z } from 'zod';
import { api, ApiError, CLIENT_ERROR_CODES } from './api-client';

// §7.2 finalize and §7.4 payment and purchase: the calls of the payment and confirmation pages.
// Payment options and the wrap-up have their own retry rule (§9.1: 10 retries 2 s apart; the
// wrap-up's tries time out after 5 s), not the quote calls' 3.

/** How long the payment calls wait: §9.1's figures, replaceable so tests need not wait 20 s. */
export interface PaymentTiming {
  retries: number;
  retryDelayMs: number;
  wrapUpTimeoutMs: number;
}

export const SPEC_PAYMENT_TIMING: Readonly<PaymentTiming> = {
  retries: PAYMENT_RETRIES,
  retryDelayMs: PAYMENT_RETRY_DELAY_MS,
  wrapUpTimeoutMs: WRAP_UP_TIMEOUT_MS,
};

let paymentTiming: PaymentTiming = { ...SPEC_PAYMENT_TIMING };

/** The timing the pages' entry actions use. */
export function currentPaymentTiming(): PaymentTiming {
  return paymentTiming;
}

/**
 * Tests only: shorter delays for the pages' entry actions (which the router, not the test, calls).
 * Returns the function that puts §9.1's figures back.
 */
export function setPaymentTimingForTests(timing: Partial<PaymentTiming>): () => void {
  paymentTiming = { ...SPEC_PAYMENT_TIMING, ...timing };
  return () => {
    paymentTiming = { ...SPEC_PAYMENT_TIMING };
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `call` tried once and then retried up to `retries` times, `delayMs` apart, while `shouldRetry`
 * says a failure may pass; the last failure is thrown.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  {
    retries,
    delayMs,
    shouldRetry,
  }: { retries: number; delayMs: number; shouldRetry: (error: unknown) => boolean },
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      await wait(delayMs);
    }
  }
}

/** A 4xx is the server refusing the request itself: sending it again cannot help. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError && error.isClientError);
}

/** §7.2 finalize: POST /v1/finalize with the retrieval key; the quoteKey the payment page needs. */
export async function finalizeQuote(key: RetrievalKey): Promise<string> {
  const { quoteKey } = await api.post(finalizeContract.path, key, FinalizeResponseSchema);
  return quoteKey;
}

/** Retries come from the app's QueryClient defaults (§7.1: 3, never on a 4xx). */
export function useFinalizeQuote() {
  return useMutation({ mutationFn: finalizeQuote });
}

/** §8: the payment-options answer was null. */
export const NULL_RESPONSE_MESSAGE = 'Null response';

/**
 * §7.4 payment options: POST /v1/paymentOptions with the quote key, retried up to 10 times 2 s
 * apart (never on a 4xx). A null answer is §8's 'Null response', as an ApiError of its own.
 */
export async function getPaymentOptions(
  quoteKey: string,
  timing: PaymentTiming = currentPaymentTiming(),
): Promise<PaymentOption[]> {
  const options = await withRetries(
    () =>
      api.post(paymentOptionsContract.path, { quoteKey }, z.array(PaymentOptionSchema).nullable()),
    { retries: timing.retries, delayMs: timing.retryDelayMs, shouldRetry: isRetryable },
  );
  if (options === null) {
    throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, NULL_RESPONSE_MESSAGE);
  }
  return options;
}

/** §4.8 isDDStep: the Direct Debit mandate of a monthly purchase, as the server took it. */
export function giveDirectDebitMandate(
  request: DirectDebitMandateRequest,
): Promise<DirectDebitMandateAnswer> {
  return api.post(directDebitMandateContract.path, request, DirectDebitMandateSchema);
}

/**
 * The customer sees each refusal (a bank account that fails the check, a credit check) at once;
 * giving the mandate again is their decision.
 */
export function useGiveDirectDebitMandate() {
  return useMutation({ mutationFn: giveDirectDebitMandate, retry: false });
}

/** Decision 029: the provider's payment frame for the quote (the server reuses a session per choice). */
export function createPaymentSession(request: PaymentSessionRequest): Promise<PaymentSession> {
  return api.post(paymentSessionContract.path, request, PaymentSessionSchema);
}

export function useCreatePaymentSession() {
  return useMutation({ mutationFn: createPaymentSession, retry: false });
}

/** A wrap-up try that had no answer within §9.1's time-out. */
const TIMED_OUT = new ApiError(0, CLIENT_ERROR_CODES.network, 'The wrap-up timed out.');

/**
 * §7.4 policy wrap-up: POST /v1/verifyPolicy, each try given 5 s, retried up to 10 times 2 s
 * apart. 409 WrapUpTokenMissing (the payment is not complete yet) counts as a try like a time-out
 * or a server fault; any other refusal ends the tries.
 */
export function verifyPolicy(
  key: WrapUpRequest,
  timing: PaymentTiming = currentPaymentTiming(),
): Promise<WrapUpResponse> {
  const tryOnce = async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMED_OUT), timing.wrapUpTimeoutMs);
    const timedOut = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(TIMED_OUT), { once: true });
    });
    try {
      return await Promise.race([
        api.post(verifyPolicyContract.path, key, WrapUpResponseSchema, {
          signal: controller.signal,
        }),
        timedOut,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  return withRetries(tryOnce, {
    retries: timing.retries,
    delayMs: timing.retryDelayMs,
    shouldRetry: (error) =>
      error === TIMED_OUT ||
      isRetryable(error) ||
      (error instanceof ApiError && error.status === 409),
  });
}

function policyPath(path: string, webReference: string): string {
  return path.replace(':webReference', encodeURIComponent(webReference));
}

/** The wrap-up token as the policy calls take it: a header, never the address. */
function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** Decisions 030 and 032: the documents of a bought policy and the product information links. */
export function getPolicyDocuments(
  webReference: string,
  token: string,
  signal?: AbortSignal,
): Promise<PolicyDocuments> {
  return api.get(
    policyPath(getPolicyDocumentsContract.path, webReference),
    PolicyDocumentsSchema,
    signal,
    { headers: bearer(token) },
  );
}

/** One document of a bought policy, as a PDF. */
export function downloadPolicyDocument(
  webReference: string,
  kind: PolicyDocumentKindName,
  token: string,
): Promise<Blob> {
  const path = `${policyPath(getPolicyDocumentsContract.path, webReference)}/${kind}`;
  return api.getBlob(path, { headers: bearer(token) });
}
