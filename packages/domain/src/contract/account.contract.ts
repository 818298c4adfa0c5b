import { z } from 'zod';
import { PaymentOptionTypeSchema } from '../payment/payment.schema.ts';
import { QuoteSchema } from '../quote/quote.schema.ts';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { IsoDateSchema } from '../shared/dates.ts';
import { defineContract } from './define-contract.ts';
import { PolicyDocumentKindSchema } from './policy.contract.ts';

// Decision 060 (issue 21 item 1): signing in to the customer's account with a one-time code e-mailed
// to the address on their policy; the session lives on the server behind an HttpOnly cookie.

/** An e-mail address as typed: matched trimmed and lower-cased, so any case and spacing is fine. */
const SignInEmailSchema = z
  .string()
  .max(254)
  .refine((value) => z.email().safeParse(value.trim()).success, {
    message: 'Enter an email address in the correct format, like name@example.com',
  });

export const SignInCodeRequestSchema = z.strictObject({ email: SignInEmailSchema });
export type SignInCodeRequest = z.infer<typeof SignInCodeRequestSchema>;

/** The same answer whether or not the address is known: it never says whether a code was sent. */
export const SignInCodeResponseSchema = z.object({
  message: z
    .string()
    .describe('What happens next, in words; the same for every address (decision 060)'),
});
export type SignInCodeResponse = z.infer<typeof SignInCodeResponseSchema>;

export const CreateSessionRequestSchema = z.strictObject({
  email: SignInEmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});
export type CreateSessionRequest = z.infer<typeof CreateSessionRequestSchema>;

/** Who is signed in: the address masked, and the numbers of the policies it is the e-mail of. */
export const AccountSessionSchema = z.object({
  email: z.string().describe("The signed-in address, masked: 'j***@example.com'"),
  policyNumbers: z.array(z.string()),
  /** When the session ends if nothing more is done (the idle time-out). */
  idleExpiresAt: z.iso.datetime(),
  /** When it ends whatever is done (the absolute time-out). */
  expiresAt: z.iso.datetime(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const requestSignInCodeContract = defineContract({
  method: 'POST',
  path: '/v1/account/sign-in-code',
  summary: 'E-mail a one-time sign-in code to the address on a policy (decision 060)',
  tags: ['account'],
  body: SignInCodeRequestSchema,
  // 202 whether or not the address is known; 403: not from our own pages (CSRF); 429: too many.
  response: {
    202: SignInCodeResponseSchema,
    400: ApiErrorSchema,
    403: ApiErrorSchema,
    429: ApiErrorSchema,
  },
});

export const createSessionContract = defineContract({
  method: 'POST',
  path: '/v1/account/session',
  summary: 'Sign in with the e-mailed code: sets the session cookie (decision 060)',
  tags: ['account'],
  body: CreateSessionRequestSchema,
  // 401: a wrong, expired or used code, one message for all.
  response: {
    200: AccountSessionSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    429: ApiErrorSchema,
  },
});

export const getSessionContract = defineContract({
  method: 'GET',
  path: '/v1/account/session',
  summary: 'Who is signed in, or 401 (decision 060)',
  tags: ['account'],
  response: { 200: AccountSessionSchema, 401: ApiErrorSchema },
});

export const SignedOutSchema = z.object({ signedOut: z.literal(true) });

export const deleteSessionContract = defineContract({
  method: 'DELETE',
  path: '/v1/account/session',
  summary: 'Sign out: ends the session (decision 060)',
  tags: ['account'],
  response: { 200: SignedOutSchema, 403: ApiErrorSchema },
});

// Decision 061 (issue 21 items 2, 3 and 5): the signed-in customer's policies, their documents,
// Direct Debit and auto-renewal choice, and their open quotes. Every call answers only the
// signed-in address's own; anything else is the same 404 as something that does not exist.

/**
 * A policy number as the path carries it. Its form is checked by the service, not here, so that
 * a malformed number gets the same 404 as another customer's (decision 061).
 */
export const AccountPolicyParamsSchema = z.object({ policyNumber: z.string().min(1).max(40) });

/**
 * live: in its period today (UK date); notYetStarted: starts later; ended: period over;
 * cancelling: cancelled from a later date, in force until then (decision 063); cancelled: cover
 * ended by cancellation.
 */
export const AccountPolicyStatusSchema = z.enum([
  'live',
  'notYetStarted',
  'ended',
  'cancelling',
  'cancelled',
]);
export type AccountPolicyStatus = z.infer<typeof AccountPolicyStatusSchema>;

export const AccountPolicySummarySchema = z.object({
  policyNumber: z.string(),
  status: AccountPolicyStatusSchema,
  coverType: z.string().describe("In words: 'Comprehensive'"),
  tier: z.string().describe("The product bought (§3.5 productIdentifier), e.g. 'VAN'"),
  tierName: z.string().describe('The product in words, as the result names it'),
  van: z.object({ registration: z.string(), make: z.string(), model: z.string() }),
  drivers: z.array(z.object({ name: z.string(), role: z.string() })),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema.describe('Cover ends at 23:59 on this day (UK time)'),
  paymentFrequency: PaymentOptionTypeSchema,
  premium: z.number().describe('The total payable for the year, in pounds (§3.5 totalPayable)'),
  cancellationEffectiveAt: z.iso
    .datetime()
    .optional()
    .describe(
      'cancelling or cancelled: the instant cover ends or ended (ISO 8601); a later date ends it at 00:00 UK time that day',
    ),
});
export type AccountPolicySummary = z.infer<typeof AccountPolicySummarySchema>;

export const AccountPoliciesSchema = z.object({ policies: z.array(AccountPolicySummarySchema) });
export type AccountPolicies = z.infer<typeof AccountPoliciesSchema>;

/** The auto-renewal choice as it stands, and what it means (ICOBS 6A.6). */
export const AutoRenewalSchema = z.object({
  autoRenew: z.boolean(),
  /** purchase: the choice made when buying; account: changed since, in the account. */
  chosenIn: z.enum(['purchase', 'account']),
  chosenAt: z.iso.datetime(),
  renewalDate: IsoDateSchema.describe('The day after cover ends'),
  whatHappens: z.string().describe('What will happen at the renewal date, in words'),
  wording: z.string().describe('The words shown beside the choice'),
  wordingVersion: z.string().describe('The version of those words, recorded with a change'),
});
export type AutoRenewal = z.infer<typeof AutoRenewalSchema>;

export const AccountPolicyDetailSchema = AccountPolicySummarySchema.extend({
  documents: z.array(
    z.object({
      kind: PolicyDocumentKindSchema,
      title: z.string(),
      downloadUrl: z.string().describe('A PDF, served only to the signed-in owner'),
    }),
  ),
  productInformation: z
    .array(z.object({ title: z.string(), url: z.string().min(1) }))
    .describe('The IPIDs given with the sale (public documents)'),
  directDebit: z
    .object({
      accountNumberEnding: z
        .string()
        .regex(/^\d{4}$/)
        .describe('The last 4 digits only'),
      mandateReference: z.string(),
      collections: z.array(
        z.object({
          date: IsoDateSchema,
          amount: z.number(),
          cancelledAt: z
            .string()
            .optional()
            .describe('When a cancellation stopped this collection (ISO 8601; decision 065)'),
        }),
      ),
      settlement: z
        .object({
          kind: z.enum(['finalCollection', 'refund']),
          amount: z.number().describe('Pounds'),
          date: IsoDateSchema,
        })
        .optional()
        .describe(
          'After a cancellation (decision 065): the balance owed collected once, or the refund to this account',
        ),
    })
    .optional()
    .describe('For a policy paid monthly only'),
  contactPhoneNumbers: z.object({
    general: z.string().describe("The number for the policy's source of business (§6, §9.13)"),
    claims: z.string().optional(),
  }),
  autoRenewal: AutoRenewalSchema,
});
export type AccountPolicyDetail = z.infer<typeof AccountPolicyDetailSchema>;

export const AutoRenewalRequestSchema = z.strictObject({
  autoRenew: z.boolean({ error: 'Say whether the policy should renew automatically' }),
});
export type AutoRenewalRequest = z.infer<typeof AutoRenewalRequestSchema>;

export const listAccountPoliciesContract = defineContract({
  method: 'GET',
  path: '/v1/account/policies',
  summary: "The signed-in customer's policies (decision 061)",
  tags: ['account'],
  response: { 200: AccountPoliciesSchema, 401: ApiErrorSchema },
});

export const getAccountPolicyContract = defineContract({
  method: 'GET',
  path: '/v1/account/policies/:policyNumber',
  summary:
    "One of the signed-in customer's policies, its documents, Direct Debit and auto-renewal (decision 061)",
  tags: ['account'],
  params: AccountPolicyParamsSchema,
  response: {
    200: AccountPolicyDetailSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    404: ApiErrorSchema,
  },
});

export const setAutoRenewalContract = defineContract({
  method: 'PUT',
  path: '/v1/account/policies/:policyNumber/auto-renewal',
  summary: 'Turn automatic renewal on or off (ICOBS 6A.6; decision 061)',
  tags: ['account'],
  params: AccountPolicyParamsSchema,
  body: AutoRenewalRequestSchema,
  // 409 QuoteClosed: the policy has ended; 410 PolicyCancelled: it was cancelled. Nothing to renew.
  response: {
    200: AutoRenewalSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    410: ApiErrorSchema,
  },
});

export const OpenQuoteSchema = z.object({
  webReference: z.string(),
  van: z.object({ registration: z.string(), make: z.string(), model: z.string() }),
  createdDate: IsoDateSchema.describe('The UK date the quote was made'),
  price: z
    .number()
    .optional()
    .describe('The total payable of the tier shown (§3.5), in pounds; absent when not priced'),
});
export type OpenQuote = z.infer<typeof OpenQuoteSchema>;

export const OpenQuotesSchema = z.object({ quotes: z.array(OpenQuoteSchema) });
export type OpenQuotes = z.infer<typeof OpenQuotesSchema>;

export const listOpenQuotesContract = defineContract({
  method: 'GET',
  path: '/v1/account/quotes',
  summary: "The signed-in address's open quotes (not bought, not expired; decision 061)",
  tags: ['account'],
  response: { 200: OpenQuotesSchema, 401: ApiErrorSchema },
});

export const AccountQuoteParamsSchema = z.object({ webReference: z.string().min(1).max(40) });

export const resumeOpenQuoteContract = defineContract({
  method: 'POST',
  path: '/v1/account/quotes/:webReference/resume',
  summary:
    'Resume an open quote of the signed-in address: answers as POST /v1/retrieve (decision 061)',
  tags: ['account'],
  params: AccountQuoteParamsSchema,
  response: {
    200: QuoteSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
  },
});

export const ACCOUNT_CONTRACTS = [
  requestSignInCodeContract,
  createSessionContract,
  getSessionContract,
  deleteSessionContract,
  listAccountPoliciesContract,
  getAccountPolicyContract,
  setAutoRenewalContract,
  listOpenQuotesContract,
  resumeOpenQuoteContract,
] as const;
