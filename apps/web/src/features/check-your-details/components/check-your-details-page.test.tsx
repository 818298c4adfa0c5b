import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDuqAnswer, initialInvalidVehicleData } from '@van/domain/forms';
import { pageHref, type PageId } from '@van/domain/journey';
import { DEMANDS_AND_NEEDS_VERSION, demandsAndNeeds } from '@van/domain/quote';
import { DUQ_QUESTIONS } from '@van/domain/reference-data';
import { UpdateQuoteRequestSchema } from '@van/domain/retrieval';
import {
  ANSWERED_QUOTE_IN_WORDS,
  answeredQuote as domainAnsweredQuote,
  type SectionInWords,
} from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { defaultHandler, stubFetch, type Handler } from '../../../testing/fake-server';
import { pricedQuote, TEST_QUOTE_KEY } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import {
  answeredQuote,
  fixTodayForEachTest,
  holdPricedQuote,
  priced,
} from '../../../testing/check-your-details-test-kit';
import { heldQuote } from '../../../testing/journey-test-kit';

fixTodayForEachTest();

const PATH = pageHref('CheckYourDetails');
/** A page's code loads on its first visit. */
const SLOW = { timeout: 15_000 };

async function openPage(path = PATH) {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: 'The van' }, SLOW);
  return { user, ...view };
}

/** The answers of a section (or of one driver within it) as question → answer lines. */
function answers(scope: HTMLElement): Record<string, string | string[]> {
  return Object.fromEntries(
    within(scope)
      .getAllByRole('term')
      .map((term) => {
        const value = term.nextElementSibling as HTMLElement;
        const lines = within(value).queryAllByRole('listitem');
        return [
          term.textContent,
          lines.length > 0 ? lines.map((line) => line.textContent) : value.textContent,
        ];
      }),
  );
}

const section = (name: string) => screen.getByRole('region', { name });

/** Every answer on the page in order: section headings, a driver's heading, question and answer. */
function pageInWords(container: HTMLElement): SectionInWords[] {
  const sections = [...container.querySelectorAll('section')].filter(
    (candidate) => candidate.querySelector('dl') !== null,
  );
  return sections.map((region) => {
    const groups: SectionInWords['groups'] = [];
    let heading: string | undefined;
    for (const child of region.children) {
      if (child.tagName === 'H3') heading = child.textContent ?? '';
      if (child.tagName !== 'DL') continue;
      const rows = [...child.querySelectorAll('dt')].map((term): [string, string | string[]] => {
        const value = term.nextElementSibling as HTMLElement;
        const lines = [...value.querySelectorAll('li')].map((line) => line.textContent ?? '');
        return [term.textContent ?? '', lines.length > 0 ? lines : (value.textContent ?? '')];
      });
      groups.push(heading === undefined ? { rows } : { heading, rows });
      heading = undefined;
    }
    return { heading: region.querySelector('h2')?.textContent ?? '', groups };
  });
}

describe('check-your-details', () => {
  it('shows every answer of the quote in words, section by section', async () => {
    stubFetch();
    holdPricedQuote();
    await openPage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Check your insurance details',
    );
    expect(screen.getByText('Check your details carefully.')).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'The van',
      'Using the van',
      'You',
      'Your licence',
      'Additional drivers',
      'Your cover',
      'Your demands and needs',
      'Your right to cancel',
      'Do you need any extra help?',
    ]);

    expect(answers(section('The van'))).toEqual({
      Registration: 'AB12CDE',
      'Make and model': 'FORD TRANSIT CUSTOM 280 LIMITED ECOBLUE (2019)',
      Value: '£18,500',
      'Body type': 'Panel van',
      Imported: 'No',
      Dashcam: 'Yes, front facing',
      'Alarm and immobiliser': 'Factory fitted alarm and Immobiliser',
      'Tracking device': 'Yes',
      Modifications: ['Wheels/Tyres', 'Alloy wheels', 'Wheel spacers'],
      'Date bought': '23 April 2021',
    });
    expect(answers(section('Using the van'))).toEqual({
      Owner: 'Me (the proposer)',
      'Registered keeper': 'Me (the proposer)',
      'Kept during the day': 'Work premises',
      'Kept overnight': 'Driveway',
      'Kept at your home address overnight': 'Yes',
      'How you use the van': 'Social, domestic and pleasure use, including commuting',
      'Used for': 'Carrying my own tools and materials',
      'Miles a year': '8,001 to 10,000 miles',
      'Sign writing or advertising': 'Yes',
      'Racking or shelving': 'Yes',
      Refrigerated: 'No',
      'Carries dangerous goods': 'No',
      'Other vehicles you have': '1',
      'Access to other vehicles': 'Own another vehicle',
    });
    expect(answers(section('You'))).toEqual({
      Name: 'Mr Sam Taylor',
      Gender: 'Male',
      'Date of birth': '17 May 1980',
      'Relationship status': 'Married',
      'Lived at your home address': 'Since April 2015',
      'Email address': 'sam.taylor@example.com',
      'Phone number': '07700 900123',
      'Home address': ['1 Park Row', 'Leeds', 'LS1 4AP'],
      'Ever refused insurance': 'No',
      'Non-motoring convictions': 'No',
      'Who will drive the van': 'Insured and named drivers',
      'Motoring convictions in the last 5 years': [
        'SP30 Exceeding the statutory speed limit on a public road, 5 August 2024, 3 points, £100 fine',
      ],
      'Own your home': 'Yes',
      'Employment status': 'Self Employed',
      Occupation: 'Plumber',
      "Employer's business": 'Plumbing',
      'Part-time job': 'None',
    });
    expect(answers(section('Your licence'))).toEqual({
      'Licence type': 'Full UK licence',
      'Licence held since': '20 July 2005',
      'Licence number': 'TAYLO805170SJ9AB',
      'Claims in the last 5 years': [
        'Hit the back of another vehicle (at fault), 3 November 2024, affected the no claims discount',
      ],
      'Medical condition the DVLA must know about': 'None',
    });
    const drivers = section('Additional drivers');
    expect(within(drivers).getByRole('heading', { level: 3 }).textContent).toBe('Jane Taylor');
    expect(answers(drivers)).toEqual({
      'Main driver': 'You (Sam Taylor)',
      Name: 'Mrs Jane Taylor',
      Gender: 'Female',
      'Date of birth': '2 April 1982',
      'Relationship to you': 'Spouse',
      'Relationship status': 'Married',
      'Employment status': 'Employee',
      Occupation: 'Accountant',
      'Ever refused insurance': 'No',
      'Non-motoring convictions': 'No',
      'Motoring convictions in the last 5 years': 'None',
      'Licence type': 'Full UK licence',
      'Licence held since': '1 May 2006',
      'Licence number': 'TAYLO854022J99AB',
      'Claims in the last 5 years': 'None',
      'Medical condition the DVLA must know about': [
        'Yes',
        'Told the DVLA: Yes',
        'Licence restricted by the DVLA: No',
      ],
    });
    expect(answers(section('Your cover'))).toEqual({
      'Cover starts': '20 June 2025',
      'Home insurance renews': 'March',
      'No claims discount': '5 years',
      'Protect your no claims discount': 'No',
      'Level of cover': 'Comprehensive',
      'How you will pay': 'Pay annually',
    });
  });

  it('shows, row for row, the answers the statement of fact prints (decision 036)', async () => {
    stubFetch();
    holdPricedQuote(priced(domainAnsweredQuote()));
    // As after a retrieve: every model field counts as asked, as the statement of fact shows them.
    useJourneyStore.getState().setVehicleLookupOutcome(initialInvalidVehicleData(), true);
    const { container } = await openPage();

    expect(pageInWords(container)).toEqual(ANSWERED_QUOTE_IN_WORDS);
  });

  it.each<[string, string, PageId]>([
    ['The van', 'Change registration', 'VehicleLookup'],
    ['The van', 'Change value', 'CarDetails'],
    ['Using the van', 'Change miles a year', 'CarUsage'],
    ['You', 'Change home address', 'DriverDetails'],
    ['Your licence', 'Change claims in the last 5 years', 'LicenceDetails'],
    ['Additional drivers', 'Change main driver', 'LicenceDetails'],
    [
      'Additional drivers',
      'Change date of birth for Jane Taylor',
      'DriverDetails/AdditionalDriverDetails',
    ],
    [
      'Additional drivers',
      'Change licence type for Jane Taylor',
      'AdditionalDriverDetails/LicenceDetails',
    ],
    ['Your cover', 'Change level of cover', 'CoverDetails'],
  ])('in %s, %s links to the page that asks it', async (name, link, page) => {
    stubFetch();
    holdPricedQuote();
    await openPage();

    const change = within(section(name)).getByRole('link', { name: link });
    expect(change.getAttribute('href')).toBe(pageHref(page));
    // Seen, the link says only 'Change'; the answer it changes is for screen readers.
    expect(change.firstChild?.textContent).toBe('Change');
  });

  it('has a Change link on every answer', async () => {
    stubFetch();
    holdPricedQuote();
    await openPage();

    expect(screen.getAllByRole('link', { name: /^Change / })).toHaveLength(
      screen.getAllByRole('term').length,
    );
  });

  it('returns to check-your-details after a change, with the quote priced again', async () => {
    const server = stubFetch();
    holdPricedQuote();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('link', { name: 'Change miles a year' }));
    await screen.findByRole('heading', { level: 1, name: 'Van details' }, SLOW);
    expect(useJourneyStore.getState().returnTo).toBe('CheckYourDetails');
    const mileage = await screen.findByLabelText('How many miles is the van driven each year?');
    // The page opens on the answers shown on the summary.
    expect((mileage as HTMLSelectElement).value).toBe('10000');
    await user.selectOptions(mileage, '15,001 to 20,000 miles');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The pages after the changed one already hold their answers: on to be priced again.
    await screen.findByRole('heading', { level: 1, name: 'Cover details' }, SLOW);
    expect(router.state.location.pathname).toBe('/cover-details');
    expect(useJourneyStore.getState().pageValidity.CoverDetails).toBe(false);
    expect(server.requestsTo('POST', '/v1/quote')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Get my quote' }));

    await screen.findByRole('heading', { level: 1, name: 'Check your insurance details' }, SLOW);
    expect(router.state.location.pathname).toBe(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Using the van' });
    expect(answers(section('Using the van'))['Miles a year']).toBe('15,001 to 20,000 miles');
    // One update (§4.4 POST), carrying the new answer.
    const updates = server.requestsTo('POST', '/v1/quote');
    expect(updates).toHaveLength(1);
    const { riskData } = UpdateQuoteRequestSchema.parse(updates[0]?.body);
    expect(getDuqAnswer(riskData, DUQ_QUESTIONS.totalAnnualMileage)).toBe('20000');
    const journey = useJourneyStore.getState();
    expect(journey.returnTo).toBeNull();
    expect(journey.pageValidity.CoverDetails).toBe(true);
    expect(
      getDuqAnswer(heldQuote().policy.eventCurrent.risk, DUQ_QUESTIONS.totalAnnualMileage),
    ).toBe('20000');
  });

  it('a change priced as declined goes to no-quote, and the change is over', async () => {
    const decline: Handler = (request) => {
      if (request.method !== 'POST' || request.path !== '/v1/quote') return defaultHandler(request);
      const { riskData } = UpdateQuoteRequestSchema.parse(request.body);
      return { status: 200, body: pricedQuote(riskData, { noAvailableProducts: true }) };
    };
    stubFetch(decline);
    holdPricedQuote();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('link', { name: 'Change level of cover' }));
    await screen.findByRole('heading', { level: 1, name: 'Cover details' }, SLOW);
    await user.click(await screen.findByLabelText('Third party, fire and theft'));
    await user.click(screen.getByRole('button', { name: 'Get my quote' }));

    await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => router.state.location.pathname, SLOW).toBe('/no-quote');
    expect(useJourneyStore.getState().returnTo).toBeNull();
  });

  it("a driver's Change link opens that driver, and saving them goes on to be priced", async () => {
    stubFetch();
    holdPricedQuote();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('link', { name: 'Change date of birth for Jane Taylor' }));
    await screen.findByRole('heading', { level: 1, name: 'Additional driver' }, SLOW);
    const firstName = await screen.findByLabelText('First name', {}, SLOW);
    expect((firstName as HTMLInputElement).value).toBe('Jane');
    const birth = screen.getByRole('group', { name: 'Date of birth' });
    const year = within(birth).getByLabelText('Year');
    await user.clear(year);
    await user.type(year, '1983');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Both of the driver's pages are asked; then straight on to be priced.
    await screen.findByRole('heading', { level: 1, name: 'Additional driver licence' }, SLOW);
    await user.click(await screen.findByRole('button', { name: 'Save this driver' }));
    await screen.findByRole('heading', { level: 1, name: 'Cover details' }, SLOW);
    expect(router.state.location.pathname).toBe('/cover-details');
    expect(heldQuote().policy.eventCurrent.risk.additionalInsuredPersons?.[0]?.dateOfBirth).toBe(
      '1983-04-02',
    );
  });

  it('shows the demands-and-needs statement, saying the sale is non-advised, before Continue', async () => {
    stubFetch();
    holdPricedQuote();
    await openPage();

    const statement = section('Your demands and needs');
    expect(
      within(statement).getByText(/^You want comprehensive cover for your van\.$/),
    ).toBeTruthy();
    expect(
      within(statement).getByText(
        /^We have not given you advice or a personal recommendation about this insurance\./,
      ),
    ).toBeTruthy();
    const paragraphs = within(statement)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
    expect(paragraphs).toEqual([
      ...demandsAndNeeds(useJourneyStore.getState().quote!).paragraphs,
      'We will send you this statement with your policy documents.',
    ]);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(
      statement.compareDocumentPosition(continueButton) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('Continue confirms the details, finalizes the quote and goes on to payment', async () => {
    const server = stubFetch();
    holdPricedQuote();
    const { user, router } = await openPage();
    expect(useJourneyStore.getState().pageValidity.CheckYourDetails).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Your payment' }, SLOW);
    expect(router.state.location.pathname).toBe('/payment');
    expect(server.requestsTo('POST', '/v1/finalize').map((request) => request.body)).toEqual([
      {
        ...useJourneyStore.getState().retrievalKey,
        demandsAndNeedsVersion: DEMANDS_AND_NEEDS_VERSION,
        // Decision 051: the answers shown, for the service to compare with the ones it priced.
        heldRisk: useJourneyStore.getState().quote?.policy.eventCurrent.risk,
      },
    ]);
    expect(useJourneyStore.getState().quoteKey).toBe(TEST_QUOTE_KEY);
    expect(useJourneyStore.getState().pageValidity.CheckYourDetails).toBe(true);
  });

  it('a double click on Continue finalizes once', async () => {
    const server = stubFetch();
    holdPricedQuote();
    const { user } = await openPage();

    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Your payment' }, SLOW);
    expect(server.requestsTo('POST', '/v1/finalize')).toHaveLength(1);
  });

  it('a finalize the service refuses is shown in its words, and nothing is lost', async () => {
    const message = 'This quote has expired. Please start a new quote to get an up-to-date price.';
    stubFetch((request) =>
      request.path === '/v1/finalize'
        ? { status: 410, body: { error: { code: 'QuoteExpired', message } } }
        : defaultHandler(request),
    );
    const quote = holdPricedQuote();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe(PATH);
    expect(useJourneyStore.getState()).toMatchObject({ quote, quoteKey: null });
    expect(useJourneyStore.getState().pageValidity.CheckYourDetails).toBe(false);
  });

  it('a finalize refused for missing answers (409 RiskIncomplete) shows the service’s words', async () => {
    const message =
      'We need a few more answers before you can buy: your e-mail address. Please check your details and answer the questions we have not asked yet.';
    stubFetch((request) =>
      request.path === '/v1/finalize'
        ? { status: 409, body: { error: { code: 'RiskIncomplete', message } } }
        : defaultHandler(request),
    );
    holdPricedQuote();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe(PATH);
    expect(useJourneyStore.getState().quoteKey).toBeNull();
  });

  describe('a quote lacking answers the journey requires (decision 033)', () => {
    /** The held priced quote without the proposer's e-mail address and claims answer. */
    function holdIncompleteQuote() {
      const risk = answeredQuote().policy.eventCurrent.risk;
      delete risk.proposer.email;
      delete risk.proposer.driverDetails!.claims;
      return holdPricedQuote(pricedQuote(risk));
    }

    it('says what is missing in the customer’s words and does not go on to payment', async () => {
      const server = stubFetch();
      holdIncompleteQuote();
      const { user, router } = await openPage();

      const panel = screen.getByRole('region', {
        name: 'We need a few more answers before you can buy',
      });
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Your e-mail address', 'Whether you have had any claims in the last 5 years']);
      expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Answer the remaining questions' }));

      // The first page that asks a missing answer, which comes back here when saved.
      await waitFor(() => expect(router.state.location.pathname).toBe('/driver-details'), SLOW);
      expect(server.requestsTo('POST', '/v1/finalize')).toEqual([]);
      expect(useJourneyStore.getState().quoteKey).toBeNull();
      expect(useJourneyStore.getState().returnTo).toBe('CheckYourDetails');
    });

    it("links to the additional driver's own page for that driver's missing answer", async () => {
      stubFetch();
      const risk = answeredQuote().policy.eventCurrent.risk;
      delete risk.additionalInsuredPersons![0]!.driverDetails!.licence!.dateObtained;
      holdPricedQuote(pricedQuote(risk));
      const { user, router } = await openPage();

      const panel = screen.getByRole('region', {
        name: 'We need a few more answers before you can buy',
      });
      expect(within(panel).getByRole('listitem').textContent).toBe(
        'When your additional driver got their licence',
      );
      await user.click(within(panel).getByRole('link', { name: 'Answer the remaining questions' }));

      await waitFor(
        () =>
          expect(router.state.location.pathname).toBe('/driver-details/additional/licence-details'),
        SLOW,
      );
      expect(useJourneyStore.getState().tempDriver?.index).toBe(0);
    });

    it('shows nothing missing for a quote every page has answered', async () => {
      stubFetch();
      holdPricedQuote();
      await openPage();
      expect(
        screen.queryByRole('region', { name: 'We need a few more answers before you can buy' }),
      ).toBeNull();
    });
  });

  it('a quote already bought (in another tab) goes to purchased', async () => {
    stubFetch((request) =>
      request.path === '/v1/finalize'
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
    holdPricedQuote();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchased'), SLOW);
  });

  it('a finalize the service cannot answer goes to service-unavailable (§4.1)', async () => {
    stubFetch((request) =>
      request.path === '/v1/finalize'
        ? { status: 500, body: { error: { code: 'InternalError', message: 'Oops' } } }
        : defaultHandler(request),
    );
    holdPricedQuote();
    const { user, router } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/service-unavailable'), SLOW);
  });

  it('following a Change link un-confirms the details until Continue again', async () => {
    stubFetch();
    holdPricedQuote();
    useJourneyStore.getState().setPageValidity(['CheckYourDetails'], true);
    const { user } = await openPage();

    await user.click(screen.getByRole('link', { name: 'Change level of cover' }));

    await screen.findByRole('heading', { level: 1, name: 'Cover details' }, SLOW);
    expect(useJourneyStore.getState().pageValidity.CheckYourDetails).toBe(false);
  });

  it('with changed answers not priced yet, Continue gets the new price first', async () => {
    stubFetch();
    holdPricedQuote();
    // A change saved, then left by the browser's Back before cover-details priced it.
    const journey = useJourneyStore.getState();
    journey.setReturnTo('CheckYourDetails');
    journey.setPageValidity(['CoverDetails'], false);
    const { user, router } = await openPage();

    expect(
      screen.getByText('You have changed your answers since we worked out your price.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get my new price' }));

    await screen.findByRole('heading', { level: 1, name: 'Cover details' }, SLOW);
    expect(router.state.location.pathname).toBe('/cover-details');
    expect(useJourneyStore.getState().pageValidity.CheckYourDetails).toBe(false);
  });

  it('without a priced quote, sends the customer on from your-quote', async () => {
    stubFetch();
    const journey = useJourneyStore.getState();
    journey.setWorkingQuote(answeredQuote());
    journey.setPageValidity(['VehicleLookup', 'CarDetails', 'CarUsage'], true);
    journey.setPageValidity(['DriverDetails', 'LicenceDetails', 'AdditionalDriverDetails'], true);
    const { router } = renderApp(PATH);

    // your-quote's guard: a quote not yet priced goes to cover-details.
    await screen.findByRole('heading', { level: 1, name: 'Cover details' }, SLOW);
    expect(router.state.location.pathname).toBe('/cover-details');
  });

  it('is reached from your-quote', async () => {
    stubFetch();
    holdPricedQuote(pricedQuote(answeredQuote().policy.eventCurrent.risk));
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('YourQuote'));

    await user.click(await screen.findByRole('link', { name: 'Check your details' }, SLOW));

    await screen.findByRole('heading', { level: 1, name: 'Check your insurance details' }, SLOW);
    expect(router.state.location.pathname).toBe(PATH);
  });
});
