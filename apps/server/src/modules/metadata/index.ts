import type { FastifyPluginAsync } from 'fastify';

// PLACEHOLDER, replaced by the metadata module's routes before this is committed.
export const metadataRoutes: FastifyPluginAsync = async () => {};
