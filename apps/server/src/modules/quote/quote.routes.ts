import {
  createQuoteContract,
  finalizeContract,
  retrieveQuoteContract,
  updateQuoteContract,
} from '@van/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { finalizeQuote } from './finalize.ts';
import { retrievalClientKey, verifyRetrievalKey } from './quote-access.ts';
import { createDirectQuote, updateQuote } from './quote.service.ts';

export interface QuoteRoutesOptions {
  db: Db;
  now: () => Date;
}

export const quoteRoutes: FastifyPluginAsync<QuoteRoutesOptions> = async (app, { db, now }) => {
  contractRoute(app, createQuoteContract, async (request) =>
    createDirectQuote(db, request.body, now(), request.headers['idempotency-key']),
  );
  contractRoute(app, updateQuoteContract, async (request) =>
    updateQuote(db, request.body, retrievalClientKey(request.ip), now()),
  );
  // §4.4 retrieve: the stored quote for a matching retrieval key (quote-access.ts).
  contractRoute(app, retrieveQuoteContract, async (request) =>
    verifyRetrievalKey(db, request.body, retrievalClientKey(request.ip), now()),
  );
  contractRoute(app, finalizeContract, async (request) =>
    finalizeQuote(db, request.body, retrievalClientKey(request.ip), now()),
  );
};
