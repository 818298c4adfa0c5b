import { buildCreateQuoteRequest, type Quote, type Result } from '@van/domain/quote';
import { explainToCustomer, price, rateTablesFor } from '@van/rating';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQuote } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));
let stored: Quote;
let webReference: string;

beforeAll(async () => {
  stored = await createQuote(server.app, completedDirectQuote('2026-11-22'));
  webReference = stored.policy.webReference;
});

/** Each test starts in a fresh minute (and past any lock) so limits from another test do not carry over. */
function laterBy(minutes: number) {
  server.now = new Date(server.now.getTime() + minutes * 60 * 1000);
}

const retrieve = (key: Record<string, string>, ip = '203.0.113.7') =>
  server.app.inject({ method: 'POST', url: '/v1/retrieve', payload: key, remoteAddress: ip });

const details = () => retrievalKeyOf(stored);

/** The VAN tier's Result as the engine gives it, before decision 049's toCustomerResult. */
function pricedQuoteEngineResult(): Result {
  const today = '2026-11-22';
  const risk = buildCreateQuoteRequest(completedDirectQuote(today)).risk;
  const outcome = price({ risk, tables: rateTablesFor(today), today });
  if (outcome.outcome !== 'priced') throw new Error('expected a price');
  return outcome.tiers.VAN;
}

describe('POST /v1/retrieve', () => {
  it('answers a quote stored before decision 049 with the customer explanation, not the model', async () => {
    const old = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    // As a quote priced before decision 049 was stored: the engine's lines and model details.
    const engine = pricedQuoteEngineResult();
    await server.db
      .updateTable('quote')
      .set({
        quote: {
          ...old,
          policy: {
            ...old.policy,
            eventCurrent: { ...old.policy.eventCurrent, result: engine },
            eventsRelated: [{ ...old.policy.eventCurrent, result: engine }],
          },
        },
      })
      .where('web_reference', '=', old.policy.webReference)
      .execute();
    laterBy(20);
    const response = await retrieve(retrievalKeyOf(old));
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json().policy;
    for (const result of [answered.eventCurrent.result, answered.eventsRelated[0].result]) {
      expect(result.calcDetails.breakdownLines).toEqual(explainToCustomer(engine));
      expect(result.calcDetails.areaRating).toBeUndefined();
      expect(result.premiumDetails.nettRated).toBeUndefined();
      expect(result.premiumDetails.totalPayable).toBe(engine.premiumDetails?.totalPayable);
    }
  });

  it.each([
    ['exactly as given', {}],
    ['in other case and spacing', { lastName: ' o’neill ', postcode: 'ls14ap' }],
  ])('returns the saved quote when the details are typed %s', async (_case, typed) => {
    laterBy(20);
    const response = await retrieve({ ...details(), ...typed });
    expect(response.statusCode).toBe(200);
    expect(response.json().policy.webReference).toBe(webReference);
    expect(response.json().policy.eventCurrent.result.premiumDetails.totalPayable).toBeGreaterThan(
      0,
    );
  });

  it('answers the price explained as the customer was first told it, never the model (decision 049)', async () => {
    laterBy(20);
    const response = await retrieve(details());
    const calc = response.json().policy.eventCurrent.result.calcDetails;
    expect(calc.breakdownLines).toEqual(
      stored.policy.eventCurrent.result?.calcDetails?.breakdownLines,
    );
    expect(calc.breakdownLines[0]).toMatchObject({
      code: 'START',
      text: 'Starting price for this cover',
    });
    expect(calc.areaRating).toBeUndefined();
    expect(response.body).not.toMatch(/POSTCODE_AREA|MAIN_DRIVER_AGE|: \+\d/);
  });

  it('answers every mismatch, and an unknown reference, with the same words', async () => {
    laterBy(20);
    const answers = await Promise.all([
      retrieve({ ...details(), lastName: 'Neill' }),
      retrieve({ ...details(), dateOfBirth: '1980-05-18' }),
      retrieve({ ...details(), postcode: 'LS1 4AQ' }),
      retrieve({ ...details(), webReference: '00000-00000-00001' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.json().error.code).toBe('RetrievalFailed');
  });

  it('locks a reference for 15 minutes after 5 failed tries, even for the right details', async () => {
    laterBy(20);
    for (let i = 0; i < 5; i += 1) {
      expect((await retrieve({ ...details(), lastName: 'Wrong' })).statusCode).toBe(404);
    }
    const locked = await retrieve(details());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RetrievalLocked');

    laterBy(14);
    expect((await retrieve(details())).statusCode).toBe(429);
    laterBy(2);
    expect((await retrieve(details())).statusCode).toBe(200);
  });

  it('locks an unknown reference the same way, so a lock-out reveals nothing', async () => {
    laterBy(20);
    const unknown = { ...details(), webReference: '99999-99999-99999' };
    for (let i = 0; i < 5; i += 1) await retrieve(unknown);
    const answer = await retrieve(unknown);
    expect(answer.statusCode).toBe(429);
    expect(answer.json().error.code).toBe('RetrievalLocked');
  });

  it('limits how often one client address may try, whatever the references', async () => {
    laterBy(20);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const reference = `12345-12345-${String(i).padStart(5, '0')}`;
      statuses.push(
        (await retrieve({ ...details(), webReference: reference }, '198.51.100.9')).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not held back by it.
    expect((await retrieve(details(), '198.51.100.10')).statusCode).toBe(200);
  });

  it('answers that a bought quote is already purchased (§4.4, §8), once the details match', async () => {
    laterBy(20);
    const bought = (await createQuote(server.app, completedDirectQuote('2026-11-22'))).policy
      .webReference;
    await server.db
      .updateTable('quote')
      .set({ purchased_at: server.now })
      .where('web_reference', '=', bought)
      .execute();

    const response = await retrieve({ ...details(), webReference: bought });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'PolicyAlreadyPurchased', message: 'This quote has already been bought.' },
    });
    // Someone without the details learns nothing: the uniform mismatch answer.
    const guess = await retrieve({ ...details(), webReference: bought, lastName: 'Neill' });
    expect(guess.statusCode).toBe(404);
    expect(guess.json().error.code).toBe('RetrievalFailed');
  });

  it('refuses a reference in the wrong format with the §5.2 message, without counting a try', async () => {
    laterBy(20);
    const response = await retrieve({ ...details(), webReference: 'ABC' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(
      'Quote references are 3 groups of numbers separated by hyphens (e.g. 00000-00000-00000 or 1234-123456-1234)',
    );
  });
});
