import { cancelPolicyContract, previewCancellationContract } from '@van/domain/contract';
import { NOT_SIGNED_IN_MESSAGE } from '@van/domain/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { DomainError } from '../../lib/errors.ts';
import { accountOf, requireAccount, sessionIdOf, type SessionCookie } from '../account/index.ts';
import { cancelOnline, previewCancellation } from './cancellation.service.ts';

export interface CancellationRoutesOptions {
  db: Db;
  now: () => Date;
  cookie: SessionCookie;
}

/**
 * Decision 063: cancelling a policy online, for the signed-in owner only (requireAccount on the
 * whole plugin); the Origin check of decision 060 covers the POST, as every /v1/account call.
 */
export const cancellationRoutes: FastifyPluginAsync<CancellationRoutesOptions> = async (
  app,
  { db, now, cookie },
) => {
  app.addHook('preHandler', requireAccount({ db, now, cookie }));

  contractRoute(app, previewCancellationContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return previewCancellation(
      db,
      accountOf(request),
      request.params.policyNumber,
      request.query.date,
      now(),
    );
  });

  contractRoute(app, cancelPolicyContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const sessionId = sessionIdOf(request.raw.headers.cookie, cookie);
    if (!sessionId) throw new DomainError('Unauthorized', NOT_SIGNED_IN_MESSAGE);
    return cancelOnline(
      db,
      accountOf(request),
      sessionId,
      request.params.policyNumber,
      request.body.date,
      now(),
    );
  });
};
