import { listOpenQuotesContract, resumeOpenQuoteContract } from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { accountOf, requireAccount, type SessionCookie } from './account-session.ts';
import { listOpenQuotes, resumeOpenQuote } from './open-quotes.service.ts';

export interface OpenQuotesRoutesOptions {
  db: Db;
  now: () => Date;
  cookie: SessionCookie;
}

/**
 * Decision 061: the signed-in address's open quotes, and resuming one. Every route of this plugin
 * is behind requireAccount; the Origin check of decision 060 covers the POST.
 */
export const openQuotesRoutes: FastifyPluginAsync<OpenQuotesRoutesOptions> = async (
  app,
  { db, now, cookie },
) => {
  app.addHook('preHandler', requireAccount({ db, now, cookie }));

  contractRoute(app, listOpenQuotesContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { quotes: await listOpenQuotes(db, accountOf(request), now()) };
  });

  contractRoute(app, resumeOpenQuoteContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return resumeOpenQuote(db, accountOf(request), request.params.webReference, now());
  });
};
