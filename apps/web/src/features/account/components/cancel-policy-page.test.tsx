import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { pageHref } from '@van/domain/journey';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { stubAccountService, TEST_POLICY_NUMBER, testFigures } from '../account-test-kit';

const POLICY_PATH = `/account/policies/${TEST_POLICY_NUMBER}`;
const PATH = `${POLICY_PATH}/cancel`;
const API = `/v1/account/policies/${TEST_POLICY_NUMBER}/cancellation`;

const landsOn = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });

async function chooseDate(user: UserEvent, day: string, month: string, year: string) {
  await user.click(await screen.findByRole('radio', { name: /On a date/ }));
  const group = screen.getByRole('group', { name: 'Date cover ends' });
  await user.type(within(group).getByLabelText('Day'), day);
  await user.type(within(group).getByLabelText('Month'), month);
  await user.type(within(group).getByLabelText('Year'), year);
}

const showRefund = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Show what I will get back' }));

describe('account/policies/:policyNumber/cancel', () => {
  it("opens from the policy page's 'Cancel this policy'", async () => {
    stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    const { router } = renderApp(POLICY_PATH);

    await user.click(await screen.findByRole('link', { name: 'Cancel this policy' }));

    await landsOn(router, PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancel your policy' }),
    ).toBeTruthy();
  });

  it('asks when, in the error summary, before anything is sent', async () => {
    const server = stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('radio', { name: /Now/ });

    await showRefund(user);

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Choose when your cover should end')).toBeTruthy();
    expect(server.requestsTo('GET', API)).toHaveLength(0);
  });

  it('shows the refund for cancelling now in words, the 14-day rule and the SORN warning, before confirming', async () => {
    const server = stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('radio', { name: /Now/ }));
    await showRefund(user);

    const preview = await screen.findByRole('region', { name: 'What happens if you cancel' });
    expect(within(preview).getByTestId('cancel-refund').textContent).toBe('£73.76');
    // The server's words: the 14-day rule that applies, and when the refund is paid.
    expect(
      within(preview).getByText(
        'You are cancelling within 14 days of buying or of receiving your documents (until 4 December 2026), so there is no fee.',
      ),
    ).toBeTruthy();
    expect(
      within(preview).getByText(
        'We will refund £73.76 to the card you paid with by 27 December 2026.',
      ),
    ).toBeTruthy();
    expect(within(preview).getByText(/declared off the road \(SORN\)/)).toBeTruthy();
    expect(within(preview).getByText(/You cannot undo this/)).toBeTruthy();
    expect(server.requestsTo('GET', API).map((request) => request.search)).toEqual([undefined]);
    expect(server.requestsTo('POST', API)).toHaveLength(0);
    expect(document.activeElement?.textContent).toBe('What happens if you cancel');
  });

  it('monthly (decision 065): shows and confirms the refund split between card and bank account', async () => {
    const split = (date: string | undefined) => {
      const figures = testFigures(date);
      return {
        ...figures,
        refundPence: 12_000,
        cardRefundPence: 9_581,
        directDebit: {
          ...figures.directDebit!,
          bankRefund: { amountPence: 2_419, date: '2026-11-27' },
        },
      };
    };
    stubAccountService({ signedIn: true, figures: split });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('radio', { name: /Now/ }));
    await showRefund(user);
    const preview = await screen.findByRole('region', { name: 'What happens if you cancel' });
    expect(within(preview).getByText('Refund to your card').nextSibling?.textContent).toBe(
      '£95.81',
    );
    expect(within(preview).getByTestId('cancel-bank-refund').textContent).toBe('£24.19');
    expect(within(preview).getByText('Refund to the account ending 1234')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Confirm and cancel my policy' }));
    expect((await screen.findByTestId('cancel-done-refund')).textContent).toBe(
      'We will refund £95.81 to your card and £24.19 to the account ending 1234 by 27 December 2026.',
    );
  });

  it('monthly (decision 065): a balance owed is one final Direct Debit collection, with its date', async () => {
    const owed = (date: string | undefined) => {
      const figures = testFigures(date);
      return {
        ...figures,
        refundPence: 0,
        cardRefundPence: 0,
        balanceOwedPence: 1_234,
        directDebit: {
          ...figures.directDebit!,
          finalCollection: { amountPence: 1_234, date: '2026-12-11' },
        },
      };
    };
    stubAccountService({ signedIn: true, figures: owed });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('radio', { name: /Now/ }));
    await showRefund(user);
    expect((await screen.findByTestId('cancel-final-collection')).textContent).toBe(
      '£12.34 on 11 December 2026',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm and cancel my policy' }));
    expect((await screen.findByTestId('cancel-done-final-collection')).textContent).toBe(
      '£12.34 will be collected by Direct Debit on 11 December 2026 from the account ending 1234. This is the last payment; your Direct Debit then ends.',
    );
    expect(screen.getByTestId('cancel-done-refund').textContent).toBe('No refund is due.');
  });

  it("asks for a date's refund with the date in the query, and shows the server's refusal of a date in the error summary", async () => {
    const server = stubAccountService({
      signedIn: true,
      refusedDates: { '2028-01-01': 'Choose a date no later than 19 November 2027' },
    });
    const user = userEvent.setup();
    renderApp(PATH);

    await chooseDate(user, '1', '1', '2028');
    await showRefund(user);

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Choose a date no later than 19 November 2027')).toBeTruthy();
    expect(server.requestsTo('GET', API).map((request) => request.search)).toEqual([
      '?date=2028-01-01',
    ]);
    expect(screen.queryByRole('button', { name: 'Confirm and cancel my policy' })).toBeNull();
  });

  it('refuses a date that is not a real one, without asking the server', async () => {
    const server = stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    renderApp(PATH);

    await chooseDate(user, '31', '2', '2027');
    await showRefund(user);

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Enter a real date, like 27 3 2027')).toBeTruthy();
    expect(server.requestsTo('GET', API)).toHaveLength(0);
  });

  it('confirms once however often it is clicked, then shows the refund, the documents no longer valid and the e-mail', async () => {
    const server = stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('radio', { name: /Now/ }));
    await showRefund(user);
    const confirm = await screen.findByRole('button', { name: 'Confirm and cancel my policy' });
    await user.dblClick(confirm);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your policy is cancelled' }),
    ).toBeTruthy();
    expect(screen.getByText('We will refund £73.76 to you by 27 December 2026.')).toBeTruthy();
    expect(
      screen.getByText(/certificate of motor insurance and policy schedule are no longer valid/),
    ).toBeTruthy();
    expect(
      screen.getByText('We have emailed you a confirmation of your cancellation.'),
    ).toBeTruthy();
    const posts = server.requestsTo('POST', API);
    expect(posts.map((request) => request.body)).toEqual([{ date: 'now', confirm: true }]);
  });

  it('cancels from a later date and the policy page then shows the status the server answers', async () => {
    stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await chooseDate(user, '1', '3', '2027');
    await showRefund(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and cancel my policy' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cancellation is confirmed' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'View your policy' }));
    await landsOn(router, POLICY_PATH);
    const cover = await screen.findByRole('region', { name: 'Your cover' });
    expect(
      await within(cover).findByText('Live until 00:00 on 1 March 2027, then cancelled'),
    ).toBeTruthy();
  });

  it('says a policy cancelled already (410) is cancelled, in the error summary', async () => {
    stubAccountService({
      signedIn: true,
      override: (request) =>
        request.method === 'POST' && request.path === API
          ? { status: 410, body: { error: { code: 'PolicyCancelled', message: 'Cancelled' } } }
          : undefined,
    });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole('radio', { name: /Now/ }));
    await showRefund(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and cancel my policy' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('This policy has already been cancelled.')).toBeTruthy();
  });

  it('sends a customer whose session has ended (401) to account/sign-in', async () => {
    const server = stubAccountService({ signedIn: true });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);

    await user.click(await screen.findByRole('radio', { name: /Now/ }));
    await showRefund(user);
    await screen.findByRole('button', { name: 'Confirm and cancel my policy' });
    server.state.signedIn = false;
    await user.click(screen.getByRole('button', { name: 'Confirm and cancel my policy' }));

    await landsOn(router, pageHref('AccountSignIn'));
    expect(server.state.cancellation).toBeUndefined();
  });
});
