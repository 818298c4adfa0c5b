import type { FastifyPluginAsync } from 'fastify';

// PLACEHOLDER, replaced by the vehicle module's routes before this is committed.
export const vehicleRoutes: FastifyPluginAsync = async () => {};
