import { createHash } from 'node:crypto';
import {
  buildCreateQuoteRequest,
  buildUpdateQuoteRequest,
  QuoteSchema,
  type Quote,
} from '@van/domain/quote';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashToken as hashQuoteKey } from '../../lib/token-hash.ts';
import { createQuote, finalizeRequestOf } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));

async function newQuote(ncdYears = 5): Promise<Quote> {
  const quote = completedDirectQuote('2026-11-22');
  quote.policy.eventCurrent.risk.previousInsuranceMotor = {
    noClaimsDiscount: { years: ncdYears, protected: false },
  };
  return createQuote(server.app, quote);
}

function update(
  quote: Quote,
  opexCodes: string[] = [],
  change: (risk: Quote['policy']['eventCurrent']['risk']) => void = () => {},
) {
  const edited: Quote = JSON.parse(JSON.stringify(quote));
  change(edited.policy.eventCurrent.risk);
  const body = buildUpdateQuoteRequest(edited, retrievalKeyOf(quote), opexCodes, {
    selectedPaymentMethod: 'Instalmnts',
  });
  return server.app.inject({ method: 'POST', url: '/v1/quote', payload: body });
}

const total = (quote: Quote, tier = 'VAN') =>
  quote.policy.eventsRelated?.find(
    (event) => event.result?.grantedDetailsMotor?.productIdentifier === tier,
  )?.result?.premiumDetails?.totalPayable ?? 0;

describe('POST /v1/quote (update, §4.4)', () => {
  it('re-prices with a selected extra as the next event, keeping the reference and the expiry', async () => {
    const quote = await newQuote();
    const response = await update(quote, ['BDV2O']);
    expect(response.statusCode).toBe(200);
    const repriced = QuoteSchema.parse(response.json());
    expect(repriced.policy.webReference).toBe(quote.policy.webReference);
    expect(repriced.policy.eventCurrent.policyEventReference).toBe('002');
    expect(repriced.policy.expiryDate).toBe(quote.policy.expiryDate);
    const applied =
      repriced.policy.eventCurrent.result?.allOptionalExtensions?.appliedOptionalExtensions ?? [];
    const breakdown = applied.find((extension) => extension.code === 'BDV2O');
    expect(breakdown?.status).toBe('ADDED_AT_QUOTE');
    expect(total(repriced)).toBeCloseTo(total(quote) + (breakdown?.amount ?? 0), 2);
    expect(repriced.topUp?.payment?.selectedPaymentMethod).toBe('Instalmnts');

    const events = await server.db
      .selectFrom('quote_event')
      .innerJoin('quote', 'quote.id', 'quote_event.quote_id')
      .select('quote_event.policy_event_reference')
      .where('quote.web_reference', '=', quote.policy.webReference)
      .orderBy('quote_event.policy_event_reference')
      .execute();
    expect(events.map((event) => event.policy_event_reference)).toEqual(['001', '002']);
  });

  it('prices a larger voluntary excess lower and protected NCD higher', async () => {
    const quote = await newQuote();
    const higherExcess = QuoteSchema.parse(
      (await update(quote, [], (risk) => (risk.volXS = 500))).json(),
    );
    expect(total(higherExcess)).toBeLessThan(total(quote));
    const protectedNcd = QuoteSchema.parse(
      (
        await update(quote, [], (risk) => {
          risk.previousInsuranceMotor = { noClaimsDiscount: { years: 5, protected: true } };
        })
      ).json(),
    );
    expect(total(protectedNcd)).toBeGreaterThan(total(quote));
    expect(protectedNcd.policy.eventCurrent.risk.previousInsuranceMotor).toMatchObject({
      type: 'GV',
    });
  });

  it('gives concurrent updates of one quote their own event references', async () => {
    const quote = await newQuote();
    const answers = await Promise.all([
      update(quote, ['BDV1O']),
      update(quote, ['BDV3O']),
      update(quote),
    ]);
    const references = answers
      .map((answer) => answer.json().policy.eventCurrent.policyEventReference)
      .sort();
    expect(references).toEqual(['002', '003', '004']);
  });

  it('keeps duq answers 999-1002 out of what it stores, whatever was sent (§5.5)', async () => {
    const quote = await newQuote();
    const edited: Quote = JSON.parse(JSON.stringify(quote));
    edited.policy.eventCurrent.risk.duqAnswers = [
      ...(edited.policy.eventCurrent.risk.duqAnswers ?? []),
      { questionNumber: 1001, answer: 'X' },
    ];
    const body = {
      ...buildUpdateQuoteRequest(edited, retrievalKeyOf(quote), [], {}),
      riskData: edited.policy.eventCurrent.risk,
    };
    const response = await server.app.inject({ method: 'POST', url: '/v1/quote', payload: body });
    const numbers = response
      .json()
      .policy.eventCurrent.risk.duqAnswers.map((a: { questionNumber: number }) => a.questionNumber);
    expect(numbers).not.toContain(1001);
  });

  it('refuses a wrong retrieval key with the uniform retrieve answer and stores nothing', async () => {
    const quote = await newQuote();
    const edited: Quote = JSON.parse(JSON.stringify(quote));
    const body = buildUpdateQuoteRequest(
      edited,
      { ...retrievalKeyOf(quote), lastName: 'Someone' },
      ['BDV1O'],
      {},
    );
    const response = await server.app.inject({ method: 'POST', url: '/v1/quote', payload: body });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('RetrievalFailed');
    const events = await server.db
      .selectFrom('quote_event')
      .innerJoin('quote', 'quote.id', 'quote_event.quote_id')
      .select('quote_event.id')
      .where('quote.web_reference', '=', quote.policy.webReference)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('stores no answered text, only the facts each event is rebuilt from (decision 059)', async () => {
    const created = await server.app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: buildCreateQuoteRequest(completedDirectQuote('2026-11-22')),
    });
    const first = QuoteSchema.parse(created.json());
    const stored = () =>
      server.db
        .selectFrom('quote')
        .innerJoin('quote_event', 'quote_event.quote_id', 'quote.id')
        .select([
          sql<string | null>`quote.quote::text`.as('current'),
          'quote_event.policy_event_reference',
          'quote_event.risk',
          'quote_event.results',
          'quote_event.answer_sha256',
          'quote_event.payment',
          sql<string | null>`quote_event.quote::text`.as('replaced'),
        ])
        .where('quote.web_reference', '=', first.policy.webReference)
        .orderBy('quote_event.policy_event_reference')
        .execute();

    // The event keeps the risk it rated, each tier's key figures and the hash of the very text
    // answered; the engine's breakdown stays out of the answer.
    const [created001] = await stored();
    expect(created001).toEqual({
      current: null,
      policy_event_reference: '001',
      risk: first.policy.eventCurrent.risk,
      results: { outcome: 'priced', tiers: expect.any(Object) },
      answer_sha256: createHash('sha256').update(created.body).digest('hex'),
      payment: null,
      replaced: null,
    });
    const tiers = (created001?.results as { tiers: Record<string, { totalPayable: number }> })
      .tiers;
    expect(Object.keys(tiers).sort()).toEqual(['GOLD', 'PLATINUM', 'SILVER', 'VAN']);
    expect(tiers.VAN?.totalPayable).toBe(total(first));
    expect(created.body).not.toContain('POSTCODE_AREA');
    expect(created.body).not.toContain('areaRating');

    const updated = await update(first, ['BDV2O']);
    const second = QuoteSchema.parse(updated.json());
    const [event001, event002] = await stored();
    expect(event001).toMatchObject({ current: null, replaced: null });
    expect(event002).toMatchObject({
      current: null,
      risk: second.policy.eventCurrent.risk,
      results: { outcome: 'priced' },
      answer_sha256: createHash('sha256').update(updated.body).digest('hex'),
      payment: { selectedPaymentMethod: 'Instalmnts' },
      replaced: null,
    });
  });

  it('will not re-price or finalize a quote that has been bought', async () => {
    const quote = await newQuote();
    await server.db
      .updateTable('quote')
      .set({ purchased_at: server.now })
      .where('web_reference', '=', quote.policy.webReference)
      .execute();
    const updated = await update(quote, ['BDV1O']);
    expect(updated.statusCode).toBe(409);
    expect(updated.json().error.code).toBe('QuoteClosed');
    const finalized = await server.app.inject({
      method: 'POST',
      url: '/v1/finalize',
      payload: retrievalKeyOf(quote),
    });
    expect(finalized.statusCode).toBe(400);
    expect(finalized.json().error).toEqual({
      code: 'PolicyAlreadyPurchased',
      message: 'This quote has already been bought.',
    });
    const events = await server.db
      .selectFrom('quote_event')
      .innerJoin('quote', 'quote.id', 'quote_event.quote_id')
      .select('quote_event.policy_event_reference')
      .where('quote.web_reference', '=', quote.policy.webReference)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses to re-price a quote past its 30 days', async () => {
    const quote = await newQuote();
    server.now = new Date('2026-12-23T00:00:01Z');
    try {
      const response = await update(quote, ['BDV1O']);
      expect(response.statusCode).toBe(410);
      expect(response.json().error).toEqual({
        code: 'QuoteExpired',
        message: 'This quote has expired. Please start a new quote to get an up-to-date price.',
      });
    } finally {
      server.now = new Date('2026-11-22T10:00:00Z');
    }
  });
});

describe('POST /v1/finalize (§7.2)', () => {
  it('hands back an unguessable quoteKey for a priced quote and keeps only its hash', async () => {
    const quote = await newQuote();
    const first = await server.app.inject({
      method: 'POST',
      url: '/v1/finalize',
      payload: finalizeRequestOf(quote),
    });
    const second = await server.app.inject({
      method: 'POST',
      url: '/v1/finalize',
      payload: finalizeRequestOf(quote),
    });
    expect(first.statusCode).toBe(200);
    const { quoteKey } = first.json() as { quoteKey: string };
    expect(quoteKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.json().quoteKey).not.toBe(quoteKey);
    const stored = await server.db
      .selectFrom('quote_key')
      .select(['key_hash', 'policy_event_reference'])
      .execute();
    expect(stored.some((row) => row.key_hash === quoteKey)).toBe(false);
    expect(
      stored.some(
        (row) => row.key_hash === hashQuoteKey(quoteKey) && row.policy_event_reference === '001',
      ),
    ).toBe(true);
  });

  it('will not finalize a declined quote', async () => {
    const quote = completedDirectQuote('2026-11-22');
    quote.policy.eventCurrent.risk.proposer.insuranceRefused = true;
    const created = await createQuote(server.app, quote);
    expect(created.noAvailableProducts).toBe(true);
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/finalize',
      payload: retrievalKeyOf(created),
    });
    expect(response.statusCode).toBe(409);
  });
});
