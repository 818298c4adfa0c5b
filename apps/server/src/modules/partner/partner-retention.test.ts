import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_DEFAULTS } from '../../config/config.ts';
import { parseKeyring } from '../../lib/field-encryption.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleComparisonSiteRisk } from '../aggregator/index.ts';
import { purgeOnce } from '../retention/index.ts';
import { createPartner } from './index.ts';

// Decision 057: a partner quote nobody clicks costs little to keep, and goes, with its request row
// and its landing token, when the retention rules purge unbought quotes (decision 034).

const now = new Date('2026-11-22T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let database: TestApp;
let key: string;

beforeAll(async () => {
  database = await createTestApp({ now: () => now });
  key = (await createPartner(database.db, { sourceOfBusiness: '104', name: 'Site 104' })).key;
});

afterAll(async () => {
  await database.close();
});

/** The bytes one quote's rows take in their tables (row data, TOASTed values compressed). */
async function storedBytes(webReference: string): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`
    select
      (select coalesce(sum(pg_column_size(q.*)), 0) from quote q where q.web_reference = ${webReference})
      + (select coalesce(sum(pg_column_size(e.*)), 0) from quote_event e
          join quote q on q.id = e.quote_id where q.web_reference = ${webReference})
      + (select coalesce(sum(pg_column_size(r.*)), 0) from partner_quote_request r
          where r.web_reference = ${webReference})
      + (select coalesce(sum(pg_column_size(t.*)), 0) from aggregator_token t
          where t.web_reference = ${webReference})
      as bytes`.execute(database.db);
  return Number(rows[0]!.bytes);
}

const rowsOf = async (webReference: string) => ({
  quote: await database.db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', webReference)
    .execute(),
  request: await database.db
    .selectFrom('partner_quote_request')
    .select('id')
    .where('web_reference', '=', webReference)
    .execute(),
  token: await database.db
    .selectFrom('aggregator_token')
    .select('token_hash')
    .where('web_reference', '=', webReference)
    .execute(),
});

it('keeps a never-clicked partner quote in one document and three small rows, and purges them all with the quote', async () => {
  const response = await database.app.inject({
    method: 'POST',
    url: '/partner/v1/quotes',
    headers: { authorization: `Bearer ${key}` },
    payload: { requestId: 'never-clicked-1', risk: sampleComparisonSiteRisk('2026-11-22') },
  });
  expect(response.statusCode, response.body).toBe(200);
  const webReference: string = response.json().quoteReference;

  // Measured 2026-11-27 (decision 057): 12,319 bytes on PostgreSQL 15 with lz4 (migration 0009);
  // 73,951 on the embedded PostgreSQL, which lacks lz4 and keeps the 69,608-byte Quote uncompressed.
  // The bound catches a second copy of the document, or a token or request row grown large.
  const bytes = await storedBytes(webReference);
  expect(bytes).toBeGreaterThan(1_000);
  expect(bytes).toBeLessThan(100_000);
  expect(await rowsOf(webReference)).toMatchObject({
    quote: [expect.anything()],
    request: [expect.anything()],
    token: [expect.anything()],
  });

  // Past the quote retention (90 days after it last changed; the row's clock is the database's).
  const later = new Date(Math.max(Date.now(), now.getTime()) + 91 * DAY);
  await purgeOnce({
    db: database.db,
    settings: { quoteRetentionDays: 90 },
    bankAccountKeys: parseKeyring(DEV_DEFAULTS.BANK_ACCOUNT_ENCRYPTION_KEYS),
    log: { info: () => {}, error: () => {} },
    now: () => later,
  });

  expect(await rowsOf(webReference)).toEqual({ quote: [], request: [], token: [] });
});
