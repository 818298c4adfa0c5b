import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { pricedQuote, TEST_WEB_REFERENCE, testConfig } from '../../../testing/fixtures';
import type { RepriceState } from '../api/use-reprice';
import { engineQuote } from '../../../testing/quote-test-kit';
import { QuoteSummary } from './quote-summary';

const risk = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;

function renderSummary(
  quote: ReturnType<typeof pricedQuote>,
  reprice: RepriceState = { status: 'idle' },
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigQueryOptions.queryKey, testConfig);
  render(
    <QueryClientProvider client={queryClient}>
      <QuoteSummary quote={quote} reprice={reprice} />
    </QueryClientProvider>,
  );
}

describe('QuoteSummary', () => {
  it('shows the reference and the VAN tier’s annual price in pounds', () => {
    renderSummary(pricedQuote(risk, { prices: { VAN: 1234.5, GOLD: 1500 } }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "Here's your van insurance quote",
    );
    expect(screen.getByTestId('quote-reference').textContent).toBe(TEST_WEB_REFERENCE);
    expect(screen.getByTestId('annual-price').textContent).toBe('£1,234.50');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('gives the first payment and the monthly payments of the first instalment plan', () => {
    const quote = engineQuote(risk);
    const plan = quote.policy.eventCurrent.result?.instalmentPlans?.[0];
    renderSummary(quote);

    expect(
      screen.getByText(
        `Or pay monthly: a first payment of £${plan?.depositAmountTotal?.toFixed(2)}, then 10 monthly payments of £${plan?.paymentAmountNormal?.toFixed(2)}.`,
      ),
    ).toBeTruthy();
  });

  it('says the quote is being prepared while a change is priced', () => {
    renderSummary(pricedQuote(risk), { status: 'pending' });
    expect(screen.getByRole('status').textContent).toBe('Preparing your van insurance quote');
  });

  it('says why a change could not be priced', () => {
    renderSummary(pricedQuote(risk), { status: 'failed', message: 'Your quote has not changed.' });
    expect(screen.getByRole('status').textContent).toBe('Your quote has not changed.');
  });

  it('does not thank a direct customer for coming from a comparison site', () => {
    const direct = engineQuote(risk);
    renderSummary(direct);
    expect(screen.queryByText(/price comparison website/)).toBeNull();
    expect(screen.queryByTestId('aggregator-thanks')).toBeNull();
  });

  it('thanks an aggregator arrival by the name of the site it came from (§2.6)', () => {
    renderSummary(engineQuote({ ...risk, sourceOfBusiness: '115' }));
    expect(screen.getByTestId('aggregator-thanks').textContent).toBe(
      'Thank you for coming to us from CompareVans.example.',
    );
  });

  it('thanks an arrival from a site the config does not name in general words', () => {
    renderSummary(engineQuote({ ...risk, sourceOfBusiness: '104' }));
    expect(screen.getByTestId('aggregator-thanks').textContent).toBe(
      'Thank you for coming to us from a price comparison website.',
    );
  });

  it('gives the phone number instead of a price when the price is missing', () => {
    renderSummary(pricedQuote(risk, { prices: { VAN: undefined } }));

    expect(screen.queryByTestId('annual-price')).toBeNull();
    expect(screen.getByText(testConfig.phoneNumbers.general)).toBeTruthy();
  });
});
