import { getUserfieldAnswer } from '@van/domain/forms';
import { createDefaultDirectQuote, priceToPayToday, selectedResult } from '@van/domain/quote';
import { USERFIELD_CODES } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { soldProductName } from '../../lib/quote-figures';
import { engineQuote } from '../../testing/quote-test-kit';
import { askedTierOf, chosenTierOf, productNameOf, withTier } from './tier';

const risk = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;

describe('withTier (§4.4, §9.8 TIERWQB)', () => {
  it('rewrites the Tier userfield answer and nothing about the price', () => {
    const quote = engineQuote(risk);
    const gold = withTier(withTier(quote, 'PLATINUM'), 'GOLD');
    const answers = gold.policy.eventCurrent.risk.userfieldAnswers ?? [];
    expect(getUserfieldAnswer(gold.policy.eventCurrent.risk, USERFIELD_CODES.Tier)).toBe('GOLD');
    expect(answers.filter(({ questionCode }) => questionCode === 'TIERWQB')).toHaveLength(1);
    expect(askedTierOf(gold)).toBe('GOLD');
    // Held only: the result is still the one priced, until the service answers.
    expect(selectedResult(gold)).toBe(selectedResult(quote));
    expect(chosenTierOf(gold)).toBe('VAN');
  });
});

describe('chosenTierOf', () => {
  it('is the current event’s tier: VAN by default, the tier the service priced after a choice', () => {
    expect(chosenTierOf(engineQuote(risk))).toBe('VAN');
    const priced = engineQuote(withTier(engineQuote(risk), 'GOLD').policy.eventCurrent.risk);
    expect(chosenTierOf(priced)).toBe('GOLD');
  });
});

describe('productNameOf', () => {
  it('is the tariff’s product name, else the tier code', () => {
    const gold = engineQuote(withTier(engineQuote(risk), 'GOLD').policy.eventCurrent.risk);
    expect(productNameOf(selectedResult(gold))).toBe('Van Gold');
    expect(productNameOf({ grantedDetailsMotor: { productIdentifier: 'SILVER' } })).toBe('SILVER');
  });
});

describe('the buying pages follow the chosen tier', () => {
  it('names and charges the chosen tier: its product name, its deposit and its yearly price', () => {
    const gold = engineQuote(withTier(engineQuote(risk), 'GOLD').policy.eventCurrent.risk);
    const goldResult = gold.policy.eventsRelated?.find(
      (event) => event.result?.grantedDetailsMotor?.productIdentifier === 'GOLD',
    )?.result;
    expect(soldProductName(gold)).toBe('Van Gold');
    expect(priceToPayToday(selectedResult(gold), 'MONTHLY_DD')).toBe(
      goldResult?.instalmentPlans?.[0]?.depositAmountTotal,
    );
    expect(priceToPayToday(selectedResult(gold), 'ANNUAL_CARD')).toBe(
      goldResult?.premiumDetails?.totalPayable,
    );
  });
});
