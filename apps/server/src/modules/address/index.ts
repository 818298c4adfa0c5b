import type { FastifyPluginAsync } from 'fastify';

// PLACEHOLDER, replaced by the address module's routes before this is committed.
export const addressRoutes: FastifyPluginAsync = async () => {};
