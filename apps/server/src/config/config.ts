import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DIRECT_SOURCE_OF_BUSINESS, PCW_SOURCES_OF_BUSINESS } from '@van/domain/reference-data';
import { parseKeyring } from '../lib/field-encryption.ts';

/**
 * All server configuration, read once from the environment and validated.
 * Development gets working defaults (fictional brand, Ofcom drama-range phone numbers);
 * production must set every brand and contact value, and the server refuses to start otherwise.
 */
export const DEV_DEFAULTS = {
  BRAND_NAME: 'Roadwise',
  BROKER_LEGAL_NAME: 'Roadwise Insurance Services Limited',
  CONTACT_EMAIL: 'vaninsurance@roadwise.example',
  // Ofcom reserves 0808 157 0000-0999 for drama: never a real person's line.
  PHONE_GENERAL: '0808 157 0100',
  PHONE_FRAUD: '0808 157 0101',
  PHONE_FAILED_CREDIT_CHECK: '0808 157 0102',
  // The claims line printed on the schedule and certificate (decision 044).
  CLAIMS_PHONE: '0808 157 0103',
  PHONE_SOURCE_WEBSITE: '0808 157 0110',
  PHONE_SOURCE_102: '0808 157 0112',
  PHONE_SOURCE_104: '0808 157 0114',
  PHONE_SOURCE_105: '0808 157 0115',
  PHONE_SOURCE_114: '0808 157 0116',
  PHONE_SOURCE_115: '0808 157 0117',
  // When the phone lines are answered, as the quote e-mail gives them beside the number (decision
  // 049); the web's pages say the same (§2.6 contact times).
  OPENING_HOURS: 'Monday to Friday 8am to 7pm, Saturday 9am to 5pm, Bank Holidays 8am to 5pm.',
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
  // Offer codes' proofs (decision 033 item 3, modules/offers README): the key the app channel signs its
  // APPDISCOUNT claims with, and the key staff numbers are hashed under on the staff register.
  // Two keys, so that the app channel, which holds the first, cannot hash staff numbers.
  APP_CLAIM_SECRET: 'app_claim_secret_development_only_0000',
  STAFF_REGISTER_SECRET: 'staff_register_secret_development_only',
  // The Direct Debit documents (decision 030): the insurer named when a result names none, and the
  // Bacs service user number that collects; development's are made up.
  INSURER_NAME: 'Example Van Underwriters Ltd',
  DIRECT_DEBIT_SERVICE_USER_NUMBER: '999999',
  // Keys the hash a client's address is counted under (rate limits, retrieve lock-outs; decision 034
  // item 5, plugins/client-key.ts); production must set its own random secret.
  CLIENT_ADDRESS_SECRET: 'client_address_secret_development_only',
  // Keys the partner API's landing-link tokens and quote keys, derived from each site's request so a
  // retry rebuilds them (decision 057); production must set its own random secret.
  PARTNER_LINK_SECRET: 'partner_link_secret_development_only_00',
  // Keys the hashes the customer's one-time sign-in codes are stored as (decision 060), so that a copy
  // of the database alone cannot find a live code; production must set its own random secret.
  ACCOUNT_CODE_SECRET: 'account_code_secret_development_only_000',
  // Seals Direct Debit bank account numbers at rest (decision 034 item 7, lib/field-encryption.ts):
  // `keyId:base64 of 32 bytes`, the first sealing and all opening, so a key can be rotated.
  // Production must set its own (openssl rand -base64 32).
  BANK_ACCOUNT_ENCRYPTION_KEYS: 'dev-1:ZGV2ZWxvcG1lbnQtb25seS1iYW5rLWFjY291bnQtazE=',
  // The lender named in the monthly credit agreement and its pre-contract information (decision
  // 045, CCA 1974 s.55): its registered address and FCA firm reference; development's are made up.
  LENDER_NAME: 'Example Premium Finance Ltd',
  LENDER_ADDRESS: '2 Example Street, Exampleton, EX1 1AB',
  LENDER_FCA_NUMBER: '999998',
  // The firm's disclosures on every page and its legal pages (decision 041): the FCA status
  // disclosure, the controller in the privacy notice, the complaints procedure. Development's are
  // made up: FCA and ICO numbers no register holds, Companies House's unused 00000000 range.
  FIRM_REGISTERED_OFFICE: '1 Example Street, Exampleton, EX1 1AA',
  FIRM_COMPANY_NUMBER: '00000000',
  FIRM_FCA_NUMBER: '999999',
  FIRM_ICO_NUMBER: 'ZA000000',
  FIRM_COMPLAINTS_ADDRESS: 'Complaints, 1 Example Street, Exampleton, EX1 1AA',
  FIRM_COMPLAINTS_EMAIL: 'complaints@roadwise.example',
  FIRM_COMPLAINTS_PHONE: '0808 157 0120',
  FIRM_DATA_PROTECTION_EMAIL: 'dataprotection@roadwise.example',
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
  // Decision 034 item 1: a call that needs a database that is down or frozen answers 503 within about
  // the sum of these two, instead of hanging (db/database.ts).
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  // Decision 034 item 2: new requests are answered 503 while the event loop is saturated or a call
  // has waited this long for a database connection (plugins/load-shedding.ts). 0 turns a check off.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0.75),
  OVERLOAD_MAX_DATABASE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  // ...the event-loop checks only while at least this many requests are in flight: a busy machine
  // serving a few at a time (a test run, one heavy call) is slow, not overloaded.
  OVERLOAD_MIN_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(128),
  // Decision 034 item 8: on SIGTERM, how long in-flight requests may take to finish before the
  // process exits anyway (server.ts).
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // Liveness on a port of its own, answered off the main event loop (lib/liveness-listener.ts).
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
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
  CLIENT_ADDRESS_SECRET: z.string().min(32, 'must be a random secret of at least 32 characters'),
  PARTNER_LINK_SECRET: z.string().min(32, 'must be a random secret of at least 32 characters'),
  ACCOUNT_CODE_SECRET: z.string().min(32, 'must be a random secret of at least 32 characters'),
  // Which proxies' X-Forwarded-For to believe (decision 034 item 5): none unless set.
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        context.addIssue({
          code: 'custom',
          message:
            'must be a number of proxy hops such as 1, or a comma-separated list of proxy addresses or CIDR ranges such as 10.0.0.0/8',
        });
        return z.NEVER;
      }
      return trust;
    }),
  // Per client address, per hour (decision 034 item 6): quotes asked for (PUT /v1/quote) and
  // re-pricings (POST /v1/quote).
  QUOTE_CREATE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000_000).default(60),
  QUOTE_REPRICE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000_000).default(300),
  BANK_ACCOUNT_ENCRYPTION_KEYS: z.string().transform((value, context) => {
    try {
      return parseKeyring(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  // Unbought quotes' personal data is purged this many days after their last change (decision 034
  // item 7; the privacy notice states it: modules/retention/README.md).
  QUOTE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // A MID update still undelivered this many hours after it was queued is alerted; the MID must
  // hear within 7 days (168 hours) of issue (decision 042), so the default leaves 4 days to act.
  MID_ALERT_AFTER_HOURS: z.coerce.number().int().min(1).max(167).default(72),
  // The OpenAPI page and document at /docs: on in development, off in production unless 'on'.
  API_DOCS: z.enum(['on', 'off']).optional(),
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
  LENDER_NAME: z.string().trim().min(1),
  LENDER_ADDRESS: z.string().trim().min(1),
  LENDER_FCA_NUMBER: z
    .string()
    .regex(/^[0-9]{6,7}$/, 'must be the 6 or 7-digit FCA firm reference'),
  FIRM_REGISTERED_OFFICE: z.string().trim().min(1),
  FIRM_COMPANY_NUMBER: z
    .string()
    .regex(/^(?:[0-9]{8}|[A-Z]{2}[0-9]{6})$/, 'must be a Companies House number such as 01234567'),
  FIRM_FCA_NUMBER: z.string().regex(/^[0-9]{6,7}$/, 'must be the 6 or 7-digit FCA firm reference'),
  FIRM_ICO_NUMBER: z
    .string()
    .regex(/^[A-Z0-9]{8}$/, 'must be the ICO registration such as ZA123456'),
  FIRM_COMPLAINTS_ADDRESS: z.string().trim().min(1),
  FIRM_COMPLAINTS_EMAIL: z.email(),
  FIRM_COMPLAINTS_PHONE: PhoneSchema,
  FIRM_DATA_PROTECTION_EMAIL: z.email(),
  CONTACT_EMAIL: z.email(),
  PHONE_GENERAL: PhoneSchema,
  PHONE_FRAUD: PhoneSchema,
  CLAIMS_PHONE: PhoneSchema,
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
  OPENING_HOURS: z.string().trim().min(1).max(200),
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
  // Decision 049: links we send customers (the quote e-mail's, the consent withdrawal) are https.
  if (isProduction && env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://')) {
    problems.push('PUBLIC_URL must be an https address in production');
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
    /** How long a call waits on the database before answering 503 (db/database.ts). */
    databaseTimeouts: {
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    /** When new requests are shed with 503 (plugins/load-shedding.ts); 0 turns a check off. */
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: env.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxDatabaseWaitMs: env.OVERLOAD_MAX_DATABASE_WAIT_MS,
      minInFlight: env.OVERLOAD_MIN_IN_FLIGHT,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    /** Where GET /health/live is also served from a worker thread; unset: not served apart. */
    healthPort: env.HEALTH_PORT,
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
      /** Secret: keys the fingerprint of the facts a check answers for (decision 033 item 2). */
      fingerprintSecret: env.CREDIT_CHECK_FINGERPRINT_SECRET,
    },
    /** false, a number of hops, or the proxies' addresses and ranges (Fastify's trustProxy). */
    trustProxy: env.TRUST_PROXY,
    /** Secret: keys the hash a client's address is counted under (plugins/client-key.ts). */
    clientAddressSecret: env.CLIENT_ADDRESS_SECRET,
    /** Secret: keys the partner API's landing-link tokens and quote keys (decision 057). */
    partnerLinkSecret: env.PARTNER_LINK_SECRET,
    /** Secret: keys the hashes sign-in codes are stored as (decision 060, modules/account). */
    accountCodeSecret: env.ACCOUNT_CODE_SECRET,
    quoteRateLimits: {
      createPerHour: env.QUOTE_CREATE_RATE_LIMIT_PER_HOUR,
      repricePerHour: env.QUOTE_REPRICE_RATE_LIMIT_PER_HOUR,
    },
    offers: {
      /** Secret: signs and verifies the app channel's APPDISCOUNT claims. */
      appClaimSecret: env.APP_CLAIM_SECRET,
      /** Secret: keys the hashes the staff register keeps instead of staff numbers. */
      staffRegisterSecret: env.STAFF_REGISTER_SECRET,
    },
    /** Secret: the keys bank account numbers are sealed with (first seals, all open). */
    bankAccountKeys: env.BANK_ACCOUNT_ENCRYPTION_KEYS,
    retention: { quoteRetentionDays: env.QUOTE_RETENTION_DAYS },
    mid: { alertAfterHours: env.MID_ALERT_AFTER_HOURS },
    /** Whether /docs (the OpenAPI page and document) is served. */
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV !== 'production' : env.API_DOCS === 'on',
    sessionExpirySeconds: env.SESSION_EXPIRY_SECONDS,
    brand: {
      brandName: env.BRAND_NAME,
      brokerLegalName: env.BROKER_LEGAL_NAME,
      insurerName: env.INSURER_NAME,
      directDebitServiceUserNumber: env.DIRECT_DEBIT_SERVICE_USER_NUMBER,
      /** The monthly credit's lender (decision 045). */
      lender: {
        name: env.LENDER_NAME,
        address: env.LENDER_ADDRESS,
        fcaNumber: env.LENDER_FCA_NUMBER,
      },
      contactEmail: env.CONTACT_EMAIL,
      textPhonePrefix: env.TEXT_PHONE_PREFIX,
      /** When the phone lines are answered, in words (decision 049). */
      openingHours: env.OPENING_HOURS,
    },
    /** The firm's disclosures (decision 041); the legal name is brand.brokerLegalName. */
    firm: {
      registeredOffice: env.FIRM_REGISTERED_OFFICE,
      companyNumber: env.FIRM_COMPANY_NUMBER,
      fcaFirmReferenceNumber: env.FIRM_FCA_NUMBER,
      icoRegistrationNumber: env.FIRM_ICO_NUMBER,
      complaints: {
        address: env.FIRM_COMPLAINTS_ADDRESS,
        email: env.FIRM_COMPLAINTS_EMAIL,
        phone: env.FIRM_COMPLAINTS_PHONE,
      },
      dataProtectionEmail: env.FIRM_DATA_PROTECTION_EMAIL,
    },
    phoneNumbers: {
      general: env.PHONE_GENERAL,
      fraud: env.PHONE_FRAUD,
      claims: env.CLAIMS_PHONE,
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

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: '' is false (the connection's address is the
 * client's), '1' trusts that many hops, '10.0.0.0/8, 192.168.1.7' trusts those addresses.
 * 'true' (every proxy) is refused: anyone could then choose their own address.
 * @returns undefined when the value is none of these.
 */
function parseTrustProxy(value: string): false | number | string[] | undefined {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^[0-9]+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** "Brand" <no-reply@the contact address's domain>: replies have nowhere to go. */
function defaultMailFrom(brandName: string, contactEmail: string): string {
  const domain = contactEmail.slice(contactEmail.lastIndexOf('@') + 1);
  return `"${brandName.replace(/["\\]/g, '')}" <no-reply@${domain}>`;
}
