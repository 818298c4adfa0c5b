import { createHash } from 'node:crypto';
import { retrieveQuoteContract } from '@van/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { retrieveQuote } from './retrieval.service.ts';

export interface RetrievalRoutesOptions {
  db: Db;
  now: () => Date;
}

export const retrievalRoutes: FastifyPluginAsync<RetrievalRoutesOptions> = async (
  app,
  { db, now },
) => {
  contractRoute(app, retrieveQuoteContract, async (request) => {
    // The client address only as a hash: it keys the rate limit and is personal data.
    const clientKey = createHash('sha256').update(request.ip).digest('hex').slice(0, 32);
    return retrieveQuote(db, request.body, clientKey, now());
  });
};
