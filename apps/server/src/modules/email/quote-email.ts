import { type Quote } from '@van/domain/quote';
import { formatLongDate, formatMoney } from '@van/domain/shared';

// The quote e-mail (§2.6 "the ability to have the quote e-mailed", §7.2 sendEmail), rendered from
// the stored quote. Pure: the same quote and settings always give the same message.

export interface QuoteEmailSettings {
  brandName: string;
  brokerLegalName: string;
  /** Where the customer retrieves a quote: see retrievePageUrl. */
  retrieveUrl: string;
  /**
   * Decision 043: the link that withdraws marketing consent (consent module), carried by every
   * marketing-capable e-mail; absent, the e-mail has no such line.
   */
  marketingWithdrawUrl?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** One priced tier as the e-mail lists it. */
export interface QuoteEmailTier {
  productName: string;
  /** §3.4 premiumDetails.totalPayable. */
  annualPrice: number;
  /** §3.11: the first instalment plan's paymentAmountNormal; absent when there is no plan. */
  monthlyPrice?: number;
}

/** The retrieve page's path in the web journey (§2.1 your-quote/retrieve). */
const RETRIEVE_PATH = '/your-quote/retrieve';

/**
 * The retrieve page under `baseUrl` (PUBLIC_URL or the server's own address). Any query or
 * fragment of the base is dropped: personal data never appears in a URL, and the reference is
 * typed by the customer rather than carried in the link.
 */
export function retrievePageUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.search = '';
  url.hash = '';
  url.username = '';
  url.password = '';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${RETRIEVE_PATH}`;
  return url.toString();
}

/**
 * The tiers that have a price, cheapest first (§4.4 "Tiers are ordered by totalPayable
 * ascending"); a declined or unpriced tier is left out. Empty for a declined quote.
 */
export function quoteEmailTiers(quote: Quote): QuoteEmailTier[] {
  const tiers: QuoteEmailTier[] = [];
  for (const event of quote.policy.eventsRelated ?? []) {
    const result = event.result;
    const annualPrice = result?.premiumDetails?.totalPayable;
    if (!result || annualPrice === undefined || !(annualPrice > 0)) continue;
    if (result.premiumDetails?.isDecline) continue;
    const product = result.grantedDetailsMotor;
    const monthlyPrice = result.instalmentPlans?.[0]?.paymentAmountNormal;
    tiers.push({
      productName: product?.productName ?? product?.productIdentifier ?? 'Van insurance',
      annualPrice,
      ...(monthlyPrice !== undefined && monthlyPrice > 0 ? { monthlyPrice } : {}),
    });
  }
  // A stable sort keeps the stored order for equal prices.
  return tiers.sort((a, b) => a.annualPrice - b.annualPrice);
}

/**
 * The quote e-mail: a greeting by first name, the quote reference, each tier's annual and monthly
 * price, the date the prices hold until and a link to the retrieve page. Every value is escaped in
 * the HTML body. The subject is `Your {brand} van insurance quote {reference}`.
 */
export function renderQuoteEmail(quote: Quote, settings: QuoteEmailSettings): RenderedEmail {
  const reference = quote.policy.webReference ?? '';
  const firstName = quote.policy.eventCurrent.risk?.proposer?.name?.forenames?.trim();
  const greeting = firstName ? `Dear ${firstName},` : 'Hello,';
  const tiers = quoteEmailTiers(quote);
  const expiry = quote.policy.expiryDate ? formatLongDate(quote.policy.expiryDate) : undefined;
  const { brandName, brokerLegalName, retrieveUrl, marketingWithdrawUrl } = settings;

  const subject = `Your ${brandName} van insurance quote ${reference}`;
  const thanks = `Thank you for getting a van insurance quote from ${brandName}. Here are your prices.`;
  const howToRetrieve =
    'enter your quote reference, last name, date of birth and postcode to see your quote again, change it or buy it.';
  const arrangedBy = `${brandName} van insurance is arranged by ${brokerLegalName}.`;
  const why = 'You are getting this e-mail because you asked us to send you your quote.';
  const stopMarketing = 'To stop marketing messages from us by email and text, go to';

  const text = [
    greeting,
    '',
    thanks,
    '',
    `Your quote reference: ${reference}`,
    '',
    ...tiers.map((tier) => `${tier.productName}: ${priceWords(tier)}`),
    '',
    ...(expiry ? [`These prices are available until ${expiry}.`, ''] : []),
    `To pick up where you left off, go to ${retrieveUrl} and ${howToRetrieve}`,
    '',
    brandName,
    '',
    arrangedBy,
    why,
    ...(marketingWithdrawUrl ? [`${stopMarketing} ${marketingWithdrawUrl}`] : []),
    '',
  ].join('\n');

  const e = escapeHtml;
  const rows = tiers
    .map(
      (tier) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0">${e(tier.productName)}</th>` +
        `<td style="padding:6px 12px">${e(formatMoney(tier.annualPrice))} a year</td>` +
        `<td style="padding:6px 0">${tier.monthlyPrice !== undefined ? `or ${e(formatMoney(tier.monthlyPrice))} a month` : ''}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0b0c0c">
<p>${e(greeting)}</p>
<p>${e(thanks)}</p>
<p>Your quote reference: <strong>${e(reference)}</strong></p>
<table role="presentation" style="border-collapse:collapse">
${rows}
</table>
${expiry ? `<p>These prices are available until <strong>${e(expiry)}</strong>.</p>\n` : ''}<p>To pick up where you left off, go to <a href="${e(retrieveUrl)}">${e(retrieveUrl)}</a> and ${e(howToRetrieve)}</p>
<p>${e(brandName)}</p>
<p style="font-size:14px;color:#505a5f">${e(arrangedBy)}<br>${e(why)}${marketingWithdrawUrl ? `<br>${e(stopMarketing)} <a href="${e(marketingWithdrawUrl)}">${e(marketingWithdrawUrl)}</a>` : ''}</p>
</body>
</html>
`;
  return { subject, text, html };
}

function priceWords(tier: QuoteEmailTier): string {
  const annual = `${formatMoney(tier.annualPrice)} a year`;
  return tier.monthlyPrice === undefined
    ? annual
    : `${annual}, or ${formatMoney(tier.monthlyPrice)} a month`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
