import { SignInCodeRequestSchema } from '@van/domain/contract';
import { z } from 'zod';

// Decision 062: what one sign-in page hands the next travels as router state (the browser's
// history entry, as retrieve's quote reference does), never in the address: the e-mail address a
// code was sent to, and why the customer is back at the sign-in page. The code itself is never
// kept anywhere but its box.

/** account/sign-in/code's state: where the code went, and the server's words about it. */
const CodePageStateSchema = z.object({
  email: SignInCodeRequestSchema.shape.email,
  message: z.string(),
});
export type CodePageState = z.infer<typeof CodePageStateSchema>;

/** The code page's state, or undefined (opened by a typed address, or the state is not ours). */
export function codePageStateOf(state: unknown): CodePageState | undefined {
  const parsed = CodePageStateSchema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}

/** Why the customer is (back) on account/sign-in: they signed out, or were signed out. */
export type SignInNotice = 'signedOut' | 'timedOut';

const SignInPageStateSchema = z.object({ notice: z.enum(['signedOut', 'timedOut']) });

export function signInNoticeOf(state: unknown): SignInNotice | undefined {
  const parsed = SignInPageStateSchema.safeParse(state);
  return parsed.success ? parsed.data.notice : undefined;
}

/** The router state that shows `notice` on account/sign-in. */
export function signInPageState(notice: SignInNotice): { notice: SignInNotice } {
  return { notice };
}
