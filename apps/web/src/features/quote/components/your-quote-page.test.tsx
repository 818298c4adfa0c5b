import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageHref } from '@van/domain/journey';
import { selectedResult, type Quote } from '@van/domain/quote';
import { deriveRetrievalKey, UpdateQuoteRequestSchema } from '@van/domain/retrieval';
import { type Risk } from '@van/domain/risk';
import { formatMoney } from '@van/domain/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import {
  defaultHandler,
  stubFetch,
  type Handler,
  type RecordedRequest,
} from '../../../testing/fake-server';
import { quoteBeforeCover, testConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import {
  engineQuote,
  EXTRAS,
  PNCD,
  repricingHandler,
  type EngineQuoteOptions,
} from '../../../testing/quote-test-kit';

const TODAY = '2025-06-15';

function customerRisk(): Risk {
  const risk = quoteBeforeCover(TODAY).policy.eventCurrent.risk;
  return {
    ...risk,
    additionalInsuredPersons: [{ name: { forenames: 'Sam', surname: 'Okafor' } }],
    previousInsuranceMotor: { type: 'GV', noClaimsDiscount: { years: 4, protected: false } },
  };
}

function holdQuote(options: EngineQuoteOptions = {}, risk: Risk = customerRisk()): Quote {
  const quote = engineQuote(risk, options);
  const key = deriveRetrievalKey(quote);
  if (!key) throw new Error('the test quote has no retrieval key');
  useJourneyStore.getState().setQuote(quote, key);
  return quote;
}

const yearly = (quote: Quote) => selectedResult(quote)?.premiumDetails?.totalPayable ?? NaN;
const shownPrice = () => screen.getByTestId('annual-price').textContent;
const updates = (server: ReturnType<typeof stubFetch>) =>
  server
    .requestsTo('POST', '/v1/quote')
    .map((request) => UpdateQuoteRequestSchema.parse(request.body));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
});

describe('your-quote: the price', () => {
  it('greets the customer, gives the reference, the VAN yearly price and how long it is held', async () => {
    stubFetch(repricingHandler(defaultHandler));
    const quote = holdQuote();
    renderApp(pageHref('YourQuote'));

    expect(
      await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" }),
    ).toBeTruthy();
    expect(screen.getByText('Hello Amira')).toBeTruthy();
    expect(screen.getByText('Reference:', { exact: false }).textContent).toBe(
      `Reference: ${quote.policy.webReference}`,
    );
    expect(shownPrice()).toBe(formatMoney(yearly(quote)));
    expect(screen.getByText('Price held until 15 July 2025.')).toBeTruthy();
  });

  it('accepts the quote shown when the customer goes on to check their details (§4.3)', async () => {
    stubFetch(repricingHandler(defaultHandler));
    holdQuote();
    const { router } = renderApp(pageHref('YourQuote'));
    await screen.findByRole('heading', { level: 1, name: "Here's your van insurance quote" });
    expect(useJourneyStore.getState().pageValidity.YourQuote).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: 'Check your details' }));

    expect(useJourneyStore.getState().pageValidity.YourQuote).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe(pageHref('CheckYourDetails')));
  });
});

describe('your-quote: the tier grid (§9.3)', () => {
  it('shows the tiers cheapest first by the tariff’s names, VAN selected neutrally, with the spec’s rows', async () => {
    stubFetch(repricingHandler(defaultHandler));
    const quote = holdQuote();
    renderApp(pageHref('YourQuote'));

    const grid = await screen.findByRole('table', { name: 'Levels of cover compared' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Van Essentials', 'Van Silver', 'Van Gold', 'Van Platinum']);
    // Decision 050: the default is shown neutrally, never as recommended.
    expect(
      screen.getByText(
        'You can choose any level of cover; prices include the extras each level includes.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/recommended/i)).toBeNull();
    const rowNames = within(grid)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rowNames).toEqual([
      'Pay yearly',
      'Rating',
      'Motor Legal Assistance',
      'Car Hire',
      'Motor Accident Plan',
      'EU cover',
      'Personal belongings',
      'Windscreen replacement excess',
      'Windscreen repair excess',
      'Loss or theft of keys',
      // Issue 17 item 4: the figure is compulsory plus voluntary, so the label says total.
      'Accidental and malicious damage total excess (approved repairer)',
      'Your choice',
    ]);
    const cells = (row: string) =>
      within(within(grid).getByRole('row', { name: new RegExp(`^${row}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Rating')).toEqual(
      [
        'Rated 4 out of 5 stars',
        'Rated 5 out of 5 stars',
        'Rated 5 out of 5 stars',
        'Rated 5 out of 5 stars',
      ].map((text, index) => (index === 0 ? `★★★★☆${text}` : `★★★★★${text}`)),
    );
    expect(cells('Car Hire')).toEqual(['Not included', 'Not included', 'Not included', 'Included']);
    expect(cells('Loss or theft of keys')).toEqual([
      'Not included',
      'Up to £500',
      'Up to £750',
      'Up to £1,000',
    ]);
    expect(cells('Accidental and malicious')).toEqual([
      '£600£350 compulsory + £250 voluntary',
      '£550£300 compulsory + £250 voluntary',
      '£500£250 compulsory + £250 voluntary',
      '£450£200 compulsory + £250 voluntary',
    ]);
    expect(cells('Your choice')).toEqual([
      'Selected',
      'Choose Van Silver',
      'Choose Van Gold',
      'Choose Van Platinum',
    ]);
    expect(
      screen.getByRole('button', {
        name: `Selected: Van Essentials, ${formatMoney(yearly(quote))} a year`,
      }),
    ).toBeTruthy();
    expect(cells('Windscreen repair excess')[0]).toBe('£15 approved repairer£25 other repairer');
  });

  it('switches to monthly figures and keeps the choice in the quote', async () => {
    stubFetch(repricingHandler(defaultHandler));
    const quote = holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    const grid = await screen.findByRole('table', { name: 'Levels of cover compared' });
    await user.click(screen.getByLabelText('Pay monthly'));

    const plan = selectedResult(quote)?.instalmentPlans?.[0];
    const priceRow = within(grid).getByRole('row', { name: /^Pay monthly/ });
    expect(within(priceRow).getAllByRole('cell')[0]?.textContent).toBe(
      // Decision 041: the tier's insurer beside its price.
      `${formatMoney(plan?.paymentAmountNormal ?? NaN)} a monthafter a first payment of ${formatMoney(plan?.depositAmountTotal ?? NaN)}${formatMoney(plan?.totalPayable ?? NaN)} in totalInsured by Acme Underwriting Limited`,
    );
    expect(useJourneyStore.getState().quote?.topUp?.payment?.selectedPaymentMethod).toBe(
      'Instalmnts',
    );
  });

  it('hides a tier without instalment plans while paying monthly', async () => {
    stubFetch(repricingHandler(defaultHandler));
    holdQuote({ withoutPlans: ['GOLD'] });
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    const grid = await screen.findByRole('table', { name: 'Levels of cover compared' });
    expect(within(grid).getByRole('columnheader', { name: 'Van Gold' })).toBeTruthy();
    await user.click(screen.getByLabelText('Pay monthly'));
    expect(within(grid).queryByRole('columnheader', { name: 'Van Gold' })).toBeNull();
  });
});

describe('your-quote: choosing a level of cover (decision 050)', () => {
  const tierOfRequest = (body: ReturnType<typeof UpdateQuoteRequestSchema.parse> | undefined) =>
    body?.riskData.userfieldAnswers?.find(({ questionCode }) => questionCode === 'TIERWQB')?.answer;

  it('re-prices with the Tier userfield, then shows the chosen tier everywhere on the page', async () => {
    let release = () => {};
    const reprice = repricingHandler(defaultHandler);
    const server = stubFetch(async (request) => {
      if (request.method === 'POST' && request.path === '/v1/quote') {
        await new Promise<void>((resolve) => (release = resolve));
      }
      return reprice(request);
    });
    holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    const choose = await screen.findByRole('button', {
      name: /^Choose Van Gold, £[\d,.]+ a year$/,
    });
    await user.click(choose);

    // In progress: the status says so, and the pressed button says it is being priced.
    expect(screen.getByTestId('reprice-status').textContent).toBe(
      'Preparing your van insurance quote',
    );
    expect(choose.textContent).toBe('Updating your price');
    release();
    await waitFor(() => expect(choose.textContent).toBe('Selected'));
    expect(choose.getAttribute('aria-label')).toMatch(/^Selected: Van Gold, £[\d,.]+ a year$/);
    // Focus stays on the button pressed, which now says it is selected.
    expect(document.activeElement).toBe(choose);
    expect(tierOfRequest(updates(server)[0])).toBe('GOLD');

    const held = useJourneyStore.getState().quote;
    const gold = held === null ? undefined : selectedResult(held);
    expect(gold?.grantedDetailsMotor?.productIdentifier).toBe('GOLD');
    expect(screen.getByRole('heading', { level: 2, name: 'Your price for Van Gold' })).toBeTruthy();
    expect(shownPrice()).toBe(formatMoney(gold?.premiumDetails?.totalPayable ?? NaN));
    expect(screen.getByRole('button', { name: /^Choose Van Essentials, / })).toBeTruthy();
    // Gold includes legal assistance and the accident plan; Van Legal Assistance (VLAO) is not
    // offered on Gold, so it is no longer among the extras.
    expect(screen.getByText(/Motor Legal Assistance, Motor Accident Plan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Van Legal Assistance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Van Hire' })).toBeTruthy();
    expect(screen.getByTestId('sticky-price-bar').textContent).toContain('Van Gold:');
  });

  it('keeps the previous choice and says so when the choice cannot be priced', async () => {
    const reprice = repricingHandler(defaultHandler);
    stubFetch((request) =>
      request.method === 'POST' && request.path === '/v1/quote'
        ? { status: 400, body: { error: { code: 'BadRequest', message: 'Not today.' } } }
        : reprice(request),
    );
    const quote = holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    await user.click(await screen.findByRole('button', { name: /^Choose Van Platinum, / }));

    expect(
      await screen.findByText(
        'Sorry, we could not change your level of cover, so it has not changed. Please try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('reprice-status').textContent).toMatch(/^Sorry, we could not update/);
    expect(screen.getByRole('button', { name: /^Selected: Van Essentials, / })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Choose Van Platinum, / })).toBeTruthy();
    expect(useJourneyStore.getState().quote).toEqual(quote);
  });

  it('names the monthly price in the choose buttons when paying monthly', async () => {
    stubFetch(repricingHandler(defaultHandler));
    holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));
    await user.click(await screen.findByLabelText('Pay monthly'));
    expect(
      screen.getByRole('button', { name: /^Choose Van Gold, £[\d,.]+ a month$/ }),
    ).toBeTruthy();
  });
});

describe('your-quote: shaping the cover (§4.4)', () => {
  it('adds a breakdown extra: shows the loading text, asks for its code, then the new price', async () => {
    let release = () => {};
    const reprice = repricingHandler(defaultHandler);
    const server = stubFetch(async (request) => {
      if (request.method === 'POST' && request.path === '/v1/quote') {
        await new Promise<void>((resolve) => (release = resolve));
      }
      return reprice(request);
    });
    const quote = holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    await user.click(await screen.findByRole('button', { name: 'Add Roadside' }));

    expect(screen.getByTestId('reprice-status').textContent).toBe(
      'Preparing your van insurance quote',
    );
    release();
    await waitFor(() =>
      expect(shownPrice()).toBe(formatMoney(yearly(quote) + (EXTRAS.BDV1O?.price ?? NaN))),
    );
    await waitFor(() => expect(screen.getByTestId('reprice-status').textContent).toBe(''));
    const [sent] = updates(server);
    expect(sent?.requestedOpexCodes).toEqual(['NCDCHECK', 'BDV1O']);
    expect(sent?.retrievalKey.webReference).toBe(quote.policy.webReference);
    expect(screen.getByRole('button', { name: 'Remove Roadside' })).toBeTruthy();
  });

  it('replaces one breakdown level with another, and removes an extra', async () => {
    const server = stubFetch(repricingHandler(defaultHandler));
    const quote = holdQuote({ opexCodes: ['BDV1O', 'VHO'] });
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    await user.click(
      await screen.findByRole('button', { name: 'Add Roadside + National Recovery + At Home' }),
    );
    await screen.findByRole('button', { name: 'Remove Roadside + National Recovery + At Home' });
    expect(screen.getByRole('button', { name: 'Add Roadside' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Van Hire' }));
    await screen.findByRole('button', { name: 'Add Van Hire' });

    expect(updates(server).map((sent) => sent.requestedOpexCodes)).toEqual([
      ['NCDCHECK', 'VHO', 'BDV3O'],
      ['NCDCHECK', 'BDV3O'],
    ]);
    expect(shownPrice()).toBe(
      formatMoney(yearly(quote) - (EXTRAS.BDV1O?.price ?? 0) - (EXTRAS.VHO?.price ?? 0) + 89),
    );
  });

  it('sends changes made while one is priced together, after it, and shows their price', async () => {
    let release = () => {};
    const firstAnswer = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const reprice = repricingHandler(defaultHandler);
    const server = stubFetch(async (request) => {
      if (first && request.method === 'POST' && request.path === '/v1/quote') {
        first = false;
        await firstAnswer;
      }
      return reprice(request);
    });
    const quote = holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    await user.click(await screen.findByRole('button', { name: 'Add Van Hire' }));
    // Chosen at once, priced after the first answer.
    await user.click(screen.getByRole('button', { name: 'Add Roadside' }));
    await user.selectOptions(screen.getByLabelText('Voluntary excess'), '500');
    expect(screen.getByRole('button', { name: 'Remove Roadside' })).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/quote')).toHaveLength(1);

    release();
    await waitFor(() => expect(shownPrice()).toBe(formatMoney(yearly(quote) + 39.99 + 35 - 25)));
    expect(screen.getByTestId('reprice-status').textContent).toBe('');
    const sent = updates(server);
    expect(sent.map((update) => update.requestedOpexCodes)).toEqual([
      ['NCDCHECK', 'VHO'],
      ['NCDCHECK', 'VHO', 'BDV1O'],
    ]);
    expect(sent.map((update) => update.riskData.volXS)).toEqual([250, 500]);
  });

  it('re-prices a new voluntary excess', async () => {
    const server = stubFetch(repricingHandler(defaultHandler));
    const quote = holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    await user.selectOptions(await screen.findByLabelText('Voluntary excess'), '500');

    await waitFor(() => expect(shownPrice()).toBe(formatMoney(yearly(quote) - 25)));
    expect(updates(server)[0]?.riskData.volXS).toBe(500);
    expect(useJourneyStore.getState().quote?.policy.eventCurrent.risk.volXS).toBe(500);
  });

  it('protects the no claims discount at its price', async () => {
    const server = stubFetch(repricingHandler(defaultHandler));
    const quote = holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    const question = await screen.findByRole('group', {
      name: 'Would you like to protect your 4 years of no claims discount?',
    });
    expect(within(question).getByText(/It costs £91.77 a year/)).toBeTruthy();
    await user.click(within(question).getByLabelText('Yes'));

    await waitFor(() => expect(shownPrice()).toBe(formatMoney(yearly(quote) + PNCD.price)));
    expect(updates(server)[0]?.riskData.previousInsuranceMotor?.noClaimsDiscount?.protected).toBe(
      true,
    );
  });

  it('does not ask about protection without a no claims discount', async () => {
    stubFetch(repricingHandler(defaultHandler));
    const risk = customerRisk();
    delete risk.previousInsuranceMotor;
    holdQuote({}, risk);
    renderApp(pageHref('YourQuote'));

    await screen.findByLabelText('Voluntary excess');
    expect(screen.queryByRole('group', { name: /protect your/ })).toBeNull();
  });

  it('keeps the previous quote and says so when a re-price is refused', async () => {
    const refuse: Handler = (request) =>
      request.method === 'POST' && request.path === '/v1/quote'
        ? {
            status: 410,
            body: { error: { code: 'QuoteExpired', message: 'This quote has expired.' } },
          }
        : defaultHandler(request);
    stubFetch(refuse);
    const quote = holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    await user.click(await screen.findByRole('button', { name: 'Add Van Hire' }));

    await waitFor(() =>
      expect(screen.getByTestId('reprice-status').textContent).toBe(
        'Sorry, we could not update your price, so your quote has not changed. Please try again. This quote has expired.',
      ),
    );
    expect(shownPrice()).toBe(formatMoney(yearly(quote)));
    expect(screen.getByRole('button', { name: 'Add Van Hire' })).toBeTruthy();
    expect(useJourneyStore.getState().quote).toEqual(quote);
  });

  it('goes to service-unavailable when the service still fails after its retries (§8)', async () => {
    const server = stubFetch((request) =>
      request.method === 'POST' && request.path === '/v1/quote'
        ? { status: 500, body: { error: { code: 'Internal', message: 'Boom' } } }
        : defaultHandler(request),
    );
    holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    await user.click(await screen.findByRole('button', { name: 'Add Van Hire' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' }),
    ).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/quote')).toHaveLength(4);
  });

  it('goes to no-quote when the re-priced quote is declined', async () => {
    stubFetch((request) => {
      if (request.method !== 'POST' || request.path !== '/v1/quote') return defaultHandler(request);
      const held = useJourneyStore.getState().quote!;
      return {
        status: 200,
        body: { ...held, noAvailableProducts: true, policy: { ...held.policy, eventsRelated: [] } },
      };
    });
    holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    await user.click(await screen.findByRole('button', { name: 'Add Van Hire' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Sorry, we can't offer you a quote online",
      }),
    ).toBeTruthy();
    expect(useJourneyStore.getState().quote?.noAvailableProducts).toBe(true);
  });
});

describe('your-quote: the price explained', () => {
  it('leads with what the customer can change, then groups, then exact choices, tax and fees', async () => {
    stubFetch(repricingHandler(defaultHandler));
    const quote = holdQuote();
    renderApp(pageHref('YourQuote'));

    const section = await screen.findByRole('region', { name: 'Why this price?' });
    const headings = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'What you can change',
      'Things about you and your van',
      'Your choices',
      'Tax and fees',
    ]);
    expect(
      within(section).getByText(
        'Your voluntary excess is £250. A higher one lowers your price, but you pay more towards a claim.',
      ),
    ).toBeTruthy();
    const effectOf = (table: string, name: string) =>
      within(within(section).getByRole('table', { name: table }))
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .querySelector('td')?.textContent;
    expect(effectOf('Things about you and your van', 'You and your drivers')).toBe(
      'lowered your price by about £55',
    );
    expect(effectOf('Things about you and your van', 'Your van')).toBe(
      'raised your price by about £40',
    );
    expect(effectOf('Things about you and your van', 'Where your van is kept')).toBe(
      'made little difference to your price',
    );
    expect(effectOf('Tax and fees', 'Insurance Premium Tax at 12%')).toBe('adds £98.33');
    expect(
      within(section).getByText(`Your price for the year: ${formatMoney(yearly(quote))}`),
    ).toBeTruthy();
    // No rating factor or loading is published (decision 050).
    expect(section.textContent).not.toMatch(/%:|\+\d+%|-\d+%/);
  });

  it('leaves the explanation out when the quote carries none', async () => {
    stubFetch(repricingHandler(defaultHandler));
    holdQuote({ withoutExplanation: true });
    renderApp(pageHref('YourQuote'));

    await screen.findByRole('region', { name: 'Paying monthly' });
    expect(screen.queryByRole('region', { name: 'Why this price?' })).toBeNull();
  });

  it('shows what paying monthly costs before the customer chooses', async () => {
    stubFetch(repricingHandler(defaultHandler));
    const quote = holdQuote();
    renderApp(pageHref('YourQuote'));

    const plan = selectedResult(quote)?.instalmentPlans?.[0];
    const section = await screen.findByRole('region', { name: 'Paying monthly' });
    const value = (term: string) =>
      within(section).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    expect(value('First payment (deposit)')).toBe(formatMoney(plan?.depositAmountTotal ?? NaN));
    expect(value('Then')).toBe(
      `10 monthly payments of ${formatMoney(plan?.paymentAmountNormal ?? NaN)}`,
    );
    expect(value('Representative APR')).toBe('26.9% APR');
    expect(value('Interest')).toBe(
      `${formatMoney(plan?.interestAmountTotal ?? NaN)} (11.36% of the amount of credit)`,
    );
    expect(value('Total to pay monthly')).toBe(formatMoney(plan?.totalPayable ?? NaN));
    expect(value('Extra cost of paying monthly')).toBe(
      formatMoney(Math.round(((plan?.totalPayable ?? NaN) - yearly(quote)) * 100) / 100),
    );
  });

  it('says paying monthly is not available without an instalment plan, and offers no switch', async () => {
    stubFetch(repricingHandler(defaultHandler));
    holdQuote({ withoutPlans: ['VAN'] });
    renderApp(pageHref('YourQuote'));

    const section = await screen.findByRole('region', { name: 'Paying monthly' });
    expect(
      within(section).getByText('Paying monthly is not available for this quote.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Pay monthly')).toBeNull();
  });
});

describe('your-quote: excesses and help', () => {
  it('gives the full excess details for each driver by name', async () => {
    stubFetch(repricingHandler(defaultHandler));
    holdQuote();
    renderApp(pageHref('YourQuote'));

    const main = await screen.findByRole('table', { name: 'Full excess details for Amira Okafor' });
    expect(screen.getByRole('table', { name: 'Full excess details for Sam Okafor' })).toBeTruthy();
    const accidental = within(main).getByRole('row', { name: /^Accidental damage claims/ });
    expect(within(accidental).getByRole('cell').textContent).toBe(
      'Total excess £600Compulsory excess £350 + voluntary excess £250Extra if you use a repairer we have not approved: £200',
    );
  });

  it('offers help by phone with the quote reference', async () => {
    stubFetch(repricingHandler(defaultHandler));
    const quote = holdQuote();
    renderApp(pageHref('YourQuote'));

    const help = await screen.findByRole('region', { name: 'Can we help you?' });
    expect(help.textContent).toContain(
      `Call us on ${testConfig.phoneNumbers.general} and give your quote reference ${quote.policy.webReference}.`,
    );
    expect(within(help).getByRole('link', { name: testConfig.contactEmail })).toBeTruthy();
  });
});

describe('your-quote: e-mail, marketing and documents', () => {
  const withEmail = (status: number) => (request: RecordedRequest) =>
    request.method === 'POST' && request.path === '/v1/sendEmail'
      ? status === 200
        ? { status, body: { sent: true } }
        : { status, body: { error: { code: 'EmailNotSent', message: 'Email could not be sent.' } } }
      : repricingHandler(defaultHandler)(request);

  it('e-mails the quote to the address it shows, keyed by the retrieval key', async () => {
    const server = stubFetch(withEmail(200));
    const risk = customerRisk();
    const quote = holdQuote(
      {},
      { ...risk, proposer: { ...risk.proposer, email: 'amira@example.com' } },
    );
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    const section = await screen.findByRole('region', { name: 'Check your email address' });
    expect(within(section).getByText('amira@example.com')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Email me my quote' }));

    expect(
      await within(section).findByText('We have sent your quote to amira@example.com.'),
    ).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/sendEmail')[0]?.body).toEqual(
      useJourneyStore.getState().retrievalKey,
    );
    expect(useJourneyStore.getState().retrievalKey?.webReference).toBe(quote.policy.webReference);
  });

  it("says 'Email could not be sent.' when it fails", async () => {
    stubFetch(withEmail(422));
    const risk = customerRisk();
    holdQuote({}, { ...risk, proposer: { ...risk.proposer, email: 'amira@example.com' } });
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    const section = await screen.findByRole('region', { name: 'Check your email address' });
    await user.click(within(section).getByRole('button', { name: 'Email me my quote' }));

    expect(await within(section).findByText('Email could not be sent.')).toBeTruthy();
  });

  it('asks Stay in the know without an answer chosen, and keeps the answers as CLMKTING and CLMKTIN2', async () => {
    const server = stubFetch(repricingHandler(defaultHandler));
    holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    const section = await screen.findByRole('region', { name: 'Stay in the know' });
    const email = within(section).getByRole('group', { name: 'Email' });
    const text = within(section).getByRole('group', { name: 'Text' });
    for (const group of [email, text]) {
      for (const radio of within(group).getAllByRole('radio')) {
        expect((radio as HTMLInputElement).checked).toBe(false);
      }
    }
    await user.click(within(email).getByLabelText('Yes'));
    await waitFor(() => expect(updates(server)).toHaveLength(1));
    await user.click(within(text).getByLabelText('No'));
    await waitFor(() => expect(screen.getByTestId('reprice-status').textContent).toBe(''));

    const answers = (codes: string[]) =>
      useJourneyStore
        .getState()
        .quote?.policy.eventCurrent.risk.userfieldAnswers?.filter((answer) =>
          codes.includes(answer.questionCode),
        );
    expect(answers(['CLMKTING', 'CLMKTIN2'])).toEqual([
      { questionCode: 'CLMKTING', answer: 'Y' },
      { questionCode: 'CLMKTIN2', answer: 'N' },
    ]);
    expect(updates(server).at(-1)?.riskData.userfieldAnswers).toEqual(
      expect.arrayContaining([
        { questionCode: 'CLMKTING', answer: 'Y' },
        { questionCode: 'CLMKTIN2', answer: 'N' },
      ]),
    );
  });

  it('tells how documents come, and keeps the delivery method chosen (Print by default)', async () => {
    const server = stubFetch(repricingHandler(defaultHandler));
    holdQuote();
    const user = userEvent.setup();
    renderApp(pageHref('YourQuote'));

    const section = await screen.findByRole('region', { name: 'Your documents' });
    expect(within(section).getByText(/post your documents within 5 working days\./)).toBeTruthy();
    expect(within(section).getByText(/large print, audio or Braille/)).toBeTruthy();
    expect((within(section).getByLabelText('By post') as HTMLInputElement).checked).toBe(true);
    expect(within(section).getByRole('link', { name: 'Policy summary' }).getAttribute('href')).toBe(
      '/documents/van/policy-summary.pdf',
    );

    await user.click(within(section).getByLabelText('By email'));

    await waitFor(() =>
      expect(
        useJourneyStore.getState().quote?.policy.eventCurrent.risk.preferredDeliveryMethod,
      ).toBe('Download'),
    );
    expect(updates(server)[0]?.riskData.preferredDeliveryMethod).toBe('Download');
  });
});
