import { z } from 'zod';
import { PaymentOptionTypeSchema } from '../payment/payment.schema.ts';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { IsoDateSchema } from '../shared/dates.ts';
import { AccountPolicyParamsSchema } from './account.contract.ts';
import { defineContract } from './define-contract.ts';

// Decision 063 (issue 21 item 4): cancelling a policy online. The refund is worked out by the
// domain's rule (@van/domain/cancellation) and shown before the customer confirms.

/** When cover ends: 'now', or a date after today up to the policy's last day (00:00 UK time). */
const CancelWhenSchema = z.union([z.literal('now'), IsoDateSchema]);

export const CancellationPreviewQuerySchema = z.object({
  date: IsoDateSchema.optional().describe('The date cover should end (00:00 UK); absent: now'),
});

export const CancellationRequestSchema = z.strictObject({
  date: CancelWhenSchema,
  confirm: z.literal(true, { error: 'Confirm that you want to cancel this policy' }),
});
export type CancellationRequest = z.infer<typeof CancellationRequestSchema>;

const pence = z.number().int().min(0);

/**
 * Decision 065: how a monthly policy's credit agreement is settled through its Direct Debit
 * mandate: the collections after today stopped, a balance owed collected once, a refund beyond
 * what the card paid sent to the bank account.
 */
export const DirectDebitSettlementSchema = z.object({
  accountNumberEnding: z
    .string()
    .regex(/^\d{4}$/)
    .describe('The last 4 digits only'),
  mandateReference: z.string(),
  stoppedCollections: z
    .array(z.object({ date: IsoDateSchema, amount: z.number() }))
    .describe('The collections after today that will not be taken (amounts in pounds)'),
  finalCollection: z
    .object({ amountPence: pence, date: IsoDateSchema })
    .optional()
    .describe('The balance owed, collected once by Direct Debit on the date'),
  bankRefund: z
    .object({ amountPence: pence, date: IsoDateSchema })
    .optional()
    .describe('What the card cannot take back, refunded to the account by the date'),
});
export type DirectDebitSettlement = z.infer<typeof DirectDebitSettlementSchema>;

/** The refund worked out by the published rule, in figures (pence) and in words. */
export const CancellationFiguresSchema = z.object({
  policyNumber: z.string(),
  paymentFrequency: PaymentOptionTypeSchema,
  rule: z.enum(['withinFourteenDays', 'afterFourteenDays', 'claimMade']),
  effectiveAt: z.string().describe('When cover ends (ISO 8601)'),
  lastDayOfCover: IsoDateSchema,
  windowEndsOn: IsoDateSchema.describe('The last UK day of the 14 days to cancel without a fee'),
  daysUsed: z.number().int().min(0),
  daysInPeriod: z.number().int().min(1),
  premiumPence: pence,
  paidPence: pence,
  coverUsedPence: pence,
  feePence: pence,
  refundPence: pence,
  balanceOwedPence: pence,
  refundBy: IsoDateSchema.describe('The latest date the refund reaches the customer (30 days)'),
  cardRefundPence: pence.describe('The part of the refund paid back to the card (decision 065)'),
  directDebit: DirectDebitSettlementSchema.optional().describe('Monthly only (decision 065)'),
  explanation: z.array(z.string()).describe('The figures in words, as the page shows them'),
  continuousInsuranceWarning: z
    .string()
    .describe('The van must be insured or declared off the road (SORN) once cover ends'),
});
export type CancellationFigures = z.infer<typeof CancellationFiguresSchema>;

export const CancellationSchema = CancellationFiguresSchema.extend({
  status: z.literal('cancelled'),
  cancelledAt: z.string().describe('When the customer cancelled (ISO 8601)'),
});
export type Cancellation = z.infer<typeof CancellationSchema>;

export const previewCancellationContract = defineContract({
  method: 'GET',
  path: '/v1/account/policies/:policyNumber/cancellation',
  summary: 'The refund for cancelling now or on a date, before confirming (decision 063)',
  tags: ['account'],
  params: AccountPolicyParamsSchema,
  querystring: CancellationPreviewQuerySchema,
  // 400: a date that cannot be chosen; 410 PolicyCancelled: cancelled already.
  response: {
    200: CancellationFiguresSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    404: ApiErrorSchema,
    410: ApiErrorSchema,
  },
});

export const cancelPolicyContract = defineContract({
  method: 'POST',
  path: '/v1/account/policies/:policyNumber/cancellation',
  summary:
    'Cancel the policy now or from a date; answered the same again once cancelled (decision 063)',
  tags: ['account'],
  params: AccountPolicyParamsSchema,
  body: CancellationRequestSchema,
  // 410 PolicyCancelled: cancelled another way (its payment refunded in full, decision 033).
  response: {
    200: CancellationSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    410: ApiErrorSchema,
  },
});

export const CANCELLATION_CONTRACTS = [previewCancellationContract, cancelPolicyContract] as const;
