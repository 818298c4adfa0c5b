import { z } from 'zod/mini';

// zod/mini, not zod: the web reads this config on its first page, which loads only zod/mini's
// tree-shakable functions rather than all of zod (decision 025). Same checks and descriptions.

/**
 * The server's public configuration (GET /v1/config): the brand strings, phone numbers and session
 * length the web shows, so no brand text is built into the web (§1 {brand}, §2.6 {phone} {email}).
 */
export const PublicConfigSchema = z.object({
  brandName: z.string().check(z.describe('{brand} in the spec')),
  brokerLegalName: z.string().check(z.describe('Footer copyright line (§1)')),
  phoneNumbers: z.object({
    general: z.string().check(z.describe('Used when no source-of-business number applies')),
    fraud: z.string().check(z.describe('§2.6 no-quote: for a quote stopped by fraud checks')),
    failedCreditCheck: z.string().check(z.describe('§2.6 no-quote: for a failed credit check')),
    claims: z.optional(
      z
        .string()
        .check(
          z.describe('The claims line, as the schedule and certificate print it (decision 044)'),
        ),
    ),
    bySourceOfBusiness: z
      .record(z.string(), z.string())
      .check(z.describe('§2.6 / §6: the contact number depends on the source of business')),
  }),
  comparisonSiteNames: z
    .record(z.string(), z.string())
    .check(
      z.describe(
        '§2.6 your-quote thanks an aggregator arrival naming the site: display names by source of business (§9.13)',
      ),
    ),
  insurerName: z
    .string()
    .check(z.describe("The insurer named beside a price when a tier's result names none")),
  firm: z
    .object({
      registeredOffice: z.string(),
      companyNumber: z.string(),
      fcaFirmReferenceNumber: z.string(),
      icoRegistrationNumber: z.string(),
      complaints: z.object({ address: z.string(), email: z.string(), phone: z.string() }),
      dataProtectionEmail: z.string(),
    })
    .check(
      z.describe(
        'The FCA status disclosure in the footer and the legal pages: privacy, terms, complaints (decision 041)',
      ),
    ),
  contactEmail: z.string().check(z.describe('{email} (§2.6)')),
  openingHours: z.string().check(z.describe('§2.6: when the lines are open, in words')),
  textPhonePrefix: z.string().check(z.describe('Text-phone relay prefix (§2.6)')),
  sessionExpirySeconds: z.int().check(z.positive(), z.describe('§9.1: 2700 by default')),
  allowedEmbeddingHosts: z.array(z.string()).check(z.describe('§2.5: framing allow-list')),
  isProduction: z.boolean().check(z.describe('§2.1: the dev menu exists only outside production')),
  bankHolidays: z
    .record(z.string(), z.array(z.string()))
    .check(
      z.describe(
        'England and Wales bank holidays (yyyy-MM-dd) by year, this year and the next five: the web previews Direct Debit dates with them',
      ),
    ),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
