import { retrieveQuoteContract } from '@van/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { retrievalClientKey, retrieveQuote } from './retrieval.service.ts';

export interface RetrievalRoutesOptions {
  db: Db;
  now: () => Date;
}

export const retrievalRoutes: FastifyPluginAsync<RetrievalRoutesOptions> = async (
  app,
  { db, now },
) => {
  contractRoute(app, retrieveQuoteContract, async (request) => {
    return retrieveQuote(db, request.body, retrievalClientKey(request.ip), now());
  });
};
