import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { defineContract } from './define-contract.ts';

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

export const ACCOUNT_CONTRACTS = [
  requestSignInCodeContract,
  createSessionContract,
  getSessionContract,
  deleteSessionContract,
] as const;
