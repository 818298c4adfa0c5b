import {
  createSessionContract,
  CreateSessionRequestSchema,
  deleteSessionContract,
  getSessionContract,
  requestSignInCodeContract,
  SignInCodeRequestSchema,
  type AccountSession,
} from '@van/domain/contract';
import {
  NOT_SIGNED_IN_MESSAGE,
  SIGN_IN_CODE_REFUSED_MESSAGE,
  SIGN_IN_CODE_SENT_MESSAGE,
} from '@van/domain/shared';
import {
  defaultHandler,
  stubFetch,
  type FakeResponse,
  type Handler,
} from '../../testing/fake-server';

// Tests only: a stand-in for decision 060's account calls, behind the web's fake quote service. It
// checks each body with the contract's schema (400 otherwise, as the server does), knows one
// address and its one code, and keeps whether the browser is signed in, as the cookie would.

export const TEST_ADDRESS = 'sam.taylor@example.com';
export const TEST_CODE = '123456';
export const TEST_POLICY_NUMBER = 'VAN000000042';

const MINUTE_MS = 60 * 1000;

/** Who the fake says is signed in: the session's times from `idleMs` and 12 hours from now. */
export function testSession(
  idleMs = 30 * MINUTE_MS,
  change: Partial<AccountSession> = {},
): AccountSession {
  const now = Date.now();
  return {
    email: 's***@example.com',
    policyNumbers: [TEST_POLICY_NUMBER],
    idleExpiresAt: new Date(now + idleMs).toISOString(),
    expiresAt: new Date(now + 12 * 60 * MINUTE_MS).toISOString(),
    ...change,
  };
}

const refusal = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { error: { code, message } },
});

export interface FakeAccountOptions {
  /** Signed in before the test starts (the cookie already held). */
  signedIn?: boolean;
  /** The session each signed-in answer gives; a new one for every call by default. */
  session?: () => AccountSession;
  /** Answers a call before the fake does (a 429, a 403); undefined leaves it to the fake. */
  override?: (request: Parameters<Handler>[0]) => FakeResponse | undefined;
}

/** Stubs fetch with the account stand-in; returns the recorder and the fake's state. */
export function stubAccountService(options: FakeAccountOptions = {}) {
  const state = { signedIn: options.signedIn ?? false };
  const session = options.session ?? (() => testSession());
  const handler: Handler = (request) => {
    const overridden = options.override?.(request);
    if (overridden) return overridden;
    const { method, path, body } = request;
    if (method === requestSignInCodeContract.method && path === requestSignInCodeContract.path) {
      if (!SignInCodeRequestSchema.safeParse(body).success) {
        return refusal(400, 'BadRequest', 'Bad request');
      }
      return { status: 202, body: { message: SIGN_IN_CODE_SENT_MESSAGE } };
    }
    if (method === createSessionContract.method && path === createSessionContract.path) {
      const parsed = CreateSessionRequestSchema.safeParse(body);
      if (!parsed.success) return refusal(400, 'BadRequest', 'Bad request');
      const known = parsed.data.email.trim().toLowerCase() === TEST_ADDRESS;
      if (!known || parsed.data.code !== TEST_CODE) {
        return refusal(401, 'Unauthorized', SIGN_IN_CODE_REFUSED_MESSAGE);
      }
      state.signedIn = true;
      return { status: 200, body: session() };
    }
    if (method === getSessionContract.method && path === getSessionContract.path) {
      return state.signedIn
        ? { status: 200, body: session() }
        : refusal(401, 'Unauthorized', NOT_SIGNED_IN_MESSAGE);
    }
    if (method === deleteSessionContract.method && path === deleteSessionContract.path) {
      state.signedIn = false;
      return { status: 200, body: { signedOut: true } };
    }
    return defaultHandler(request);
  };
  return { ...stubFetch(handler), state };
}
