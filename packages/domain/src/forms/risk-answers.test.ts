import { describe, expect, it } from 'vitest';
import type { Risk } from '../risk/risk.schema.ts';
import { USERFIELD_CODES } from '../reference-data/offers-and-userfields.ts';
import { chosenTier, withUserfieldAnswer } from './risk-answers.ts';

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
