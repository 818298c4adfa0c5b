import { ALTERNATIVE_FORMATS, type AlternativeFormat } from '@van/domain/forms';
import { PaymentOptionTypeSchema, type PaymentOptionType } from '@van/domain/payment';
import {
  QuoteSchema,
  selectedResult,
  type InstalmentPlan,
  type Quote,
  type Result,
} from '@van/domain/quote';
import { IsoDateSchema } from '@van/domain/shared';
import { z } from 'zod';
import { DomainError } from '../../lib/errors.ts';

// What the purchase flow hands the document generator: a policy as sold (decision 030).
// Checked once, here, so each document can trust what it reads.

export interface SoldPolicy {
  /** e.g. 'RWV-2026-000123'. */
  policyNumber: string;
  /** When the policy was issued (cover may start later: quote.policy.startDate). */
  issuedAt: Date;
  brand: {
    brandName: string;
    /** The broker's legal name (BROKER_LEGAL_NAME): the brand is its trading name. */
    brokerLegalName: string;
    phone: string;
    email: string;
    insurerName: string;
    /** Decision 044: printed on the schedule and certificate. */
    claimsPhone: string;
    /** Decision 044: the broker's FCA firm reference number (FIRM_FCA_NUMBER). */
    fcaFirmReferenceNumber: string;
  };
  /**
   * The Quote as sold: policy.eventCurrent is the bought tier's event (its risk = the customer's
   * answers, its result = prices, excesses, extras).
   */
  quote: Quote;
  paymentPlan: PaymentOptionType;
  /** Present for MONTHLY_DD. */
  directDebit?: DirectDebitDetails;
  /** §3.1 topUp.payment.consentToAutoRenew as given when paying; absent when not asked. */
  consentToAutoRenew?: boolean;
  /**
   * When the policy was cancelled (decision 033 item 4: its payment refunded in full); absent while
   * it is Live. A cancelled policy has no certificate of motor insurance (decision 033).
   */
  cancelledAt?: Date;
  /**
   * Documents in another format the customer asked for with their support needs (decision 047),
   * named in the schedule's footnote; absent or empty when none was asked for.
   */
  alternativeFormats?: AlternativeFormat[];
  /**
   * Decision 044: the demands-and-needs statement recorded at finalize (its version and exact
   * text), which its document prints; absent for a sale finalized before it was recorded.
   */
  demandsAndNeeds?: { version: string; text: string };
  /** Decision 045: the credit agreement as signed before paying monthly, and its lender. */
  creditAgreement?: SignedCreditAgreement;
  /**
   * The IPIDs given for what was bought, as recorded when the policy was issued (migration 0028);
   * absent or empty for a sale recorded before them.
   */
  productInformation?: SoldProductDocument[];
}

/** An Insurance Product Information Document given with a sale, as it was served then. */
export interface SoldProductDocument {
  /** The id printed on it, e.g. 'IPID-VV-2026-11'. */
  documentId: string;
  title: string;
  url: string;
  tariffVersion: string;
  /** SHA-256 of the PDF served at url, lower-case hex. */
  sha256: string;
}

export interface SignedCreditAgreement {
  version: string;
  signerName: string;
  signedAt: Date;
  /** SHA-256 of the exact text signed. */
  textHash: string;
  /** The exact text signed (creditSectionsText), copied into the document. */
  text: string;
  lender: { name: string; address: string; fcaNumber: string };
}

export interface DirectDebitDetails {
  accountHolderName: string;
  /** '12-34-56'. */
  sortCode: string;
  /** The last 2-4 digits of the account number: the full number is never given to us here. */
  accountNumberEnding: string;
  reference: string;
  serviceUserNumber: string;
  /** yyyy-MM-dd; amount in pounds, as the Result's figures. */
  collections: { date: string; amount: number }[];
}

export type PolicyDocumentKind =
  | 'policy-schedule'
  | 'certificate'
  | 'statement-of-fact'
  | 'demands-and-needs'
  | 'credit-agreement'
  | 'direct-debit-instruction';

export interface PolicyDocument {
  kind: PolicyDocumentKind;
  title: string;
  fileName: string;
}

/** Each kind's title and file-name ending, in the order a customer reads them. */
export const POLICY_DOCUMENT_KINDS: Readonly<
  Record<PolicyDocumentKind, { title: string; fileName: string; monthlyOnly: boolean }>
> = {
  'policy-schedule': { title: 'Policy schedule', fileName: 'policy-schedule', monthlyOnly: false },
  certificate: {
    title: 'Certificate of motor insurance',
    fileName: 'certificate-of-motor-insurance',
    monthlyOnly: false,
  },
  'statement-of-fact': {
    title: 'Statement of fact',
    fileName: 'statement-of-fact',
    monthlyOnly: false,
  },
  // Decision 044: ICOBS 5.2's statement, for every sale.
  'demands-and-needs': {
    title: 'Your demands and needs',
    fileName: 'demands-and-needs',
    monthlyOnly: false,
  },
  'credit-agreement': {
    title: 'Credit agreement',
    fileName: 'credit-agreement',
    monthlyOnly: true,
  },
  'direct-debit-instruction': {
    title: 'Direct Debit Instruction',
    fileName: 'direct-debit-instruction',
    monthlyOnly: true,
  },
};

const text = (what: string) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .min(1, `${what} is missing`);

const DirectDebitSchema = z.object({
  accountHolderName: text("The account holder's name").max(100),
  sortCode: z
    .string({ error: 'The sort code is missing' })
    .regex(/^\d{2}-\d{2}-\d{2}$/, 'The sort code must be written as 12-34-56'),
  // Bank details are never printed whole: a longer value is refused rather than cut.
  accountNumberEnding: z
    .string({ error: 'The end of the account number is missing' })
    .regex(/^\d{2,4}$/, 'Give only the last 2 to 4 digits of the account number'),
  reference: text('The Direct Debit reference').max(18),
  serviceUserNumber: z
    .string({ error: 'The service user number is missing' })
    .regex(/^\d{6}$/, 'The service user number has 6 digits'),
  collections: z
    .array(
      z.object({
        date: IsoDateSchema,
        amount: z.number().positive('Each collection must be more than £0'),
      }),
    )
    .min(1, 'The Direct Debit needs at least one collection'),
});

const AlternativeFormatSchema = z.enum(
  ALTERNATIVE_FORMATS.map((format) => format.code) as [AlternativeFormat, ...AlternativeFormat[]],
);

const SoldPolicySchema = z
  .object({
    policyNumber: z
      .string({ error: 'The policy number is missing' })
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/,
        'The policy number must be 3 to 40 letters, digits and hyphens',
      ),
    issuedAt: z.date({ error: 'The date the policy was issued is missing' }),
    brand: z.object({
      brandName: text('The brand name'),
      brokerLegalName: text("The broker's legal name"),
      phone: text('The contact phone number'),
      email: text('The contact e-mail address'),
      insurerName: text("The insurer's name"),
      claimsPhone: text('The claims phone number'),
      fcaFirmReferenceNumber: text('The FCA firm reference number'),
    }),
    quote: QuoteSchema,
    paymentPlan: PaymentOptionTypeSchema,
    directDebit: DirectDebitSchema.optional(),
    consentToAutoRenew: z.boolean().optional(),
    cancelledAt: z.date().optional(),
    alternativeFormats: z.array(AlternativeFormatSchema).optional(),
    demandsAndNeeds: z
      .object({ version: text('The demands-and-needs version'), text: z.string().min(1) })
      .optional(),
    creditAgreement: z
      .object({
        version: text('The credit agreement version'),
        signerName: text("The signer's name"),
        signedAt: z.date({ error: 'The time the credit agreement was signed is missing' }),
        textHash: text('The hash of the credit agreement signed'),
        text: text('The text of the credit agreement signed'),
        lender: z.object({
          name: text("The lender's name"),
          address: text("The lender's address"),
          fcaNumber: text("The lender's FCA firm reference number"),
        }),
      })
      .optional(),
    productInformation: z
      .array(
        z.object({
          documentId: text('The IPID document id'),
          title: text('The IPID title'),
          url: text('The IPID address'),
          tariffVersion: text('The IPID tariff version'),
          sha256: z.string().regex(/^[0-9a-f]{64}$/, 'The IPID hash must be SHA-256 hex'),
        }),
      )
      .optional(),
  })
  .superRefine((policy, ctx) => {
    if (policy.paymentPlan === 'MONTHLY_DD' && policy.directDebit === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['directDebit'],
        message: 'A policy paid monthly needs its Direct Debit details',
      });
    }
    if (policy.paymentPlan === 'ANNUAL_CARD' && policy.directDebit !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['directDebit'],
        message: 'A policy paid annually by card has no Direct Debit',
      });
    }
  });

/** The sold policy with what every document needs read out of it once. */
export interface CheckedPolicy {
  policy: SoldPolicy;
  /** The bought tier's result (§3.4). */
  result: Result;
  /** The first instalment plan (§3.11: "values come from the first instalment plan"). */
  plan: InstalmentPlan | undefined;
}

/**
 * Checks that `policy` can be written down: a well-formed policy number and issue time, the brand's
 * contacts, a Quote that matches the contract and holds a priced result for the bought tier with a
 * registration and the policyholder's name; for MONTHLY_DD, Direct Debit details (the account
 * number's ending only) and an instalment plan. Never changes `policy`.
 * @throws DomainError ResultMissing when the bought tier has no price, Internal naming every other
 * problem (the purchase flow handed over a policy it should not have issued).
 */
export function checkSoldPolicy(policy: SoldPolicy): CheckedPolicy {
  const parsed = SoldPolicySchema.safeParse(policy);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw new DomainError(
      'Internal',
      `The policy documents cannot be made: ${problems.join('; ')}`,
    );
  }
  if (Number.isNaN(policy.issuedAt.getTime())) {
    throw new DomainError(
      'Internal',
      'The policy documents cannot be made: issuedAt is not a real date',
    );
  }
  const event = policy.quote.policy.eventCurrent;
  const result = selectedResult(policy.quote);
  if (result?.premiumDetails?.totalPayable === undefined || !result.grantedDetailsMotor) {
    throw new DomainError(
      'ResultMissing',
      'The policy documents cannot be made: the bought tier has no price',
    );
  }
  const missing: string[] = [];
  if (!event.risk.vehicles?.[0]?.regNumber) missing.push("the van's registration");
  const name = event.risk.proposer.name;
  if (!name?.surname?.trim()) missing.push("the policyholder's last name");
  if (!policy.quote.policy.startDate) missing.push('the cover start date');
  const plan = result.instalmentPlans?.[0];
  if (policy.paymentPlan === 'MONTHLY_DD' && plan === undefined) {
    missing.push('the instalment plan of a policy paid monthly');
  }
  if (missing.length > 0) {
    throw new DomainError(
      'Internal',
      `The policy documents cannot be made: the sold quote has no ${missing.join(', no ')}`,
    );
  }
  return { policy, result, plan };
}

/** 'RWV-2026-000123-policy-schedule.pdf': the policy number and the kind, nothing personal. */
function fileNameOf(policyNumber: string, kind: PolicyDocumentKind): string {
  return `${policyNumber}-${POLICY_DOCUMENT_KINDS[kind].fileName}.pdf`;
}

/**
 * The documents a sold policy has: the first three always, except the certificate of motor
 * insurance once the policy is cancelled (it would show cover that no longer exists); the last
 * two only for MONTHLY_DD.
 */
export function documentsFor(policy: SoldPolicy): PolicyDocument[] {
  const { policyNumber } = checkSoldPolicy(policy).policy;
  const monthly = policy.paymentPlan === 'MONTHLY_DD';
  return (Object.keys(POLICY_DOCUMENT_KINDS) as PolicyDocumentKind[])
    .filter((kind) => monthly || !POLICY_DOCUMENT_KINDS[kind].monthlyOnly)
    .filter((kind) => kind !== 'certificate' || policy.cancelledAt === undefined)
    .map((kind) => ({
      kind,
      title: POLICY_DOCUMENT_KINDS[kind].title,
      fileName: fileNameOf(policyNumber, kind),
    }));
}
