import { CreateSessionRequestSchema, SignInCodeRequestSchema } from '@van/domain/contract';
import {
  NOT_FROM_OUR_WEBSITE_MESSAGE,
  SIGN_IN_CODE_REFUSED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@van/domain/shared';
import { z } from 'zod';
import { signInCodeCopy, signInCopy } from '../../content/account';
import { ApiError } from '../../lib/api-client';

// The sign-in forms check what the server checks, with the contract's own rules (decision 060);
// only the words for a box left empty are the page's, as an empty box is not yet a wrong answer.

/** The e-mail address form: `{ email }`, trimmed, in the contract's format. */
export const SignInEmailFormSchema = z.object({
  email: z
    .string({ error: signInCopy.emailMissing })
    .trim()
    .min(1, signInCopy.emailMissing)
    .pipe(SignInCodeRequestSchema.shape.email),
});
export type SignInEmailFormInput = z.input<typeof SignInEmailFormSchema>;
export type SignInEmailForm = z.output<typeof SignInEmailFormSchema>;

/**
 * The code form: `{ code }`. Spaces and hyphens are taken out (a code copied as '123 456'), then
 * it must be the contract's 6 digits.
 */
export const SignInCodeFormSchema = z.object({
  code: z
    .string({ error: signInCodeCopy.codeMissing })
    .transform((typed) => typed.replace(/[\s-]/g, ''))
    .pipe(CreateSessionRequestSchema.shape.code),
});
export type SignInCodeFormInput = z.input<typeof SignInCodeFormSchema>;
export type SignInCodeForm = z.output<typeof SignInCodeFormSchema>;

/**
 * What the customer is told when an account call is refused, in the server's words where they
 * say when to try again (429: the wait in words); anything they cannot fix by retyping (a server
 * fault, no connection) asks them to try again with `tryAgain`.
 */
export function accountRefusalMessage(error: unknown, tryAgain: string): string {
  if (!(error instanceof ApiError)) return tryAgain;
  switch (error.status) {
    case 429:
      return error.message || TOO_MANY_REQUESTS_MESSAGE;
    case 401:
      // Signing in: one message for a wrong, expired, used or over-tried code.
      return SIGN_IN_CODE_REFUSED_MESSAGE;
    case 403:
      return NOT_FROM_OUR_WEBSITE_MESSAGE;
    default:
      return tryAgain;
  }
}
