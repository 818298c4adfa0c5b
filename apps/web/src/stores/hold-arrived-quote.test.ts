import { updateRisk } from '@van/domain/forms';
import { checkPageGuards, initialPageValidity, withPageValidity } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { aggregatorQuote, partialAggregatorQuote } from '../testing/fixtures';
import { beginChange } from './begin-change';
import { arrivalStart, holdArrivedQuote } from './hold-arrived-quote';
import { useJourneyStore } from './journey-store';
import { savedDuringChange } from './save-during-change';

// Decision 058: a comparison site's quote that lacks answers the direct journey asks is held with
// no buyable price, and the customer is led through the pages that ask what is missing.

/** `partial` with what `complete` says put back on the pages named. */
function answered(partial: Quote, parts: ('keeper' | 'you' | 'claims')[]): Quote {
  const complete = aggregatorQuote().policy.eventCurrent.risk;
  return updateRisk(partial, (risk) => ({
    ...risk,
    duqAnswers: parts.includes('keeper') ? complete.duqAnswers : risk.duqAnswers,
    proposer: {
      ...risk.proposer,
      ...(parts.includes('you')
        ? {
            email: complete.proposer.email,
            telephoneNumbers: complete.proposer.telephoneNumbers,
          }
        : {}),
      driverDetails: {
        ...risk.proposer.driverDetails,
        ...(parts.includes('claims') ? { claims: [] } : {}),
        licence: {
          ...risk.proposer.driverDetails?.licence,
          ...(parts.includes('you') ? { convictions: [] } : {}),
        },
      },
    },
  }));
}

const guardState = () => {
  const { quote, pricedRisk, quoteKey, pageValidity, currentPage } = useJourneyStore.getState();
  return { quote, pricedRisk, quoteKey, validity: pageValidity, currentPage, isProduction: false };
};

describe('arrivalStart', () => {
  it('starts a complete quote on your-quote with every page before it valid (§4.2)', () => {
    expect(arrivalStart(aggregatorQuote())).toEqual({
      page: 'YourQuote',
      validPages: [
        'VehicleLookup',
        'CarDetails',
        'CarUsage',
        'DriverDetails',
        'LicenceDetails',
        'AdditionalDriverDetails',
        'CoverDetails',
      ],
    });
  });

  it('starts a quote that lacks answers on the first page that asks one, leaving those pages and cover-details invalid', () => {
    const start = arrivalStart(partialAggregatorQuote());

    expect(start.page).toBe('CarUsage');
    expect(start.firstMissing?.words).toBe("who is the van's registered keeper");
    expect(start.validPages).toEqual(['VehicleLookup', 'CarDetails', 'AdditionalDriverDetails']);
  });

  it('starts a direct quote as §4.2 says: its pages required every answer before it was priced', () => {
    const direct = {
      ...partialAggregatorQuote(),
      policy: { ...partialAggregatorQuote().policy, sourceOfBusiness: 'Website' },
    };
    expect(arrivalStart(direct).page).toBe('YourQuote');
  });

  it('sends a declined quote to no-quote, whatever it lacks (§4.4)', () => {
    const declined = { ...partialAggregatorQuote(), noAvailableProducts: true };
    expect(arrivalStart(declined).page).toBe('NoQuote');
  });
});

describe('holding a quote that lacks answers', () => {
  it('shows no price: your-quote and payment send the customer to the first unanswered page', () => {
    holdArrivedQuote(partialAggregatorQuote());

    for (const page of ['YourQuote', 'CoverDetails', 'Payment'] as const) {
      const outcome = checkPageGuards(page, guardState());
      expect(outcome.open).toBe(false);
    }
    // your-quote sends on to cover-details, which sends on to the first page still to answer.
    const coverDetails = checkPageGuards('CoverDetails', guardState());
    expect(coverDetails).toMatchObject({ open: false, redirectTo: '/van-details/using-the-van' });
  });

  it('opens the pages that ask what is missing', () => {
    holdArrivedQuote(partialAggregatorQuote());
    expect(checkPageGuards('CarUsage', guardState())).toEqual({ open: true });
  });

  it('holds a complete quote with its price buyable', () => {
    holdArrivedQuote(aggregatorQuote());
    expect(checkPageGuards('YourQuote', guardState())).toEqual({ open: true });
    expect(useJourneyStore.getState().pageValidity).toEqual(
      withPageValidity(initialPageValidity(), arrivalStart(aggregatorQuote()).validPages, true),
    );
  });
});

describe('answering what the site did not ask (savedDuringChange)', () => {
  it('goes from each page saved to the next page that asks a missing answer, then to cover-details', () => {
    holdArrivedQuote(partialAggregatorQuote());
    beginChange({ page: 'CarUsage' }, 'YourQuote');

    const keeper = answered(partialAggregatorQuote(), ['keeper']);
    expect(savedDuringChange(keeper, 'DriverDetails')).toBe('DriverDetails');
    const you = answered(keeper, ['keeper', 'you']);
    expect(savedDuringChange(you, 'LicenceDetails')).toBe('LicenceDetails');
    const all = answered(you, ['keeper', 'you', 'claims']);
    expect(savedDuringChange(all, 'CoverDetails')).toBe('CoverDetails');
    expect(useJourneyStore.getState().returnTo).toBe('YourQuote');
  });

  it('goes back to a page still unanswered that comes before the one changed', () => {
    holdArrivedQuote(partialAggregatorQuote());
    beginChange({ page: 'VehicleLookup' }, 'YourQuote');

    expect(savedDuringChange(partialAggregatorQuote(), 'CarDetails')).not.toBe('CoverDetails');
    expect(savedDuringChange(answered(partialAggregatorQuote(), ['keeper']), 'CoverDetails')).toBe(
      'DriverDetails',
    );
  });
});
