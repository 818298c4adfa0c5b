import {
  categoryDataContract,
  duqsContract,
  filteredListContract,
  metadataListContract,
} from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import { categoryData, duqs, filteredList, metadataList } from './metadata.service.ts';

/**
 * Reference data changes only with a release, so browsers and any CDN may keep it for a day.
 * Set only on success: a 404 for a mistyped name is not worth keeping.
 */
export const REFERENCE_DATA_CACHE_CONTROL = 'public, max-age=86400';

/** §7.3 metadata: GET /v1/metadata/:type, /v1/lists/:type, /v1/duqs and /v1/categoryData. */
export const metadataRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, metadataListContract, async (request, reply) => {
    const list = metadataList(request.params.type);
    reply.header('cache-control', REFERENCE_DATA_CACHE_CONTROL);
    return list;
  });

  contractRoute(app, filteredListContract, async (request, reply) => {
    const list = filteredList(request.params.type, request.query.filter);
    reply.header('cache-control', REFERENCE_DATA_CACHE_CONTROL);
    return list;
  });

  contractRoute(app, duqsContract, async (request, reply) => {
    reply.header('cache-control', REFERENCE_DATA_CACHE_CONTROL);
    return duqs(request.query.quoteType);
  });

  contractRoute(app, categoryDataContract, async (_request, reply) => {
    reply.header('cache-control', REFERENCE_DATA_CACHE_CONTROL);
    return categoryData();
  });
};
