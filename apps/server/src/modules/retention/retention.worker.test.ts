import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Quote } from '@van/domain/quote';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openField, parseKeyring, sealField } from '../../lib/field-encryption.ts';
import { pricedQuoteOf } from '../../test/priced-quote.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { retrievalHash } from '../quote/index.ts';
import { purgeOnce, startRetentionWorker, type RetentionLog } from './retention.worker.ts';

// Decision 034 items 6 and 7, against a real PostgreSQL with a fixed clock: rows past their retention
// are gone, fresher ones and anything tied to a policy or to money stay, anonymised facts remain.

const NOW = new Date('2027-03-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);
const SETTINGS = { quoteRetentionDays: 90 };
const EMAIL = 'sam.oneill@example.com';

const keyText = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const OLD_KEY = keyText('2025-01');
const NEW_KEY = keyText('2026-06');
const KEYS = parseKeyring(NEW_KEY);

let database: TestDatabase;

/** A new reference in the §5.2 format. */
const newReference = () =>
  Array.from({ length: 3 }, () => String(randomInt(0, 100_000)).padStart(5, '0')).join('-');

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

/** A log that keeps every line, to check what was written and that no personal data was. */
function recordingLog(): RetentionLog & { lines: string[] } {
  const lines: string[] = [];
  const write = (fields: Record<string, unknown>, message: string) =>
    lines.push(JSON.stringify({ ...fields, message }));
  return { lines, info: write, error: write };
}

const purge = (options: { now?: Date; batchSize?: number; keys?: string } = {}) =>
  purgeOnce({
    db: database.db,
    settings: SETTINGS,
    bankAccountKeys: options.keys ? parseKeyring(options.keys) : KEYS,
    log: recordingLog(),
    now: () => options.now ?? NOW,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
  });

const PRICED: Quote = pricedQuoteOf(completedDirectQuote('2026-11-22'));

/**
 * A priced quote as the quote service stores it (row, event, retrieval hash, idempotency key),
 * made at `createdAt` and last changed at `changedAt`. Returns its id and reference.
 */
async function storeQuote(
  createdAt: Date,
  changedAt: Date = createdAt,
): Promise<{ id: string; reference: string }> {
  const reference = newReference();
  const quote = structuredClone(PRICED);
  quote.policy.webReference = reference;
  const { id } = await database.db
    .insertInto('quote')
    .values({
      web_reference: reference,
      status: 'Quote',
      source_of_business: 'Website',
      no_available_products: false,
      quote,
      expires_at: later(30 * DAY),
      idempotency_key: randomUUID(),
      idempotency_request_hash: 'a'.repeat(64),
      retrieval_hash: retrievalHash(reference, retrievalKeyOf(quote)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('quote_event')
    .values({
      quote_id: id,
      policy_event_reference: '001',
      risk: quote.policy.eventCurrent.risk,
      results: null,
    })
    .execute();
  await sql`update quote set created_at = ${createdAt}, updated_at = ${changedAt} where id = ${id}`.execute(
    database.db,
  );
  return { id, reference };
}

/** What a customer who got as far as paying leaves behind: a key, a mandate, a message, a check. */
async function addJourney(quoteId: string, at: Date): Promise<void> {
  await database.db
    .insertInto('quote_key')
    .values({
      key_hash: randomBytes(32).toString('hex'),
      quote_id: quoteId,
      policy_event_reference: '001',
    })
    .execute();
  await database.db
    .insertInto('direct_debit_mandate')
    .values({
      quote_id: quoteId,
      policy_event_reference: '001',
      mandate_reference: `RWVDD${randomBytes(4).toString('hex')}`,
      account_holder_name: 'Sam ONeill',
      sort_code: '089999',
      account_number: null,
      account_number_sealed: sealField('66374958', KEYS, `direct_debit_mandate:${quoteId}:001`),
      account_number_last4: '4958',
      collection_day: 1,
      deposit_pence: 10_000,
      collections: JSON.stringify([{ date: '2027-01-01', amount: 50 }]),
      created_at: at,
    })
    .execute();
  await database.db
    .insertInto('email_outbox')
    .values({
      kind: 'quote',
      quote_id: quoteId,
      recipient: EMAIL,
      subject: 'Your quote',
      body_text: 'text',
      body_html: '<p>html</p>',
      created_at: at,
      next_attempt_at: at,
      sent_at: at,
      attempts: 1,
    })
    .execute();
  await database.db
    .insertInto('credit_check')
    .values({
      quote_id: quoteId,
      purpose: 'MONTHLY_DD',
      fingerprint: randomBytes(32).toString('hex'),
      decision: 'A',
      result: 'PASSED',
      checked_at: at,
    })
    .execute();
}

async function addPayment(
  quoteId: string,
  at: Date,
  status: 'open' | 'expired' | 'succeeded' | 'refund_due' | 'refunded',
): Promise<string> {
  const paid = ['succeeded', 'refund_due', 'refunded'].includes(status);
  const { id } = await database.db
    .insertInto('payment')
    .values({
      quote_id: quoteId,
      policy_event_reference: '001',
      payment_option: 'ANNUAL_CARD',
      amount_pence: 96_164,
      provider_session_id: `cs_${randomUUID()}`,
      idempotency_key: `ps_${randomUUID()}`,
      status,
      created_at: at,
      updated_at: at,
      expires_at: new Date(at.getTime() + 30 * 60 * 1000),
      paid_at: paid ? at : null,
      consent_to_auto_renew: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('payment_notification')
    .values({
      event_id: `evt_${randomUUID()}`,
      event_type: 'payment.x',
      payment_id: id,
      received_at: at,
    })
    .execute();
  return id;
}

async function addPolicy(quoteId: string, paymentId: string, at: Date): Promise<string> {
  const { id } = await database.db
    .insertInto('policy')
    .values({
      policy_number: `RWV-${randomBytes(4).toString('hex')}`,
      quote_id: quoteId,
      payment_id: paymentId,
      tier: 'VAN',
      payment_plan: 'ANNUAL_CARD',
      policy_event_reference: '001',
      sold_quote: JSON.stringify(PRICED),
      status: 'Live',
      issued_at: at,
      consent_to_auto_renew: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update quote set purchased_at = ${at} where id = ${quoteId}`.execute(database.db);
  return id;
}

const count = async (table: string, where = sql`true`) => {
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(database.db);
  return Number(rows[0]!.n);
};
const quoteExists = async (id: string) => (await count('quote', sql`id = ${id}`)) === 1;
const childrenOf = async (quoteId: string) => ({
  events: await count('quote_event', sql`quote_id = ${quoteId}`),
  keys: await count('quote_key', sql`quote_id = ${quoteId}`),
  mandates: await count('direct_debit_mandate', sql`quote_id = ${quoteId}`),
  emails: await count('email_outbox', sql`quote_id = ${quoteId}`),
  checks: await count('credit_check', sql`quote_id = ${quoteId}`),
  payments: await count('payment', sql`quote_id = ${quoteId}`),
});

const TABLES = [
  'quote_pricing_fact',
  'policy_event',
  'policy_token',
  'payment_notification',
  'direct_debit_mandate',
  'policy',
  'payment',
  'credit_check',
  'aggregator_token',
  'email_outbox',
  'quote_key',
  'quote_event',
  'quote',
  'rate_limit',
  'retrieval_guard',
  'retrieval_client_guard',
];

beforeEach(async () => {
  for (const table of TABLES) await sql`delete from ${sql.table(table)}`.execute(database.db);
});

describe('unbought quotes (QUOTE_RETENTION_DAYS, default 90, from the last change)', () => {
  it('deletes a quote unchanged for 90 days with its risk, e-mails, key, mandate, checks and unpaid payments, keeping anonymised facts', async () => {
    const old = await storeQuote(ago(120 * DAY), ago(91 * DAY));
    await addJourney(old.id, ago(91 * DAY));
    await addPayment(old.id, ago(91 * DAY), 'expired');
    await addPayment(old.id, ago(91 * DAY), 'open'); // abandoned in the card frame

    const counts = await purge();

    expect(counts.unboughtQuotes).toBe(1);
    expect(await quoteExists(old.id)).toBe(false);
    expect(await childrenOf(old.id)).toEqual({
      events: 0,
      keys: 0,
      mandates: 0,
      emails: 0,
      checks: 0,
      payments: 0,
    });
    expect(await count('payment_notification')).toBe(0);
    const facts = await database.db.selectFrom('quote_pricing_fact').selectAll().execute();
    const result = PRICED.policy.eventCurrent.result!;
    expect(facts).toEqual([
      {
        id: expect.any(String),
        quoted_on: ago(120 * DAY)
          .toISOString()
          .slice(0, 10),
        source_of_business: 'Website',
        declined: false,
        tier: result.grantedDetailsMotor!.productIdentifier,
        annual_price_pence: Math.round(result.premiumDetails!.totalPayable! * 100),
        vehicle_group: 33,
        postcode_area: 'LS',
        age_band: '40-49',
        purged_on: '2027-03-01',
      },
    ]);
    // Nothing personal is left anywhere: not the reference, the e-mail address or the account.
    const { rows } = await sql<{
      text: string;
    }>`select coalesce(string_agg(t::text, ' '), '') as text from quote_pricing_fact t`.execute(
      database.db,
    );
    expect(rows[0]!.text).not.toMatch(new RegExp(`${old.reference}|${EMAIL}|4958|LS1`));
  });

  it('keeps a quote changed within the period, and counts from the last change, not the first', async () => {
    const recent = await storeQuote(ago(200 * DAY), ago(89 * DAY));
    await addJourney(recent.id, ago(89 * DAY));
    expect((await purge()).unboughtQuotes).toBe(0);
    expect(await quoteExists(recent.id)).toBe(true);
    // (Its e-mail, sent 89 days ago, went after 30 days like any sent message.)
    expect(await childrenOf(recent.id)).toMatchObject({ events: 1, mandates: 1, emails: 0 });
    // 90 days after that change it goes.
    expect((await purge({ now: later(2 * DAY) })).unboughtQuotes).toBe(1);
    expect(await quoteExists(recent.id)).toBe(false);
  });

  it('never touches a bought quote: its policy, payment, mandate and e-mails stay however old', async () => {
    const bought = await storeQuote(ago(400 * DAY), ago(399 * DAY));
    await addJourney(bought.id, ago(399 * DAY));
    const payment = await addPayment(bought.id, ago(399 * DAY), 'succeeded');
    await addPolicy(bought.id, payment, ago(399 * DAY));

    expect((await purge()).unboughtQuotes).toBe(0);
    expect(await quoteExists(bought.id)).toBe(true);
    expect(await childrenOf(bought.id)).toMatchObject({
      events: 1,
      mandates: 1,
      payments: 1,
      // The policy's credit check stays: it is what the sale was allowed on.
      checks: 1,
    });
    expect(await count('quote_pricing_fact')).toBe(0);
  });

  it.each(['succeeded', 'refund_due', 'refunded'] as const)(
    'never touches a quote with a payment that took money (%s), even without a policy',
    async (status) => {
      const paid = await storeQuote(ago(400 * DAY), ago(399 * DAY));
      await addPayment(paid.id, ago(399 * DAY), status);
      expect((await purge()).unboughtQuotes).toBe(0);
      expect(await quoteExists(paid.id)).toBe(true);
      expect(await count('payment', sql`quote_id = ${paid.id}`)).toBe(1);
    },
  );

  it('keeps a quote whose unpaid payment changed within the period (the provider may still speak of it)', async () => {
    const quote = await storeQuote(ago(120 * DAY), ago(91 * DAY));
    await addPayment(quote.id, ago(10 * DAY), 'open');
    expect((await purge()).unboughtQuotes).toBe(0);
    expect(await quoteExists(quote.id)).toBe(true);
  });
});

describe('short-lived rows', () => {
  it('deletes rate-limit windows older than a day and keeps the current ones', async () => {
    await database.db
      .insertInto('rate_limit')
      .values([
        { key: 'quote:create:a', window_start: ago(25 * HOUR), hits: 3 },
        { key: 'quote:create:a', window_start: ago(HOUR), hits: 2 },
      ])
      .execute();
    expect((await purge()).rateLimitWindows).toBe(1);
    const left = await database.db.selectFrom('rate_limit').select('window_start').execute();
    expect(left).toEqual([{ window_start: ago(HOUR) }]);
  });

  it('deletes retrieve guards idle for a day, keeping recent failures and locks that ended within it', async () => {
    const guard = (reference: string, updatedAt: Date, lockedUntil: Date | null) => ({
      web_reference: reference,
      failures: 3,
      clients: 1,
      window_start: updatedAt,
      locked_until: lockedUntil,
      lock_count: lockedUntil ? 1 : 0,
      last_locked_at: lockedUntil ? updatedAt : null,
      updated_at: updatedAt,
    });
    await database.db
      .insertInto('retrieval_guard')
      .values([
        guard('11111-11111-11111', ago(25 * HOUR), null),
        guard('22222-22222-22222', ago(25 * HOUR), ago(24.5 * HOUR)),
        guard('33333-33333-33333', ago(2 * HOUR), null),
        guard('44444-44444-44444', ago(25 * HOUR), ago(HOUR)),
      ])
      .execute();
    await database.db
      .insertInto('retrieval_client_guard')
      .values([
        {
          web_reference: '11111-11111-11111',
          client_key: 'a'.repeat(32),
          failures: 5,
          window_start: ago(26 * HOUR),
          locked_until: ago(25.5 * HOUR),
          updated_at: ago(26 * HOUR),
        },
        {
          web_reference: '33333-33333-33333',
          client_key: 'b'.repeat(32),
          failures: 1,
          window_start: ago(HOUR),
          locked_until: null,
          updated_at: ago(HOUR),
        },
      ])
      .execute();

    expect((await purge()).retrievalGuards).toBe(3);
    const guards = await database.db
      .selectFrom('retrieval_guard')
      .select('web_reference')
      .execute();
    expect(guards.map((row) => row.web_reference).sort()).toEqual([
      '33333-33333-33333',
      '44444-44444-44444',
    ]);
    const clients = await database.db
      .selectFrom('retrieval_client_guard')
      .select('web_reference')
      .execute();
    expect(clients).toEqual([{ web_reference: '33333-33333-33333' }]);
  });

  it("forgets a create's Idempotency-Key after a day, leaving the quote as it was", async () => {
    const old = await storeQuote(ago(25 * HOUR), ago(25 * HOUR));
    const fresh = await storeQuote(ago(23 * HOUR));
    expect((await purge()).idempotencyKeys).toBe(1);
    const rows = await database.db
      .selectFrom('quote')
      .select(['id', 'idempotency_key', 'idempotency_request_hash', 'updated_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: old.id,
        idempotency_key: null,
        idempotency_request_hash: null,
        updated_at: ago(25 * HOUR),
      },
      {
        id: fresh.id,
        idempotency_key: expect.any(String),
        idempotency_request_hash: 'a'.repeat(64),
        updated_at: ago(23 * HOUR),
      },
    ]);
  });

  it('deletes expired aggregator and wrap-up tokens and keeps the live ones', async () => {
    const quote = await storeQuote(ago(HOUR));
    const payment = await addPayment(quote.id, ago(HOUR), 'succeeded');
    const policy = await addPolicy(quote.id, payment, ago(HOUR));
    const token = (expiresAt: Date) => ({
      token_hash: randomBytes(32).toString('hex'),
      web_reference: quote.reference,
      source_of_business: '115',
      expires_at: expiresAt,
    });
    await database.db
      .insertInto('aggregator_token')
      .values([token(ago(1000)), token(later(HOUR))])
      .execute();
    await database.db
      .insertInto('policy_token')
      .values(
        [ago(1000), later(HOUR)].map((expiresAt) => ({
          token_hash: randomBytes(32).toString('hex'),
          policy_id: policy,
          created_at: ago(DAY),
          expires_at: expiresAt,
        })),
      )
      .execute();

    expect((await purge()).expiredTokens).toBe(2);
    expect(await count('aggregator_token')).toBe(1);
    expect(await count('aggregator_token', sql`expires_at > ${NOW}`)).toBe(1);
    expect(await count('policy_token', sql`expires_at > ${NOW}`)).toBe(1);
    expect(await count('policy_token')).toBe(1);
  });

  it("deletes credit checks past their 24 hours' use, except a policy's", async () => {
    const quote = await storeQuote(ago(2 * DAY));
    await addJourney(quote.id, ago(25 * HOUR));
    await database.db
      .insertInto('credit_check')
      .values({
        quote_id: quote.id,
        purpose: 'ANNUAL_CARD',
        fingerprint: 'c'.repeat(64),
        decision: 'A',
        result: 'PASSED',
        checked_at: ago(23 * HOUR),
      })
      .execute();
    expect((await purge()).creditChecks).toBe(1);
    const left = await database.db.selectFrom('credit_check').select('purpose').execute();
    expect(left).toEqual([{ purpose: 'ANNUAL_CARD' }]);
  });
});

describe('the e-mail outbox', () => {
  async function message(
    quoteId: string,
    kind: 'quote' | 'policy' | 'direct-debit',
    {
      createdAt,
      sentAt,
      nextAttemptAt,
    }: { createdAt: Date; sentAt: Date | null; nextAttemptAt: Date | null },
  ): Promise<string> {
    // One waiting message per quote and kind (email_outbox_one_waiting): a quote each.
    const { id } = await database.db
      .insertInto('email_outbox')
      .values({
        kind,
        quote_id: quoteId,
        recipient: EMAIL,
        subject: 'Your van insurance',
        body_text: "Dear Sam O'Neill",
        body_html: "<p>Dear Sam O'Neill</p>",
        created_at: createdAt,
        next_attempt_at: nextAttemptAt,
        sent_at: sentAt,
        attempts: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('deletes sent messages after 30 days and undelivered ones after 90, never one that may still be sent', async () => {
    const quote = await storeQuote(ago(HOUR));
    const sentLongAgo = await message(quote.id, 'quote', {
      createdAt: ago(31 * DAY),
      sentAt: ago(31 * DAY),
      nextAttemptAt: ago(31 * DAY),
    });
    const sentLately = await message(quote.id, 'quote', {
      createdAt: ago(29 * DAY),
      sentAt: ago(29 * DAY),
      nextAttemptAt: ago(29 * DAY),
    });
    const givenUpLongAgo = await message(quote.id, 'quote', {
      createdAt: ago(91 * DAY),
      sentAt: null,
      nextAttemptAt: null,
    });
    const givenUpLately = await message(quote.id, 'quote', {
      createdAt: ago(89 * DAY),
      sentAt: null,
      nextAttemptAt: null,
    });
    const stillTrying = await message(quote.id, 'quote', {
      createdAt: ago(200 * DAY),
      sentAt: null,
      nextAttemptAt: later(HOUR),
    });

    const counts = await purge();

    expect(counts).toMatchObject({ sentEmails: 1, undeliveredEmails: 1 });
    const left = await database.db.selectFrom('email_outbox').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual([sentLately, givenUpLately, stillTrying]);
    expect([sentLongAgo, givenUpLongAgo]).not.toContain(left[0]!.id);
  });

  it("keeps a policy confirmation's record that the documents were e-mailed, emptied of the address and text after 30 days", async () => {
    const quote = await storeQuote(ago(60 * DAY));
    const payment = await addPayment(quote.id, ago(60 * DAY), 'succeeded');
    await addPolicy(quote.id, payment, ago(60 * DAY));
    await message(quote.id, 'policy', {
      createdAt: ago(60 * DAY),
      sentAt: ago(60 * DAY),
      nextAttemptAt: ago(60 * DAY),
    });

    expect((await purge()).sentPolicyEmailsRedacted).toBe(1);
    const [row] = await database.db.selectFrom('email_outbox').selectAll().execute();
    expect(row).toMatchObject({
      kind: 'policy',
      recipient: '',
      subject: '',
      body_text: '',
      body_html: '',
      sent_at: ago(60 * DAY),
    });
    // A second pass has nothing left to do.
    expect((await purge()).sentPolicyEmailsRedacted).toBe(0);
  });

  it("keeps a Direct Debit notice's record of when notice was given, emptied after 30 days (decision 046)", async () => {
    const quote = await storeQuote(ago(60 * DAY));
    const payment = await addPayment(quote.id, ago(60 * DAY), 'succeeded');
    await addPolicy(quote.id, payment, ago(60 * DAY));
    await message(quote.id, 'direct-debit', {
      createdAt: ago(60 * DAY),
      sentAt: ago(60 * DAY),
      nextAttemptAt: ago(60 * DAY),
    });

    await purge();
    const rows = await database.db.selectFrom('email_outbox').selectAll().execute();
    expect(rows).toMatchObject([
      { kind: 'direct-debit', recipient: '', body_text: '', sent_at: ago(60 * DAY) },
    ]);
  });
});

describe('bank account numbers at rest', () => {
  async function mandateRow(quoteId: string, values: Record<string, string | null>) {
    await database.db
      .insertInto('direct_debit_mandate')
      .values({
        quote_id: quoteId,
        policy_event_reference: '001',
        mandate_reference: `RWVDD${randomBytes(4).toString('hex')}`,
        account_holder_name: 'Sam ONeill',
        sort_code: '089999',
        account_number: null,
        account_number_last4: '4958',
        collection_day: 1,
        deposit_pence: 10_000,
        collections: JSON.stringify([]),
        created_at: ago(HOUR),
        ...values,
      })
      .execute();
  }
  const storedMandate = (quoteId: string) =>
    database.db
      .selectFrom('direct_debit_mandate')
      .selectAll()
      .where('quote_id', '=', quoteId)
      .executeTakeFirstOrThrow();

  it('seals an account number stored in clear before migration 0020, and empties the clear column', async () => {
    const quote = await storeQuote(ago(HOUR));
    await mandateRow(quote.id, { account_number: '66374958' });

    expect((await purge()).bankAccountsSealed).toBe(1);
    const row = await storedMandate(quote.id);
    expect(row.account_number).toBeNull();
    expect(row.account_number_last4).toBe('4958');
    expect(row.account_number_sealed).toMatch(/^2026-06:/);
    expect(JSON.stringify(row)).not.toContain('66374958');
    expect(
      openField(row.account_number_sealed!, KEYS, `direct_debit_mandate:${quote.id}:001`),
    ).toBe('66374958');
  });

  it('seals again, under the new key, a number sealed with a key since rotated', async () => {
    const quote = await storeQuote(ago(HOUR));
    const context = `direct_debit_mandate:${quote.id}:001`;
    await mandateRow(quote.id, {
      account_number_sealed: sealField('66374958', parseKeyring(OLD_KEY), context),
    });

    const counts = await purge({ keys: `${NEW_KEY},${OLD_KEY}` });

    expect(counts.bankAccountsResealed).toBe(1);
    const row = await storedMandate(quote.id);
    expect(row.account_number_sealed).toMatch(/^2026-06:/);
    // The new key alone now opens it: the old one can be retired.
    expect(openField(row.account_number_sealed!, KEYS, context)).toBe('66374958');
  });
});

describe('several processes purging at once', () => {
  it('share the work: every old row is purged once, facts are kept once, and nothing fresh is touched', async () => {
    const old = await Promise.all(
      Array.from({ length: 30 }, () => storeQuote(ago(120 * DAY), ago(100 * DAY))),
    );
    for (const quote of old) await addJourney(quote.id, ago(100 * DAY));
    const fresh = await storeQuote(ago(DAY));
    await database.db
      .insertInto('rate_limit')
      .values(
        Array.from({ length: 300 }, (_, index) => ({
          key: `client:${index}`,
          window_start: ago(2 * DAY),
          hits: 1,
        })),
      )
      .execute();

    // Small batches, so the two passes interleave over many statements.
    const [first, second] = await Promise.all([purge({ batchSize: 20 }), purge({ batchSize: 20 })]);

    expect(first.unboughtQuotes + second.unboughtQuotes).toBe(30);
    expect(first.rateLimitWindows + second.rateLimitWindows).toBe(300);
    expect(await count('quote_pricing_fact')).toBe(30);
    expect(await count('quote')).toBe(1);
    expect(await quoteExists(fresh.id)).toBe(true);
    expect(await count('rate_limit')).toBe(0);
    expect(await count('direct_debit_mandate')).toBe(0);
  });
});

describe('the worker', () => {
  it('purges at once when started, logs counts only, and stops', async () => {
    const old = await storeQuote(ago(120 * DAY), ago(100 * DAY));
    await addJourney(old.id, ago(100 * DAY));
    const log = recordingLog();
    let passed!: () => void;
    const firstPass = new Promise<void>((resolve) => (passed = resolve));
    const worker = startRetentionWorker({
      db: database.db,
      settings: SETTINGS,
      bankAccountKeys: KEYS,
      log: {
        info: (fields, message) => {
          log.info(fields, message);
          passed();
        },
        error: log.error,
      },
      now: () => NOW,
      intervalMs: 60_000,
    });
    await firstPass;
    await worker.stop();

    expect(await quoteExists(old.id)).toBe(false);
    expect(log.lines).toHaveLength(1);
    expect(JSON.parse(log.lines[0]!)).toMatchObject({
      message: 'retention purge',
      unboughtQuotes: 1,
      // The quote's e-mail, sent 100 days ago, went first as a sent message.
      sentEmails: 1,
      rateLimitWindows: 0,
    });
    expect(log.lines.join('\n')).not.toMatch(new RegExp(`${old.reference}|${EMAIL}|4958|O'Neill`));
  });
});
