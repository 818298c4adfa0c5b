import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { updateRisk } from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { useJourneyStore } from '../../../stores/journey-store';
import {
  aggregatorQuote,
  partialAggregatorQuote,
  pricedQuote,
  TEST_AGGREGATOR_REFERENCE,
  testConfig,
} from '../../../testing/fixtures';
import { SitePriceNotice } from './site-price-notice';

// Decision 058: beside the thanks on your-quote, the price the site showed when ours differs.

const SITE = 'CompareVans.example';

/** The site's customer having answered what it did not ask, with a claim, priced at `van`. */
function answeredWithClaim(van: number): Quote {
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
  const quote = pricedQuote(risk, {
    webReference: TEST_AGGREGATOR_REFERENCE,
    prices: { VAN: van },
  });
  return { ...quote, policy: { ...quote.policy, sourceOfBusiness: '115' } };
}

function renderNotice(quote: Quote, arrived: Quote | null) {
  if (arrived !== null) useJourneyStore.getState().setArrivedQuote(arrived);
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigQueryOptions.queryKey, testConfig);
  render(
    <QueryClientProvider client={queryClient}>
      <SitePriceNotice quote={quote} payMethod="PayInFull" site={SITE} />
    </QueryClientProvider>,
  );
}

describe('SitePriceNotice', () => {
  it('says what the site showed, what the price is now, and the answers given or changed', async () => {
    renderNotice(answeredWithClaim(701.5), partialAggregatorQuote());

    const notice = screen.getByTestId('site-price-change');
    expect(within(notice).getByText(/^The price/).textContent).toBe(
      `The price ${SITE} showed you was £612.34. Your price is now £701.50 because of the answers you gave or changed:`,
    );
    const items = await within(notice).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toContain(
      'Email address: sam.oneill@example.com',
    );
    expect(items.some((item) => item.textContent?.startsWith('Claims in the last 5 years: '))).toBe(
      true,
    );
  });

  it('says nothing when the price is the one the site showed', () => {
    renderNotice(answeredWithClaim(612.34), partialAggregatorQuote());
    expect(screen.queryByTestId('site-price-change')).toBeNull();
  });

  it('says nothing for a quote that did not arrive from a site’s link', () => {
    renderNotice(answeredWithClaim(701.5), null);
    expect(screen.queryByTestId('site-price-change')).toBeNull();
  });
});
