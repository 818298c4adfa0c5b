import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://van.example.co.uk',
  DATABASE_URL: 'postgres://app@db.internal:5432/van',
  SMTP_URL: 'smtp://mailer:s3cret@smtp.acme.example:587',
  BRAND_NAME: 'Acme',
  BROKER_LEGAL_NAME: 'Acme Insurance Services Limited',
  CONTACT_EMAIL: 'van@acme.example',
  PHONE_GENERAL: '0800 000 0001',
  PHONE_FRAUD: '0800 000 0002',
  PHONE_FAILED_CREDIT_CHECK: '0800 000 0003',
  CLAIMS_PHONE: '0800 000 0011',
  PHONE_SOURCE_WEBSITE: '0800 000 0004',
  PHONE_SOURCE_102: '0800 000 0005',
  PHONE_SOURCE_104: '0800 000 0006',
  PHONE_SOURCE_105: '0800 000 0007',
  PHONE_SOURCE_114: '0800 000 0008',
  PHONE_SOURCE_115: '0800 000 0009',
  OPENING_HOURS: 'Monday to Friday 9am to 5pm.',
  COMPARISON_SITE_NAME_102: 'Site Two',
  COMPARISON_SITE_NAME_104: 'Site Four',
  COMPARISON_SITE_NAME_105: 'Site Five',
  COMPARISON_SITE_NAME_114: 'Site Fourteen',
  COMPARISON_SITE_NAME_115: 'Site Fifteen',
  TEXT_PHONE_PREFIX: '18001',
  ALLOWED_EMBEDDING_HOSTS: 'partner.example.com, Other.example.org',
  PAYMENT_MERCHANT_KEY: 'sk_live_merchant_key',
  PAYMENT_WEBHOOK_SECRET: 'whsec_live_secret',
  CREDIT_CHECK_FINGERPRINT_SECRET: 'a-live-random-secret-of-32-characters-or-more',
  INSURER_NAME: 'Acme Underwriting Limited',
  DIRECT_DEBIT_SERVICE_USER_NUMBER: '123456',
  LENDER_NAME: 'Acme Premium Finance Limited',
  LENDER_ADDRESS: '3 Acme Road, Leeds, LS1 1AB',
  LENDER_FCA_NUMBER: '654321',
  APP_CLAIM_SECRET: 'a-live-app-claim-secret-of-32-characters-or-more',
  STAFF_REGISTER_SECRET: 'a-live-staff-register-secret-of-32-characters',
  CLIENT_ADDRESS_SECRET: 'a-live-client-address-secret-of-32-characters',
  PARTNER_LINK_SECRET: 'a-live-partner-link-secret-of-32-characters',
  ACCOUNT_CODE_SECRET: 'a-live-account-code-secret-of-32-characters',
  BANK_ACCOUNT_ENCRYPTION_KEYS: `2026-06:${Buffer.alloc(32, 7).toString('base64')},2025-01:${Buffer.alloc(32, 3).toString('base64')}`,
  FIRM_REGISTERED_OFFICE: '2 Acme Road, Leeds, LS1 1AA',
  FIRM_COMPANY_NUMBER: '01234567',
  FIRM_FCA_NUMBER: '123456',
  FIRM_ICO_NUMBER: 'ZA123456',
  FIRM_COMPLAINTS_ADDRESS: 'Complaints Team, 2 Acme Road, Leeds, LS1 1AA',
  FIRM_COMPLAINTS_EMAIL: 'complaints@acme.example',
  FIRM_COMPLAINTS_PHONE: '0800 000 0010',
  FIRM_DATA_PROTECTION_EMAIL: 'dpo@acme.example',
};

describe('loadConfig', () => {
  it('gives development working defaults, with the session length of §9.1', () => {
    const config = loadConfig({});
    expect(config.isProduction).toBe(false);
    expect(config.brand.brandName).toBe('Roadwise');
    expect(config.sessionExpirySeconds).toBe(2700);
    expect(config.phoneNumbers.bySourceOfBusiness).toMatchObject({
      Website: '0808 157 0110',
      '115': '0808 157 0117',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names each price-comparison site (§2.6, §9.13), with made-up .example names outside production', () => {
    const names = loadConfig({}).comparisonSiteNames;
    expect(Object.keys(names).sort()).toEqual(['102', '104', '105', '114', '115']);
    expect(Object.values(names).every((name) => name.endsWith('.example'))).toBe(true);
    expect(names['115']).toBe('CompareVans.example');
    expect(
      loadConfig({ COMPARISON_SITE_NAME_104: ' Vans Compared ' }).comparisonSiteNames['104'],
    ).toBe('Vans Compared');
    expect(loadConfig(PRODUCTION_ENV).comparisonSiteNames['114']).toBe('Site Fourteen');
  });

  it("refuses to start in production without every comparison site's name", () => {
    const { COMPARISON_SITE_NAME_102: _name, ...incomplete } = PRODUCTION_ENV;
    expect(() => loadConfig(incomplete)).toThrow(
      /COMPARISON_SITE_NAME_102 is required in production/,
    );
  });

  it('reads every value from the environment in production', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.brand).toEqual({
      brandName: 'Acme',
      brokerLegalName: 'Acme Insurance Services Limited',
      insurerName: 'Acme Underwriting Limited',
      directDebitServiceUserNumber: '123456',
      lender: {
        name: 'Acme Premium Finance Limited',
        address: '3 Acme Road, Leeds, LS1 1AB',
        fcaNumber: '654321',
      },
      contactEmail: 'van@acme.example',
      textPhonePrefix: '18001',
      openingHours: 'Monday to Friday 9am to 5pm.',
    });
    expect(config.phoneNumbers.bySourceOfBusiness['104']).toBe('0800 000 0006');
    // Decision 044: the claims line on the schedule and certificate.
    expect(config.phoneNumbers.claims).toBe('0800 000 0011');
    expect(config.allowedEmbeddingHosts).toEqual(['partner.example.com', 'other.example.org']);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('refuses to start in production without a required value, naming each one', () => {
    const {
      BRAND_NAME: _brand,
      PHONE_SOURCE_115: _phone,
      DATABASE_URL: _database,
      ...incomplete
    } = PRODUCTION_ENV;
    expect(() => loadConfig(incomplete)).toThrow(ConfigError);
    expect(() => loadConfig(incomplete)).toThrow(
      /BRAND_NAME is required in production[\s\S]*PHONE_SOURCE_115 is required in production[\s\S]*DATABASE_URL is required in production/,
    );
  });

  it("uses the payment sandbox's development key and secret outside production", () => {
    expect(loadConfig({}).payment).toEqual({
      providerUrl: undefined,
      merchantKey: 'sk_sandbox_development_only',
      webhookSecret: 'whsec_sandbox_development_only',
    });
    expect(loadConfig(PRODUCTION_ENV).payment.webhookSecret).toBe('whsec_live_secret');
  });

  it("refuses to start in production without the payment provider's key and secret", () => {
    const {
      PAYMENT_MERCHANT_KEY: _key,
      PAYMENT_WEBHOOK_SECRET: _secret,
      ...withoutPayment
    } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutPayment)).toThrow(
      /PAYMENT_MERCHANT_KEY is required in production[\s\S]*PAYMENT_WEBHOOK_SECRET is required in production/,
    );
  });

  it('keys the credit check fingerprint with a development secret, and requires a long one in production', () => {
    expect(loadConfig({}).creditCheck.fingerprintSecret).toBe(
      'credit_check_fingerprint_development_only',
    );
    const { CREDIT_CHECK_FINGERPRINT_SECRET: _secret, ...withoutSecret } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutSecret)).toThrow(
      /CREDIT_CHECK_FINGERPRINT_SECRET is required in production/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, CREDIT_CHECK_FINGERPRINT_SECRET: 'short' }),
    ).toThrow(/CREDIT_CHECK_FINGERPRINT_SECRET must be a random secret of at least 32 characters/);
  });

  it('seals bank account numbers with a development key, and requires 32-byte keys in production (decision 034 item 7)', () => {
    expect(loadConfig({}).bankAccountKeys.map((key) => key.id)).toEqual(['dev-1']);
    const keys = loadConfig(PRODUCTION_ENV).bankAccountKeys;
    expect(keys.map((key) => [key.id, key.key.length])).toEqual([
      ['2026-06', 32],
      ['2025-01', 32],
    ]);
    const { BANK_ACCOUNT_ENCRYPTION_KEYS: _keys, ...withoutKeys } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutKeys)).toThrow(
      /BANK_ACCOUNT_ENCRYPTION_KEYS is required in production/,
    );
    const shortKey = Buffer.alloc(16, 1).toString('base64');
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, BANK_ACCOUNT_ENCRYPTION_KEYS: `k1:${shortKey}` }),
    ).toThrow(/BANK_ACCOUNT_ENCRYPTION_KEYS key 'k1' must be base64 of exactly 32 random bytes/);
    // The message never quotes a key.
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, BANK_ACCOUNT_ENCRYPTION_KEYS: `k1:${shortKey}` }),
    ).not.toThrow(new RegExp(shortKey.replace(/[+/=]/g, '.')));
  });

  it('keeps unbought quotes 90 days unless QUOTE_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).retention.quoteRetentionDays).toBe(90);
    expect(loadConfig({ QUOTE_RETENTION_DAYS: '30' }).retention.quoteRetentionDays).toBe(30);
    expect(() => loadConfig({ QUOTE_RETENTION_DAYS: '0' })).toThrow(/QUOTE_RETENTION_DAYS/);
  });

  it('serves /docs outside production, and in production only with API_DOCS=on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('signs app claims and hashes staff numbers with development secrets, and requires long ones in production', () => {
    expect(loadConfig({}).offers).toEqual({
      appClaimSecret: 'app_claim_secret_development_only_0000',
      staffRegisterSecret: 'staff_register_secret_development_only',
    });
    const {
      APP_CLAIM_SECRET: _claim,
      STAFF_REGISTER_SECRET: _staff,
      ...withoutSecrets
    } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutSecrets)).toThrow(
      /APP_CLAIM_SECRET is required in production[\s\S]*STAFF_REGISTER_SECRET is required in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, APP_CLAIM_SECRET: 'short' })).toThrow(
      /APP_CLAIM_SECRET must be a random secret of at least 32 characters/,
    );
  });

  it('refuses a Direct Debit service user number that is not 6 digits', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, DIRECT_DEBIT_SERVICE_USER_NUMBER: '12345' }),
    ).toThrow(/DIRECT_DEBIT_SERVICE_USER_NUMBER must be the 6-digit Bacs service user number/);
  });

  it('refuses to start in production with a public address that is not https (decision 049)', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'http://van.example.co.uk' })).toThrow(
      /PUBLIC_URL must be an https address in production/,
    );
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).publicUrl).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('refuses to start in production without SMTP_URL: mail must leave the machine', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutSmtp)).toThrow(/SMTP_URL is required in production/);
  });

  it('writes e-mail into .data/mailbox outside production unless SMTP_URL is set', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: '"Roadwise" <no-reply@roadwise.example>',
      mailboxDir: '.data/mailbox',
    });
    expect(loadConfig({ DATA_DIR: '/var/lib/van' }).mail.mailboxDir).toBe('/var/lib/van/mailbox');
    expect(loadConfig({ MAILBOX_DIR: '/tmp/mail' }).mail.mailboxDir).toBe('/tmp/mail');
  });

  it('reads the SMTP server and the From address', () => {
    const config = loadConfig({ ...PRODUCTION_ENV, MAIL_FROM: 'Acme Vans <vans@acme.example>' });
    expect(config.mail.smtpUrl).toBe('smtp://mailer:s3cret@smtp.acme.example:587');
    expect(config.mail.from).toBe('Acme Vans <vans@acme.example>');
    expect(loadConfig(PRODUCTION_ENV).mail.from).toBe('"Acme" <no-reply@acme.example>');
    expect(loadConfig({ SMTP_URL: 'smtps://smtp.example.com' }).mail.smtpUrl).toBe(
      'smtps://smtp.example.com',
    );
  });

  it('never repeats a bad SMTP_URL, which can hold a password, in its message', () => {
    const load = () => loadConfig({ SMTP_URL: 'https://mailer:hunter2@smtp.example.com' });
    expect(load).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(load).not.toThrow(/hunter2/);
  });

  it.each([
    ['PORT', 'eighty', /PORT/],
    ['CONTACT_EMAIL', 'not-an-email', /CONTACT_EMAIL/],
    ['PHONE_GENERAL', '12345', /PHONE_GENERAL must be a UK phone number/],
    ['SESSION_EXPIRY_SECONDS', '5', /SESSION_EXPIRY_SECONDS/],
    ['SMTP_URL', 'smtp.example.com:587', /SMTP_URL must be an smtp:\/\//],
    ['MAIL_FROM', 'Roadwise', /MAIL_FROM must be an address/],
  ])('rejects a bad %s with a readable message', (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(message);
  });
});

describe('client addresses and quote limits (decision 034 items 5 and 6)', () => {
  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
    ]);
  });

  it("reads the firm's disclosures in production: FCA number, registered office, complaints contact (decision 041)", () => {
    expect(loadConfig(PRODUCTION_ENV).firm).toEqual({
      registeredOffice: '2 Acme Road, Leeds, LS1 1AA',
      companyNumber: '01234567',
      fcaFirmReferenceNumber: '123456',
      icoRegistrationNumber: 'ZA123456',
      complaints: {
        address: 'Complaints Team, 2 Acme Road, Leeds, LS1 1AA',
        email: 'complaints@acme.example',
        phone: '0800 000 0010',
      },
      dataProtectionEmail: 'dpo@acme.example',
    });
  });

  it("refuses to start in production without the firm's FCA number, ICO number or complaints contact", () => {
    const {
      FIRM_FCA_NUMBER: _fca,
      FIRM_ICO_NUMBER: _ico,
      FIRM_COMPLAINTS_EMAIL: _email,
      FIRM_REGISTERED_OFFICE: _office,
      ...incomplete
    } = PRODUCTION_ENV;
    expect(() => loadConfig(incomplete)).toThrow(
      /FIRM_REGISTERED_OFFICE is required in production[\s\S]*FIRM_FCA_NUMBER is required in production[\s\S]*FIRM_ICO_NUMBER is required in production[\s\S]*FIRM_COMPLAINTS_EMAIL is required in production/,
    );
  });

  it('gives development made-up firm values, and refuses a malformed FCA number', () => {
    expect(loadConfig({}).firm.fcaFirmReferenceNumber).toBe('999999');
    expect(() => loadConfig({ FIRM_FCA_NUMBER: 'FRN 12' })).toThrow(
      /FIRM_FCA_NUMBER must be the 6 or 7-digit FCA firm reference/,
    );
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '-1'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be a number/);
  });

  it('needs its own PARTNER_LINK_SECRET in production, of 32 characters or more (decision 057)', () => {
    const { PARTNER_LINK_SECRET: _secret, ...without } = PRODUCTION_ENV;
    expect(() => loadConfig(without)).toThrow(/PARTNER_LINK_SECRET is required in production/);
    expect(() => loadConfig({ PARTNER_LINK_SECRET: 'short' })).toThrow(
      /PARTNER_LINK_SECRET must be a random secret/,
    );
  });

  it('needs its own CLIENT_ADDRESS_SECRET in production, of 32 characters or more', () => {
    const { CLIENT_ADDRESS_SECRET: _secret, ...without } = PRODUCTION_ENV;
    expect(() => loadConfig(without)).toThrow(/CLIENT_ADDRESS_SECRET is required in production/);
    expect(() => loadConfig({ CLIENT_ADDRESS_SECRET: 'short' })).toThrow(
      /CLIENT_ADDRESS_SECRET must be a random secret/,
    );
  });

  it('limits quotes per client per hour, generously by default', () => {
    expect(loadConfig({}).quoteRateLimits).toEqual({ createPerHour: 60, repricePerHour: 300 });
    expect(
      loadConfig({ QUOTE_CREATE_RATE_LIMIT_PER_HOUR: '5', QUOTE_REPRICE_RATE_LIMIT_PER_HOUR: '7' })
        .quoteRateLimits,
    ).toEqual({ createPerHour: 5, repricePerHour: 7 });
  });
});
