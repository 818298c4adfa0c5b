import { sendEmailContract } from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { queueQuoteEmail } from './email.service.ts';
import { retrievePageUrl } from './quote-email.ts';

export interface EmailRoutesOptions {
  db: Db;
  now: () => Date;
  config: Config;
}

export const emailRoutes: FastifyPluginAsync<EmailRoutesOptions> = async (
  app,
  { db, now, config },
) => {
  // From configuration, never from the request's Host header, which a caller can set.
  const baseUrl = config.publicUrl ?? ownUrl(config.host, config.port);
  const settings = {
    brandName: config.brand.brandName,
    brokerLegalName: config.brand.brokerLegalName,
    // Decision 049: https in production (the server will not start otherwise).
    retrieveUrl: retrievePageUrl(baseUrl, { httpsOnly: config.isProduction }),
    phoneNumbers: config.phoneNumbers,
    openingHours: config.brand.openingHours,
    withdrawalBaseUrl: baseUrl,
  };
  contractRoute(app, sendEmailContract, async (request) => {
    await queueQuoteEmail(db, request.body, request.clientKey, now(), settings);
    return { sent: true as const };
  });
};

/** The server's own address, for development without PUBLIC_URL (production requires it). */
function ownUrl(host: string, port: number): string {
  const reachable = ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
