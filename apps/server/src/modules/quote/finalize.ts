import { saleRefusal } from '@van/domain/quote';
import { type RetrievalKey } from '@van/domain/retrieval';
import {
  POLICY_ALREADY_PURCHASED_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_NOT_BUYABLE_ONLINE_MESSAGE,
  ukToday,
} from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/token-hash.ts';
import { matchRetrievalKey } from './quote-access.ts';
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
    throw new DomainError('QuoteClosed', QUOTE_NOT_BUYABLE_ONLINE_MESSAGE);
  }
  if (quote.policy.expiryDate && Date.parse(quote.policy.expiryDate) < now.getTime()) {
    throw new DomainError('QuoteExpired', QUOTE_EXPIRED_MESSAGE);
  }
  // Decision 033: the cover start window and a complete risk, checked at this moment.
  const refusal = saleRefusal(quote, ukToday(now));
  if (refusal) throw new DomainError(refusal.code, refusal.message);
  const quoteKey = newToken();
  const eventReference = quote.policy.eventCurrent.policyEventReference ?? '001';
  await insertQuoteKey(db, key.webReference, hashToken(quoteKey), eventReference);
  return { quoteKey };
}
