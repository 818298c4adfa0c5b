import { pageHref } from '@van/domain/journey';
import type { ProductIdentifier, Quote } from '@van/domain/quote';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fixTodayForEachTest,
  holdPricedQuote,
  priced,
} from '../../../testing/check-your-details-test-kit';
import { stubFetch } from '../../../testing/fake-server';
import { holdFinalizedQuote, quotePaidBy } from '../../../testing/purchase-test-kit';
import { renderApp } from '../../../testing/render-app';

// ICOBS 6.1 (decision 041): the insurer is named beside every price before purchase, per tier; a
// tier whose result names none is the config's insurer (testConfig: Acme Underwriting Limited).

fixTodayForEachTest();

/** `quote` with the insurers the quote service named for some tiers. */
function withInsurers(quote: Quote, names: Partial<Record<ProductIdentifier, string>>): Quote {
  const named = <T extends Quote['policy']['eventCurrent']>(event: T): T => {
    const tier = event.result?.grantedDetailsMotor?.productIdentifier;
    const insurerName = tier && names[tier];
    return insurerName && event.result
      ? {
          ...event,
          result: {
            ...event.result,
            grantedDetailsMotor: { ...event.result.grantedDetailsMotor, insurerName },
          },
        }
      : event;
  };
  return {
    ...quote,
    policy: {
      ...quote.policy,
      eventCurrent: named(quote.policy.eventCurrent),
      eventsRelated: quote.policy.eventsRelated?.map(named),
    },
  };
}

describe('the insurer beside every price', () => {
  it("names each tier's insurer under its price on your-quote, the config's where a tier names none", async () => {
    stubFetch();
    holdPricedQuote(withInsurers(priced(), { SILVER: 'Silverline Insurance plc' }));
    renderApp(pageHref('YourQuote'));

    const grid = await screen.findByRole('table');
    const priceRow = within(grid)
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('rowheader', { name: /^Pay (yearly|monthly)$/ }));
    if (!priceRow) throw new Error('The grid has no price row');
    const cells = within(priceRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toHaveLength(4);
    expect(
      cells.filter((text) => text?.includes('Insured by Silverline Insurance plc')),
    ).toHaveLength(1);
    expect(
      cells.filter((text) => text?.includes('Insured by Acme Underwriting Limited')),
    ).toHaveLength(3);
  });

  it('says who the insurer is and the right to cancel on check-your-details, before Continue', async () => {
    stubFetch();
    holdPricedQuote(withInsurers(priced(), { VAN: 'Vanguard Underwriting Ltd' }));
    renderApp(pageHref('CheckYourDetails'));

    expect((await screen.findByTestId('your-insurer')).textContent).toBe(
      'Your insurer: Vanguard Underwriting Ltd',
    );
    const cancel = screen.getByRole('region', { name: 'Your right to cancel' });
    expect(cancel.textContent).toContain(
      'You can cancel within 14 days of buying, or of receiving your policy documents if that is later',
    );
    expect(cancel.textContent).toContain('We refund the premium for the days you were not covered');
    expect(cancel.textContent).toContain('within 30 days of you telling us');
  });

  it('names the insurer in the payment summary', async () => {
    stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    renderApp(pageHref('Payment'));

    expect((await screen.findByTestId('your-insurer')).textContent).toBe(
      'Acme Underwriting Limited',
    );
  });
});
