import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import type { Risk } from '../risk/risk.schema.ts';
import { USERFIELD_CODES } from '../reference-data/offers-and-userfields.ts';
import { chosenTier, getUserfieldAnswer, withTier, withUserfieldAnswer } from './risk-answers.ts';

const risk = {} as Risk;

describe('chosenTier', () => {
  it.each(['VAN', 'SILVER', 'GOLD', 'PLATINUM'] as const)(
    'reads %s from the Tier userfield (TIERWQB)',
    (tier) => {
      expect(chosenTier(withUserfieldAnswer(risk, USERFIELD_CODES.Tier, tier))).toBe(tier);
    },
  );

  it('reads nothing when the Tier userfield is unanswered', () => {
    expect(chosenTier(risk)).toBeUndefined();
  });

  it.each(['', 'gold', 'BRONZE', 'U'])(
    'reads an answer that is no tier (%j) as unanswered',
    (answer) => {
      expect(chosenTier(withUserfieldAnswer(risk, USERFIELD_CODES.Tier, answer))).toBeUndefined();
    },
  );
});

describe('withTier (§4.4, §9.8 TIERWQB)', () => {
  const quote = createDefaultDirectQuote('2026-11-27');
  const tierAnswers = (risk: Risk) =>
    (risk.userfieldAnswers ?? []).filter(
      ({ questionCode }) => questionCode === USERFIELD_CODES.Tier,
    );

  it('writes the tier as the Tier userfield answer, which chosenTier reads back', () => {
    const gold = withTier(quote, 'GOLD');
    expect(chosenTier(gold.policy.eventCurrent.risk)).toBe('GOLD');
    expect(getUserfieldAnswer(gold.policy.eventCurrent.risk, USERFIELD_CODES.Tier)).toBe('GOLD');
  });

  it('rewrites an earlier choice rather than adding a second answer', () => {
    const gold = withTier(withTier(quote, 'PLATINUM'), 'GOLD');
    expect(tierAnswers(gold.policy.eventCurrent.risk)).toEqual([
      { questionCode: USERFIELD_CODES.Tier, answer: 'GOLD' },
    ]);
  });

  it('leaves the other answers, the price and the quote it was given as they were', () => {
    const before = JSON.stringify(quote);
    const silver = withTier(quote, 'SILVER');
    expect(JSON.stringify(quote)).toBe(before);
    const others = (risk: Risk) =>
      (risk.userfieldAnswers ?? []).filter(
        ({ questionCode }) => questionCode !== USERFIELD_CODES.Tier,
      );
    expect(others(silver.policy.eventCurrent.risk)).toEqual(others(quote.policy.eventCurrent.risk));
    expect(silver.policy.eventCurrent.risk.duqAnswers).toEqual(
      quote.policy.eventCurrent.risk.duqAnswers,
    );
    // Held only: the result stays the one priced until the service prices the new choice.
    expect(silver.policy.eventCurrent.result).toBe(quote.policy.eventCurrent.result);
    expect(silver.policy.webReference).toBe(quote.policy.webReference);
  });
});
