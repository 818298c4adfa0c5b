import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { pingDatabase } from './health.repository.ts';

/** GET /health for load balancers and the launcher: 200 when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const database = await pingDatabase(db);
    return reply.code(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable' });
  });
};
