import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageHref, type PageId } from '@van/domain/journey';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { deriveRetrievalKey } from '@van/domain/retrieval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch } from '../../../testing/fake-server';
import {
  pricedQuote,
  quoteBeforeCover,
  TEST_RETRIEVAL_KEY,
  TEST_WEB_REFERENCE,
  testConfig,
} from '../../../testing/fixtures';
import { engineQuote, repricingHandler } from '../../../testing/quote-test-kit';
import { renderApp } from '../../../testing/render-app';

const GENERAL = testConfig.phoneNumbers.general;
/** testConfig's number for source of business 115, a comparison site. */
const COMPARISON_SITE = '0800 765 4321';
const OTHER_REFERENCE = '98765-43210-98765';
/** Routes load lazily, which is slow on a busy machine. */
const SLOW = { timeout: 30_000 };

/** A priced quote held as after pricing, from a comparison site (source of business 115). */
function holdQuoteFromComparisonSite() {
  const priced = pricedQuote(createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk);
  useJourneyStore
    .getState()
    .setQuote(
      { ...priced, policy: { ...priced.policy, sourceOfBusiness: '115' } },
      TEST_RETRIEVAL_KEY,
    );
}

async function open(page: PageId, query = '', heading: string) {
  stubFetch();
  const view = renderApp(`${pageHref(page)}${query}`);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 });
  return view;
}

const referenceShown = (reference: string) => screen.queryByText(reference, { selector: 'strong' });

function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 600px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('payment-failure', SLOW, () => {
  const HEADING = "Sorry, we couldn't take your payment";

  it('says the payment did not go through, gives the reference from the address and the number', async () => {
    await open('PaymentFailure', `?quoteRef=${TEST_WEB_REFERENCE}`, HEADING);

    expect(screen.getByText(/your policy has not been bought yet/)).toBeTruthy();
    expect(referenceShown(TEST_WEB_REFERENCE)).not.toBeNull();
    expect(screen.getByText(GENERAL)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retrieve your quote' }).getAttribute('href')).toBe(
      '/your-quote/retrieve',
    );
  });

  it('does not show a quoteRef that is not a quote reference (§5.2)', async () => {
    await open('PaymentFailure', '?quoteRef=%3Cb%3EHello%3C%2Fb%3E', HEADING);

    expect(screen.queryByText(/Your quote reference is/)).toBeNull();
    expect(screen.queryByText(/Hello/)).toBeNull();
  });

  it("gives the number for the held quote's source of business and leads back to the quote", async () => {
    holdQuoteFromComparisonSite();
    await open('PaymentFailure', `?quoteRef=${OTHER_REFERENCE}`, HEADING);

    expect(screen.getByText(COMPARISON_SITE)).toBeTruthy();
    expect(screen.queryByText(GENERAL)).toBeNull();
    // The address names the quote the payment was for.
    expect(referenceShown(OTHER_REFERENCE)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go back to your quote' }).getAttribute('href')).toBe(
      '/your-quote',
    );
  });

  it("gives the held quote's reference when the address has none", async () => {
    holdQuoteFromComparisonSite();
    await open('PaymentFailure', '', HEADING);

    expect(referenceShown(TEST_WEB_REFERENCE)).not.toBeNull();
  });

  it('shows the number as a tap-to-call link on a phone', async () => {
    onAPhone();
    await open('PaymentFailure', '', HEADING);

    expect(screen.getByRole('link', { name: GENERAL }).getAttribute('href')).toBe(
      'tel:08001234567',
    );
  });
});

describe('payment-error', SLOW, () => {
  const HEADING = 'Sorry, something went wrong with your payment';

  it('asks the customer not to pay again and to call, with the reference of the quote held', async () => {
    holdQuoteFromComparisonSite();
    await open('PaymentError', '', HEADING);

    expect(screen.getByText(/Please do not try to pay again/)).toBeTruthy();
    expect(screen.getByText(COMPARISON_SITE)).toBeTruthy();
    expect(referenceShown(TEST_WEB_REFERENCE)).not.toBeNull();
    // No way back to paying: the payment may have been taken.
    expect(screen.queryByRole('link', { name: /quote/ })).toBeNull();
  });

  it('gives the general number and no reference without a quote', async () => {
    await open('PaymentError', '', HEADING);

    expect(screen.getByText(GENERAL)).toBeTruthy();
    expect(screen.queryByText(/Your quote reference is/)).toBeNull();
  });
});

describe('policy-wrap-up-error', SLOW, () => {
  const HEADING = "Sorry, we couldn't finish setting up your policy";

  it('gives the reference from the address and the number to call', async () => {
    await open('PolicyWrapUpError', `?quoteRef=${TEST_WEB_REFERENCE}`, HEADING);

    expect(screen.getByText(/Please do not try to pay again/)).toBeTruthy();
    expect(referenceShown(TEST_WEB_REFERENCE)).not.toBeNull();
    expect(screen.getByText(GENERAL)).toBeTruthy();
  });

  it('does not show a quoteRef that is not a quote reference', async () => {
    await open('PolicyWrapUpError', '?quoteRef=12345', HEADING);

    expect(screen.queryByText(/Your quote reference is/)).toBeNull();
  });

  it("uses the held quote's number", async () => {
    holdQuoteFromComparisonSite();
    await open('PolicyWrapUpError', `?quoteRef=${TEST_WEB_REFERENCE}`, HEADING);

    expect(screen.getByText(COMPARISON_SITE)).toBeTruthy();
  });
});

describe('purchased', SLOW, () => {
  const HEADING = 'You have already bought this policy';

  it('says the quote is bought, gives the number and offers a new quote', async () => {
    await open('Purchased', '', HEADING);

    expect(screen.getByText(/cannot be bought again online/)).toBeTruthy();
    expect(screen.getByText(GENERAL)).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Insure another van: start a new quote' })
        .getAttribute('href'),
    ).toBe('/van-details/vehicle-lookup');
  });
});

describe('service-unavailable', SLOW, () => {
  const HEADING = 'Sorry, the service is unavailable';

  it("gives the held quote's number, as a tap-to-call link on a phone", async () => {
    onAPhone();
    holdQuoteFromComparisonSite();
    await open('ServiceUnavailable', '', HEADING);

    expect(screen.getByRole('link', { name: COMPARISON_SITE }).getAttribute('href')).toBe(
      'tel:08007654321',
    );
  });

  it('gives the general number without a quote', async () => {
    await open('ServiceUnavailable', '', HEADING);

    expect(screen.getByText(GENERAL)).toBeTruthy();
  });

  it('says the service is down for now, the answers are kept, and gives the quote reference', async () => {
    holdQuoteFromComparisonSite();
    await open('ServiceUnavailable', '', HEADING);

    expect(screen.getByText(/not working at the moment/)).toBeTruthy();
    expect(screen.getByText(/We have kept the answers you have given/)).toBeTruthy();
    expect(screen.getByText(/Your quote reference is/).textContent).toBe(
      `Your quote reference is ${TEST_WEB_REFERENCE}. Please have it ready if you call us.`,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says to try again in a few minutes, with no reference, when nothing is held', async () => {
    await open('ServiceUnavailable', '', HEADING);

    expect(screen.getByText('You can try again in a few minutes.')).toBeTruthy();
    expect(screen.queryByText(/We have kept the answers/)).toBeNull();
    expect(screen.queryByText(/Your quote reference is/)).toBeNull();
  });

  it('keeps the answers of a quote not yet priced, which has no reference to give', async () => {
    useJourneyStore.getState().setWorkingQuote(createDefaultDirectQuote('2025-06-15'));
    await open('ServiceUnavailable', '', HEADING);

    expect(screen.getByText(/We have kept the answers you have given/)).toBeTruthy();
    expect(screen.queryByText(/Your quote reference is/)).toBeNull();
    expect(screen.queryByText('directQuote')).toBeNull();
  });

  it('keeps everything held through an outage, and Try again goes back to the page the customer was on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
    const risk = quoteBeforeCover('2025-06-15').policy.eventCurrent.risk;
    const quote = engineQuote(risk);
    useJourneyStore.getState().setQuote(quote, deriveRetrievalKey(quote)!);
    let databaseDown = true;
    const priced = repricingHandler(defaultHandler);
    const server = stubFetch((request) =>
      databaseDown && request.path === '/v1/quote'
        ? {
            status: 503,
            body: { error: { code: 'ServiceUnavailable', message: 'Try again shortly.' } },
          }
        : priced(request),
    );
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('YourQuote'));

    await user.click(await screen.findByRole('button', { name: 'Add Van Hire' }, SLOW));
    await screen.findByRole('heading', { level: 1, name: HEADING }, SLOW);
    // §7.1: retried three times first.
    expect(server.requestsTo('POST', '/v1/quote')).toHaveLength(4);
    expect(screen.getByText(quote.policy.webReference, { selector: 'strong' })).toBeTruthy();
    const held = useJourneyStore.getState();
    expect(held.quote).toEqual(quote);
    expect(held.retrievalKey).toEqual(deriveRetrievalKey(quote));

    databaseDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" }, SLOW);
    expect(router.state.location.pathname).toBe('/your-quote');
    expect(screen.getByText('Reference:', { exact: false }).textContent).toBe(
      `Reference: ${quote.policy.webReference}`,
    );
    // And the customer carries on: the change is priced now.
    await user.click(screen.getByRole('button', { name: 'Add Van Hire' }));
    expect(await screen.findByRole('button', { name: 'Remove Van Hire' }, SLOW)).toBeTruthy();
  });

  it("Try again goes where the page's guards send the customer when it cannot open now", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
    holdQuoteFromComparisonSite();
    // Payment needs a quote key (§2.2), which this customer does not hold: '/' decides instead.
    useJourneyStore.getState().setCurrentPage('Payment');
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('ServiceUnavailable'));

    await user.click(await screen.findByRole('button', { name: 'Try again' }, SLOW));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/your-quote'), SLOW);
    expect(useJourneyStore.getState().quote?.policy.webReference).toBe(TEST_WEB_REFERENCE);
  });

  it('Try again with no page of the journey visited starts from the site root (§2.1)', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('ServiceUnavailable'));

    await user.click(await screen.findByRole('button', { name: 'Try again' }, SLOW));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start your quote' }, SLOW),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/van-details/vehicle-lookup');
  });
});
