import { useMutation } from '@tanstack/react-query';
import {
  sendEmailContract,
  SendEmailResponseSchema,
  type SendEmailResponse,
} from '@van/domain/contract';
import { type RetrievalKey } from '@van/domain/retrieval';
import { api } from '../../../lib/api-client';

/** §7.2 POST /v1/sendEmail: e-mails the quote to the proposer, keyed by the retrieval key. */
export function sendEmail(retrievalKey: RetrievalKey): Promise<SendEmailResponse> {
  return api.post(sendEmailContract.path, retrievalKey, SendEmailResponseSchema);
}

/** Retries come from the app's QueryClient defaults (§7.1: 3, never on a 4xx). */
export function useSendEmail() {
  return useMutation({ mutationFn: sendEmail });
}
