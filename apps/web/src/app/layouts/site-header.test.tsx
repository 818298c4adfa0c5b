import { screen, within } from '@testing-library/react';
import { pageHref, type PageId } from '@van/domain/journey';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../../stores/journey-store';
import { stubFetch } from '../../testing/fake-server';
import { pricedQuote, TEST_RETRIEVAL_KEY, testConfig } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const GENERAL = testConfig.phoneNumbers.general;
/** testConfig's number for source of business 115, a comparison site. */
const COMPARISON_SITE = '0800 765 4321';
/** Routes load lazily, which is slow on a busy machine. */
const SLOW = { timeout: 30_000 };

async function open(page: PageId, heading: string) {
  stubFetch();
  renderApp(pageHref(page));
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 });
  return within(screen.getByRole('banner'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the header on every page (decision 056)', SLOW, () => {
  it('gives a new visitor the brand, the general number and when the lines are open', async () => {
    const banner = await open('VehicleLookup', 'Start your quote');

    expect(banner.getByText('Acme Motoring')).toBeTruthy();
    expect(banner.getByText(`Call us ${GENERAL}`)).toBeTruthy();
    expect(banner.getByText(`Lines open ${testConfig.openingHours}`)).toBeTruthy();
  });

  it("gives the comparison site's number while its quote is held", async () => {
    const priced = pricedQuote(createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk);
    useJourneyStore
      .getState()
      .setQuote(
        { ...priced, policy: { ...priced.policy, sourceOfBusiness: '115' } },
        TEST_RETRIEVAL_KEY,
      );
    const banner = await open('ServiceUnavailable', 'Sorry, the service is unavailable');

    expect(banner.getByText(`Call us ${COMPARISON_SITE}`)).toBeTruthy();
    expect(banner.queryByText(`Call us ${GENERAL}`)).toBeNull();
  });

  it("gives the comparison site's number on purchased, for a quote it sold that was bought (§8)", async () => {
    useJourneyStore
      .getState()
      .setAlreadyPurchased({ policyNumber: 'VAN0001234', sourceOfBusiness: '115' });
    const banner = await open('Purchased', 'You have already bought this policy');

    expect(banner.getByText(`Call us ${COMPARISON_SITE}`)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(COMPARISON_SITE)).toBeTruthy();
    expect(main.queryByText(GENERAL)).toBeNull();
    expect(main.getByTestId('policy-number').textContent).toBe('VAN0001234');
  });

  it('makes the number a tap-to-call link on a phone (§2.6)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 600px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
    );
    const banner = await open('VehicleLookup', 'Start your quote');

    const call = await banner.findByRole('link', { name: `Call us ${GENERAL}` });
    expect(call.getAttribute('href')).toBe('tel:08001234567');
    vi.unstubAllGlobals();
  });
});
