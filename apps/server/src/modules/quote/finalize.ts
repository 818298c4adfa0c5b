import type { FinalizeRequest } from '@van/domain/contract';
import { answersArePriced } from '@van/domain/journey';
import { DEMANDS_AND_NEEDS_VERSION, saleRefusal } from '@van/domain/quote';
import {
  ANSWERS_CHANGED_SINCE_PRICE_MESSAGE,
  DEMANDS_AND_NEEDS_CHANGED_MESSAGE,
  DEMANDS_AND_NEEDS_NOT_SHOWN_MESSAGE,
  POLICY_ALREADY_PURCHASED_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_NOT_BUYABLE_ONLINE_MESSAGE,
  ukToday,
} from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/token-hash.ts';
import { recordDemandsAndNeeds } from './demands-and-needs.repository.ts';
import { matchRetrievalKey } from './quote-access.ts';
import { insertQuoteKey } from './quote.repository.ts';

/**
 * Finalize (§7.2, §4.4): the quote is ready to pay for at its current price, so the journey gets a
 * quoteKey for the payment step. Only a priced, open quote within its 30 days, not yet bought, can
 * be finalized, and only while it may be sold (saleRefusal: its cover starts within the window).
 * The key is random and unguessable; only its hash is stored. Decision 044: the demands-and-needs
 * statement of the quote is recorded with the key, built here from the stored quote; a missing
 * statement version, or one that is not the one in use, is refused, so the customer reads it.
 * Decision 051: the web says which answers it holds (`heldRisk`); unless they are the answers of
 * the event this server stored when it priced them, nothing is finalized, so no answer changed
 * since the price (or a caller that does not say) can be bought at it. What is sold is always the
 * stored event: the held risk is compared, never used.
 */
export async function finalizeQuote(
  db: Db,
  request: FinalizeRequest,
  clientKey: string,
  now: Date,
): Promise<{ quoteKey: string }> {
  const { demandsAndNeedsVersion, heldRisk, ...key } = request;
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
  // Decision 044 (amended): no sale without proof the statement was shown, so a caller that
  // skipped check-your-details is refused as a stale version is, and nothing is recorded.
  if (demandsAndNeedsVersion === undefined) {
    throw new DomainError('DemandsAndNeedsChanged', DEMANDS_AND_NEEDS_NOT_SHOWN_MESSAGE);
  }
  if (demandsAndNeedsVersion !== DEMANDS_AND_NEEDS_VERSION) {
    throw new DomainError('DemandsAndNeedsChanged', DEMANDS_AND_NEEDS_CHANGED_MESSAGE);
  }
  // Decision 051: the stored event's risk is the risk that was priced (every stored event was).
  if (heldRisk === undefined || !answersArePriced(heldRisk, quote.policy.eventCurrent.risk)) {
    throw new DomainError('AnswersChangedSincePrice', ANSWERS_CHANGED_SINCE_PRICE_MESSAGE);
  }
  const quoteKey = newToken();
  const eventReference = quote.policy.eventCurrent.policyEventReference ?? '001';
  await db.transaction().execute(async (trx) => {
    await insertQuoteKey(trx, key.webReference, hashToken(quoteKey), eventReference);
    await recordDemandsAndNeeds(trx, quote, eventReference, demandsAndNeedsVersion, now);
  });
  return { quoteKey };
}
