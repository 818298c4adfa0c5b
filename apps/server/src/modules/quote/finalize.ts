import { createHash, randomBytes } from 'node:crypto';
import { saleRefusal, ukDate, type RetrievalKey } from '@van/domain';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { matchRetrievalKey, POLICY_ALREADY_PURCHASED_MESSAGE } from './quote-access.ts';
import { insertQuoteKey } from './quote.repository.ts';

/**
 * Finalize (§7.2, §4.4): the quote is ready to pay for at its current price, so the journey gets a
 * quoteKey for the payment step. Only a priced, open quote within its 30 days, not yet bought, can
 * be finalized, and only while it may be sold (saleRefusal: its cover starts within the window).
 * The key is random and unguessable; only its hash is stored.
 */
export async function finalizeQuote(
  db: Db,
  key: RetrievalKey,
  clientKey: string,
  now: Date,
): Promise<{ quoteKey: string }> {
  const { quote, purchasedAt } = await matchRetrievalKey(db, key, clientKey, now);
  if (purchasedAt !== null) {
    throw new DomainError('PolicyAlreadyPurchased', POLICY_ALREADY_PURCHASED_MESSAGE);
  }
  if (quote.policy.status !== 'Quote' || quote.noAvailableProducts) {
    throw new DomainError('QuoteClosed', 'This quote cannot be bought online. Please call us.');
  }
  if (quote.policy.expiryDate && Date.parse(quote.policy.expiryDate) < now.getTime()) {
    throw new DomainError(
      'QuoteExpired',
      'This quote has expired. Please start a new quote to get an up-to-date price.',
    );
  }
  // Decision 033: the cover start window and a complete risk, checked at this moment.
  const refusal = saleRefusal(quote, ukDate(now));
  if (refusal) throw new DomainError(refusal.code, refusal.message);
  const quoteKey = randomBytes(32).toString('base64url');
  const eventReference = quote.policy.eventCurrent.policyEventReference ?? '001';
  await insertQuoteKey(db, key.webReference, hashQuoteKey(quoteKey), eventReference);
  return { quoteKey };
}

export function hashQuoteKey(quoteKey: string): string {
  return createHash('sha256').update(quoteKey).digest('hex');
}
