import { alreadyPurchasedMessage } from '@van/domain/contract';
import { withPassedStartToAsk, type Quote } from '@van/domain/quote';
import {
  PCW_SOURCES_OF_BUSINESS,
  QUOTE_REQUEST_ENVELOPE_DEFAULTS,
} from '@van/domain/reference-data';
import { type Risk } from '@van/domain/risk';
import {
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_MISSING_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  ukToday,
} from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/token-hash.ts';
import { findPolicyNumber } from '../purchase/index.ts';
import { createComparisonSiteQuote, loadQuote } from '../quote/index.ts';
import { allowHit, type RateLimit } from '../rate-limit/index.ts';
import {
  findValidAggregatorToken,
  insertAggregatorToken,
  markAggregatorTokenExchanged,
} from './aggregator.repository.ts';

/**
 * Per client address, as for retrieve: plenty for a customer clicking a link again, and it keeps
 * anyone from hammering the exchange. Guessing is hopeless anyway (256-bit tokens).
 */
export const AGGREGATOR_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 60 * 1000 };

/** §4.4: a quote may be bought for 30 days; a token never outlives that. */
const TOKEN_DAYS = 30;

/** Unknown and expired tokens get these same words, so an answer reveals nothing (404). */
export const AGGREGATOR_TOKEN_NOT_FOUND_MESSAGE =
  'This link to your quote has expired or is no longer valid.';

/** A comparison site's customer, as the site sends them (partners' API: a later issue). */
export interface ComparisonSiteQuoteRequest {
  /** §9.13: the site's source of business: 115, 102, 104, 105 or 114. */
  sourceOfBusiness: string;
  /** The customer's answers, as PUT /v1/quote takes them. */
  risk: Risk;
  requestedOpexCodes?: string[];
}

export interface IssuedAggregatorToken {
  /** Goes in the click-through link, /aggregator?token=…; not stored and not recoverable. */
  token: string;
  webReference: string;
  expiresAt: Date;
  /** The Quote as PUT /v1/quote answered it. */
  quote: Quote;
}

/**
 * Prices a comparison site's customer the way PUT /v1/quote does (the quote module's service, so
 * the same send rules, rating and storage) with the site as the quote's source of business, and
 * issues a click-through token for the quote. Only a priced quote gets a token: a site sends no one
 * to a decline or a referral.
 * @throws DomainError BadRequest for a source that is not a comparison site or a risk that cannot
 * be priced; QuoteDeclined when the quote is not priced (it is stored all the same).
 */
export async function issueAggregatorToken(
  db: Db,
  { sourceOfBusiness, risk, requestedOpexCodes = [] }: ComparisonSiteQuoteRequest,
  now: Date,
): Promise<IssuedAggregatorToken> {
  assertComparisonSite(sourceOfBusiness);
  const json = await createComparisonSiteQuote(
    db,
    { ...QUOTE_REQUEST_ENVELOPE_DEFAULTS, requestedOpexCodes, risk },
    sourceOfBusiness,
    now,
  );
  const quote = JSON.parse(json) as Quote;
  if (quote.noAvailableProducts || quote.policy.status !== 'Quote') {
    throw new DomainError('QuoteDeclined', 'This customer cannot be quoted online.');
  }
  return { ...(await storeToken(db, quote, now)), quote };
}

/**
 * A further click-through token for a comparison-site quote already stored (the dev script's
 * `--reference`).
 * @throws DomainError QuoteMissing, BadRequest for a direct quote, QuoteExpired.
 */
export async function issueTokenForQuote(
  db: Db,
  webReference: string,
  now: Date,
): Promise<IssuedAggregatorToken> {
  const stored = await loadQuote(db, webReference);
  if (!stored) throw new DomainError('QuoteMissing', QUOTE_MISSING_MESSAGE);
  assertComparisonSite(stored.quote.policy.sourceOfBusiness);
  return { ...(await storeToken(db, stored.quote, now)), quote: stored.quote };
}

/**
 * POST /v1/aggregator/token (§7.2, §4.4): the quote a click-through token opens, exactly as
 * retrieve answers it. The token may be exchanged again while it is valid (a customer clicks the
 * link twice, or comes back from the site's results) and opens the same quote (decision 026).
 * @throws DomainError TooManyRequests; NotFound for an unknown or expired token; §8
 * PolicyAlreadyPurchased (400) when the quote has been bought, its message JSON text with the
 * policyNumber key.
 */
export async function exchangeAggregatorToken(
  db: Db,
  token: string,
  clientKey: string,
  now: Date,
): Promise<Quote> {
  if (!(await allowHit(db, `aggregator:${clientKey}`, AGGREGATOR_RATE_LIMIT, now))) {
    throw new DomainError('TooManyRequests', TOO_MANY_REQUESTS_MESSAGE);
  }
  const tokenHash = hashToken(token);
  const row = await findValidAggregatorToken(db, tokenHash, now);
  const stored = row && (await loadQuote(db, row.web_reference));
  if (!stored) throw new DomainError('NotFound', AGGREGATOR_TOKEN_NOT_FOUND_MESSAGE);
  if (stored.purchasedAt !== null) {
    // §8: the journey shows purchased, with the number of the policy issued for it (decision 026).
    // The quote is marked bought in the transaction that issues the policy (decision 029).
    const policyNumber = await findPolicyNumber(db, row.web_reference);
    throw new DomainError(
      'PolicyAlreadyPurchased',
      alreadyPurchasedMessage({
        policyNumber: policyNumber ?? (stored.quote.policy.policyReference || null),
        // Decision 056: the purchased page gives the comparison site's number from it.
        sourceOfBusiness: stored.quote.policy.sourceOfBusiness || null,
      }),
    );
  }
  await markAggregatorTokenExchanged(db, tokenHash, now);
  // §4.2: a quote whose cover start has passed asks for a new start date (decision 033).
  return withPassedStartToAsk(stored.quote, ukToday(now));
}

function assertComparisonSite(sourceOfBusiness: string | undefined): void {
  if (!(PCW_SOURCES_OF_BUSINESS as readonly (string | undefined)[]).includes(sourceOfBusiness)) {
    throw new DomainError(
      'BadRequest',
      `Only a price-comparison site's quote (source of business ${PCW_SOURCES_OF_BUSINESS.join(', ')}) can have a click-through link.`,
    );
  }
}

/**
 * Stores a click-through token the caller made for a comparison-site quote: the partner API
 * derives its own, one per quote request, so a retry rebuilds it rather than storing another
 * (decision 057). Storing the same token again changes nothing.
 * @throws DomainError BadRequest for a direct quote, QuoteExpired.
 */
export async function storeGivenToken(
  db: Db,
  quote: Quote,
  token: string,
  now: Date,
): Promise<Omit<IssuedAggregatorToken, 'quote'>> {
  assertComparisonSite(quote.policy.sourceOfBusiness);
  return storeToken(db, quote, now, token);
}

async function storeToken(
  db: Db,
  quote: Quote,
  now: Date,
  token = newToken(),
): Promise<Omit<IssuedAggregatorToken, 'quote'>> {
  const { webReference, sourceOfBusiness, expiryDate } = quote.policy;
  // The quote's expiry, or 30 days where a quote has none.
  const expiresAt = expiryDate
    ? new Date(expiryDate)
    : new Date(now.getTime() + TOKEN_DAYS * 24 * 60 * 60 * 1000);
  if (expiresAt.getTime() < now.getTime()) {
    throw new DomainError('QuoteExpired', QUOTE_EXPIRED_MESSAGE);
  }
  await insertAggregatorToken(db, {
    token_hash: hashToken(token),
    web_reference: webReference,
    source_of_business: sourceOfBusiness ?? '',
    expires_at: expiresAt,
  });
  return { token, webReference, expiresAt };
}
