import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createDefaultDirectQuote } from '@van/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { pricedQuote, TEST_WEB_REFERENCE, testConfig } from '../../../testing/fixtures';
import { QuoteSummary } from './quote-summary';

const risk = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;

function renderSummary(quote: ReturnType<typeof pricedQuote>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigQueryOptions.queryKey, testConfig);
  render(
    <QueryClientProvider client={queryClient}>
      <QuoteSummary quote={quote} />
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
  });

  it('leaves out the other-tiers table when only VAN is priced', () => {
    renderSummary(pricedQuote(risk, { prices: { VAN: 612.34 } }));

    expect(screen.queryByRole('table')).toBeNull();
  });

  it('gives the phone number instead of a price when the price is missing', () => {
    renderSummary(pricedQuote(risk, { prices: { VAN: undefined } }));

    expect(screen.queryByTestId('annual-price')).toBeNull();
    expect(screen.getByText(testConfig.phoneNumbers.general)).toBeTruthy();
  });
});
