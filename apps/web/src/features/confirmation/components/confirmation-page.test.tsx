import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageHref } from '@van/domain/journey';
import { describe, expect, it, vi } from 'vitest';
import { holdFinalizedQuote, quotePaidBy } from '../../../testing/purchase-test-kit';
import { useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch } from '../../../testing/fake-server';
import { TEST_POLICY_DOCUMENTS, TEST_WEB_REFERENCE, TEST_WRAP_UP } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const PATH = pageHref('Confirmation');
const SLOW = { timeout: 15_000 };

/** Paid for: every page before confirmation complete (§2.2 confirmation's guard). */
function holdPaidQuote() {
  holdFinalizedQuote(quotePaidBy('PayInFull'));
  useJourneyStore.getState().setPageValidity(['Payment'], true);
}

const notYet = {
  status: 409,
  body: {
    error: { code: 'WrapUpTokenMissing', message: 'Your payment has not been completed yet.' },
  },
};

describe('confirmation', () => {
  it('wraps the policy up, then thanks the customer with the policy number and documents', async () => {
    const server = stubFetch();
    holdPaidQuote();
    renderApp(PATH);

    await screen.findByRole(
      'heading',
      { level: 1, name: 'Thank you for buying Acme Motoring Van Insurance' },
      SLOW,
    );
    // Decision 034 item 4: with the quoteKey the payment was made under, so no retrieve lock-out stops it.
    expect(server.requestsTo('POST', '/v1/verifyPolicy')[0]?.body).toEqual({
      ...useJourneyStore.getState().retrievalKey,
      quoteKey: useJourneyStore.getState().quoteKey,
    });
    expect(screen.getByTestId('policy-number').textContent).toBe('RWV-2025-000123');
    expect(useJourneyStore.getState()).toMatchObject({
      token: TEST_WRAP_UP.token,
      policyNumber: TEST_WRAP_UP.policyNumber,
      isPolicyNumberLoading: false,
    });
    await screen.findByRole('button', { name: 'Download Policy schedule (PDF)' });
    expect(screen.getByText(/^We have e-mailed your documents to /)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Van insurance product information' }).getAttribute('href'),
    ).toBe('https://documents.example/ipid-van.pdf');
    // The stepper is hidden on confirmation (§2.3).
    expect(screen.queryByRole('navigation', { name: /progress/i })).toBeNull();
    // The token goes in a header, never in an address.
    const documents = server.requestsTo('GET', `/v1/policies/${TEST_WEB_REFERENCE}/documents`);
    expect(documents[0]?.headers.authorization).toBe(`Bearer ${TEST_WRAP_UP.token}`);
    expect(server.requests.some((request) => request.path.includes(TEST_WRAP_UP.token))).toBe(
      false,
    );
  });

  describe('decision 033: says the documents were e-mailed only when they were', () => {
    /** The documents as the service lists them, e-mailed or not (documentsEmailed). */
    function stubDocuments(documentsEmailed: boolean, documentsPosted = false) {
      return stubFetch((request) =>
        request.method === 'GET' && request.path === `/v1/policies/${TEST_WEB_REFERENCE}/documents`
          ? { status: 200, body: { ...TEST_POLICY_DOCUMENTS, documentsEmailed, documentsPosted } }
          : defaultHandler(request),
      );
    }

    it('names the address the e-mail was queued to, when the service says it was', async () => {
      stubDocuments(true);
      holdPaidQuote();
      const address = useJourneyStore.getState().quote?.policy.eventCurrent.risk.proposer.email;
      renderApp(PATH);

      await screen.findByRole('button', { name: 'Download Policy schedule (PDF)' }, SLOW);
      expect(
        screen.getByText(`We have e-mailed your documents to ${address ?? 'you'}.`),
      ).toBeTruthy();
      expect(screen.queryByText(/have not been able to e-mail/)).toBeNull();
    });

    it('otherwise says so, and how to get them: download here or call us', async () => {
      stubDocuments(false);
      holdPaidQuote();
      renderApp(PATH);

      await screen.findByRole('button', { name: 'Download Policy schedule (PDF)' }, SLOW);
      expect(screen.queryByText(/We have e-mailed/)).toBeNull();
      expect(screen.queryByText(/in your e-mail/)).toBeNull();
      expect(
        screen.getByText(
          'We have not been able to e-mail your documents to you. Please download them now and keep them somewhere safe.',
        ),
      ).toBeTruthy();
      const call = screen.getByText(/If you cannot download them, call us on/);
      expect(call.textContent).toMatch(/call us on .*\d.* and we will send them to you\./);
    });

    it('decision 043: says when the post will bring them to a customer who chose post', async () => {
      stubDocuments(false, true);
      holdPaidQuote();
      renderApp(PATH);

      await screen.findByRole('button', { name: 'Download Policy schedule (PDF)' }, SLOW);
      expect(
        screen.getByText(
          'As you asked, we will post your documents to you within 5 working days. You can also download them now. Keep them somewhere safe.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText(/e-mailed/)).toBeNull();
      expect(screen.queryByText(/have not been able to e-mail/)).toBeNull();
    });

    it('claims no e-mail when the documents cannot be shown', async () => {
      stubFetch((request) =>
        request.method === 'GET' && request.path === `/v1/policies/${TEST_WEB_REFERENCE}/documents`
          ? { status: 500, body: { error: { code: 'InternalError', message: 'Oops' } } }
          : defaultHandler(request),
      );
      holdPaidQuote();
      renderApp(PATH);

      await screen.findByText(
        'We could not show your documents just now. Please try again later, or call us and we will send them to you.',
        {},
        SLOW,
      );
      expect(screen.queryByText(/e-mailed/)).toBeNull();
    });
  });

  it('downloads a document as a file with the token in a header', async () => {
    const server = stubFetch();
    const createObjectURL = vi.fn(() => 'blob:test-document');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    holdPaidQuote();
    renderApp(PATH);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Download Certificate of Motor Insurance (PDF)' },
        SLOW,
      ),
    );

    await waitFor(() => expect(clicked).toEqual(['certificate-RWV-2025-000123.pdf']));
    const pdf = server.requestsTo(
      'GET',
      `/v1/policies/${TEST_WEB_REFERENCE}/documents/certificate`,
    );
    expect(pdf[0]?.headers.authorization).toBe(`Bearer ${TEST_WRAP_UP.token}`);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('§7.4: retries the wrap-up while the payment is not complete (409 counts as a try)', async () => {
    let tries = 0;
    const server = stubFetch((request) => {
      if (request.path !== '/v1/verifyPolicy') return defaultHandler(request);
      tries += 1;
      return tries < 3 ? notYet : defaultHandler(request);
    });
    holdPaidQuote();
    renderApp(PATH);

    await screen.findByTestId('policy-number', {}, SLOW);
    expect(server.requestsTo('POST', '/v1/verifyPolicy')).toHaveLength(3);
  });

  it('§8: after the retries goes to policy-wrap-up-error?quoteRef=, the overlay cleared', async () => {
    const server = stubFetch((request) =>
      request.path === '/v1/verifyPolicy' ? notYet : defaultHandler(request),
    );
    holdPaidQuote();
    const { router } = renderApp(PATH);

    await screen.findByRole(
      'heading',
      { level: 1, name: "Sorry, we couldn't finish setting up your policy" },
      SLOW,
    );
    expect(router.state.location.pathname).toBe('/policy-wrap-up-error');
    expect(router.state.location.search).toBe(`?quoteRef=${TEST_WEB_REFERENCE}`);
    expect(server.requestsTo('POST', '/v1/verifyPolicy')).toHaveLength(11);
    expect(useJourneyStore.getState().isPolicyNumberLoading).toBe(false);
    expect(useJourneyStore.getState().token).toBeNull();
  });

  it('§7.4: a wrap-up try with no answer in time (5 s, shortened here) counts as a try', async () => {
    let tries = 0;
    const server = stubFetch((request) => {
      if (request.path !== '/v1/verifyPolicy') return defaultHandler(request);
      tries += 1;
      // The first try never answers.
      return tries === 1 ? new Promise(() => {}) : defaultHandler(request);
    });
    holdPaidQuote();
    renderApp(PATH);

    await screen.findByTestId('policy-number', {}, SLOW);
    expect(server.requestsTo('POST', '/v1/verifyPolicy')).toHaveLength(2);
  });

  it('with a token held, does not wrap up again', async () => {
    const server = stubFetch();
    holdPaidQuote();
    useJourneyStore.getState().setWrapUp(TEST_WRAP_UP);
    renderApp(PATH);

    await screen.findByTestId('policy-number', {}, SLOW);
    expect(server.requestsTo('POST', '/v1/verifyPolicy')).toHaveLength(0);
  });

  it('§2.2: not paid for, the customer returns to the page they were on', async () => {
    const server = stubFetch();
    holdFinalizedQuote(quotePaidBy('PayInFull'));
    useJourneyStore.getState().setCurrentPage('CheckYourDetails');
    const { router } = renderApp(PATH);

    await waitFor(() => expect(router.state.location.pathname).not.toBe(PATH), SLOW);
    expect(server.requestsTo('POST', '/v1/verifyPolicy')).toHaveLength(0);
  });
});
