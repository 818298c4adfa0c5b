import { aggregatorTokenContract } from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { exchangeAggregatorToken } from './aggregator.service.ts';

export interface AggregatorRoutesOptions {
  db: Db;
  now: () => Date;
}

/**
 * §7.2 POST aggregator/token. The token arrives in the body, never the URL, so the request log
 * line (route pattern, status, time: app.ts) cannot carry it.
 */
export const aggregatorRoutes: FastifyPluginAsync<AggregatorRoutesOptions> = async (
  app,
  { db, now },
) => {
  contractRoute(app, aggregatorTokenContract, async (request) =>
    exchangeAggregatorToken(db, request.body.aggToken, request.clientKey, now()),
  );
};
