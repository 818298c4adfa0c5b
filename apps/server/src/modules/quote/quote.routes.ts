import {
  createQuoteContract,
  finalizeContract,
  retrieveQuoteContract,
  updateQuoteContract,
} from '@van/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import type { OfferChecks } from '../offers/index.ts';
import { finalizeQuote } from './finalize.ts';
import { retrievalClientKey, retrieveQuote } from './quote-access.ts';
import { answerQuoteJson } from './quote-json.ts';
import { createDirectQuote, updateQuote } from './quote.service.ts';

export interface QuoteRoutesOptions {
  db: Db;
  now: () => Date;
  /** How offer codes' proofs are checked (issue 13 item 3). */
  offers: OfferChecks;
}

export const quoteRoutes: FastifyPluginAsync<QuoteRoutesOptions> = async (
  app,
  { db, now, offers },
) => {
  // Create and update answer the text they stored, already checked against the contract.
  contractRoute(app, createQuoteContract, async (request, reply) =>
    answerQuoteJson(
      reply,
      await createDirectQuote(db, request.body, now(), request.headers['idempotency-key'], offers),
    ),
  );
  contractRoute(app, updateQuoteContract, async (request, reply) =>
    answerQuoteJson(
      reply,
      await updateQuote(db, request.body, retrievalClientKey(request.ip), now(), offers),
    ),
  );
  // §4.4 retrieve: the stored quote for a matching retrieval key (quote-access.ts).
  contractRoute(app, retrieveQuoteContract, async (request) =>
    retrieveQuote(db, request.body, retrievalClientKey(request.ip), now()),
  );
  contractRoute(app, finalizeContract, async (request) =>
    finalizeQuote(db, request.body, retrievalClientKey(request.ip), now()),
  );
};
