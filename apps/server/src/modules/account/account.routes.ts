import {
  createSessionContract,
  deleteSessionContract,
  getSessionContract,
  requestSignInCodeContract,
} from '@van/domain/contract';
import { SIGN_IN_CODE_SENT_MESSAGE } from '@van/domain/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import {
  accountOf,
  clearedSessionCookieHeader,
  requireAccount,
  sessionCookieHeader,
  sessionIdOf,
  type SessionCookie,
} from './account-session.ts';
import {
  accountSessionView,
  requestSignInCode,
  signIn,
  signOut,
  type AccountSettings,
} from './account.service.ts';

export interface AccountRoutesOptions {
  db: Db;
  now: () => Date;
  settings: AccountSettings;
  cookie: SessionCookie;
}

/** Decision 060: sign-in by e-mailed code, the session, sign-out. */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (
  app,
  { db, now, settings, cookie },
) => {
  contractRoute(app, requestSignInCodeContract, async (request, reply) => {
    await requestSignInCode(db, request.body.email, request.clientKey, now(), settings);
    reply.code(202);
    return { message: SIGN_IN_CODE_SENT_MESSAGE };
  });

  contractRoute(app, createSessionContract, async (request, reply) => {
    const { sessionId, account } = await signIn(
      db,
      request.body,
      request.clientKey,
      now(),
      settings,
    );
    reply.header('set-cookie', sessionCookieHeader(cookie, sessionId));
    return accountSessionView(db, account);
  });

  app.route({
    method: getSessionContract.method,
    url: getSessionContract.path,
    schema: {
      summary: getSessionContract.summary,
      tags: [...getSessionContract.tags],
      response: getSessionContract.response,
    },
    preHandler: requireAccount({ db, now, cookie }),
    handler: async (request) => accountSessionView(db, accountOf(request)),
  });

  contractRoute(app, deleteSessionContract, async (request, reply) => {
    const sessionId = sessionIdOf(request.raw.headers.cookie, cookie);
    if (sessionId) await signOut(db, sessionId, now());
    reply.header('set-cookie', clearedSessionCookieHeader(cookie));
    return { signedOut: true as const };
  });
};
