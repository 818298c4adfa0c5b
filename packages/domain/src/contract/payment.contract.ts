import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { PaymentOptionSchema, PaymentOptionTypeSchema } from '../payment/payment.schema.ts';
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
  response: {
    200: z.array(PaymentOptionSchema),
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    410: ApiErrorSchema,
  },
});

// Issue 7: the payment frame. The server creates the session with the payment provider (card
// numbers never touch our server, PCI DSS SAQ A) and the web puts frameUrl in an iframe.
export const PaymentSessionRequestSchema = z.strictObject({
  quoteKey: z.string().min(1).max(100).describe('From finalize (§3.12)'),
  option: PaymentOptionTypeSchema.describe('ANNUAL_CARD or MONTHLY_DD (§4.8, §9.13)'),
});
export type PaymentSessionRequest = z.infer<typeof PaymentSessionRequestSchema>;

export const PaymentSessionSchema = z.object({
  sessionId: z.string().min(1).describe("The provider's session id"),
  frameUrl: z.url().describe("The provider's hosted card page, for an iframe (§2.6 Payment)"),
  amount: z
    .number()
    .positive()
    .describe('What the card is charged now, in pounds: the annual total, or the deposit'),
});
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

export const paymentSessionContract = defineContract({
  method: 'POST',
  path: '/v1/paymentSession',
  summary: 'Start paying for a finalized quote: the payment frame (§4.8)',
  tags: ['payment'],
  body: PaymentSessionRequestSchema,
  response: {
    200: PaymentSessionSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    410: ApiErrorSchema,
    503: ApiErrorSchema,
  },
});

export const verifyPolicyContract = defineContract({
  method: 'POST',
  path: '/v1/verifyPolicy',
  summary: 'Policy wrap-up: issue the policy once payment is verified (§4.8, §7.4)',
  tags: ['payment', 'policy'],
  body: WrapUpRequestSchema,
  // 409 WrapUpTokenMissing: the payment is not complete yet; the web retries (§9.1), then goes to
  // policy-wrap-up-error (§8).
  response: {
    200: WrapUpResponseSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    429: ApiErrorSchema,
    503: ApiErrorSchema,
  },
});

export const PAYMENT_CONTRACTS = [
  paymentOptionsContract,
  paymentSessionContract,
  verifyPolicyContract,
] as const;
