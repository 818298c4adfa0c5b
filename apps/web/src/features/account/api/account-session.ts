import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  AccountSessionSchema,
  createSessionContract,
  deleteSessionContract,
  getSessionContract,
  requestSignInCodeContract,
  SignedOutSchema,
  SignInCodeResponseSchema,
  type AccountSession,
  type CreateSessionRequest,
  type SignInCodeRequest,
  type SignInCodeResponse,
} from '@van/domain/contract';
import { api } from '../../../lib/api-client';

// Decision 060's calls. The session is an HttpOnly cookie the browser sends itself (same origin);
// the e-mail address and code travel only in request bodies, never in an address. Every POST and
// DELETE carries our Origin, as a browser's fetch from our pages does (the server's CSRF check).

/** POST /v1/account/sign-in-code: 202 with the same words whatever the address. */
export function requestSignInCode(body: SignInCodeRequest): Promise<SignInCodeResponse> {
  return api.post(requestSignInCodeContract.path, body, SignInCodeResponseSchema);
}

/** POST /v1/account/session: signs in (the cookie is set) and says who is signed in. */
export function signIn(body: CreateSessionRequest): Promise<AccountSession> {
  return api.post(createSessionContract.path, body, AccountSessionSchema);
}

/** GET /v1/account/session: who is signed in (each call slides the idle time-out), or a 401. */
export function getAccountSession(signal?: AbortSignal): Promise<AccountSession> {
  return api.get(getSessionContract.path, AccountSessionSchema, signal);
}

/** DELETE /v1/account/session: the session ends on the server and the cookie is cleared. */
export async function signOut(): Promise<void> {
  await api.delete(deleteSessionContract.path, SignedOutSchema);
}

export const accountSessionQueryKey = ['account-session'] as const;

/**
 * Who is signed in, asked each time the account page opens (never served from an old answer: the
 * session may have ended meanwhile). A 401 is not retried (the app's rule for every 4xx).
 */
export const accountSessionQueryOptions = queryOptions({
  queryKey: accountSessionQueryKey,
  queryFn: ({ signal }) => getAccountSession(signal),
  staleTime: 0,
  gcTime: 0,
});

// Asking for a code is not retried: each try e-mails a new code (only the newest works) and counts
// towards the 5 an hour an address may ask for. Signing in is not either: a try whose answer was
// lost may have used the code, and the retry would then be refused with words that confuse.

export function useRequestSignInCode() {
  return useMutation({ mutationFn: requestSignInCode, retry: false });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn, retry: false });
}

/** Signing out may be tried again (the app's rule): ending a session twice is no error. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
