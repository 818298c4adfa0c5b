import { z } from 'zod';
import { AccountNumberTextSchema, SortCodeTextSchema } from '../payment/direct-debit.ts';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { defineContract } from './define-contract.ts';

// Decision 028: the Direct Debit step checks the bank details before the customer confirms
// (§4.8 MONTHLY_DD). Sort code and account number as typed ('30-99-50', 7 digits); the schemas
// refuse malformed ones with the words a customer sees (400), and the server normalises the rest
// (normaliseSortCode, normaliseAccountNumber) before checking. A well-formed pair that fails the VocaLink modulus check is an answer,
// not an error: 200 {valid: false, message}.

// Request bodies are strict at the top: a field we do not know is refused, not ignored (decision 027).
export const BankAccountCheckRequestSchema = z.strictObject({
  sortCode: SortCodeTextSchema,
  accountNumber: AccountNumberTextSchema,
});
export type BankAccountCheckRequest = z.input<typeof BankAccountCheckRequestSchema>;

export const BankAccountCheckResponseSchema = z.object({
  valid: z.boolean().describe('Whether the pair passes the VocaLink modulus check'),
  message: z
    .string()
    .optional()
    .describe(
      'When not valid: what to tell the customer ("Check your sort code and account number ...")',
    ),
});
export type BankAccountCheckResponse = z.infer<typeof BankAccountCheckResponseSchema>;

export const bankAccountCheckContract = defineContract({
  method: 'POST',
  path: '/v1/bankAccount/check',
  summary:
    'Check a sort code and account number with the VocaLink modulus check (Direct Debit, §4.8)',
  tags: ['payment'],
  body: BankAccountCheckRequestSchema,
  // 429: too many checks from one client (account details are an enumeration target).
  response: {
    200: BankAccountCheckResponseSchema,
    400: ApiErrorSchema,
    429: ApiErrorSchema,
  },
});

export const BANK_ACCOUNT_CONTRACTS = [bankAccountCheckContract] as const;
