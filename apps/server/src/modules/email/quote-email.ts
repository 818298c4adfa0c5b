import { contactPhoneNumber } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { formatLongDate, formatMoney, type PublicConfig } from '@van/domain/shared';

// The quote e-mail (§2.6 "the ability to have the quote e-mailed", §7.2 sendEmail), rendered from
// the stored quote. Pure: the same quote and settings always give the same message. Decision 049:
// every tier's yearly price and its full monthly terms (deposit, payments, APR, total), so that
// the e-mail alone is a fair comparison of the ways to pay, and how to reach us.

export interface QuoteEmailSettings {
  brandName: string;
  brokerLegalName: string;
  /** Where the customer retrieves a quote: see retrievePageUrl. */
  retrieveUrl: string;
  /** The numbers we answer on (config); the quote's source of business picks one (§6). */
  phoneNumbers: PublicConfig['phoneNumbers'];
  /** When the lines are answered, in words (config OPENING_HOURS). */
  openingHours: string;
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
  /** The tariff's product name, the one name the product has (decision 049). */
  productName: string;
  /** §3.4 premiumDetails.totalPayable. */
  annualPrice: number;
  /** The first instalment plan's terms (§3.4); absent when the tier has no complete plan. */
  monthly?: MonthlyTerms;
}

/** Paying monthly, as a customer must see it to compare it with paying for the year. */
export interface MonthlyTerms {
  /** depositAmountTotal: the first payment, taken by card. */
  deposit: number;
  /** paymentCountNormal payments of paymentAmountNormal, by Direct Debit. */
  paymentCount: number;
  paymentAmount: number;
  /** aprRateStored, percent (26.9 means 26.9 %). */
  apr: number;
  /** The plan's totalPayable: everything paid, interest included. */
  totalPayable: number;
}

/** The retrieve page's path in the web journey (§2.1 your-quote/retrieve). */
const RETRIEVE_PATH = '/your-quote/retrieve';

/**
 * The retrieve page under `baseUrl` (PUBLIC_URL or the server's own address), which must be https
 * unless `httpsOnly` is false (outside production). Any query or
 * fragment of the base is dropped: personal data never appears in a URL, and the reference is
 * typed by the customer rather than carried in the link.
 */
export function retrievePageUrl(baseUrl: string, { httpsOnly = true } = {}): string {
  const url = new URL(baseUrl);
  // Decision 049: the link a customer follows from their inbox is https; plain http only for a
  // server that is not in production (a developer's machine, the tests).
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) {
    throw new Error(`The public address must be an https address, not ${url.protocol}`);
  }
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
    const monthly = monthlyTermsOf(result.instalmentPlans?.[0]);
    tiers.push({
      productName: product?.productName ?? product?.productIdentifier ?? 'Van insurance',
      annualPrice,
      ...(monthly ? { monthly } : {}),
    });
  }
  // A stable sort keeps the stored order for equal prices.
  return tiers.sort((a, b) => a.annualPrice - b.annualPrice);
}

type Plan = NonNullable<
  NonNullable<Quote['policy']['eventCurrent']['result']>['instalmentPlans']
>[number];

/**
 * A plan's terms, only when every figure a customer needs is there and positive: a plan missing
 * its deposit, APR or total is not offered in words that leave them out (CONC 3.5).
 */
function monthlyTermsOf(plan: Plan | undefined): MonthlyTerms | undefined {
  const deposit = plan?.depositAmountTotal;
  const paymentCount = plan?.paymentCountNormal;
  const paymentAmount = plan?.paymentAmountNormal;
  const apr = plan?.aprRateStored ?? plan?.aprRateNewInstruction;
  const totalPayable = plan?.totalPayable;
  if (
    deposit === undefined ||
    paymentCount === undefined ||
    paymentAmount === undefined ||
    apr === undefined ||
    totalPayable === undefined ||
    !(paymentCount > 0 && paymentAmount > 0 && totalPayable > 0 && deposit >= 0 && apr >= 0)
  )
    return undefined;
  return { deposit, paymentCount, paymentAmount, apr, totalPayable };
}

/**
 * The quote e-mail: a greeting by first name, the quote reference, each tier's yearly price and
 * monthly terms, the date the prices hold until, a link to the retrieve page, and our phone number
 * with its opening hours. Every value is escaped in the HTML body. The subject is
 * `Your {brand} van insurance quote {reference}`.
 */
export function renderQuoteEmail(quote: Quote, settings: QuoteEmailSettings): RenderedEmail {
  const reference = quote.policy.webReference ?? '';
  const firstName = quote.policy.eventCurrent.risk?.proposer?.name?.forenames?.trim();
  const greeting = firstName ? `Dear ${firstName},` : 'Hello,';
  const tiers = quoteEmailTiers(quote);
  const expiry = quote.policy.expiryDate ? formatLongDate(quote.policy.expiryDate) : undefined;
  const { brandName, brokerLegalName, retrieveUrl, marketingWithdrawUrl, openingHours } = settings;
  const phone = contactPhoneNumber(settings.phoneNumbers, quote.policy.sourceOfBusiness);
  const callUs = `Questions? Call us on ${phone}. Our lines are open: ${openingHours}`;

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
    ...tiers.flatMap((tier) => [
      tier.productName,
      `  Pay for the year: ${formatMoney(tier.annualPrice)}`,
      ...(tier.monthly ? [`  Or pay monthly: ${monthlyWords(tier.monthly)}`] : []),
      '',
    ]),
    ...(expiry ? [`These prices are available until ${expiry}.`, ''] : []),
    `To pick up where you left off, go to ${retrieveUrl} and ${howToRetrieve}`,
    '',
    callUs,
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
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0">${e(tier.productName)}</th>` +
        `<td style="vertical-align:top;padding:6px 12px">Pay for the year: ${e(formatMoney(tier.annualPrice))}</td>` +
        `<td style="vertical-align:top;padding:6px 0">${tier.monthly ? `Or pay monthly: ${e(monthlyWords(tier.monthly))}` : ''}</td></tr>`,
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
<p>${e(callUs)}</p>
<p>${e(brandName)}</p>
<p style="font-size:14px;color:#505a5f">${e(arrangedBy)}<br>${e(why)}${marketingWithdrawUrl ? `<br>${e(stopMarketing)} <a href="${e(marketingWithdrawUrl)}">${e(marketingWithdrawUrl)}</a>` : ''}</p>
</body>
</html>
`;
  return { subject, text, html };
}

/** 'a deposit of £66.43, then 10 monthly payments of £66.57. APR 26.9% representative. Total payable £732.13.' */
function monthlyWords(terms: MonthlyTerms): string {
  const payments =
    terms.paymentCount === 1 ? '1 monthly payment' : `${terms.paymentCount} monthly payments`;
  return (
    `a deposit of ${formatMoney(terms.deposit)}, then ${payments} of ${formatMoney(terms.paymentAmount)}. ` +
    `APR ${terms.apr}% representative. Total payable ${formatMoney(terms.totalPayable)}.`
  );
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
