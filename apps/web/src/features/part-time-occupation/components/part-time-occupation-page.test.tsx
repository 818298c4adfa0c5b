import { screen, waitFor, within } from '@testing-library/react';
import { pageHref } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { deriveRetrievalKey, UpdateQuoteRequestSchema } from '@van/domain/retrieval';
import { type Occupation } from '@van/domain/risk';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { pricedQuote, quoteBeforeCover, withAppliedExtras } from '../../../testing/fixtures';
import { answeringQuoteUpdate, openApp, pickFromList } from '../../../testing/journey-test-kit';

const TODAY = '2025-06-15';
/** The combo boxes hold hundreds of options, which jsdom renders slowly. */
const SLOW = { timeout: 30_000 };

/** A created quote whose service asks for the part-time job (§2.2), held with its retrieval key. */
function holdQuoteAskingForPartTimeJob(partTimeOccupation?: Occupation): Quote {
  const answered = quoteBeforeCover(TODAY).policy.eventCurrent.risk;
  const risk = {
    ...answered,
    proposer: {
      ...answered.proposer,
      ...(partTimeOccupation ? { partTimeOccupation } : {}),
    },
    vehicles: [{ ...answered.vehicles?.[0], classOfUse: 'OwnGoods' }],
  };
  const quote: Quote = {
    // Extras chosen on your-quote, one of them integrated with the tier (never requested, §4.4).
    ...withAppliedExtras(pricedQuote(risk), ['BDV1O', 'LEGALI']),
    topUp: {
      van: { shouldAskPartTimeOccupation: true },
      payment: { consentToAutoRenew: false, selectedPaymentMethod: 'Instalmnts' },
    },
  };
  const key = deriveRetrievalKey(quote);
  if (key === undefined) throw new Error('fixture quote cannot be retrieved');
  useJourneyStore.getState().setQuote(quote, key);
  return quote;
}

/** The page's question, once the route and its lists have loaded (slow on a cold start). */
const openedQuestion = () =>
  screen.findByRole('group', { name: 'Do you have another job?' }, { timeout: 20_000 });
const hasOtherJob = () => screen.getByRole('group', { name: 'Do you have another job?' });
const submit = () => screen.getByRole('button', { name: 'Update my quote' });

describe('part-time-occupation', SLOW, () => {
  it('asks whether there is another job, with the title and subtitle of §2.1', async () => {
    holdQuoteAskingForPartTimeJob();
    openApp(pageHref('PartTimeOccupation'));

    const question = await openedQuestion();
    expect(screen.getByRole('heading', { level: 1, name: 'Part-time occupation' })).toBeTruthy();
    expect(
      screen.getByText(
        'Before we can give you a full quote, please confirm whether you have another job.',
      ),
    ).toBeTruthy();
    expect(within(question).getByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(screen.queryByLabelText('Part-time employment status')).toBeNull();
  });

  it('lists the unanswered question in the summary, focused, and sends nothing', async () => {
    holdQuoteAskingForPartTimeJob();
    const { server, user } = openApp(pageHref('PartTimeOccupation'));

    await openedQuestion();
    await user.click(submit());

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please tell us whether you have another job']);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(server.requestsTo('POST', '/v1/quote')).toHaveLength(0);
  });

  it("asks about the other job only after 'Yes', and needs its employment status", async () => {
    holdQuoteAskingForPartTimeJob();
    const { server, user } = openApp(pageHref('PartTimeOccupation'));

    await user.click(within(await openedQuestion()).getByLabelText('Yes'));
    const status = screen.getByLabelText('Part-time employment status');
    // 'No' to the question stands for status None, so None is not a job's status.
    expect(within(status).queryByRole('option', { name: 'None' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Part-time occupation' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: "Part-time employer's business" })).toBeTruthy();

    await user.click(submit());
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', {
      name: 'Please choose your employment status',
    });
    expect(link.getAttribute('href')).toBe('#part-time-status');
    expect(server.requestsTo('POST', '/v1/quote')).toHaveLength(0);

    await user.click(within(hasOtherJob()).getByLabelText('No'));
    expect(screen.queryByLabelText('Part-time employment status')).toBeNull();
  });

  it('writes the job to the proposer, re-prices the quote with its extras and returns to your-quote', async () => {
    const held = holdQuoteAskingForPartTimeJob();
    const { server, user, router } = openApp(pageHref('PartTimeOccupation'));

    await user.click(within(await openedQuestion()).getByLabelText('Yes'));
    await user.selectOptions(screen.getByLabelText('Part-time employment status'), 'Self Employed');
    await pickFromList(user, 'Part-time occupation', 'Plumb', 'Plumber');
    await pickFromList(user, "Part-time employer's business", 'Plumbing', 'Plumbing');
    await user.click(submit());

    await screen.findByRole(
      'heading',
      { level: 1, name: "Here's your van insurance quote" },
      { timeout: 20_000 },
    );
    expect(router.state.location.pathname).toBe('/your-quote');
    const [request] = server.requestsTo('POST', '/v1/quote');
    const sent = UpdateQuoteRequestSchema.parse(request?.body);
    expect(sent.riskData.proposer.partTimeOccupation).toEqual({
      empStatus: 'SelfEmploy',
      occupation: 'E30',
      employersBusiness: '264',
    });
    expect(sent.retrievalKey.webReference).toBe(held.policy.webReference);
    expect(sent.payment).toEqual(held.topUp?.payment);
    // The re-priced quote is the one held now, with the answer in it.
    const { quote } = useJourneyStore.getState();
    expect(quote?.policy.eventCurrent.risk.proposer.partTimeOccupation?.occupation).toBe('E30');
    expect(quote?.topUp?.van?.shouldAskPartTimeOccupation).not.toBe(true);
  });

  it("stores 'No' as employment status None and sends no job typed before", async () => {
    holdQuoteAskingForPartTimeJob();
    const { server, user } = openApp(pageHref('PartTimeOccupation'));

    await user.click(within(await openedQuestion()).getByLabelText('Yes'));
    await user.selectOptions(screen.getByLabelText('Part-time employment status'), 'Employee');
    await user.click(within(hasOtherJob()).getByLabelText('No'));
    await user.click(submit());

    await screen.findByRole(
      'heading',
      { level: 1, name: "Here's your van insurance quote" },
      { timeout: 20_000 },
    );
    const [request] = server.requestsTo('POST', '/v1/quote');
    expect(
      UpdateQuoteRequestSchema.parse(request?.body).riskData.proposer.partTimeOccupation,
    ).toEqual({ empStatus: 'None' });
  });

  it('shows the answer saved before when the page is opened again', async () => {
    holdQuoteAskingForPartTimeJob({ empStatus: 'Employee', occupation: 'E30' });
    openApp(pageHref('PartTimeOccupation'));

    const question = await openedQuestion();
    // The saved answers may settle a render after the question first shows.
    await waitFor(() => {
      expect(within(question).getByLabelText('Yes')).toHaveProperty('checked', true);
      expect(screen.getByLabelText('Part-time employment status')).toHaveProperty(
        'value',
        'Employee',
      );
      expect(screen.getByRole('combobox', { name: 'Part-time occupation' })).toHaveProperty(
        'value',
        'Plumber',
      );
    });
  });

  it('goes to no-quote when the re-priced quote is declined (§4.4)', async () => {
    holdQuoteAskingForPartTimeJob();
    const { user, router } = openApp(
      pageHref('PartTimeOccupation'),
      answeringQuoteUpdate((request) => ({
        status: 200,
        body: pricedQuote(UpdateQuoteRequestSchema.parse(request.body).riskData, {
          noAvailableProducts: true,
        }),
      })),
    );

    await user.click(within(await openedQuestion()).getByLabelText('No'));
    await user.click(submit());

    await screen.findByRole('heading', {
      level: 1,
      name: "Sorry, we can't offer you a quote online",
    });
    expect(router.state.location.pathname).toBe('/no-quote');
  });

  it('shows the service message of a refused update and keeps the answers', async () => {
    holdQuoteAskingForPartTimeJob();
    const { user, router } = openApp(
      pageHref('PartTimeOccupation'),
      answeringQuoteUpdate(() => ({
        status: 409,
        body: { error: { code: 'QuoteExpired', message: 'This quote has expired.' } },
      })),
    );

    await user.click(within(await openedQuestion()).getByLabelText('No'));
    await user.click(submit());

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('This quote has expired.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/your-quote/part-time-occupation');
    expect(within(hasOtherJob()).getByLabelText('No')).toHaveProperty('checked', true);
  });

  it('goes to service-unavailable when the update keeps failing (§8)', async () => {
    holdQuoteAskingForPartTimeJob();
    const { user, router } = openApp(
      pageHref('PartTimeOccupation'),
      answeringQuoteUpdate(() => ({
        status: 500,
        body: { error: { code: 'Internal', message: 'Internal error' } },
      })),
    );

    await user.click(within(await openedQuestion()).getByLabelText('No'));
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' });
    expect(router.state.location.pathname).toBe('/service-unavailable');
    // The held quote is still the priced one, without the unpriced answer.
    expect(
      useJourneyStore.getState().quote?.policy.eventCurrent.risk.proposer.partTimeOccupation,
    ).toBeUndefined();
  });
});
