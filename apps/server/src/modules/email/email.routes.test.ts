import { EMAIL_NOT_SENT_MESSAGE } from '@van/domain/shared';
import { retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { DEV_DEFAULTS, loadConfig } from '../../config/config.ts';
import { fromNewClient } from '../../test/network.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { newReference, pricedQuote, storeQuote } from './email.fixtures.ts';
import { DECLINED_QUOTE_EMAIL_MESSAGE, REFERRED_QUOTE_EMAIL_MESSAGE } from './email.service.ts';

let now = new Date('2026-11-22T10:00:00Z');
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://van.example.co.uk' }),
    db: database.db,
    now: () => now,
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Each call from its own address, so the per-client limit of retrieve does not get in the way. */
const sendEmail = (payload: Record<string, string>, ip = fromNewClient()) =>
  app.inject({ method: 'POST', url: '/v1/sendEmail', payload, remoteAddress: ip });

/** A priced quote for `email`, stored: its reference and the retrieval key that opens it. */
async function storedQuote(email?: string) {
  const quote = pricedQuote(newReference(), email === undefined ? {} : { email });
  await storeQuote(database.db, quote);
  return { reference: quote.policy.webReference, key: retrievalKeyOf(quote) };
}

const outboxFor = (reference: string) =>
  database.db
    .selectFrom('email_outbox')
    .innerJoin('quote', 'quote.id', 'email_outbox.quote_id')
    .select([
      'email_outbox.kind',
      'email_outbox.recipient',
      'email_outbox.subject',
      'email_outbox.body_text',
      'email_outbox.body_html',
      'email_outbox.attempts',
      'email_outbox.next_attempt_at',
      'email_outbox.sent_at',
    ])
    .where('quote.web_reference', '=', reference)
    .execute();

describe('POST /v1/sendEmail', () => {
  it('queues the quote e-mail to the address in the stored quote and answers {sent: true}', async () => {
    const { reference, key } = await storedQuote('sam@example.com');
    // An address in the request is never used: the body is the retrieval key and nothing else.
    const withAddress = await sendEmail({
      ...key,
      email: 'someone-else@example.net',
    });
    expect(withAddress.statusCode).toBe(400);
    expect(await outboxFor(reference)).toHaveLength(0);

    const response = await sendEmail(key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });

    const rows = await outboxFor(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'quote',
      recipient: 'sam@example.com',
      subject: `Your Roadwise van insurance quote ${reference}`,
      attempts: 0,
      next_attempt_at: now,
      // Delivery happens after the answer, by the worker.
      sent_at: null,
    });
    expect(rows[0]!.body_text).toContain('https://van.example.co.uk/your-quote/retrieve');
    expect(rows[0]!.body_html).toContain('22 December 2026');
    // Decision 049: the direct line and its hours, from the configuration.
    expect(rows[0]!.body_text).toContain(
      `Call us on ${DEV_DEFAULTS.PHONE_SOURCE_WEBSITE}. Our lines are open: ${DEV_DEFAULTS.OPENING_HOURS}`,
    );
    expect(rows[0]!.body_text).toContain('APR 26.9% representative');
  });

  it('queues one message however often it is asked before the first is sent', async () => {
    const { reference, key } = await storedQuote('sam@example.com');
    const answers = await Promise.all([1, 2, 3].map(() => sendEmail(key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await outboxFor(reference)).toHaveLength(1);
  });

  it('answers a wrong key as retrieve does (404) and queues nothing', async () => {
    const { reference, key } = await storedQuote('sam@example.com');
    const response = await sendEmail({ ...key, lastName: 'Smith' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('RetrievalFailed');
    expect(await outboxFor(reference)).toEqual([]);
  });

  it('counts wrong keys towards the lock of retrieve: it is the same check', async () => {
    now = new Date(now.getTime() + 60 * 60 * 1000);
    const { reference, key } = await storedQuote('sam@example.com');
    // Decision 034 item 4: the lock is per client, so the tries come from one address.
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await sendEmail({ ...key, postcode: 'LS1 4AQ' }, ip);
      expect(wrong.statusCode).toBe(404);
    }
    const retrieve = await app.inject({
      method: 'POST',
      url: '/v1/retrieve',
      payload: key,
      remoteAddress: ip,
    });
    expect(retrieve.statusCode).toBe(429);
    expect((await sendEmail(key, ip)).json().error.code).toBe('RetrievalLocked');
    expect(await outboxFor(reference)).toEqual([]);
  });

  it.each([
    ['has no e-mail address', undefined],
    ['has an e-mail address that is not valid (§5.5)', 'sam@'],
  ])(
    "answers 'Email could not be sent.' when the quote %s, queueing nothing",
    async (_case, email) => {
      const { reference, key } = await storedQuote(email);
      const response = await sendEmail(key);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: { code: 'EmailNotSent', message: EMAIL_NOT_SENT_MESSAGE },
      });
      expect(await outboxFor(reference)).toEqual([]);
    },
  );

  it("answers 'Email could not be sent.' for a quote with no prices (declined)", async () => {
    const declined = pricedQuote(newReference(), { email: 'sam@example.com', tiers: [] });
    await storeQuote(database.db, declined);
    const response = await sendEmail(retrievalKeyOf(declined));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(EMAIL_NOT_SENT_MESSAGE);
  });

  it.each([
    ['declined', DECLINED_QUOTE_EMAIL_MESSAGE],
    ['referred', REFERRED_QUOTE_EMAIL_MESSAGE],
  ] as const)(
    "refuses to e-mail a %s quote in the customer's words, queueing nothing (decision 049)",
    async (outcome, message) => {
      const quote = pricedQuote(newReference(), { email: 'sam@example.com' });
      quote.noAvailableProducts = outcome === 'declined';
      quote.policy.eventCurrent.result = {
        resultStatusDetails: {
          resultStatus: outcome === 'declined' ? 'Declined' : 'Referred',
          referredQuote: outcome === 'referred',
        },
      };
      await storeQuote(database.db, quote);
      const response = await sendEmail(retrievalKeyOf(quote));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { code: 'QuoteDeclined', message } });
      expect(await outboxFor(quote.policy.webReference)).toEqual([]);
    },
  );

  it('sends one quote at most 5 times an hour, so nobody can flood the inbox', async () => {
    now = new Date(now.getTime() + 60 * 60 * 1000);
    const { key } = await storedQuote('sam@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await sendEmail(key)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await sendEmail(key);
    expect(refused.json().error.message).toBe(EMAIL_NOT_SENT_MESSAGE);
  });

  it('refuses a reference in the wrong format with 400', async () => {
    const response = await sendEmail({
      ...retrievalKeyOf(pricedQuote('1-2-3')),
      webReference: 'ABC',
    });
    expect(response.statusCode).toBe(400);
  });
});
