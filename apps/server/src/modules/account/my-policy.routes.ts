import {
  getAccountPolicyContract,
  listAccountPoliciesContract,
  PolicyDocumentKindSchema,
  setAutoRenewalContract,
} from '@van/domain/contract';
import { NOT_SIGNED_IN_MESSAGE, POLICY_DOCUMENT_NOT_FOUND_MESSAGE } from '@van/domain/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { DomainError } from '../../lib/errors.ts';
import { accountOf, requireAccount, sessionIdOf, type SessionCookie } from './account-session.ts';
import {
  listMyPolicies,
  myPolicyDetail,
  myPolicyDocumentFile,
  setAutoRenewal,
  type MyPolicySettings,
} from './my-policy.service.ts';

export interface MyPolicyRoutesOptions {
  db: Db;
  now: () => Date;
  cookie: SessionCookie;
  settings: MyPolicySettings;
}

/**
 * Decision 061: the signed-in customer's policies, documents and auto-renewal choice. Every route
 * of this plugin is behind requireAccount (a preHandler on the plugin's scope, so a route added
 * here later cannot forget it); the Origin check of decision 060 covers the PUT.
 */
export const myPolicyRoutes: FastifyPluginAsync<MyPolicyRoutesOptions> = async (
  app,
  { db, now, cookie, settings },
) => {
  app.addHook('preHandler', requireAccount({ db, now, cookie }));

  contractRoute(app, listAccountPoliciesContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { policies: await listMyPolicies(db, accountOf(request), now()) };
  });

  contractRoute(app, getAccountPolicyContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return myPolicyDetail(db, accountOf(request), request.params.policyNumber, now(), settings);
  });

  contractRoute(app, setAutoRenewalContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const sessionId = sessionIdOf(request.raw.headers.cookie, cookie);
    if (!sessionId) throw new DomainError('Unauthorized', NOT_SIGNED_IN_MESSAGE);
    return setAutoRenewal(
      db,
      accountOf(request),
      sessionId,
      request.params.policyNumber,
      request.body.autoRenew,
      now(),
    );
  });

  // A PDF, not a JSON contract: hidden from /docs as the wrap-up's download is (decision 030).
  app.get<{ Params: { policyNumber: string; kind: string } }>(
    '/v1/account/policies/:policyNumber/documents/:kind',
    { schema: { hide: true } },
    async (request, reply) => {
      const kind = PolicyDocumentKindSchema.safeParse(request.params.kind);
      if (!kind.success) throw new DomainError('NotFound', POLICY_DOCUMENT_NOT_FOUND_MESSAGE);
      const file = await myPolicyDocumentFile(
        db,
        accountOf(request),
        request.params.policyNumber,
        kind.data,
        settings,
        now(),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  );
};
