import { buildUpdateQuoteRequest, QuoteSchema, type Quote } from '@van/domain/quote';
import { DUQ_QUESTIONS, USERFIELD_CODES } from '@van/domain/reference-data';
import type { Risk } from '@van/domain/risk';
import { ANSWERS_CHANGED_SINCE_PRICE_MESSAGE } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { fromNewClient } from '../../test/network.ts';
import { createQuote, finalizeRequestOf } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';

// Decision 051, through the API against PostgreSQL: finalize sells only the answers last priced.
// The web says which answers it holds; the server compares them with the risk of the event it
// stored when it priced them, and refuses anything else, recording nothing.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));

/** `quote`'s risk as the customer holds it after changing answers with `change`, not yet priced. */
function heldAfter(quote: Quote, change: (risk: Risk) => void): Risk {
  const risk = JSON.parse(JSON.stringify(quote.policy.eventCurrent.risk)) as Risk;
  change(risk);
  return risk;
}

const finalize = (payload: object) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/finalize',
    payload,
    remoteAddress: fromNewClient(),
  });

/** POST /v1/quote: `quote` re-priced on the answers `risk` (cover-details' pricing, §4.4). */
async function reprice(quote: Quote, risk: Risk): Promise<Quote> {
  const held: Quote = {
    ...quote,
    policy: { ...quote.policy, eventCurrent: { ...quote.policy.eventCurrent, risk } },
  };
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/quote',
    payload: buildUpdateQuoteRequest(held, retrievalKeyOf(quote), [], {}),
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return QuoteSchema.parse(response.json());
}

/** What finalize recorded for the quote: its quote keys and demands-and-needs statements. */
async function recordedFor(quote: Quote) {
  const quoteId = server.db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', quote.policy.webReference);
  const keys = await server.db
    .selectFrom('quote_key')
    .select('key_hash')
    .where('quote_id', '=', quoteId)
    .execute();
  const statements = await server.db
    .selectFrom('demands_and_needs_statement')
    .select('id')
    .where('quote_id', '=', quoteId)
    .execute();
  return { keys: keys.length, statements: statements.length };
}

/** A higher voluntary excess: a changed answer that prices differently (§4.4). */
const higherExcess = (risk: Risk) => {
  risk.volXS = 500;
};

async function expectRefused(response: Awaited<ReturnType<typeof finalize>>, quote: Quote) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json().error).toEqual({
    code: 'AnswersChangedSincePrice',
    message: ANSWERS_CHANGED_SINCE_PRICE_MESSAGE,
  });
  expect(await recordedFor(quote)).toEqual({ keys: 0, statements: 0 });
}

describe('finalize sells only the answers last priced (decision 051)', () => {
  it('refuses answers changed since the price, recording nothing, and finalizes once they are priced', async () => {
    const quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    const changed = heldAfter(quote, higherExcess);

    await expectRefused(await finalize({ ...finalizeRequestOf(quote), heldRisk: changed }), quote);

    const repriced = await reprice(quote, changed);
    expect(repriced.policy.eventCurrent.policyEventReference).not.toBe(
      quote.policy.eventCurrent.policyEventReference,
    );
    const finalized = await finalize(finalizeRequestOf(repriced));
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(await recordedFor(repriced)).toEqual({ keys: 1, statements: 1 });
  });

  it('refuses the answers held before a re-pricing: the old state cannot buy the new price', async () => {
    const quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    await reprice(quote, heldAfter(quote, higherExcess));

    await expectRefused(await finalize(finalizeRequestOf(quote)), quote);
  });

  it.each<[string, (risk: Risk) => void]>([
    [
      'a driver renamed',
      (risk) => (risk.proposer.name = { ...risk.proposer.name, surname: 'Else' }),
    ],
    ['the cover start moved', (risk) => (risk.startDate = '2026-12-01')],
    ['the van used otherwise', (risk) => (risk.vehicles![0]!.classOfUse = 'C2')],
    ['an answer dropped', (risk) => delete risk.volXS],
  ])('refuses a tampered copy of the priced answers (%s)', async (_case, tamper) => {
    const quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    const tampered = heldAfter(quote, tamper);

    await expectRefused(await finalize({ ...finalizeRequestOf(quote), heldRisk: tampered }), quote);
  });

  it('refuses a finalize that does not say which answers it holds', async () => {
    const quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    const { heldRisk: _unsaid, ...request } = finalizeRequestOf(quote);

    await expectRefused(await finalize(request), quote);
  });

  it('finalizes when only the pay method was switched: every price carries both figures', async () => {
    const quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    const monthly = heldAfter(quote, (risk) => {
      risk.userfieldAnswers = [
        ...(risk.userfieldAnswers ?? []).filter(
          ({ questionCode }) => questionCode !== USERFIELD_CODES.PaymentFrequency,
        ),
        { questionCode: USERFIELD_CODES.PaymentFrequency, answer: 'Instalmnts' },
      ];
      risk.duqAnswers = [
        ...(risk.duqAnswers ?? []).filter(
          ({ questionNumber }) => questionNumber !== DUQ_QUESTIONS.paymentFrequency,
        ),
        { questionNumber: DUQ_QUESTIONS.paymentFrequency, answer: 'Instalmnts' },
      ];
    });

    const finalized = await finalize({ ...finalizeRequestOf(quote), heldRisk: monthly });
    expect(finalized.statusCode, finalized.body).toBe(200);
  });
});
