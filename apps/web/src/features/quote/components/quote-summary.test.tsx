import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { render, screen, within } from '@testing-library/react';
import { pageHref } from '@van/domain/journey';
import type { PayMethodType } from '@van/domain/payment';
import { formatMoney } from '@van/domain/shared';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { pricedQuote, TEST_WEB_REFERENCE, testConfig } from '../../../testing/fixtures';
import type { RepriceState } from '../api/use-reprice';
import { engineQuote } from '../../../testing/quote-test-kit';
import { includedAtAGlance, QuoteSummary, StickyPriceBar } from './quote-summary';
import { tierColumns } from '../tier-grid';

const risk = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;

function renderSummary(
  quote: ReturnType<typeof pricedQuote>,
  reprice: RepriceState = { status: 'idle' },
  payMethod: PayMethodType = 'PayInFull',
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigQueryOptions.queryKey, testConfig);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <QuoteSummary
          quote={quote}
          reprice={reprice}
          payMethod={payMethod}
          monthlyAvailable
          onPayMethodChange={() => undefined}
          included={['Motor Legal Assistance', 'Van Hire']}
        />
        <StickyPriceBar quote={quote} payMethod={payMethod} monthlyAvailable />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const panel = () => within(screen.getByRole('region', { name: /^Your price for / }));

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

  it('leads with the yearly total paying yearly, with the insurer, what is included, the hold and Continue', () => {
    const quote = engineQuote(risk);
    renderSummary(quote);

    expect(
      screen.getByRole('heading', { level: 2, name: 'Your price for Van Essentials' }),
    ).toBeTruthy();
    expect(panel().getByText('Total to pay for the year')).toBeTruthy();
    expect(panel().queryByTestId('monthly-price')).toBeNull();
    expect(panel().getByText(`Insured by ${testConfig.insurerName}`)).toBeTruthy();
    expect(panel().getByText('Motor Legal Assistance, Van Hire', { exact: false })).toBeTruthy();
    expect(panel().getByText('Price held until 15 July 2025.')).toBeTruthy();
    expect(panel().getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      pageHref('CheckYourDetails'),
    );
  });

  it('paying monthly, leads with the monthly terms in full: deposit, payments, APR, total, and the extra cost', () => {
    const quote = engineQuote(risk);
    const result = quote.policy.eventCurrent.result;
    const plan = result?.instalmentPlans?.[0];
    const annual = result?.premiumDetails?.totalPayable ?? NaN;
    renderSummary(quote, { status: 'idle' }, 'Instalmnts');

    expect(panel().getByTestId('monthly-price').textContent).toBe(
      `${formatMoney(plan?.paymentAmountNormal ?? NaN)} a month`,
    );
    expect(panel().getByTestId('deposit').parentElement?.textContent).toBe(
      `First payment (deposit) ${formatMoney(plan?.depositAmountTotal ?? NaN)}, then 10 monthly payments of ${formatMoney(plan?.paymentAmountNormal ?? NaN)}. Representative APR 26.9%. Total payable ${formatMoney(plan?.totalPayable ?? NaN)}.`,
    );
    const more = Math.round(((plan?.totalPayable ?? NaN) - annual) * 100) / 100;
    expect(panel().getByTestId('annual-price').parentElement?.textContent).toBe(
      `${formatMoney(more)} more than paying for the year at once (${formatMoney(annual)})`,
    );
  });

  it('keeps the price and Continue in a bar for phones, in the chosen way to pay', () => {
    const quote = engineQuote(risk);
    const plan = quote.policy.eventCurrent.result?.instalmentPlans?.[0];
    renderSummary(quote, { status: 'idle' }, 'Instalmnts');
    const bar = within(screen.getByTestId('sticky-price-bar'));
    expect(
      bar.getByText(`Van Essentials: ${formatMoney(plan?.paymentAmountNormal ?? NaN)} a month`),
    ).toBeTruthy();
    expect(bar.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      pageHref('CheckYourDetails'),
    );
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

describe('includedAtAGlance', () => {
  it('names the chosen tier’s included covers and limits, then the extras added', () => {
    const gold = tierColumns(engineQuote(risk), 'PayInFull').find(
      (column) => column.productIdentifier === 'GOLD',
    );
    expect(includedAtAGlance(gold, [])).toEqual([
      'Motor Legal Assistance',
      'Motor Accident Plan',
      'EU cover 90 days',
      'Personal belongings up to £250',
      'Loss or theft of keys up to £750',
    ]);
  });
});
