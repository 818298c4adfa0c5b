import { toIsoDate, type Quote, type QuoteRequest } from '@van/domain';
import { price, rateTablesFor, type RatingOutcome } from '@van/rating';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { QUOTE_VALID_DAYS, toPricedQuote, toUnpricedQuote } from './quote.mapper.ts';
import {
  duplicateQuoteColumn,
  findQuoteByIdempotencyKey,
  insertQuoteWithEvent,
} from './quote.repository.ts';
import { retrievalHash } from './retrieval-hash.ts';
import { newWebReference } from './web-reference.ts';

const FIRST_EVENT = '001';
const MAX_REFERENCE_DRAWS = 5;

/**
 * Creates a direct quote (§7.2 PUT quote): rates the risk, stores the quote and its first event,
 * and answers the Quote. A risk that cannot be priced yet is refused with the answers it lacks.
 * With an idempotency key, a repeat of the same create answers the quote first made.
 */
export async function createDirectQuote(
  db: Db,
  request: QuoteRequest,
  now: Date,
  idempotencyKey?: string,
): Promise<Quote> {
  if (idempotencyKey) {
    const earlier = await findQuoteByIdempotencyKey(db, idempotencyKey);
    if (earlier) return earlier.quote;
  }
  const today = toIsoDate(now);
  const outcome = price({
    risk: request.risk,
    tables: rateTablesFor(today),
    today,
    requestedOpexCodes: request.requestedOpexCodes,
  });
  if (outcome.outcome === 'incomplete') {
    const questions = outcome.missing.map((answer) => answer.question);
    throw new DomainError('BadRequest', `We need ${joinWords(questions)} to give you a price.`);
  }
  const expiresAt = new Date(now.getTime() + QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000);
  for (let draw = 1; ; draw += 1) {
    const webReference = newWebReference();
    const quote = toQuote(outcome, {
      webReference,
      request,
      policyEventReference: FIRST_EVENT,
      now,
    });
    try {
      await insertQuoteWithEvent(
        db,
        {
          web_reference: webReference,
          status: quote.policy.status ?? 'Quote',
          source_of_business: quote.policy.sourceOfBusiness ?? 'Website',
          no_available_products: quote.noAvailableProducts,
          quote,
          expires_at: expiresAt,
          idempotency_key: idempotencyKey ?? null,
          retrieval_hash: retrievalHashOf(webReference, request),
        },
        {
          policy_event_reference: FIRST_EVENT,
          risk: request.risk,
          results: storedResults(outcome),
        },
      );
      return quote;
    } catch (error) {
      const duplicate = duplicateQuoteColumn(error);
      // Two tries of the same create raced: the other one stored the quote, so answer that.
      if (duplicate === 'idempotencyKey' && idempotencyKey) {
        const winner = await findQuoteByIdempotencyKey(db, idempotencyKey);
        if (winner) return winner.quote;
      }
      // 10^15 references make a clash vanishingly rare; draw again rather than fail the customer.
      if (duplicate !== 'webReference' || draw >= MAX_REFERENCE_DRAWS) throw error;
    }
  }
}

function toQuote(
  outcome: Exclude<RatingOutcome, { outcome: 'incomplete' }>,
  facts: { webReference: string; request: QuoteRequest; policyEventReference: string; now: Date },
): Quote {
  return outcome.outcome === 'priced'
    ? toPricedQuote({ ...facts, tiers: outcome.tiers, topUp: outcome.topUp })
    : toUnpricedQuote(facts, outcome.outcome);
}

/** What the event keeps: every tier's result, or why the tariff declined or referred the risk. */
function storedResults(outcome: Exclude<RatingOutcome, { outcome: 'incomplete' }>): unknown {
  return outcome.outcome === 'priced'
    ? outcome.tiers
    : { outcome: outcome.outcome, reasons: outcome.reasons };
}

/** Null while the risk lacks any of the details a retrieve asks for. */
function retrievalHashOf(webReference: string, request: QuoteRequest): string | null {
  const { proposer } = request.risk;
  const lastName = proposer.name?.surname;
  const postcode = proposer.correspondenceAddress?.postcode;
  const dateOfBirth = proposer.dateOfBirth;
  if (!lastName || !postcode || !dateOfBirth) return null;
  return retrievalHash(webReference, { lastName, postcode, dateOfBirth });
}

function joinWords(words: string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
