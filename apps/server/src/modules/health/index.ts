import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { pingDatabase } from './health.repository.ts';

/** A load balancer polls readiness often: it must answer well inside its own time-out. */
const READY_TIMEOUT_MS = 1000;

/**
 * Health for a load balancer (decision 034 item 1), apart from everything else in /v1:
 * - GET /health/live: the process serves HTTP (200 whenever it answers at all). Never shed under
 *   load (plugins/load-shedding.ts), so that an orchestrator does not restart a busy process.
 * - GET /health/ready: 200 when the database answers within a second, else 503: take this process
 *   out of rotation until it does.
 * - GET /health: the same as readiness, as the launcher (scripts/start.ts) and tests poll it.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const ready = async () => {
    const database = await pingDatabase(db, READY_TIMEOUT_MS);
    return { status: database ? 200 : 503, body: { status: database ? 'ok' : 'unavailable' } };
  };
  app.get('/health/live', { schema: { hide: true }, config: { alwaysServe: true } }, async () => ({
    status: 'ok',
  }));
  for (const url of ['/health/ready', '/health']) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => {
      const { status, body } = await ready();
      return reply.code(status).send(body);
    });
  }
};
