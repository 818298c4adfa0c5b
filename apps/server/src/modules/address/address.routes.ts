import { addressLookupContract } from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import type { AddressLookupProvider } from './address-lookup.port.ts';
import { findAddresses } from './address.service.ts';
import { syntheticAddressLookup } from './synthetic-address-lookup.ts';

// The addresses at a postcode are the same for everyone and change rarely (never, for the shipped
// data): browsers and shared caches may keep an answer for a day. Errors are not marked cacheable.
const CACHE_FOR_A_DAY = 'public, max-age=86400';

/**
 * GET /v1/address/:postcode (§2.6 PostCodeFound) answered from the given provider. The postcode in
 * the path is personal data: it is never logged (lib/logger.ts logs the route pattern only).
 */
export function addressRoutesWith(provider: AddressLookupProvider): FastifyPluginAsync {
  return async (app) => {
    contractRoute(app, addressLookupContract, async (request, reply) => {
      const addresses = await findAddresses(provider, request.params.postcode);
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return addresses;
    });
  };
}

/** The address lookup on the shipped synthetic data. */
export const addressRoutes: FastifyPluginAsync = addressRoutesWith(syntheticAddressLookup);
