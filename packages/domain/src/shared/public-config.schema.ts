import { z } from 'zod';

/**
 * The server's public configuration (GET /v1/config): the brand strings, phone numbers and session
 * length the web shows, so no brand text is built into the web (§1 {brand}, §2.6 {phone} {email}).
 */
export const PublicConfigSchema = z.object({
  brandName: z.string().describe('{brand} in the spec'),
  brokerLegalName: z.string().describe('Footer copyright line (§1)'),
  phoneNumbers: z.object({
    general: z.string().describe('Used when no source-of-business number applies'),
    fraud: z.string().describe('§2.6 no-quote: for a quote stopped by fraud checks'),
    failedCreditCheck: z.string().describe('§2.6 no-quote: for a failed credit check'),
    bySourceOfBusiness: z
      .record(z.string(), z.string())
      .describe('§2.6 / §6: the contact number depends on the source of business'),
  }),
  contactEmail: z.string().describe('{email} (§2.6)'),
  textPhonePrefix: z.string().describe('Text-phone relay prefix (§2.6)'),
  sessionExpirySeconds: z.number().int().positive().describe('§9.1: 2700 by default'),
  allowedEmbeddingHosts: z.array(z.string()).describe('§2.5: framing allow-list'),
  isProduction: z.boolean().describe('§2.1: the dev menu exists only outside production'),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
