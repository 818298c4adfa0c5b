import { type Quote } from '@van/domain/quote';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { DUQ_QUESTIONS, USERFIELD_CODES } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { pricedQuote, TEST_RETRIEVAL_KEY } from '../testing/fixtures';
import { heldAnswersArePriced, JOURNEY_STORAGE_KEY, useJourneyStore } from './journey-store';

// Decision 051: the store keeps the risk the quote service priced apart from the working copy the
// question pages change, so no price is shown or paid for on answers changed since it.

const quote = pricedQuote(createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk);

/** `quote` with "used for" answered otherwise (saved on car-usage, not priced yet). */
function usedForCourier(held: Quote): Quote {
  const risk = held.policy.eventCurrent.risk;
  const vehicle = risk.vehicles?.[0] ?? {};
  return {
    ...held,
    policy: {
      ...held.policy,
      eventCurrent: {
        ...held.policy.eventCurrent,
        risk: { ...risk, vehicles: [{ ...vehicle, classOfUse: 'C2' }] },
      },
    },
  };
}

/** `held` paid monthly, as your-quote's switch records it (the PAYFREQ userfield and duq 295). */
function paidMonthly(held: Quote): Quote {
  const risk = held.policy.eventCurrent.risk;
  return {
    ...held,
    policy: {
      ...held.policy,
      eventCurrent: {
        ...held.policy.eventCurrent,
        risk: {
          ...risk,
          userfieldAnswers: [
            ...(risk.userfieldAnswers ?? []).filter(
              ({ questionCode }) => questionCode !== USERFIELD_CODES.PaymentFrequency,
            ),
            { questionCode: USERFIELD_CODES.PaymentFrequency, answer: 'Instalmnts' },
          ],
          duqAnswers: [
            ...(risk.duqAnswers ?? []).filter(
              ({ questionNumber }) => questionNumber !== DUQ_QUESTIONS.paymentFrequency,
            ),
            { questionNumber: DUQ_QUESTIONS.paymentFrequency, answer: 'Instalmnts' },
          ],
        },
      },
    },
  };
}

const held = () => useJourneyStore.getState();

describe('the priced answers (decision 051)', () => {
  it('takes the answers of a priced quote as priced, and a changed working copy as not', () => {
    held().setQuote(quote, TEST_RETRIEVAL_KEY);
    expect(held().pricedRisk).toEqual(quote.policy.eventCurrent.risk);
    expect(heldAnswersArePriced(held())).toBe(true);

    held().setWorkingQuote(usedForCourier(quote));

    expect(heldAnswersArePriced(held())).toBe(false);
    expect(held().pricedRisk).toEqual(quote.policy.eventCurrent.risk);
  });

  it('takes the answers as priced again once the service has priced them', () => {
    held().setQuote(quote, TEST_RETRIEVAL_KEY);
    held().setWorkingQuote(usedForCourier(quote));

    held().setQuote(usedForCourier(quote), TEST_RETRIEVAL_KEY);

    expect(heldAnswersArePriced(held())).toBe(true);
  });

  it('has nothing priced for a working copy not yet created', () => {
    held().setWorkingQuote(createDefaultDirectQuote('2025-06-15'));

    expect(heldAnswersArePriced(held())).toBe(false);
  });

  it('drops the quote key finalized for the old answers once an answer changes', () => {
    held().setQuote(quote, TEST_RETRIEVAL_KEY);
    held().setQuoteKey('key-for-the-old-answers');

    held().setWorkingQuote(usedForCourier(quote));

    expect(held().quoteKey).toBeNull();
  });

  it('keeps the quote key when only the pay method is switched: the price covers both', () => {
    held().setQuote(quote, TEST_RETRIEVAL_KEY);
    held().setQuoteKey('key');

    held().setWorkingQuote(paidMonthly(quote));

    expect(held().quoteKey).toBe('key');
    expect(heldAnswersArePriced(held())).toBe(true);
  });

  it('keeps the priced answers over a reload, and only with the quote they priced', async () => {
    held().setQuote(quote, TEST_RETRIEVAL_KEY);
    held().setWorkingQuote(usedForCourier(quote));
    const stored = sessionStorage.getItem(JOURNEY_STORAGE_KEY) ?? '';
    held().reset();
    sessionStorage.setItem(JOURNEY_STORAGE_KEY, stored);

    await useJourneyStore.persist.rehydrate();
    expect(held().pricedRisk).toEqual(quote.policy.eventCurrent.risk);
    expect(heldAnswersArePriced(held())).toBe(false);

    const { state } = JSON.parse(stored) as { state: Record<string, unknown> };
    sessionStorage.setItem(
      JOURNEY_STORAGE_KEY,
      JSON.stringify({ state: { ...state, quote: null }, version: 1 }),
    );
    await useJourneyStore.persist.rehydrate();
    expect(held().pricedRisk).toBeNull();
  });
});
