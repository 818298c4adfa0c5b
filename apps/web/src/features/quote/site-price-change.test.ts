import { updateRisk } from '@van/domain/forms';
import {
  ANSWER_LIST_NAMES,
  type AnswerLists,
  type ProductIdentifier,
  type Quote,
} from '@van/domain/quote';
import { METADATA_LISTS } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import {
  aggregatorQuote,
  partialAggregatorQuote,
  pricedQuote,
  TEST_AGGREGATOR_REFERENCE,
} from '../../testing/fixtures';
import { engineQuote } from '../../testing/quote-test-kit';
import { changedAnswers, shownPriceOf, sitePriceDifference } from './site-price-change';

// Decision 058: the price a comparison site showed, against the price after the customer's answers.

const LISTS = Object.fromEntries(
  ANSWER_LIST_NAMES.map((name) => [name, METADATA_LISTS[name]]),
) as AnswerLists;
const ALL_FOUND = { transmission: false, doors: false, fuel: false };

/** The site's customer's answers completed, with one claim declared, priced at `prices`. */
function answeredWithClaim(prices?: Partial<Record<ProductIdentifier, number>>): Quote {
  const risk = updateRisk(aggregatorQuote(), (held) => ({
    ...held,
    proposer: {
      ...held.proposer,
      driverDetails: {
        ...held.proposer.driverDetails,
        claims: [{ description: 'ACCREARF', claimDate: '2024-02-01', ncdPrejudiced: true }],
      },
    },
  })).policy.eventCurrent.risk;
  const quote = pricedQuote(risk, { webReference: TEST_AGGREGATOR_REFERENCE, prices });
  return { ...quote, policy: { ...quote.policy, sourceOfBusiness: '115' } };
}

describe('sitePriceDifference', () => {
  it("gives the site's price and ours for the tier now chosen, when they differ", () => {
    const held = answeredWithClaim({ VAN: 701.5, SILVER: 800, GOLD: 750, PLATINUM: 1100 });

    expect(sitePriceDifference(partialAggregatorQuote(), held, 'PayInFull')).toEqual({
      site: { amount: 612.34, monthly: false },
      ours: { amount: 701.5, monthly: false },
    });
  });

  it('gives nothing when the price is the same to the penny', () => {
    expect(
      sitePriceDifference(partialAggregatorQuote(), answeredWithClaim(), 'PayInFull'),
    ).toBeUndefined();
  });

  it('gives nothing for another quote than the one the site priced', () => {
    const other = pricedQuote(aggregatorQuote().policy.eventCurrent.risk, {
      prices: { VAN: 999 },
    });
    expect(sitePriceDifference(partialAggregatorQuote(), other, 'PayInFull')).toBeUndefined();
  });

  it('compares monthly payments when the customer pays monthly and both have a plan', () => {
    const site = engineQuote(partialAggregatorQuote().policy.eventCurrent.risk, {
      webReference: TEST_AGGREGATOR_REFERENCE,
    });
    const ours = engineQuote(aggregatorQuote().policy.eventCurrent.risk, {
      webReference: TEST_AGGREGATOR_REFERENCE,
      opexCodes: ['BDV1O'],
    });
    const difference = sitePriceDifference(site, ours, 'Instalmnts');

    expect(difference?.site.monthly).toBe(true);
    expect(difference?.site.amount).toBe(shownPriceOf(site, 'VAN', 'Instalmnts')?.amount);
    expect(difference?.ours.amount).toBeGreaterThan(difference?.site.amount ?? Infinity);
  });
});

describe('changedAnswers', () => {
  it('lists the answers given or changed since the site’s, in words, and no other', () => {
    const changes = changedAnswers(partialAggregatorQuote(), answeredWithClaim(), LISTS, ALL_FOUND);

    expect(changes.map((change) => change.label)).toEqual([
      'Registered keeper',
      'Email address',
      'Phone number',
      'Motoring convictions in the last 5 years',
      'Claims in the last 5 years',
    ]);
    expect(changes.find((change) => change.label === 'Email address')?.value).toBe(
      'sam.oneill@example.com',
    );
  });

  it('lists nothing when the answers are the site’s', () => {
    expect(
      changedAnswers(partialAggregatorQuote(), partialAggregatorQuote(), LISTS, ALL_FOUND),
    ).toEqual([]);
  });
});
