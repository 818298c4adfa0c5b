import type { SupportNeedsRequest, SupportNeedsResponse } from '@van/domain/contract';
import {
  SupportNeedsAnswerSchema,
  supportNeedsFootnote,
  supportNeedsToKeep,
} from '@van/domain/forms';
import {
  POLICY_ALREADY_PURCHASED_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_NOT_FOUND_TO_BUY_MESSAGE,
} from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/token-hash.ts';
import {
  deleteSupportNeeds,
  findQuoteOfKey,
  saveSupportNeeds,
} from './support-needs.repository.ts';

/**
 * Decision 047: loads the quote behind the quoteKey finalize gave (only its holder may tell us
 * about its customer), decides what may be kept (supportNeedsToKeep: only with consent to today's
 * wording), then writes. An answer without consent, or asking for nothing, removes any earlier
 * one: the latest word counts. A bought quote's answer is no longer changed here (its documents
 * are already written).
 * @throws DomainError QuoteMissing (a key finalize never gave), PolicyAlreadyPurchased, QuoteExpired.
 */
export async function giveSupportNeeds(
  db: Db,
  request: SupportNeedsRequest,
  now: Date,
): Promise<SupportNeedsResponse> {
  const found = await findQuoteOfKey(db, hashToken(request.quoteKey));
  if (!found) throw new DomainError('QuoteMissing', QUOTE_NOT_FOUND_TO_BUY_MESSAGE);
  if (found.purchasedAt !== null) {
    throw new DomainError('PolicyAlreadyPurchased', POLICY_ALREADY_PURCHASED_MESSAGE);
  }
  if (found.expiresAt.getTime() < now.getTime()) {
    throw new DomainError('QuoteExpired', QUOTE_EXPIRED_MESSAGE);
  }
  const { quoteKey: _key, ...answer } = request;
  const decision = supportNeedsToKeep(SupportNeedsAnswerSchema.parse(answer), now);
  if (decision.keep === null) {
    await deleteSupportNeeds(db, found.quoteId);
    return { kept: false };
  }
  await saveSupportNeeds(db, found.quoteId, decision.keep);
  const footnote = supportNeedsFootnote(decision.keep.formats);
  return { kept: true, ...(footnote === null ? {} : { footnote }) };
}
