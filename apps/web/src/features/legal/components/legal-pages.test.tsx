import { pageHref, type PageId } from '@van/domain/journey';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { stubFetch } from '../../../testing/fake-server';
import { pricedQuote, TEST_RETRIEVAL_KEY } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 10, 0, 0));
});

async function footer() {
  return within(await screen.findByRole('contentinfo'));
}

describe('the footer on every page (decision 041)', () => {
  it.each<[string, PageId, string]>([
    ['a journey page', 'VehicleLookup', 'Start your quote'],
    ['an outcome page', 'ServiceUnavailable', 'Sorry, the service is unavailable'],
    ['a legal page', 'Complaints', 'How to complain'],
  ])(
    'carries the FCA status disclosure, registered office and legal links on %s',
    async (_kind, page, heading) => {
      stubFetch();
      renderApp(pageHref(page));
      await screen.findByRole('heading', { level: 1, name: heading });

      const inFooter = await footer();
      expect(
        inFooter.getByText(
          'Acme Insurance Services Limited is authorised and regulated by the Financial Conduct Authority, firm reference number 123456.',
        ),
      ).toBeTruthy();
      expect(
        inFooter.getByText(
          'Registered in England and Wales, company number 01234567. Registered office: 1 Acme Way, Testbury, TE1 1ST.',
        ),
      ).toBeTruthy();
      const links = within(inFooter.getByRole('navigation', { name: 'Legal information' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([
        ['Privacy notice', '/privacy-notice'],
        ['Cookies', '/cookies'],
        ['Terms of business', '/terms-of-business'],
        ['Complaints', '/complaints'],
        ['FSCS protection', '/fscs-protection'],
        ['Accessibility statement', '/accessibility'],
      ]);
    },
  );

  it('opens a legal page from the footer without a quote, and keeps the journey held', async () => {
    stubFetch();
    const quote = pricedQuote(createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk);
    useJourneyStore.getState().setQuote(quote, TEST_RETRIEVAL_KEY);
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });

    await user.click((await footer()).getByRole('link', { name: 'Privacy notice' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/privacy-notice');
    expect(document.title).toBe('Van insurance | Privacy notice | Acme Motoring');
    expect(useJourneyStore.getState().quote?.policy.webReference).toBe(quote.policy.webReference);
  });
});

describe('the legal pages', () => {
  async function open(page: PageId, heading: string) {
    stubFetch();
    renderApp(pageHref(page));
    return within(await screen.findByRole('main')).findByRole('heading', {
      level: 1,
      name: heading,
    });
  }

  function mainText() {
    return screen.getByRole('main').textContent ?? '';
  }

  it('privacy notice: names the controller and ICO number, health and criminal offence data, lawful bases and the periods the product purges by', async () => {
    await open('PrivacyNotice', 'Privacy notice');
    const text = mainText();
    expect(text).toContain(
      'Acme Insurance Services Limited is the controller of your personal information.',
    );
    expect(text).toContain('registration number ZA123456');
    expect(text).toContain('e-mail privacy@acme.example');
    expect(text).toContain('This is health information, a special category of personal data.');
    expect(text).toContain('This is criminal offence data.');
    expect(text).toContain('necessary for a contract with you');
    expect(text).toContain('Schedule 1, paragraph 20');
    const retention = screen.getByRole('table', { name: 'How long we keep your information' });
    expect(
      within(retention).getByText(/^90 days after it last changed, then deleted/),
    ).toBeTruthy();
    expect(within(retention).getByText('24 hours; kept with the policy if you buy.')).toBeTruthy();
    expect(within(retention).getByText(/^30 days after sending/)).toBeTruthy();
    expect(text).toContain("complain to the Information Commissioner's Office");
  });

  it('cookie notice: says no cookies are set, and that session storage keeps the journey', async () => {
    await open('CookieNotice', 'Cookies');
    const text = mainText();
    expect(text).toContain('Acme Motoring van insurance does not set any cookies.');
    expect(text).toContain("your browser's session storage keeps your answers");
    expect(text).toContain('we will ask you first and they will not be set until you agree');
    // True to the product: nothing the web did to reach this page set a cookie.
    expect(document.cookie).toBe('');
  });

  it('terms of business: who we are, whose products, how we are paid, fees and the right to cancel', async () => {
    await open('TermsOfBusiness', 'Terms of business');
    const text = mainText();
    expect(text).toContain('Acme Motoring is a trading name of Acme Insurance Services Limited.');
    expect(text).toContain('firm reference number 123456');
    expect(text).toContain('we offer products from one insurer, Acme Underwriting Limited');
    expect(text).toContain('We do not give advice or a personal recommendation.');
    expect(text).toContain('The insurer pays us commission');
    expect(text).toContain('We charge an arrangement fee');
    expect(text).toContain('You can cancel within 14 days of buying');
    expect(text).toContain(
      'within 30 days of you telling us. We do not charge a fee for cancelling.',
    );
  });

  it('complaints: how to complain, our time limits, and the Ombudsman with its 6-month limit', async () => {
    await open('Complaints', 'How to complain');
    const text = mainText();
    expect(text).toContain('By phone: 0800 123 4570');
    expect(text).toContain('By e-mail: complaints@acme.example');
    expect(text).toContain('By post: Complaints Team, 1 Acme Way, Testbury, TE1 1ST');
    expect(text).toContain('final response within 8 weeks');
    expect(text).toContain(
      'You must contact the Ombudsman within 6 months of the date of our final response.',
    );
    expect(text).toContain('0800 023 4567');
  });

  it('FSCS: compulsory insurance is protected in full', async () => {
    await open('FscsProtection', 'Financial Services Compensation Scheme');
    expect(mainText()).toContain(
      'Van insurance is compulsory insurance: the FSCS protects 100% of a claim, with no upper limit.',
    );
  });

  it('accessibility statement: the standard aimed for, and how to get help', async () => {
    await open('Accessibility', 'Accessibility statement');
    const text = mainText();
    expect(text).toContain('WCAG) 2.2 at level AA');
    expect(text).toContain('Call us on 0800 123 4567');
    expect(text).toContain('dial 18001 first');
  });
});
