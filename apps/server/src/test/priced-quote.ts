import { buildCreateQuoteRequest, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { price, rateTablesFor } from '@van/rating';
import { quoteExpiry, toPricedQuote } from '../modules/quote/quote.mapper.ts';

/**
 * `quote` as the quote service answers it once priced, with the optional extras `opexCodes`,
 * without a database: the §5.5 send rules, the current tariff and the quote module's own mapping
 * (as quote.mapper.test.ts does). For tests of modules that take a priced Quote (the policy
 * documents). Throws when the tariff will not price the answers.
 */
export function pricedQuoteOf(
  quote: Quote,
  {
    webReference = '11111-22222-33333',
    now = new Date('2026-11-22T10:00:00Z'),
    opexCodes = [] as string[],
  } = {},
): Quote {
  const request = { ...buildCreateQuoteRequest(quote), requestedOpexCodes: opexCodes };
  const today = ukToday(now); // as the quote service rates (decision 037)
  const outcome = price({
    risk: request.risk,
    tables: rateTablesFor(today),
    today,
    requestedOpexCodes: request.requestedOpexCodes,
  });
  if (outcome.outcome !== 'priced') {
    throw new Error(`the tariff did not price the test quote: ${outcome.outcome}`);
  }
  return toPricedQuote({
    webReference,
    request,
    tiers: outcome.tiers,
    topUp: outcome.topUp,
    policyEventReference: '001',
    now,
    expiresAt: quoteExpiry(now),
  });
}
