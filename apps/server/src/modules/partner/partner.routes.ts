import {
  partnerEligibilityContract,
  partnerQuoteAgainContract,
  partnerQuoteContract,
} from '@van/domain/contract';
import { TOO_MANY_REQUESTS_MESSAGE } from '@van/domain/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { DomainError } from '../../lib/errors.ts';
import { takeHit, type RateLimit } from '../rate-limit/index.ts';
import {
  admitPartnerCall,
  answerPartnerQuoteAgain,
  askPartnerQuote,
  authenticatePartner,
  partnerEligibility,
  type PartnerSettings,
} from './partner.service.ts';
import { partnerKeyCache } from './partner-key-cache.ts';
import type { PartnerRow } from './partner.table.ts';

/**
 * Failed credentials a minute from one client address before it is answered 429: a site whose key
 * broke is told at once, while a guesser (hopeless against 256-bit keys anyway) cannot make the
 * API look keys up without end.
 */
export const PARTNER_AUTH_FAILURE_LIMIT: RateLimit = { limit: 30, windowMs: 60 * 1000 };

export interface PartnerRoutesOptions {
  db: Db;
  now: () => Date;
  settings: PartnerSettings;
}

/**
 * /partner/v1 (decision 057): the comparison sites' own versioned surface. Every call is
 * authenticated and counted before its body is even read, so a stranger's body costs nothing and
 * is answered 401 whatever it holds. The API key travels in a header, never the URL, so the request
 * log line (route pattern, status, time: app.ts) cannot carry it.
 */
export const partnerRoutes: FastifyPluginAsync<PartnerRoutesOptions> = async (
  app,
  { db, now, settings },
) => {
  // The site each request is from, for its handler; kept off the request object itself.
  const partners = new WeakMap<FastifyRequest, { partner: PartnerRow; at: Date }>();
  // Keys found working, for a few seconds: most calls then cost one statement before the handler
  // (their limits), not two.
  const keys = partnerKeyCache();
  // This plugin's routes only: Fastify scopes a hook to the plugin that adds it.
  app.addHook('onRequest', async (request) => {
    const at = now();
    const partner = await authenticatePartner(db, request.headers.authorization, at, keys).catch(
      async (error: unknown) => {
        const failures = await takeHit(
          db,
          `partner-auth:${request.clientKey}`,
          PARTNER_AUTH_FAILURE_LIMIT,
          at,
        );
        if (!failures.allowed) {
          throw new DomainError('TooManyRequests', TOO_MANY_REQUESTS_MESSAGE, {
            retryAfterSeconds: failures.retryAfterSeconds,
          });
        }
        throw error;
      },
    );
    await admitPartnerCall(db, partner, at, { quoteRequest: request.method === 'POST' });
    partners.set(request, { partner, at });
  });
  const caller = (request: FastifyRequest) => {
    const known = partners.get(request);
    if (!known) throw new Error('partner routes: the request was not authenticated');
    return known;
  };

  contractRoute(app, partnerQuoteContract, async (request) => {
    const { partner, at } = caller(request as unknown as FastifyRequest);
    return askPartnerQuote(db, settings, partner, request.body, at);
  });
  contractRoute(app, partnerQuoteAgainContract, async (request) => {
    const { partner, at } = caller(request as unknown as FastifyRequest);
    return answerPartnerQuoteAgain(db, settings, partner, request.params.requestId, at);
  });
  contractRoute(app, partnerEligibilityContract, async (request) =>
    partnerEligibility(caller(request as unknown as FastifyRequest).at),
  );
};
