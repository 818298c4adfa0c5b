import { z } from 'zod';
import { CreditSectionSchema } from '../payment/credit-agreement.ts';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { defineContract } from './define-contract.ts';

// Decision 045: the credit of a monthly payment (CCA 1974 s.55, CONC 4.2). The server builds the
// pre-contract information, the explanation and the agreement from the quote as it now stands and
// the configured lender, so the words the customer reads and the hash they sign are the server's
// own; the web shows them. Signing stores the version, the time and a SHA-256 hash of the text; the
// Direct Debit mandate and a MONTHLY_DD payment session answer 409 CreditAgreementNotSigned until a
// signature matches the text the quote's figures give now (a re-price makes it stale).

const QuoteKeySchema = z.string().min(1).max(100).describe('From finalize (§3.12)');
const Sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 hash in lower-case hex');

export const CreditAgreementRequestSchema = z.strictObject({ quoteKey: QuoteKeySchema });
export type CreditAgreementRequest = z.infer<typeof CreditAgreementRequestSchema>;

export const CreditAgreementSchema = z.object({
  version: z.string().min(1).describe('The wording version of the agreement'),
  preContractInformation: z
    .array(CreditSectionSchema)
    .describe('The pre-contract credit information (SECCI content)'),
  explanation: z.array(z.string()).describe('The adequate explanation, in sentences'),
  agreement: z.array(CreditSectionSchema).describe('The credit agreement, in full'),
  textHash: Sha256HexSchema.describe('SHA-256 of the agreement text, to be sent back to sign it'),
  borrowerName: z.string().describe("The proposer's name as the agreement gives it"),
  signedAt: z.iso
    .datetime()
    .nullable()
    .describe('When this exact text was signed, or null when it has not been'),
});
export type CreditAgreement = z.infer<typeof CreditAgreementSchema>;

export const creditAgreementContract = defineContract({
  method: 'POST',
  path: '/v1/creditAgreement',
  summary: 'The credit information and agreement of a finalized monthly quote',
  tags: ['payment'],
  body: CreditAgreementRequestSchema,
  response: {
    200: CreditAgreementSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    410: ApiErrorSchema,
  },
});

export const SignCreditAgreementRequestSchema = z.strictObject({
  quoteKey: QuoteKeySchema,
  version: z.string().min(1).max(100).describe('The version shown'),
  textHash: Sha256HexSchema.describe('The textHash of the agreement shown'),
  signerName: z
    .string()
    .trim()
    .min(1, 'Type your full name to sign')
    .max(100)
    .describe('The name the customer typed to sign'),
});
export type SignCreditAgreementRequest = z.input<typeof SignCreditAgreementRequestSchema>;

export const CreditAgreementSignatureSchema = z.object({
  version: z.string(),
  textHash: Sha256HexSchema,
  signerName: z.string(),
  signedAt: z.iso.datetime(),
});
export type CreditAgreementSignature = z.infer<typeof CreditAgreementSignatureSchema>;

export const signCreditAgreementContract = defineContract({
  method: 'POST',
  path: '/v1/creditAgreement/sign',
  summary: 'Sign the credit agreement shown, electronically',
  tags: ['payment'],
  body: SignCreditAgreementRequestSchema,
  // 409 CreditAgreementNotSigned: the version or hash is not the agreement as it now stands.
  response: {
    200: CreditAgreementSignatureSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    410: ApiErrorSchema,
  },
});

export const CREDIT_AGREEMENT_CONTRACTS = [
  creditAgreementContract,
  signCreditAgreementContract,
] as const;
