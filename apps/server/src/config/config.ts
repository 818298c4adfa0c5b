import path from 'node:path';
import { z } from 'zod';
import { DIRECT_SOURCE_OF_BUSINESS, PCW_SOURCES_OF_BUSINESS } from '@van/domain';

/**
 * All server configuration, read once from the environment and validated.
 * Development gets working defaults (fictional brand, Ofcom drama-range phone numbers);
 * production must set every brand and contact value, and the server refuses to start otherwise.
 */
const DEV_DEFAULTS = {
  BRAND_NAME: 'Roadwise',
  BROKER_LEGAL_NAME: 'Roadwise Insurance Services Limited',
  CONTACT_EMAIL: 'vaninsurance@roadwise.example',
  // Ofcom reserves 0808 157 0000-0999 for drama: never a real person's line.
  PHONE_GENERAL: '0808 157 0100',
  PHONE_FRAUD: '0808 157 0101',
  PHONE_FAILED_CREDIT_CHECK: '0808 157 0102',
  PHONE_SOURCE_WEBSITE: '0808 157 0110',
  PHONE_SOURCE_102: '0808 157 0112',
  PHONE_SOURCE_104: '0808 157 0114',
  PHONE_SOURCE_105: '0808 157 0115',
  PHONE_SOURCE_114: '0808 157 0116',
  PHONE_SOURCE_115: '0808 157 0117',
  // §2.6 thanks a comparison-site arrival by the site's name; the spec names no site (§9.13), so
  // development has made-up names on the reserved .example domain, never a real brand.
  COMPARISON_SITE_NAME_102: 'VanQuoteFinder.example',
  COMPARISON_SITE_NAME_104: 'PriceMyVan.example',
  COMPARISON_SITE_NAME_105: 'TradeCoverCompare.example',
  COMPARISON_SITE_NAME_114: 'VanDealsDirect.example',
  COMPARISON_SITE_NAME_115: 'CompareVans.example',
  TEXT_PHONE_PREFIX: '18001',
  ALLOWED_EMBEDDING_HOSTS: '',
  // The payment sandbox's own development values (apps/payment-sandbox/README.md), so `npm start`
  // pays end to end with nothing set; production must set its provider's real ones.
  PAYMENT_MERCHANT_KEY: 'sk_sandbox_development_only',
  PAYMENT_WEBHOOK_SECRET: 'whsec_sandbox_development_only',
  // Keys the fingerprint a fraud and credit check is stored under (modules/credit-check README);
  // production must set its own random secret.
  CREDIT_CHECK_FINGERPRINT_SECRET: 'credit_check_fingerprint_development_only',
  // Offer codes' proofs (issue 13 item 3, modules/offers README): the key the app channel signs its
  // APPDISCOUNT claims with, and the key staff numbers are hashed under on the staff register.
  // Two keys, so that the app channel, which holds the first, cannot hash staff numbers.
  APP_CLAIM_SECRET: 'app_claim_secret_development_only_0000',
  STAFF_REGISTER_SECRET: 'staff_register_secret_development_only',
  // The Direct Debit documents (decision 030): the insurer named when a result names none, and the
  // Bacs service user number that collects; development's are made up.
  INSURER_NAME: 'Example Van Underwriters Ltd',
  DIRECT_DEBIT_SERVICE_USER_NUMBER: '999999',
} as const;

const REQUIRED_IN_PRODUCTION = [
  ...Object.keys(DEV_DEFAULTS).filter((key) => key !== 'ALLOWED_EMBEDDING_HOSTS'),
  'PUBLIC_URL',
  // Production keeps its data on a managed PostgreSQL, never an embedded one on one machine's disk.
  'DATABASE_URL',
  // ...and sends its e-mail, rather than leaving it in a mailbox folder on one machine's disk.
  'SMTP_URL',
] as const;

const SiteNameSchema = z.string().trim().min(1).max(60);

const PhoneSchema = z
  .string()
  .regex(/^0[0-9 ]{9,12}$/, 'must be a UK phone number such as 0808 157 0100');

// An address, bare or with a display name: no-reply@example.com, Brand <no-reply@example.com>.
const MAIL_FROM_PATTERN =
  /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  WEB_DIST_DIR: z.string().optional(),
  PAYMENT_SANDBOX_URL: z.url().optional(),
  PAYMENT_MERCHANT_KEY: z.string().min(8, "must be the payment provider's merchant API key"),
  PAYMENT_WEBHOOK_SECRET: z.string().min(8, "must be the payment provider's notification secret"),
  CREDIT_CHECK_FINGERPRINT_SECRET: z
    .string()
    .min(32, 'must be a random secret of at least 32 characters'),
  APP_CLAIM_SECRET: z.string().min(32, 'must be a random secret of at least 32 characters'),
  STAFF_REGISTER_SECRET: z.string().min(32, 'must be a random secret of at least 32 characters'),
  SESSION_EXPIRY_SECONDS: z.coerce.number().int().min(60).max(86_400).default(2700),
  // E-mail: delivered by SMTP when SMTP_URL is set, otherwise written as .eml files to MAILBOX_DIR.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL such as smtp://user:password@smtp.example.com:587',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(MAIL_FROM_PATTERN, 'must be an address such as "Roadwise <no-reply@roadwise.example>"')
    .optional(),
  MAILBOX_DIR: z.string().optional(),
  BRAND_NAME: z.string().min(1),
  INSURER_NAME: z.string().min(1),
  DIRECT_DEBIT_SERVICE_USER_NUMBER: z
    .string()
    .regex(/^[0-9]{6}$/, 'must be the 6-digit Bacs service user number'),
  BROKER_LEGAL_NAME: z.string().min(1),
  CONTACT_EMAIL: z.email(),
  PHONE_GENERAL: PhoneSchema,
  PHONE_FRAUD: PhoneSchema,
  PHONE_FAILED_CREDIT_CHECK: PhoneSchema,
  PHONE_SOURCE_WEBSITE: PhoneSchema,
  PHONE_SOURCE_102: PhoneSchema,
  PHONE_SOURCE_104: PhoneSchema,
  PHONE_SOURCE_105: PhoneSchema,
  PHONE_SOURCE_114: PhoneSchema,
  PHONE_SOURCE_115: PhoneSchema,
  COMPARISON_SITE_NAME_102: SiteNameSchema,
  COMPARISON_SITE_NAME_104: SiteNameSchema,
  COMPARISON_SITE_NAME_105: SiteNameSchema,
  COMPARISON_SITE_NAME_114: SiteNameSchema,
  COMPARISON_SITE_NAME_115: SiteNameSchema,
  TEXT_PHONE_PREFIX: z.string().regex(/^[0-9]{3,6}$/),
  ALLOWED_EMBEDDING_HOSTS: z
    .string()
    .regex(/^[a-z0-9.,:\s-]*$/i, 'must be a comma-separated list of host names')
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment into a frozen Config, or throws a ConfigError naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction) {
    for (const key of REQUIRED_IN_PRODUCTION) {
      if (!env[key]) problems.push(`${key} is required in production`);
    }
  }
  const withDefaults = isProduction ? env : { ...DEV_DEFAULTS, ...dropEmpty(env) };
  const parsed = EnvSchema.safeParse(withDefaults);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      if (!problems.some((problem) => problem.startsWith(`${key} `))) {
        problems.push(`${key} ${issue.message}`);
      }
    }
  }
  if (problems.length > 0 || !parsed.success) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return Object.freeze(toConfig(parsed.data));
}

function dropEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function toConfig(env: z.infer<typeof EnvSchema>) {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    webDistDir: env.WEB_DIST_DIR,
    paymentSandboxUrl: env.PAYMENT_SANDBOX_URL,
    payment: {
      /** The provider's origin (the sandbox); payments are unavailable while it is unset. */
      providerUrl: env.PAYMENT_SANDBOX_URL,
      /** Secret: never log it or answer it. */
      merchantKey: env.PAYMENT_MERCHANT_KEY,
      /** Secret: verifies the provider's notifications. */
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET,
    },
    creditCheck: {
      /** Secret: keys the fingerprint of the facts a check answers for (issue 13 item 2). */
      fingerprintSecret: env.CREDIT_CHECK_FINGERPRINT_SECRET,
    },
    offers: {
      /** Secret: signs and verifies the app channel's APPDISCOUNT claims. */
      appClaimSecret: env.APP_CLAIM_SECRET,
      /** Secret: keys the hashes the staff register keeps instead of staff numbers. */
      staffRegisterSecret: env.STAFF_REGISTER_SECRET,
    },
    sessionExpirySeconds: env.SESSION_EXPIRY_SECONDS,
    brand: {
      brandName: env.BRAND_NAME,
      brokerLegalName: env.BROKER_LEGAL_NAME,
      insurerName: env.INSURER_NAME,
      directDebitServiceUserNumber: env.DIRECT_DEBIT_SERVICE_USER_NUMBER,
      contactEmail: env.CONTACT_EMAIL,
      textPhonePrefix: env.TEXT_PHONE_PREFIX,
    },
    phoneNumbers: {
      general: env.PHONE_GENERAL,
      fraud: env.PHONE_FRAUD,
      failedCreditCheck: env.PHONE_FAILED_CREDIT_CHECK,
      bySourceOfBusiness: Object.fromEntries(
        // §6, §9.13: each source of business (direct, and each comparison site) has its own number.
        [DIRECT_SOURCE_OF_BUSINESS, ...PCW_SOURCES_OF_BUSINESS].map((source) => [
          source,
          env[`PHONE_SOURCE_${source.toUpperCase()}` as keyof typeof env] as string,
        ]),
      ),
    },
    // §2.6: the name of each price-comparison site, by its source of business (§9.13).
    comparisonSiteNames: Object.fromEntries(
      PCW_SOURCES_OF_BUSINESS.map((source) => [source, env[`COMPARISON_SITE_NAME_${source}`]]),
    ),
    allowedEmbeddingHosts: env.ALLOWED_EMBEDDING_HOSTS,
    mail: {
      /** Holds the SMTP password: never log it or answer it. */
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? defaultMailFrom(env.BRAND_NAME, env.CONTACT_EMAIL),
      /** Relative to the repository root, like DATA_DIR. */
      mailboxDir: env.MAILBOX_DIR ?? path.join(env.DATA_DIR, 'mailbox'),
    },
  };
}

/** "Brand" <no-reply@the contact address's domain>: replies have nowhere to go. */
function defaultMailFrom(brandName: string, contactEmail: string): string {
  const domain = contactEmail.slice(contactEmail.lastIndexOf('@') + 1);
  return `"${brandName.replace(/["\\]/g, '')}" <no-reply@${domain}>`;
}
