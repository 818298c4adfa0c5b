import { describe, expect, it } from 'vitest';
import answersGiven from './answers-given.json' with { type: 'json' };
import { answerSha256, rebuildAnswer, type StoredPricing } from './quote-answer.ts';

// Decision 069: answers already given must rebuild forever. These are 28 events exactly as
// PostgreSQL stored them on 28 November 2026 (engine van-rating-1.0.0, tariff 2026-11.2): 16
// quotes across ages, areas, van values, NCD, claims, convictions and tiers, and 4 quotes priced
// three times each, with extras, a monthly payment choice and a staff offer applied or not.
//
// If this test fails, a change has altered the answer to quotes customers were already given:
// their saved quotes, payment pages and documents would fail to rebuild (500). Do not regenerate
// this file. Keep the old behaviour callable under the version the events name (a tariff under its
// version, an engine in KNOWN_VERSIONS.engines) and ship the new one under a new version.

const events = answersGiven as unknown as (Omit<StoredPricing, 'expiresAt' | 'ratedAt'> & {
  expiresAt: string;
  ratedAt: string;
})[];

describe('answers already given (decision 069)', () => {
  it.each(events.map((event) => [`${event.webReference}/${event.policyEventReference}`, event]))(
    '%s rebuilds to the very text answered',
    (_name, event) => {
      const stored: StoredPricing = {
        ...event,
        expiresAt: new Date(event.expiresAt),
        ratedAt: new Date(event.ratedAt),
      };
      // rebuildAnswer throws when the text differs; the hash is compared here as well, to be plain.
      expect(answerSha256(rebuildAnswer(stored))).toBe(event.answerSha256);
    },
  );

  it('covers re-pricings with a payment choice and an applied offer', () => {
    expect(events).toHaveLength(28);
    expect(events.filter((event) => event.payment !== null).length).toBeGreaterThan(0);
    expect(events.filter((event) => event.offer?.applied).length).toBeGreaterThan(0);
  });
});
