import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import {
  AccountHolderNameTextSchema,
  AccountNumberTextSchema,
  LATEST_COLLECTION_DAY,
  SortCodeTextSchema,
} from '../payment/direct-debit.ts';
import { PaymentOptionSchema, PaymentOptionTypeSchema } from '../payment/payment.schema.ts';
import { IsoDateSchema } from '../shared/dates.ts';
import { WrapUpRequestSchema, WrapUpResponseSchema } from '../retrieval/retrieval-key.schema.ts';
import { defineContract } from './define-contract.ts';

// §7.4 payment and purchase. The web retries both 10 times, 2 s apart (§9.1), so both must be
// safe to repeat: wrap-up issues the policy exactly once.

// Request bodies are strict at the top: a field we do not know is refused, not ignored (decision 027).
export const PaymentOptionsRequestSchema = z.strictObject({
  // Bounded like every key a stranger sends (decision 034 item 3); finalize's are 43 characters.
  quoteKey: z.string().min(1).max(100).describe('From finalize (§3.12)'),
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

// Decision 029: the payment frame. The server creates the session with the payment provider (card
// numbers never touch our server, PCI DSS SAQ A) and the web puts frameUrl in an iframe.
// A MONTHLY_DD session needs the quote's Direct Debit mandate first (POST /v1/directDebitMandate),
// else 409 DirectDebitMandateMissing. The fraud and credit check runs before any session: 422
// QuoteDeclined (fraud check failed: no-quote), 422 CreditCheckFailed (monthly refused), 503
// ServiceUnavailable (monthly, and the check could not be made).
export const PaymentSessionRequestSchema = z.strictObject({
  quoteKey: z.string().min(1).max(100).describe('From finalize (§3.12)'),
  option: PaymentOptionTypeSchema.describe('ANNUAL_CARD or MONTHLY_DD (§4.8, §9.13)'),
  consentToAutoRenew: z
    .boolean()
    .describe('§3.1 topUp.payment.consentToAutoRenew: the customer agreed to renew automatically'),
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
    422: ApiErrorSchema,
    503: ApiErrorSchema,
  },
});

// Decision 030: the Direct Debit step (§4.8 isDDStep). The customer confirms the mandate after
// seeing the collections (the web shows directDebitSchedule's preview, the same rule the server
// applies); the server checks the bank details (VocaLink modulus check) and the credit check
// (monthly needs PASSED), stores the mandate for the quote's finalized event, and answers the
// collections it will take. Giving it again replaces the earlier one (the customer corrected it).
export const DirectDebitMandateRequestSchema = z.strictObject({
  quoteKey: z.string().min(1).max(100).describe('From finalize (§3.12)'),
  accountHolderName: AccountHolderNameTextSchema,
  sortCode: SortCodeTextSchema,
  accountNumber: AccountNumberTextSchema,
  soleSignatory: z
    .literal(true)
    .describe('The customer alone can authorise Direct Debits from the account'),
  collectionDay: z
    .int()
    .min(1)
    .max(LATEST_COLLECTION_DAY)
    .optional()
    .describe("Day of the month to collect on; by default the cover start's day, at most 28"),
});
export type DirectDebitMandateRequest = z.input<typeof DirectDebitMandateRequestSchema>;

export const DirectDebitCollectionSchema = z.object({
  date: IsoDateSchema.describe('A working day'),
  amount: z.number().positive().describe('Pounds'),
});

export const DirectDebitMandateSchema = z.object({
  mandateReference: z.string().min(1).describe('The Direct Debit reference on bank statements'),
  accountHolderName: z.string(),
  sortCode: z.string().describe("Shown as '30-99-50'"),
  accountNumberEnding: z
    .string()
    .length(4)
    .describe('The last four digits, for the customer to check'),
  deposit: z.number().nonnegative().describe('Taken by card now, pounds'),
  collections: z.array(DirectDebitCollectionSchema).min(1),
});
export type DirectDebitMandateAnswer = z.infer<typeof DirectDebitMandateSchema>;

export const directDebitMandateContract = defineContract({
  method: 'POST',
  path: '/v1/directDebitMandate',
  summary: 'Give the Direct Debit mandate for a finalized monthly quote (§4.8 isDDStep)',
  tags: ['payment'],
  body: DirectDebitMandateRequestSchema,
  // 422 BankAccountInvalid (modulus check), CreditCheckFailed or QuoteDeclined; 503 when the
  // credit check could not be made.
  response: {
    200: DirectDebitMandateSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    410: ApiErrorSchema,
    422: ApiErrorSchema,
    429: ApiErrorSchema,
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
  directDebitMandateContract,
  verifyPolicyContract,
] as const;
