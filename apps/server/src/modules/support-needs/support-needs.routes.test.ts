import { Writable } from 'node:stream';
import { SUPPORT_NEEDS_CONSENT } from '@van/domain/forms';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationSettings } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { storeIssuedPolicy } from '../../test/issued-policy.ts';
import { fromNewClient } from '../../test/network.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createFinalizedQuote } from '../../test/quotes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findPolicyByQuoteId, policyDocumentFile } from '../purchase/index.ts';
import { purgeOnce } from '../retention/index.ts';

// Decision 047, through the API against PostgreSQL: support needs are optional, kept only with
// consent to the current wording (with its version and time), and the formats asked for are
// named in the policy schedule's footnote.

const NOW = new Date('2026-11-27T10:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const logLines: string[] = [];
let testApp: TestApp | undefined;
const server = {
  get app() {
    return testApp!.app;
  },
  get db() {
    return testApp!.db;
  },
};

beforeAll(async () => {
  testApp = await createTestApp({
    now: () => NOW,
    logLevel: 'trace',
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });
});

afterAll(async () => {
  await testApp?.close();
});

async function finalized() {
  return createFinalizedQuote(server.app, completedDirectQuote('2026-11-27'));
}

function giveSupportNeeds(body: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/v1/supportNeeds',
    payload: body,
    remoteAddress: fromNewClient(),
  });
}

async function quoteIdOf(webReference: string): Promise<string> {
  const row = await server.db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', webReference)
    .executeTakeFirstOrThrow();
  return row.id;
}

const storedFor = async (webReference: string) =>
  server.db
    .selectFrom('support_needs')
    .selectAll()
    .where('quote_id', '=', await quoteIdOf(webReference))
    .execute();

const HELP = {
  categories: ['HEARING_OR_SIGHT', 'OTHER'],
  otherHelp: 'Please e-mail rather than phone',
  formats: ['LARGE_PRINT', 'BRAILLE'],
};

describe('POST /v1/supportNeeds (decision 047)', () => {
  it('keeps nothing without the consent tick, and says so', async () => {
    const { quote, quoteKey } = await finalized();
    const response = await giveSupportNeeds({ quoteKey, ...HELP });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kept: false });
    expect(await storedFor(quote.policy.webReference!)).toEqual([]);
  });

  it('keeps the answer with the consent wording version and the time it was given', async () => {
    const { quote, quoteKey } = await finalized();
    const response = await giveSupportNeeds({
      quoteKey,
      ...HELP,
      consentVersion: SUPPORT_NEEDS_CONSENT.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      kept: true,
      footnote:
        'You asked for large print and Braille copies of your documents; we will post them within 10 working days of your policy being issued.',
    });
    expect(await storedFor(quote.policy.webReference!)).toEqual([
      {
        quote_id: await quoteIdOf(quote.policy.webReference!),
        categories: ['HEARING_OR_SIGHT', 'OTHER'],
        other_help: 'Please e-mail rather than phone',
        formats: ['LARGE_PRINT', 'BRAILLE'],
        consent_version: SUPPORT_NEEDS_CONSENT.version,
        consented_at: NOW,
      },
    ]);
  });

  it('forgets an earlier answer when it is given again without consent', async () => {
    const { quote, quoteKey } = await finalized();
    const consented = { quoteKey, ...HELP, consentVersion: SUPPORT_NEEDS_CONSENT.version };
    expect((await giveSupportNeeds(consented)).statusCode).toBe(200);
    expect(await storedFor(quote.policy.webReference!)).toHaveLength(1);
    expect((await giveSupportNeeds({ quoteKey, ...HELP })).json()).toEqual({ kept: false });
    expect(await storedFor(quote.policy.webReference!)).toEqual([]);
  });

  it('keeps nothing for a consent version we never showed', async () => {
    const { quote, quoteKey } = await finalized();
    const response = await giveSupportNeeds({ quoteKey, ...HELP, consentVersion: 'v0' });
    expect(response.json()).toEqual({ kept: false });
    expect(await storedFor(quote.policy.webReference!)).toEqual([]);
  });

  it('refuses a stranger with a made-up quote key, storing nothing', async () => {
    const rows = () => server.db.selectFrom('support_needs').selectAll().execute();
    const before = await rows();
    const response = await giveSupportNeeds({
      quoteKey: 'made-up-key',
      ...HELP,
      consentVersion: SUPPORT_NEEDS_CONSENT.version,
    });
    expect(response.statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('refuses a quote already bought: its documents are written', async () => {
    const { quote, quoteKey } = await finalized();
    await storeIssuedPolicy(server.db, {
      webReference: quote.policy.webReference!,
      quote,
      paymentPlan: 'ANNUAL_CARD',
      amountPence: 50_000,
      policyNumber: 'RWV-2026-047002',
      at: NOW,
    });
    const response = await giveSupportNeeds({
      quoteKey,
      ...HELP,
      consentVersion: SUPPORT_NEEDS_CONSENT.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('PolicyAlreadyPurchased');
    expect(await storedFor(quote.policy.webReference!)).toEqual([]);
  });

  it('refuses fields it does not know and free text over 200 characters (400)', async () => {
    const { quoteKey } = await finalized();
    const extra = await giveSupportNeeds({ quoteKey, ...HELP, diagnosis: 'anything' });
    expect(extra.statusCode).toBe(400);
    const long = await giveSupportNeeds({ quoteKey, ...HELP, otherHelp: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
  });

  it('never writes what the customer told us to the logs', async () => {
    const { quoteKey } = await finalized();
    logLines.length = 0;
    await giveSupportNeeds({ quoteKey, ...HELP, consentVersion: SUPPORT_NEEDS_CONSENT.version });
    const logged = logLines.join('\n');
    expect(logged).toContain('/v1/supportNeeds'); // the request lines were captured
    expect(logged).not.toMatch(/HEARING_OR_SIGHT|BRAILLE|e-mail rather than phone/);
  });

  it('is deleted with an unbought quote when its retention period has passed', async () => {
    const { quote, quoteKey } = await finalized();
    await giveSupportNeeds({ quoteKey, ...HELP, consentVersion: SUPPORT_NEEDS_CONSENT.version });
    expect(await storedFor(quote.policy.webReference!)).toHaveLength(1);
    const quoteId = await quoteIdOf(quote.policy.webReference!);
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const silent = { info: () => {}, error: () => {} };
    await purgeOnce({
      db: server.db,
      settings: config.retention,
      bankAccountKeys: config.bankAccountKeys,
      log: silent,
      // Past the quote's retention, counted from its last change: the row's clock is the
      // database's, so from the later of the test's clock and the real one.
      now: () =>
        new Date(
          Math.max(Date.now(), NOW.getTime()) + (config.retention.quoteRetentionDays + 1) * DAY_MS,
        ),
    });
    const quotes = await server.db
      .selectFrom('quote')
      .select('id')
      .where('id', '=', quoteId)
      .execute();
    expect(quotes).toEqual([]);
    expect(
      await server.db
        .selectFrom('support_needs')
        .where('quote_id', '=', quoteId)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('names the formats asked for at the end of the policy schedule', async () => {
    const { quote, quoteKey } = await finalized();
    await giveSupportNeeds({ quoteKey, ...HELP, consentVersion: SUPPORT_NEEDS_CONSENT.version });
    const { quoteId } = await storeIssuedPolicy(server.db, {
      webReference: quote.policy.webReference!,
      quote,
      paymentPlan: 'ANNUAL_CARD',
      amountPence: 50_000,
      policyNumber: 'RWV-2026-047001',
      at: NOW,
    });
    const policy = await findPolicyByQuoteId(server.db, quoteId);
    const settings = confirmationSettings(loadConfig({ LOG_LEVEL: 'silent' }));
    const schedule = await policyDocumentFile(server.db, policy!, 'policy-schedule', settings);
    expect(await pdfText(schedule.bytes)).toContain(
      'You asked for large print and Braille copies of your documents; we will post them within 10 working days of your policy being issued.',
    );
  });
});
