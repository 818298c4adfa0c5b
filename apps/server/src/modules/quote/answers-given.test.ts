import type { Quote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import answersGiven from './answers-given.json' with { type: 'json' };
import { answerSha256, rebuildAnswer, type StoredPricing } from './quote-answer.ts';

// Decision 069: answers already given must rebuild forever. These are 32 events exactly as
// PostgreSQL stored them on 28 November 2026 (engine van-rating-1.0.0, tariff 2026-11.2): 16
// quotes across ages, areas, van values, NCD, claims, convictions and tiers; 4 quotes priced
// three times each, with extras, a monthly payment choice and a staff offer applied or not; and 4
// quotes the tariff would not price, 2 declined (a van kept in Jersey or the Isle of Man) and 2
// referred (a van worth more than £75,000). In all: 23 priced answers, 7 referred, 2 declined.
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

  it('covers re-pricings with a payment choice and an applied offer, declines and referrals', () => {
    expect(events).toHaveLength(32);
    expect(events.filter((event) => event.payment !== null).length).toBeGreaterThan(0);
    expect(events.filter((event) => event.offer?.applied).length).toBeGreaterThan(0);
    const statuses = events.map((event) => {
      const answer = JSON.parse(
        rebuildAnswer({
          ...event,
          expiresAt: new Date(event.expiresAt),
          ratedAt: new Date(event.ratedAt),
        }),
      ) as Quote;
      return answer.policy.eventCurrent.resultStatus;
    });
    expect(statuses.filter((status) => status === 'Declined')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'Referred')).toHaveLength(7);
    expect(statuses.filter((status) => status === 'Offered')).toHaveLength(23);
  });
});
