import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountPoliciesSchema,
  AccountPolicyDetailSchema,
  AutoRenewalSchema,
  cancelPolicyContract,
  CancellationFiguresSchema,
  CancellationSchema,
  getAccountPolicyContract,
  listAccountPoliciesContract,
  listOpenQuotesContract,
  OpenQuotesSchema,
  previewCancellationContract,
  resumeOpenQuoteContract,
  setAutoRenewalContract,
  type AccountPolicies,
  type AccountPolicyDetail,
  type AutoRenewal,
  type Cancellation,
  type CancellationFigures,
  type OpenQuotes,
  type PolicyDocumentKindName,
} from '@van/domain/contract';
import { QuoteSchema, type Quote } from '@van/domain/quote';
import { api } from '../../../lib/api-client';

// Decisions 061 and 063's calls. The session cookie goes with each (same origin); a policy number
// or quote reference is the only thing in an address, and the server answers only its owner.

/** A contract path with its one parameter filled in, encoded. */
function withParam(path: string, name: string, value: string): string {
  return path.replace(`:${name}`, encodeURIComponent(value));
}

const policyPath = (path: string, policyNumber: string) =>
  withParam(path, 'policyNumber', policyNumber);

export function listAccountPolicies(signal?: AbortSignal): Promise<AccountPolicies> {
  return api.get(listAccountPoliciesContract.path, AccountPoliciesSchema, signal);
}

export function getAccountPolicy(
  policyNumber: string,
  signal?: AbortSignal,
): Promise<AccountPolicyDetail> {
  return api.get(
    policyPath(getAccountPolicyContract.path, policyNumber),
    AccountPolicyDetailSchema,
    signal,
  );
}

/** GET .../documents/:kind: the PDF, with the session cookie (nothing secret in the address). */
export function downloadAccountDocument(
  policyNumber: string,
  kind: PolicyDocumentKindName,
): Promise<Blob> {
  return api.getBlob(
    `${policyPath(getAccountPolicyContract.path, policyNumber)}/documents/${kind}`,
  );
}

export function setAutoRenewal(policyNumber: string, autoRenew: boolean): Promise<AutoRenewal> {
  return api.put(
    policyPath(setAutoRenewalContract.path, policyNumber),
    { autoRenew },
    AutoRenewalSchema,
  );
}

export function listOpenQuotes(signal?: AbortSignal): Promise<OpenQuotes> {
  return api.get(listOpenQuotesContract.path, OpenQuotesSchema, signal);
}

export function resumeOpenQuote(webReference: string): Promise<Quote> {
  return api.post(
    withParam(resumeOpenQuoteContract.path, 'webReference', webReference),
    undefined,
    QuoteSchema,
  );
}

/** GET .../cancellation?date=: the refund if cover ended then (no date: now). */
export function previewCancellation(
  policyNumber: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<CancellationFigures> {
  const path = policyPath(previewCancellationContract.path, policyNumber);
  return api.get(
    date === undefined ? path : `${path}?${new URLSearchParams({ date }).toString()}`,
    CancellationFiguresSchema,
    signal,
  );
}

export function cancelPolicy(policyNumber: string, date: string): Promise<Cancellation> {
  return api.post(
    policyPath(cancelPolicyContract.path, policyNumber),
    { date, confirm: true },
    CancellationSchema,
  );
}

// Everything here is asked for each time a page opens (staleTime 0, gcTime 0), as the session is
// (decision 062): a policy may have changed (cancelled, a choice made elsewhere) meanwhile, and a
// signed-out customer's policies must not stay in memory.

export const accountPoliciesQueryOptions = queryOptions({
  queryKey: ['account-policies'],
  queryFn: ({ signal }) => listAccountPolicies(signal),
  staleTime: 0,
  gcTime: 0,
});

export const openQuotesQueryOptions = queryOptions({
  queryKey: ['account-open-quotes'],
  queryFn: ({ signal }) => listOpenQuotes(signal),
  staleTime: 0,
  gcTime: 0,
});

export const accountPolicyQueryOptions = (policyNumber: string) =>
  queryOptions({
    queryKey: ['account-policy', policyNumber],
    queryFn: ({ signal }) => getAccountPolicy(policyNumber, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const cancellationPreviewQueryOptions = (policyNumber: string, date: string | undefined) =>
  queryOptions({
    queryKey: ['account-cancellation-preview', policyNumber, date ?? 'now'],
    queryFn: ({ signal }) => previewCancellation(policyNumber, date, signal),
    staleTime: 0,
    gcTime: 0,
  });

/** The answer is the choice as now recorded; the policy's cached answer takes it in. */
export function useSetAutoRenewal(policyNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoRenew: boolean) => setAutoRenewal(policyNumber, autoRenew),
    onSuccess: (autoRenewal) => {
      queryClient.setQueryData(
        accountPolicyQueryOptions(policyNumber).queryKey,
        (policy) => policy && { ...policy, autoRenewal },
      );
    },
  });
}

/** Resuming is answered as a retrieve is; not retried (the app's rule keeps 4xx unretried). */
export function useResumeOpenQuote() {
  return useMutation({ mutationFn: resumeOpenQuote });
}

/**
 * Cancelling is sent once per click and never retried by the client: the server answers the same
 * again once cancelled, but a second try whose first is still in flight gains nothing.
 */
export function useCancelPolicy(policyNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => cancelPolicy(policyNumber, date),
    retry: false,
    // The policy's status has changed: no page may show the answer from before.
    onSuccess: () =>
      queryClient.removeQueries({ queryKey: accountPolicyQueryOptions(policyNumber).queryKey }),
  });
}
