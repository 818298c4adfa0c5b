import { describe, expect, it } from 'vitest';
import { pricedQuote } from './email.fixtures.ts';
import { quoteEmailTiers, renderQuoteEmail, retrievePageUrl } from './quote-email.ts';

const REFERENCE = '12345-67890-24680';
const SETTINGS = {
  brandName: 'Roadwise',
  brokerLegalName: 'Roadwise Insurance Services Limited',
  retrieveUrl: 'https://van.example.co.uk/your-quote/retrieve',
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

  it('lists each tier by product name, cheapest first (§4.4), with its annual and monthly price', () => {
    const { text, html } = render();
    const lines = [
      'Van Essentials: £581.28 a year, or £58.20 a month',
      'Van Silver: £620.01 a year, or £62.13 a month',
      'Van Gold: £664.27 a year, or £66.57 a month',
      'Van Platinum: £1,234.56 a year, or £123.45 a month',
    ];
    const positions = lines.map((line) => text.indexOf(line));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const htmlOrder = ['Van Essentials', 'Van Silver', 'Van Gold', 'Van Platinum'].map((name) =>
      html.indexOf(`>${name}</th>`),
    );
    expect(htmlOrder.every((position) => position > 0)).toBe(true);
    expect(htmlOrder).toEqual([...htmlOrder].sort((a, b) => a - b));
    expect(html).toContain('£1,234.56 a year');
    expect(html).toContain('or £123.45 a month');
  });

  it('gives only the annual price of a tier without an instalment plan', () => {
    const quote = pricedQuote(REFERENCE, {
      tiers: [{ productIdentifier: 'VAN', productName: 'Van Essentials', annual: 581.28 }],
    });
    expect(render(quote).text).toContain('Van Essentials: £581.28 a year\n');
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
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000/your-quote/retrieve'],
    ['https://van.example.co.uk/?ref=1#top', 'https://van.example.co.uk/your-quote/retrieve'],
  ])('puts the retrieve page under %s', (base, expected) => {
    expect(retrievePageUrl(base)).toBe(expected);
  });
});
