import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageHref } from '@van/domain/journey';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import {
  stubAccountService,
  testPolicy,
  testSession,
  TEST_POLICY_NUMBER,
} from '../account-test-kit';

const PATH = `/account/policies/${TEST_POLICY_NUMBER}`;
const API = `/v1/account/policies/${TEST_POLICY_NUMBER}`;

const landsOn = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });

describe('account/policies/:policyNumber', () => {
  it('sends a customer who is not signed in (401) to account/sign-in', async () => {
    stubAccountService();
    const { router } = renderApp(PATH);

    await landsOn(router, pageHref('AccountSignIn'));
  });

  it('shows the cover, van, drivers, period, status, payment and the numbers to call', async () => {
    stubAccountService({ signedIn: true });
    renderApp(PATH);

    const cover = await screen.findByRole('region', { name: 'Your cover' });
    expect(
      screen.getByRole('heading', { level: 1, name: `Your policy ${TEST_POLICY_NUMBER}` }),
    ).toBeTruthy();
    for (const text of [
      'Live',
      'Comprehensive',
      'Van Insurance',
      'FORD TRANSIT CUSTOM (AB12 CDE)',
      'Sam Taylor (Policyholder)',
      'Alex Taylor (Named driver)',
      '20 November 2026 to 23:59 on 19 November 2027',
      'Monthly by Direct Debit',
      '£1,149.65',
    ]) {
      expect(within(cover).getByText(text)).toBeTruthy();
    }
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByText('0345 600 1234')).toBeTruthy();
    expect(within(contact).getByText('0345 600 9999')).toBeTruthy();
  });

  it('shows the Direct Debit collections (date, amount) and only the last 4 digits of the account', async () => {
    stubAccountService({ signedIn: true });
    renderApp(PATH);

    const directDebit = await screen.findByRole('region', { name: 'Your Direct Debit' });
    expect(within(directDebit).getByText('Account ending 1234')).toBeTruthy();
    const table = within(directDebit).getByRole('table', { name: 'Direct Debit collections' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DateAmount', '1 December 2026£95.81', '1 January 2027£95.80']);
  });

  it('after a cancellation, shows the stopped collections as cancelled and the final collection (decision 065)', async () => {
    const policy = testPolicy({ status: 'cancelled' });
    stubAccountService({
      signedIn: true,
      policy: {
        ...policy,
        directDebit: {
          ...policy.directDebit!,
          collections: [
            { date: '2026-12-01', amount: 95.81 },
            { date: '2027-01-01', amount: 95.8, cancelledAt: '2026-12-10T10:00:00.000Z' },
          ],
          settlement: { kind: 'finalCollection', amount: 12.34, date: '2027-01-01' },
        },
      },
    });
    renderApp(PATH);

    const directDebit = await screen.findByRole('region', { name: 'Your Direct Debit' });
    const table = within(directDebit).getByRole('table', { name: 'Direct Debit collections' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DateAmount', '1 December 2026£95.81', '1 January 2027Cancelled£95.80']);
    expect(within(directDebit).getByTestId('account-direct-debit-settlement').textContent).toBe(
      'Final collection: £12.34 will be collected by Direct Debit on 1 January 2027 from the account ending 1234, for the cover you used.',
    );
  });

  it('has no Direct Debit section for a policy paid for the year', async () => {
    const { directDebit: _none, ...annual } = testPolicy({ paymentFrequency: 'ANNUAL_CARD' });
    stubAccountService({ signedIn: true, policy: annual });
    renderApp(PATH);

    expect(await screen.findByText('Paid in full for the year')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Direct Debit' })).toBeNull();
  });

  it('downloads a document as a PDF with the session cookie, nothing in the address but the policy number', async () => {
    const server = stubAccountService({ signedIn: true });
    const createObjectURL = vi.fn((_file: Blob) => 'blob:test-document');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(
      await screen.findByRole('button', {
        name: 'Download Certificate of motor insurance (PDF)',
      }),
    );

    await waitFor(() => expect(clicked).toEqual([`certificate-${TEST_POLICY_NUMBER}.pdf`]));
    const requests = server.requestsTo('GET', `${API}/documents/certificate`);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.search).toBeUndefined();
    const file = createObjectURL.mock.calls[0]?.[0];
    expect(file?.type).toBe('application/pdf');
  });

  it('says so when a document cannot be downloaded', async () => {
    stubAccountService({
      signedIn: true,
      override: (request) => (request.path.includes('/documents/') ? { status: 503 } : undefined),
    });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Download Policy schedule (PDF)' }));

    expect(
      await screen.findByText(
        "We couldn't download Policy schedule just now. Please try again in a few minutes.",
      ),
    ).toBeTruthy();
  });

  it("shows the auto-renewal choice in the server's words, the renewal date and what will happen", async () => {
    stubAccountService({ signedIn: true });
    renderApp(PATH);

    const renewal = await screen.findByRole('region', { name: 'Automatic renewal' });
    expect(
      within(renewal).getByText(
        'We will renew your policy automatically unless you tell us not to.',
      ),
    ).toBeTruthy();
    expect(
      within(renewal).getByText(/Your policy will renew automatically on 20 November 2027/),
    ).toBeTruthy();
    expect(within(renewal).getByText('Renewal date: 20 November 2027')).toBeTruthy();
    expect(
      within(renewal).getByText(
        'You made this choice when you bought your policy, on 20 November 2026.',
      ),
    ).toBeTruthy();
    const group = within(renewal).getByRole('group', {
      name: 'Should this policy renew automatically?',
    });
    expect(within(group).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
  });

  it('turns auto-renewal off with the keyboard: one PUT, the new words, a success message in a live region', async () => {
    const server = stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    renderApp(PATH);

    const renewal = await screen.findByRole('region', { name: 'Automatic renewal' });
    within(renewal).getByRole('radio', { name: 'Yes' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(renewal).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    within(renewal).getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');

    const status = await within(renewal).findByText('Your policy will not renew automatically.');
    expect(status.getAttribute('role')).toBe('status');
    expect(
      within(renewal).getByText(
        'Your policy will not renew. Your cover ends at 23:59 on 19 November 2027.',
      ),
    ).toBeTruthy();
    expect(within(renewal).getByText(/You last changed this choice on/)).toBeTruthy();
    const puts = server.requestsTo('PUT', `${API}/auto-renewal`);
    expect(puts.map((request) => request.body)).toEqual([{ autoRenew: false }]);
    expect(server.state.policy?.autoRenewal.autoRenew).toBe(false);
  });

  it('says so in the error summary when the choice cannot be saved', async () => {
    stubAccountService({
      signedIn: true,
      override: (request) => (request.method === 'PUT' ? { status: 500 } : undefined),
    });
    const user = userEvent.setup();
    renderApp(PATH);

    const renewal = await screen.findByRole('region', { name: 'Automatic renewal' });
    await user.click(within(renewal).getByRole('radio', { name: 'No' }));
    await user.click(within(renewal).getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText(
        "We couldn't save your choice just now. Please try again in a few minutes.",
      ),
    ).toBeTruthy();
  });

  it('links to cancelling; a cancelled policy says so and offers neither', async () => {
    stubAccountService({
      signedIn: true,
      policy: testPolicy({
        status: 'cancelled',
        cancellationEffectiveAt: '2026-11-27T14:00:00.000Z',
      }),
    });
    renderApp(PATH);

    expect(await screen.findAllByText('Cancelled from 14:00 on 27 November 2026')).toBeTruthy();
    expect(screen.getByText('This policy has been cancelled.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cancel this policy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('warns before the session ends, and signs out itself when the time is up (a shared computer)', async () => {
    const server = stubAccountService({ signedIn: true, session: () => testSession(1_500) });
    const { router } = renderApp(PATH);

    expect(
      await screen.findByRole('alertdialog', { name: 'You are about to be signed out' }),
    ).toBeTruthy();
    await landsOn(router, pageHref('AccountSignIn'));
    expect(
      await screen.findByText(/We signed you out because you had not done anything for a while/),
    ).toBeTruthy();
    expect(server.requestsTo('DELETE', '/v1/account/session')).toHaveLength(1);
  });

  it("answers another customer's or an unknown policy with the server's one 404, in words", async () => {
    stubAccountService({ signedIn: true });
    renderApp('/account/policies/VAN999999999');

    expect(
      await screen.findByText(
        /We could not find that policy for the email address you signed in with/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toBeTruthy();
  });
});
