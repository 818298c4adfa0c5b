import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { PaymentOptionSchema } from '../payment/payment.schema.ts';
import { WrapUpRequestSchema, WrapUpResponseSchema } from '../retrieval/retrieval-key.schema.ts';
import { defineContract } from './define-contract.ts';

// §7.4 payment and purchase. The web retries both 10 times, 2 s apart (§9.1), so both must be
// safe to repeat: wrap-up issues the policy exactly once.

// Request bodies are strict at the top: a field we do not know is refused, not ignored (issue 4).
export const PaymentOptionsRequestSchema = z.strictObject({
  quoteKey: z.string().min(1).describe('From finalize (§3.12)'),
});
export type PaymentOptionsRequest = z.infer<typeof PaymentOptionsRequestSchema>;

export const paymentOptionsContract = defineContract({
  method: 'POST',
  path: '/v1/paymentOptions',
  summary: 'The payment options of a finalized quote (§7.4)',
  tags: ['payment'],
  body: PaymentOptionsRequestSchema,
  response: { 200: z.array(PaymentOptionSchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
});

export const verifyPolicyContract = defineContract({
  method: 'POST',
  path: '/v1/verifyPolicy',
  summary: 'Policy wrap-up: issue the policy once payment is verified (§4.8, §7.4)',
  tags: ['payment', 'policy'],
  body: WrapUpRequestSchema,
  response: { 200: WrapUpResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
});

export const PAYMENT_CONTRACTS = [paymentOptionsContract, verifyPolicyContract] as const;
