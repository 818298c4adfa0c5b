import { createQuoteContract } from '@van/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { createDirectQuote } from './quote.service.ts';

export interface QuoteRoutesOptions {
  db: Db;
  now: () => Date;
}

export const quoteRoutes: FastifyPluginAsync<QuoteRoutesOptions> = async (app, { db, now }) => {
  contractRoute(app, createQuoteContract, async (request) =>
    createDirectQuote(db, request.body, now(), request.headers['idempotency-key']),
  );
};
