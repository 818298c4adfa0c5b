import { useMutation, useQuery } from '@tanstack/react-query';
import {
  creditAgreementContract,
  CreditAgreementSchema,
  CreditAgreementSignatureSchema,
  signCreditAgreementContract,
  type CreditAgreement,
  type CreditAgreementSignature,
  type SignCreditAgreementRequest,
} from '@van/domain/contract';
import { api } from './api-client';

// Decision 045: the monthly credit's texts, as the server builds them for the quote as it now
// stands, and signing the agreement shown.

export function getCreditAgreement(quoteKey: string): Promise<CreditAgreement> {
  return api.post(creditAgreementContract.path, { quoteKey }, CreditAgreementSchema);
}

/** Asked afresh each time the step shows: a re-priced quote has another agreement. */
export function useCreditAgreement(quoteKey: string | null) {
  return useQuery({
    queryKey: ['creditAgreement', quoteKey],
    queryFn: () => getCreditAgreement(quoteKey!),
    enabled: quoteKey !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function signCreditAgreement(
  request: SignCreditAgreementRequest,
): Promise<CreditAgreementSignature> {
  return api.post(signCreditAgreementContract.path, request, CreditAgreementSignatureSchema);
}

/** Signing is the customer's act: never repeated for them. */
export function useSignCreditAgreement() {
  return useMutation({ mutationFn: signCreditAgreement, retry: false });
}
