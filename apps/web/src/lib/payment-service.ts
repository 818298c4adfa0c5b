import { queryOptions, useMutation } from '@tanstack/react-query';
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
  type FinalizeRequest,
  type PaymentSession,
  type PaymentSessionRequest,
  type PolicyDocumentKindName,
  type PolicyDocuments,
} from '@van/domain/contract';
import { PaymentOptionSchema, type PaymentOption } from '@van/domain/payment';
import {
  WrapUpResponseSchema,
  type WrapUpRequest,
  type WrapUpResponse,
} from '@van/domain/retrieval';
import { NULL_RESPONSE_MESSAGE } from '@van/domain/shared';
import { z } from 'zod';
import { api, ApiError, CLIENT_ERROR_CODES } from './api-client';
import { PAYMENT_OPTIONS_QUERY, WRAP_UP_QUERY, wrapUpTryTimeout } from './retries';

// §7.2 finalize and §7.4 payment and purchase: the calls of the payment and confirmation pages.
// Payment options and the wrap-up are queries the pages' entry actions run; their retry rule and
// waits (§9.1: 10 retries 2 s apart; the wrap-up's tries time out after 5 s), not the quote
// calls' 3, are the QueryClient's defaults for their keys (lib/retries.ts).

/**
 * §7.2 finalize: POST /v1/finalize with the retrieval key and the demands-and-needs version shown
 * (decision 044); the quoteKey the payment page needs.
 */
export async function finalizeQuote(request: FinalizeRequest): Promise<string> {
  const { quoteKey } = await api.post(finalizeContract.path, request, FinalizeResponseSchema);
  return quoteKey;
}

/** Retries come from the app's QueryClient defaults (§7.1: 3, never on a 4xx). */
export function useFinalizeQuote() {
  return useMutation({ mutationFn: finalizeQuote });
}

/** §7.4 payment options: POST /v1/paymentOptions with the quote key, once; the answer may be null. */
export function getPaymentOptions(quoteKey: string): Promise<PaymentOption[] | null> {
  return api.post(
    paymentOptionsContract.path,
    { quoteKey },
    z.array(PaymentOptionSchema).nullable(),
  );
}

/**
 * §2.2 payment, before entry: the payment options, asked afresh on every entry and retried up to
 * 10 times 2 s apart, never on a 4xx (the QueryClient's defaults for the key). A null answer is
 * §8's 'Null response', as an ApiError of its own; it is an answer, so it is not asked again.
 */
export function paymentOptionsQuery(quoteKey: string) {
  return queryOptions({
    queryKey: [PAYMENT_OPTIONS_QUERY, quoteKey],
    queryFn: () => getPaymentOptions(quoteKey),
    select: (options): PaymentOption[] => {
      if (options === null) {
        throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, NULL_RESPONSE_MESSAGE);
      }
      return options;
    },
  });
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

/**
 * §7.4 policy wrap-up: POST /v1/verifyPolicy, once, given up when `signal` aborts (a try's
 * time-out).
 */
export function verifyPolicy(key: WrapUpRequest, signal?: AbortSignal): Promise<WrapUpResponse> {
  return api.post(verifyPolicyContract.path, key, WrapUpResponseSchema, { signal });
}

/**
 * §2.2 confirmation, before entry: the wrap-up, each try given 5 s (AbortSignal.timeout), retried
 * up to 10 times 2 s apart (the QueryClient's defaults for the key, which carry the time-out in
 * the query's meta). 409 WrapUpTokenMissing (the payment is not complete yet) counts as a try like
 * a time-out or a server fault; any other refusal ends the tries.
 */
export function wrapUpQuery(key: WrapUpRequest) {
  return queryOptions({
    queryKey: [WRAP_UP_QUERY, key.webReference],
    queryFn: ({ meta }) => verifyPolicy(key, AbortSignal.timeout(wrapUpTryTimeout(meta))),
    // Every wrap-up mints a new token (decision 029); the one the customer holds is in the journey
    // store, so none is left in the cache.
    gcTime: 0,
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
