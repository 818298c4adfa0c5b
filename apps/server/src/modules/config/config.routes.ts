import { publicConfigContract, type PublicConfig } from '@van/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import { contractRoute } from '../../lib/contract-route.ts';

/** The public part of the configuration, which the web shows (docs/decisions/006). */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    brandName: config.brand.brandName,
    brokerLegalName: config.brand.brokerLegalName,
    contactEmail: config.brand.contactEmail,
    textPhonePrefix: config.brand.textPhonePrefix,
    phoneNumbers: config.phoneNumbers,
    comparisonSiteNames: config.comparisonSiteNames,
    sessionExpirySeconds: config.sessionExpirySeconds,
    allowedEmbeddingHosts: config.allowedEmbeddingHosts,
    isProduction: config.isProduction,
  };
}

/** GET /v1/config: the public configuration. The served web page also carries it (plugins/web.ts). */
export const configRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const publicConfig = publicConfigOf(config);
  contractRoute(app, publicConfigContract, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return publicConfig;
  });
};
