import { describe, expect, it } from 'vitest';
import { pricedQuote } from './email.fixtures.ts';
import { quoteEmailTiers, renderQuoteEmail, retrievePageUrl } from './quote-email.ts';

const REFERENCE = '12345-67890-24680';
const SETTINGS = {
  brandName: 'Roadwise',
  brokerLegalName: 'Roadwise Insurance Services Limited',
  retrieveUrl: 'https://van.example.co.uk/your-quote/retrieve',
  phoneNumbers: {
    general: '0808 157 0100',
    fraud: '0808 157 0101',
    failedCreditCheck: '0808 157 0102',
    bySourceOfBusiness: { Website: '0808 157 0110', '102': '0808 157 0112' },
  },
  openingHours: 'Monday to Friday 8am to 7pm, Saturday 9am to 5pm.',
};

const render = (quote = pricedQuote(REFERENCE, { email: 'sam@example.com' })) =>
  renderQuoteEmail(quote, SETTINGS);

/** Every link in a body: bare URLs in the text, href values in the HTML. */
function linksIn(body: string): string[] {
  return [...body.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
}

describe('renderQuoteEmail', () => {
  it('has the subject "Your {brand} van insurance quote {reference}"', () => {
    expect(render().subject).toBe(`Your Roadwise van insurance quote ${REFERENCE}`);
  });

  it('greets the proposer by first name and gives the reference in both bodies', () => {
    const { text, html } = render();
    expect(text.startsWith('Dear Sam,\n')).toBe(true);
    expect(text).toContain(`Your quote reference: ${REFERENCE}`);
    expect(html).toContain('<p>Dear Sam,</p>');
    expect(html).toContain(`<strong>${REFERENCE}</strong>`);
  });

  it('lists each tier by product name, cheapest first (§4.4), with its yearly price and full monthly terms (decision 049)', () => {
    const { text, html } = render();
    const blocks = [
      'Van Essentials\n  Pay for the year: £581.28\n  Or pay monthly: a deposit of £58.13, then 10 monthly payments of £58.20. APR 26.9% representative. Total payable £640.13.',
      'Van Silver\n  Pay for the year: £620.01\n  Or pay monthly: a deposit of £62.00, then 10 monthly payments of £62.13. APR 26.9% representative. Total payable £683.30.',
      'Van Gold\n  Pay for the year: £664.27\n  Or pay monthly: a deposit of £66.43, then 10 monthly payments of £66.57. APR 26.9% representative. Total payable £732.13.',
      'Van Platinum\n  Pay for the year: £1,234.56\n  Or pay monthly: a deposit of £123.46, then 10 monthly payments of £123.45. APR 26.9% representative. Total payable £1,357.96.',
    ];
    const positions = blocks.map((block) => text.indexOf(block));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const htmlOrder = ['Van Essentials', 'Van Silver', 'Van Gold', 'Van Platinum'].map((name) =>
      html.indexOf(`>${name}</th>`),
    );
    expect(htmlOrder.every((position) => position > 0)).toBe(true);
    expect(htmlOrder).toEqual([...htmlOrder].sort((a, b) => a - b));
    expect(html).toContain('Pay for the year: £1,234.56');
    expect(html).toContain(
      'Or pay monthly: a deposit of £123.46, then 10 monthly payments of £123.45. APR 26.9% representative. Total payable £1,357.96.',
    );
  });

  it('gives only the yearly price of a tier without a complete instalment plan', () => {
    const quote = pricedQuote(REFERENCE, {
      tiers: [{ productIdentifier: 'VAN', productName: 'Van Essentials', annual: 581.28 }],
    });
    expect(render(quote).text).toContain('Van Essentials\n  Pay for the year: £581.28\n\n');
    const noApr = pricedQuote(REFERENCE);
    for (const event of noApr.policy.eventsRelated ?? [])
      delete event.result!.instalmentPlans![0]!.aprRateStored;
    expect(render(noApr).text).not.toContain('pay monthly');
  });

  it("gives the number to call for the quote's source of business and when the lines are open", () => {
    const { text, html } = render();
    const callUs =
      'Questions? Call us on 0808 157 0110. Our lines are open: Monday to Friday 8am to 7pm, Saturday 9am to 5pm.';
    expect(text).toContain(callUs);
    expect(html).toContain(`<p>${callUs}</p>`);
    const fromSite = pricedQuote(REFERENCE);
    fromSite.policy.sourceOfBusiness = '102';
    expect(render(fromSite).text).toContain('Call us on 0808 157 0112.');
  });

  it('says until when the prices hold, in British English', () => {
    const { text, html } = render();
    expect(text).toContain('These prices are available until 22 December 2026.');
    expect(html).toContain('<strong>22 December 2026</strong>');
  });

  it('links to the retrieve page with no personal data and no reference in the URL', () => {
    const { text, html } = render();
    const links = [...linksIn(text), ...linksIn(html)];
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link).toBe('https://van.example.co.uk/your-quote/retrieve');
      for (const personal of [REFERENCE, 'Sam', "O'Neill", 'Neill', 'LS1', '1980', 'sam@']) {
        expect(decodeURIComponent(link)).not.toContain(personal);
      }
    }
    expect(html).toContain('<a href="https://van.example.co.uk/your-quote/retrieve">');
  });

  it('escapes everything it puts into the HTML body', () => {
    const quote = pricedQuote(REFERENCE);
    quote.policy.eventCurrent.risk.proposer.name = { forenames: '<script>alert("x")</script>' };
    const { html, text } = renderQuoteEmail(quote, { ...SETTINGS, brandName: 'Smith & Sons' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(html).toContain('Smith &amp; Sons');
    expect(html).not.toMatch(/Smith & Sons/);
    // The text body is plain text: nothing to escape there.
    expect(text).toContain('Dear <script>alert("x")</script>,');
  });

  it('says hello without a name when the proposer has none', () => {
    const quote = pricedQuote(REFERENCE);
    quote.policy.eventCurrent.risk.proposer.name = {};
    expect(render(quote).text.startsWith('Hello,\n')).toBe(true);
  });

  it('names the broker who arranges the insurance', () => {
    expect(render().text).toContain(
      'Roadwise van insurance is arranged by Roadwise Insurance Services Limited.',
    );
  });
});

describe('quoteEmailTiers', () => {
  it('leaves out declined and unpriced tiers', () => {
    const quote = pricedQuote(REFERENCE);
    const events = quote.policy.eventsRelated!;
    events[0]!.result!.premiumDetails!.isDecline = true;
    events[1]!.result = {};
    expect(quoteEmailTiers(quote).map((tier) => tier.productName)).toEqual([
      'Van Essentials',
      'Van Gold',
    ]);
  });

  it('has none for a quote with no tiers (declined, §4.4)', () => {
    expect(quoteEmailTiers(pricedQuote(REFERENCE, { tiers: [] }))).toEqual([]);
  });
});

describe('retrievePageUrl', () => {
  it.each([
    ['https://van.example.co.uk', 'https://van.example.co.uk/your-quote/retrieve'],
    ['https://van.example.co.uk/', 'https://van.example.co.uk/your-quote/retrieve'],
    ['https://example.co.uk/van/', 'https://example.co.uk/van/your-quote/retrieve'],
    ['https://van.example.co.uk/?ref=1#top', 'https://van.example.co.uk/your-quote/retrieve'],
  ])('puts the retrieve page under %s', (base, expected) => {
    expect(retrievePageUrl(base)).toBe(expected);
  });

  it('links over https, and over plain http only when told it is not production (decision 049)', () => {
    expect(() => retrievePageUrl('http://van.example.co.uk')).toThrow(/https/);
    expect(() => retrievePageUrl('ftp://van.example.co.uk', { httpsOnly: false })).toThrow(/https/);
    expect(retrievePageUrl('http://127.0.0.1:3000', { httpsOnly: false })).toBe(
      'http://127.0.0.1:3000/your-quote/retrieve',
    );
  });
});
