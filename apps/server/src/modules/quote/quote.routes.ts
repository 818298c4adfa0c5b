import {
  createQuoteContract,
  finalizeContract,
  retrieveQuoteContract,
  updateQuoteContract,
} from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import type { OfferChecks } from '../offers/index.ts';
import { finalizeQuote } from './finalize.ts';
import { retrieveQuote } from './quote-access.ts';
import { answerQuoteJson } from './quote-json.ts';
import { assertQuoteCallAllowed, type QuoteRateLimits } from './quote-limits.ts';
import { createDirectQuote, updateQuote, type EmailChangeNotifier } from './quote.service.ts';

export interface QuoteRoutesOptions {
  db: Db;
  now: () => Date;
  /** How offer codes' proofs are checked (decision 033 item 3). */
  offers: OfferChecks;
  /** Quotes and re-pricings one client may ask for an hour (decision 034 item 6). */
  rateLimits: QuoteRateLimits;
  /** Tells a quote's old address when a re-pricing changes it (decision 034 item 7). */
  notifyEmailChanged: EmailChangeNotifier;
}

export const quoteRoutes: FastifyPluginAsync<QuoteRoutesOptions> = async (
  app,
  { db, now, offers, rateLimits, notifyEmailChanged },
) => {
  // Create, update and retrieve answer text already checked against the contract (quote-json.ts).
  contractRoute(app, createQuoteContract, async (request, reply) => {
    await assertQuoteCallAllowed(db, 'create', request.clientKey, rateLimits, now());
    return answerQuoteJson(
      reply,
      await createDirectQuote(db, request.body, now(), request.headers['idempotency-key'], offers),
    );
  });
  contractRoute(app, updateQuoteContract, async (request, reply) => {
    await assertQuoteCallAllowed(db, 'reprice', request.clientKey, rateLimits, now());
    return answerQuoteJson(
      reply,
      await updateQuote(db, request.body, request.clientKey, now(), {
        offers,
        notifyEmailChanged,
      }),
    );
  });
  // §4.4 retrieve: the stored quote for a matching retrieval key (quote-access.ts).
  contractRoute(app, retrieveQuoteContract, async (request, reply) =>
    answerQuoteJson(reply, await retrieveQuote(db, request.body, request.clientKey, now())),
  );
  contractRoute(app, finalizeContract, async (request) =>
    finalizeQuote(db, request.body, request.clientKey, now()),
  );
};
