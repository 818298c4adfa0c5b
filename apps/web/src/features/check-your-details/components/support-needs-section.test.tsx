import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_NEEDS_CONSENT } from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { describe, expect, it } from 'vitest';
import { fixTodayForEachTest, holdPricedQuote } from '../../../testing/check-your-details-test-kit';
import { defaultHandler, stubFetch, type Handler } from '../../../testing/fake-server';
import { TEST_QUOTE_KEY } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

// Decision 047 (FCA FG21/1): the optional "Do you need any extra help?" section of
// check-your-details, through the whole app against the fake quote service.

fixTodayForEachTest();

const SLOW = { timeout: 15_000 };

/** The fake service, answering the support-needs call as the real one does with consent. */
const withSupportNeeds: Handler = (request) =>
  request.path === '/v1/supportNeeds'
    ? { status: 200, body: { kept: true } }
    : defaultHandler(request);

async function openPage() {
  const user = userEvent.setup();
  const view = renderApp(pageHref('CheckYourDetails'));
  await screen.findByRole('heading', { level: 2, name: 'The van' }, SLOW);
  return { user, ...view };
}

const section = () => screen.getByRole('region', { name: 'Do you need any extra help?' });

async function goOn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Your payment' }, SLOW);
}

describe('support needs on check-your-details (decision 047)', () => {
  it('asks in groups with legends and hints, and says it is optional', async () => {
    holdPricedQuote();
    await openPage();
    const region = section();
    expect(
      within(region).getByText('This is optional. You can continue without answering.'),
    ).toBeTruthy();
    const categories = within(region).getByRole('group', {
      name: 'Is there anything we should know about? (optional)',
    });
    expect(within(categories).getByRole('checkbox', { name: 'Hearing or sight' })).toBeTruthy();
    expect(categories.getAttribute('aria-describedby')).toBe('supportNeedsCategories-hint');
    const formats = within(region).getByRole('group', {
      name: 'Would you like your documents in another format? (optional)',
    });
    expect(
      within(formats)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual(['Large print', 'Audio', 'Braille']);
    expect(document.getElementById('supportNeedsFormats-hint')?.textContent).toContain(
      'within 10 working days',
    );
    const consent = within(region).getByRole('checkbox', { name: SUPPORT_NEEDS_CONSENT.text });
    expect(consent.getAttribute('aria-describedby')).toBe('supportNeedsConsent-hint');
    expect(document.getElementById('supportNeedsConsent-hint')?.textContent).toBe(
      SUPPORT_NEEDS_CONSENT.explanation,
    );
  });

  it('the journey goes on without an answer, and nothing is sent', async () => {
    const server = stubFetch(withSupportNeeds);
    holdPricedQuote();
    const { user } = await openPage();
    await goOn(user);
    expect(server.requestsTo('POST', '/v1/supportNeeds')).toEqual([]);
  });

  it('without the consent tick nothing is sent, and the customer is told to call instead', async () => {
    const server = stubFetch(withSupportNeeds);
    holdPricedQuote();
    const { user } = await openPage();
    await user.click(screen.getByRole('checkbox', { name: 'A health condition or disability' }));
    await user.click(screen.getByRole('checkbox', { name: 'Braille' }));
    expect(within(section()).getByRole('status').textContent).toMatch(
      /^We will not keep what you have told us here unless you tick the box\. You can tell us by phone instead on 0800 [0-9 ]+\.$/,
    );
    await goOn(user);
    expect(server.requestsTo('POST', '/v1/supportNeeds')).toEqual([]);
  });

  it('with the consent tick, sends the answer with the wording version after finalize', async () => {
    const server = stubFetch(withSupportNeeds);
    holdPricedQuote();
    const { user } = await openPage();
    await user.click(screen.getByRole('checkbox', { name: 'Something else' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Tell us briefly what would help (optional)' }),
      'Please write rather than phone',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Large print' }));
    await user.click(screen.getByRole('checkbox', { name: SUPPORT_NEEDS_CONSENT.text }));
    expect(within(section()).getByRole('status').textContent).toBe('');
    await goOn(user);
    expect(server.requestsTo('POST', '/v1/supportNeeds').map((request) => request.body)).toEqual([
      {
        quoteKey: TEST_QUOTE_KEY,
        categories: ['OTHER'],
        otherHelp: 'Please write rather than phone',
        formats: ['LARGE_PRINT'],
        consentVersion: SUPPORT_NEEDS_CONSENT.version,
      },
    ]);
  });

  it('an answer the service could not keep keeps the customer on the page, told so', async () => {
    stubFetch((request) =>
      request.path === '/v1/supportNeeds' ? { status: 500 } : defaultHandler(request),
    );
    holdPricedQuote();
    const { user, router } = await openPage();
    await user.click(screen.getByRole('checkbox', { name: 'Audio' }));
    await user.click(screen.getByRole('checkbox', { name: SUPPORT_NEEDS_CONSENT.text }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Sorry, we could not save what you told us about extra help. Please try again, or clear your answers and call us.',
    );
    expect(router.state.location.pathname).toBe(pageHref('CheckYourDetails'));
  });
});
