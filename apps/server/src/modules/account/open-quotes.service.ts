import type { OpenQuote } from '@van/domain/contract';
import { selectedResult, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { loadQuote, retrieveOwnedQuote } from '../quote/index.ts';
import { openQuotesOwnedBy } from './account.repository.ts';
import type { SignedInAccount } from './account.service.ts';
import { quoteCreationTimes } from './open-quotes.repository.ts';

// Decision 061 (issue 21 item 5): retrieving a quote without its reference. The signed-in address
// (proved by the e-mailed code) sees its open quotes, not bought and not expired, and resumes any
// of them with exactly the answer POST /v1/retrieve gives (quote-access.ts); the journey's §4.2
// rules then apply in the web as after a retrieve.

/** What an unknown quote, someone else's, a bought or an expired one all answer. */
export const OPEN_QUOTE_NOT_FOUND_MESSAGE =
  'We could not find that quote among your open quotes. It may have been bought or have expired.';

/** GET /v1/account/quotes: the signed-in address's open quotes, newest first. */
export async function listOpenQuotes(
  db: Db,
  account: SignedInAccount,
  now: Date,
): Promise<OpenQuote[]> {
  const references = await openQuotesOwnedBy(db, account.emailHash, now);
  const created = await quoteCreationTimes(db, references);
  const quotes: OpenQuote[] = [];
  for (const webReference of references) {
    const found = await loadQuote(db, webReference);
    const createdAt = created.get(webReference);
    if (found && createdAt) quotes.push(openQuoteOf(webReference, found.quote, createdAt));
  }
  return quotes;
}

function openQuoteOf(webReference: string, quote: Quote, createdAt: Date): OpenQuote {
  const vehicle = quote.policy.eventCurrent.risk.vehicles?.[0];
  const price = selectedResult(quote)?.premiumDetails?.totalPayable;
  return {
    webReference,
    van: {
      registration: vehicle?.regNumber ?? '',
      make: vehicle?.modelInfo?.manufacturer ?? '',
      model: vehicle?.modelInfo?.description ?? '',
    },
    createdDate: ukToday(createdAt),
    ...(price !== undefined ? { price } : {}),
  };
}

/**
 * POST /v1/account/quotes/:webReference/resume: what POST /v1/retrieve answers for the quote,
 * when it is one of the signed-in address's open quotes.
 * @throws DomainError NotFound for any other reference (another address's, bought, expired, none).
 */
export async function resumeOpenQuote(
  db: Db,
  account: SignedInAccount,
  webReference: string,
  now: Date,
): Promise<Quote> {
  const open = await openQuotesOwnedBy(db, account.emailHash, now);
  const quote = open.includes(webReference)
    ? await retrieveOwnedQuote(db, webReference, now)
    : undefined;
  if (!quote) throw new DomainError('NotFound', OPEN_QUOTE_NOT_FOUND_MESSAGE);
  return quote;
}
