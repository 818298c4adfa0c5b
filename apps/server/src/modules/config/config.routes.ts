import { publicConfigContract } from '@van/domain/contract';
import { englandAndWalesBankHolidays } from '@van/domain/payment';
import { calendarYear, ukToday, type PublicConfig } from '@van/domain/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import { contractRoute } from '../../lib/contract-route.ts';

/** Years of bank holidays published after this one: a schedule's year, and years of uptime. */
const BANK_HOLIDAY_YEARS_AHEAD = 5;

/** The public part of the configuration, which the web shows (docs/decisions/006). */
export function publicConfigOf(config: Config, now = new Date()): PublicConfig {
  const thisYear = calendarYear(ukToday(now));
  return {
    brandName: config.brand.brandName,
    brokerLegalName: config.brand.brokerLegalName,
    insurerName: config.brand.insurerName,
    firm: config.firm,
    contactEmail: config.brand.contactEmail,
    openingHours: config.brand.openingHours,
    textPhonePrefix: config.brand.textPhonePrefix,
    phoneNumbers: config.phoneNumbers,
    comparisonSiteNames: config.comparisonSiteNames,
    sessionExpirySeconds: config.sessionExpirySeconds,
    allowedEmbeddingHosts: config.allowedEmbeddingHosts,
    isProduction: config.isProduction,
    // The web's Direct Debit preview uses the server's calendar without loading it (decision 034).
    bankHolidays: Object.fromEntries(
      Array.from({ length: BANK_HOLIDAY_YEARS_AHEAD + 1 }, (_, index) => thisYear + index).map(
        (year) => [String(year), [...englandAndWalesBankHolidays(year)]],
      ),
    ),
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
