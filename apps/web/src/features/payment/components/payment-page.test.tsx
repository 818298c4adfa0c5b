import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageHref } from '@van/domain/journey';
import { DIRECT_DEBIT_GUARANTEE } from '@van/domain/payment';
import { describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch, type Handler } from '../../../testing/fake-server';
import {
  TEST_PAYMENT_SESSION,
  TEST_PROVIDER_ORIGIN,
  TEST_QUOTE_KEY,
  TEST_WEB_REFERENCE,
  TEST_WRAP_UP,
} from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { holdFinalizedQuote, quotePaidBy } from '../../../testing/purchase-test-kit';

const PATH = pageHref('Payment');
/** A page's code loads on its first visit. */
const SLOW = { timeout: 15_000 };

async function openPage() {
  const user = userEvent.setup();
  const view = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Your payment' }, SLOW);
  return { user, ...view };
}

/** What the payment frame posts to the page that holds it (payment-sandbox README). */
function frameReports(
  status: string,
  origin = TEST_PROVIDER_ORIGIN,
  sessionId = TEST_PAYMENT_SESSION.sessionId,
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { type: 'sandbox.payment', sessionId, status } }),
    );
  });
}

const answering =
  (path: string, answer: (attempt: number) => { status: number; body?: unknown }): Handler =>
  (request) => {
    if (request.path !== path) return defaultHandler(request);
    answering.count = (answering.count ?? 0) + 1;
    return answer(answering.count);
  };
answering.count = 0 as number | undefined;

async function answerAutoRenew(user: ReturnType<typeof userEvent.setup>, answer: 'Yes' | 'No') {
  const group = screen.getByRole('group', {
    name: 'Would you like your policy to renew automatically next year?',
  });
  await user.click(
    Array.from(group.querySelectorAll('input')).find(
      (input) => input.labels?.[0]?.textContent === answer,
    ) as HTMLInputElement,
  );
}

describe('payment', () => {
  it('paying for the year: shows what is bought, asks about renewal, then shows the card frame', async () => {
    const server = stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { user } = await openPage();

    expect(server.requestsTo('POST', '/v1/paymentOptions')[0]?.body).toEqual({
      quoteKey: TEST_QUOTE_KEY,
    });
    expect(screen.getByText('Level of cover').nextElementSibling?.textContent).toBe(
      'Van Essentials',
    );
    expect(screen.getByTestId('price-today').textContent).toBe('£612.34');
    expect(screen.getByText(/By law, the van must be insured/)).toBeTruthy();
    // §3.1 consentToAutoRenew is not pre-answered, and is required.
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false]);
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    expect(
      screen.getAllByText('Select yes if you would like your policy to renew automatically'),
    ).toHaveLength(2);
    expect(server.requestsTo('POST', '/v1/paymentSession')).toHaveLength(0);

    await answerAutoRenew(user, 'No');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));

    const frame = await screen.findByTitle('Card payment');
    expect(frame.getAttribute('src')).toBe(TEST_PAYMENT_SESSION.frameUrl);
    expect(server.requestsTo('POST', '/v1/paymentSession').map((request) => request.body)).toEqual([
      { quoteKey: TEST_QUOTE_KEY, option: 'ANNUAL_CARD', consentToAutoRenew: false },
    ]);
  });

  it('a payment the frame reports as made goes on to confirmation with the policy number', async () => {
    stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { user, router } = await openPage();
    await answerAutoRenew(user, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    await screen.findByTitle('Card payment');

    frameReports('succeeded');

    expect(useJourneyStore.getState().pageValidity.Payment).toBe(true);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Thank you for buying Acme Motoring Van Insurance' },
      SLOW,
    );
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(screen.getByTestId('policy-number').textContent).toBe(TEST_WRAP_UP.policyNumber);
  });

  it('a double click asks for one payment session', async () => {
    const server = stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { user } = await openPage();
    await answerAutoRenew(user, 'Yes');

    await user.dblClick(screen.getByRole('button', { name: 'Continue to card payment' }));

    await screen.findByTitle('Card payment');
    expect(server.requestsTo('POST', '/v1/paymentSession')).toHaveLength(1);
  });

  it("§2.6: says 'We're processing your payment' while the policy is set up", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch(async (request) => {
      if (request.path === '/v1/verifyPolicy') await released;
      return defaultHandler(request);
    });
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { user } = await openPage();
    await answerAutoRenew(user, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    await screen.findByTitle('Card payment');

    frameReports('succeeded');

    // §2.2: the loading overlay while the policy number loads.
    await waitFor(() => expect(useJourneyStore.getState().isPolicyNumberLoading).toBe(true));
    const overlay = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes("We're processing your payment"));
    expect(overlay?.textContent).toContain('Setting up your policy');
    release();
    await screen.findByTestId('policy-number', {}, SLOW);
    expect(useJourneyStore.getState().isPolicyNumberLoading).toBe(false);
  });

  it('ignores a message that is not from the payment frame, or about another session', async () => {
    stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { user, router } = await openPage();
    await answerAutoRenew(user, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    await screen.findByTitle('Card payment');

    frameReports('succeeded', 'http://attacker.example');
    frameReports('succeeded', TEST_PROVIDER_ORIGIN, 'cs_someone_else');

    expect(useJourneyStore.getState().pageValidity.Payment).toBe(false);
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('a declined card says another card can be tried in the frame', async () => {
    stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { user, router } = await openPage();
    await answerAutoRenew(user, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    await screen.findByTitle('Card payment');

    frameReports('declined');

    expect(screen.getByText(/Your card was declined/).textContent).toContain('try another card');
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('a provider error says another try or card can be made in the frame, and stays (decision 053)', async () => {
    stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { user, router } = await openPage();
    await answerAutoRenew(user, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    await screen.findByTitle('Card payment');

    frameReports('failed');

    const status = await screen.findByText(/The card provider could not take your payment/);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain('try another card');
    expect(screen.getByTitle('Card payment')).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it.each([['expired', '/payment-failure', `?quoteRef=${TEST_WEB_REFERENCE}`]])(
    'a payment that %s goes to %s',
    async (status, pathname, search) => {
      stubFetch();
      holdFinalizedQuote(quotePaidBy('PayInFull'));
      const { user, router } = await openPage();
      await answerAutoRenew(user, 'Yes');
      await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
      await screen.findByTitle('Card payment');

      frameReports(status);

      await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
      expect(router.state.location.search).toBe(search);
    },
  );

  it('§2.2: no option for the chosen way of paying goes to payment-failure?quoteRef=', async () => {
    stubFetch((request) =>
      request.path === '/v1/paymentOptions'
        ? { status: 200, body: [{ type: 'MONTHLY_DD' }] }
        : defaultHandler(request),
    );
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { router } = renderApp(PATH);

    await screen.findByRole(
      'heading',
      { level: 1, name: "Sorry, we couldn't take your payment" },
      SLOW,
    );
    expect(router.state.location.pathname).toBe('/payment-failure');
    expect(router.state.location.search).toBe(`?quoteRef=${TEST_WEB_REFERENCE}`);
  });

  it.each([
    [
      'No available payment methods found',
      {
        status: 400,
        body: {
          error: { code: 'NoAvailablePayMethods', message: 'No available payment methods found' },
        },
      },
    ],
    ['Null response', { status: 200, body: null }],
  ])('§8: says %s, once, without retrying', async (message, answer) => {
    const server = stubFetch((request) =>
      request.path === '/v1/paymentOptions' ? answer : defaultHandler(request),
    );
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    await openPage();

    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Continue to card payment' })).toBeNull();
    expect(server.requestsTo('POST', '/v1/paymentOptions')).toHaveLength(1);
  });

  it('§7.4: retries the payment options 2 s apart (shortened here) until they come', async () => {
    let tries = 0;
    const server = stubFetch((request) => {
      if (request.path !== '/v1/paymentOptions') return defaultHandler(request);
      tries += 1;
      return tries < 4
        ? { status: 503, body: { error: { code: 'ServiceUnavailable', message: 'Down' } } }
        : defaultHandler(request);
    });
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    await openPage();

    expect(server.requestsTo('POST', '/v1/paymentOptions')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Continue to card payment' })).toBeTruthy();
  });

  it('§7.4: after 10 retries goes to service-unavailable', async () => {
    const server = stubFetch((request) =>
      request.path === '/v1/paymentOptions'
        ? { status: 503, body: { error: { code: 'ServiceUnavailable', message: 'Down' } } }
        : defaultHandler(request),
    );
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { router } = renderApp(PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/service-unavailable'), SLOW);
    expect(server.requestsTo('POST', '/v1/paymentOptions')).toHaveLength(11);
  });

  it('§2.2: without a quote key goes to /', async () => {
    stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    useJourneyStore.setState({ quoteKey: null });
    const { router } = renderApp(PATH);

    await waitFor(() => expect(router.state.location.pathname).not.toBe(PATH), SLOW);
  });

  it('after buying, the payment page does not offer to pay again: it goes to confirmation', async () => {
    const server = stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    useJourneyStore.getState().setPageValidity(['Payment'], true);
    useJourneyStore.getState().setWrapUp(TEST_WRAP_UP);
    const { router } = renderApp(PATH);

    await screen.findByTestId('policy-number', {}, SLOW);
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(server.requestsTo('POST', '/v1/paymentOptions')).toHaveLength(0);
    expect(server.requestsTo('POST', '/v1/paymentSession')).toHaveLength(0);
  });

  it('a quote the service says is already bought goes to purchased', async () => {
    stubFetch((request) =>
      request.path === '/v1/paymentOptions'
        ? {
            status: 400,
            body: {
              error: {
                code: 'PolicyAlreadyPurchased',
                message: 'This quote has already been bought.',
              },
            },
          }
        : defaultHandler(request),
    );
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { router } = renderApp(PATH);

    await screen.findByRole(
      'heading',
      { level: 1, name: 'You have already bought this policy' },
      SLOW,
    );
    expect(router.state.location.pathname).toBe('/purchased');
  });

  it('a quote changed since it was finalized (another tab) is not called bought: the page says why', async () => {
    const changed =
      'Your quote has changed since you chose to buy it. Please check your quote and try again.';
    stubFetch((request) =>
      request.path === '/v1/paymentOptions'
        ? { status: 409, body: { error: { code: 'QuoteClosed', message: changed } } }
        : defaultHandler(request),
    );
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { router } = renderApp(PATH);

    expect(await screen.findByText(changed, {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });
});

describe('payment refused for missing answers (decision 033)', () => {
  const message =
    'We need a few more answers before you can buy: your phone number. Please check your details and answer the questions we have not asked yet.';
  const refusedAt = (path: string) =>
    stubFetch((request) =>
      request.path === path
        ? { status: 409, body: { error: { code: 'RiskIncomplete', message } } }
        : defaultHandler(request),
    );

  it('a 409 RiskIncomplete for the payment options shows the service’s words', async () => {
    refusedAt('/v1/paymentOptions');
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { router } = renderApp(PATH);

    expect(await screen.findByText(message, {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('a 409 RiskIncomplete for the payment session shows the service’s words, and no frame', async () => {
    refusedAt('/v1/paymentSession');
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    const { user, router } = await openPage();

    await answerAutoRenew(user, 'No');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByTitle('Card payment')).toBeNull();
    expect(router.state.location.pathname).toBe(PATH);
  });
});

describe('payment monthly (MONTHLY_DD)', () => {
  /** Decision 045: the credit agreement is signed before the Direct Debit step. */
  async function signAgreement(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Type your full name to sign'), 'Amira Okafor');
    await user.click(screen.getByRole('button', { name: 'Sign the credit agreement' }));
    await screen.findByRole('heading', { name: 'Set up your Direct Debit' });
  }

  async function fillBankDetails(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('heading', {
      name: /^(Set up your Direct Debit|Paying monthly: your credit information)$/,
    });
    if (screen.queryByRole('button', { name: 'Sign the credit agreement' })) {
      await signAgreement(user);
    }
    await user.type(screen.getByLabelText('Name on the account'), 'Amira Okafor');
    await user.type(screen.getByLabelText('Sort code'), '30-99-50');
    await user.type(screen.getByLabelText('Account number'), '00733445');
    await user.click(
      screen.getByLabelText(
        'I am the account holder and the only person needed to authorise Direct Debits from this account',
      ),
    );
  }

  it('sets up the Direct Debit first, showing the collections, then takes the deposit by card', async () => {
    // Today fixed: the first collection is 10 working days on, and not before the cover start.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00'));
    const server = stubFetch();
    holdFinalizedQuote(quotePaidBy('Instalmnts'));
    const { user } = await openPage();

    expect(useJourneyStore.getState().isDDStep).toBe(true);
    // First the credit information, the explanation and the agreement, signed by typing a name.
    await screen.findByRole('heading', { name: 'Paying monthly: your credit information' });
    expect(screen.getByText(/Paying monthly costs £61.25 more/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Set up your Direct Debit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign the credit agreement' }));
    expect(screen.getByText('Type your full name to sign the credit agreement')).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/creditAgreement/sign')).toHaveLength(0);
    await signAgreement(user);
    expect(server.requestsTo('POST', '/v1/creditAgreement/sign')[0]?.body).toEqual({
      quoteKey: TEST_QUOTE_KEY,
      version: 'credit-agreement-2026-11-27',
      textHash: 'a'.repeat(64),
      signerName: 'Amira Okafor',
    });
    expect(screen.getByRole('heading', { name: 'Set up your Direct Debit' })).toBeTruthy();
    expect(screen.getByTestId('price-today').textContent).toBe('£61.23');
    // The scheme's prescribed wording, word for word (decision 046).
    const guarantee = screen.getByRole('heading', { name: 'The Direct Debit Guarantee' });
    expect(
      [...(guarantee.parentElement?.querySelectorAll('li') ?? [])].map((item) => item.textContent),
    ).toEqual([...DIRECT_DEBIT_GUARANTEE.points('Acme Insurance Services Limited')]);
    expect(
      screen.getByText(
        /Your payments will appear on your bank statement as Acme Insurance Services Limited/,
      ),
    ).toBeTruthy();
    // The preview: the deposit by card today, then 10 collections on the cover start's day.
    const rows = screen
      .getByRole('table', { name: 'Your payments by date' })
      .querySelectorAll('tbody tr');
    expect(rows).toHaveLength(11);
    expect(rows[0]?.textContent).toBe('Today, by card£61.23');
    expect(rows[1]?.textContent).toBe('1 July 2026£62.36');
    expect(screen.getByText('26.9% APR')).toBeTruthy();
    expect(screen.queryByTitle('Card payment')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getAllByText('Enter the name on the account').length).toBeGreaterThan(0);
    expect(server.requestsTo('POST', '/v1/directDebitMandate')).toHaveLength(0);

    await fillBankDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByRole('heading', { name: 'Your Direct Debit is set up' });
    expect(useJourneyStore.getState().isDDStep).toBe(false);
    expect(server.requestsTo('POST', '/v1/directDebitMandate')[0]?.body).toEqual({
      quoteKey: TEST_QUOTE_KEY,
      accountHolderName: 'Amira Okafor',
      sortCode: '309950',
      accountNumber: '00733445',
      soleSignatory: true,
    });
    expect(screen.getByText('DD-12345-67890')).toBeTruthy();
    expect(screen.getByText('Amira Okafor, sort code 30-99-50, account ending 3445')).toBeTruthy();
    // Nothing is paid until the card payment succeeds (issue 18 item 6).
    expect(screen.getAllByText('To pay by card today')).toHaveLength(2);
    expect(screen.queryByText(/Paid by card/)).toBeNull();

    await answerAutoRenew(user, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    await screen.findByTitle('Card payment');
    expect(server.requestsTo('POST', '/v1/paymentSession')[0]?.body).toEqual({
      quoteKey: TEST_QUOTE_KEY,
      option: 'MONTHLY_DD',
      consentToAutoRenew: true,
    });
  });

  it('shows the bank check’s refusal on the form, keeping what was typed', async () => {
    const message =
      'Check your sort code and account number. They do not match an account we can collect Direct Debits from';
    stubFetch((request) =>
      request.path === '/v1/directDebitMandate'
        ? { status: 422, body: { error: { code: 'BankAccountInvalid', message } } }
        : defaultHandler(request),
    );
    holdFinalizedQuote(quotePaidBy('Instalmnts'));
    const { user } = await openPage();
    await fillBankDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect((screen.getByLabelText('Sort code') as HTMLInputElement).value).toBe('30-99-50');
    expect(useJourneyStore.getState().isDDStep).toBe(true);
  });

  it('a refused credit check offers paying for the year by card, with the credit-check number', async () => {
    stubFetch((request) =>
      request.path === '/v1/directDebitMandate'
        ? {
            status: 422,
            body: {
              error: { code: 'CreditCheckFailed', message: 'Monthly payments are not available.' },
            },
          }
        : defaultHandler(request),
    );
    holdFinalizedQuote(quotePaidBy('Instalmnts'));
    const { user } = await openPage();
    await fillBankDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'We cannot offer you monthly payments after our credit check.',
    );
    expect(alert.textContent).toContain('0800 123 4569');
    await user.click(screen.getByRole('button', { name: 'Pay for the year by card instead' }));

    expect(screen.getByTestId('price-today').textContent).toBe('£612.34');
    expect(screen.queryByRole('heading', { name: 'Set up your Direct Debit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to card payment' })).toBeTruthy();
  });

  it('a declined quote goes to no-quote', async () => {
    stubFetch((request) =>
      request.path === '/v1/directDebitMandate'
        ? { status: 422, body: { error: { code: 'QuoteDeclined', message: 'Declined' } } }
        : defaultHandler(request),
    );
    holdFinalizedQuote(quotePaidBy('Instalmnts'));
    const { user, router } = await openPage();
    await fillBankDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/no-quote'), SLOW);
  });
});
