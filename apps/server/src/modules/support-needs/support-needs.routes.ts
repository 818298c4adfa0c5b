import { supportNeedsContract } from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { giveSupportNeeds } from './support-needs.service.ts';

export interface SupportNeedsRoutesOptions {
  db: Db;
  now: () => Date;
}

/** POST /v1/supportNeeds (decision 047). The answer is in the body, which is never logged. */
export const supportNeedsRoutes: FastifyPluginAsync<SupportNeedsRoutesOptions> = async (
  app,
  { db, now },
) => {
  contractRoute(app, supportNeedsContract, async (request) =>
    giveSupportNeeds(db, request.body, now()),
  );
};
