export { PARTNER_KEY_CACHE_SECONDS } from './partner-key-cache.ts';
export { partnerConversion, type PartnerConversionDay } from './partner-report.repository.ts';
export { partnerRoutes } from './partner.routes.ts';
export {
  DEFAULT_KEY_OVERLAP_DAYS,
  DEFAULT_PARTNER_DAILY_QUOTA,
  DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE,
  createPartner,
  listPartners,
  revokePartner,
  rotateKey,
  type PartnerSettings,
} from './partner.service.ts';
