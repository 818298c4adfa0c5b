import {
  QUOTE_REQUEST_ENVELOPE_DEFAULTS,
  applyDataFollowUps,
  applySendRules,
  createQuoteContract,
  toIsoDate,
  unknownCodes,
  updateQuoteContract,
  type Quote,
  type QuoteRequest,
  type UpdateQuoteRequest,
} from '@van/domain';
import { price, rateTablesFor, type RatingOutcome } from '@van/rating';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { verifyRetrievalKey } from './quote-access.ts';
import { toQuoteJson, type QuoteJson } from './quote-json.ts';
import { quoteExpiry, toPricedQuote, toUnpricedQuote, type QuoteFacts } from './quote.mapper.ts';
import {
  duplicateQuoteColumn,
  findQuoteByIdempotencyKey,
  insertQuoteWithEvent,
  lockQuoteForUpdate,
  saveRepricedQuote,
} from './quote.repository.ts';
import { retrievalHash } from './retrieval-hash.ts';
import { newWebReference } from './web-reference.ts';

const FIRST_EVENT = '001';
const MAX_REFERENCE_DRAWS = 5;
/** A quote in one of these states may still be re-priced (unless it has been bought). */
const OPEN_STATUSES = ['Quote', 'Referred', 'Declined'];

type Rated = Exclude<RatingOutcome, { outcome: 'incomplete' }>;

/**
 * Creates a direct quote (§7.2 PUT quote): applies the §5.5 send rules and §4.7 follow-ups to
 * whatever was sent, rates the risk, stores the quote and its first event, and answers the Quote.
 * A risk that cannot be priced yet is refused with the answers it lacks. With an idempotency key,
 * a repeat of the same create answers the quote first made. Resolves to the Quote as answered
 * (quote-json.ts): the text that was stored.
 */
export async function createDirectQuote(
  db: Db,
  sent: QuoteRequest,
  now: Date,
  idempotencyKey?: string,
): Promise<QuoteJson> {
  if (idempotencyKey) {
    const earlier = await findQuoteByIdempotencyKey(db, idempotencyKey);
    if (earlier) return toQuoteJson(earlier.quote, createQuoteContract);
  }
  const request = { ...sent, risk: applyDataFollowUps(applySendRules(sent.risk, 'create')) };
  const outcome = rate(request, now);
  const expiresAt = quoteExpiry(now);
  for (let draw = 1; ; draw += 1) {
    const webReference = newWebReference();
    const facts = { webReference, request, policyEventReference: FIRST_EVENT, now, expiresAt };
    const quote = toQuote(outcome, facts);
    const json = toQuoteJson(quote, createQuoteContract);
    try {
      await insertQuoteWithEvent(
        db,
        {
          web_reference: webReference,
          status: quote.policy.status ?? 'Quote',
          source_of_business: quote.policy.sourceOfBusiness ?? 'Website',
          no_available_products: quote.noAvailableProducts,
          quote: json,
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
      return json;
    } catch (error) {
      const duplicate = duplicateQuoteColumn(error);
      // Two tries of the same create raced: the other one stored the quote, so answer that.
      if (duplicate === 'idempotencyKey' && idempotencyKey) {
        const winner = await findQuoteByIdempotencyKey(db, idempotencyKey);
        if (winner) return toQuoteJson(winner.quote, createQuoteContract);
      }
      // 10^15 references make a clash vanishingly rare; draw again rather than fail the customer.
      if (duplicate !== 'webReference' || draw >= MAX_REFERENCE_DRAWS) throw error;
    }
  }
}

/**
 * Re-prices a stored quote (§7.2 POST quote, §4.4): after protected NCD, voluntary excess, extras
 * or any answer changes. The retrieval key must match; the quote must still be open and within its
 * 30 days, and not bought. The new pricing is stored as the next event ('002', '003', ...) and
 * answered with the customer's payment choice; the expiry date does not move. Resolves to the
 * Quote as answered (quote-json.ts): the text that was stored.
 */
export async function updateQuote(
  db: Db,
  body: UpdateQuoteRequest,
  clientKey: string,
  now: Date,
): Promise<QuoteJson> {
  await verifyRetrievalKey(db, body.retrievalKey, clientKey, now);
  return db.transaction().execute(async (trx) => {
    const { webReference } = body.retrievalKey;
    const stored = await lockQuoteForUpdate(trx, webReference);
    if (!stored) throw new DomainError('QuoteMissing', 'Quote is missing');
    if (stored.purchasedAt !== null || !OPEN_STATUSES.includes(stored.status)) {
      throw new DomainError('QuoteClosed', 'This quote can no longer be changed.');
    }
    if (stored.expiresAt.getTime() < now.getTime()) {
      throw new DomainError(
        'QuoteExpired',
        'This quote has expired. Please start a new quote to get an up-to-date price.',
      );
    }
    // The risk the current event rated: the one its Quote answered as eventCurrent.risk.
    const previousRisk = stored.lastRisk;
    const request: QuoteRequest = {
      ...QUOTE_REQUEST_ENVELOPE_DEFAULTS,
      requestedOpexCodes: body.requestedOpexCodes,
      risk: applyDataFollowUps(applySendRules(body.riskData, 'update'), previousRisk),
    };
    const outcome = rate(request, now);
    const policyEventReference = String(Number(stored.lastEventReference) + 1).padStart(3, '0');
    const facts = { webReference, request, policyEventReference, now, expiresAt: stored.expiresAt };
    const repriced = toQuote(outcome, facts);
    const quote: Quote = {
      ...repriced,
      topUp: { ...repriced.topUp, payment: { ...repriced.topUp?.payment, ...body.payment } },
    };
    const json = toQuoteJson(quote, updateQuoteContract);
    await saveRepricedQuote(
      trx,
      stored,
      {
        status: quote.policy.status ?? 'Quote',
        no_available_products: quote.noAvailableProducts,
        quote: json,
        retrieval_hash: retrievalHashOf(webReference, request),
        updated_at: now,
      },
      {
        policy_event_reference: policyEventReference,
        risk: request.risk,
        results: storedResults(outcome),
      },
    );
    return json;
  });
}

function rate(request: QuoteRequest, now: Date): Rated {
  // An answer outside its list would otherwise rate as neutral: refuse it instead (issue 4).
  const unknown = unknownCodes(request.risk);
  if (unknown.length > 0) {
    const described = unknown.map(({ list, code }) => `'${code}' is not a ${list} we know`);
    throw new DomainError(
      'BadRequest',
      `Some answers are not recognised: ${described.join('; ')}.`,
    );
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
  return outcome;
}

function toQuote(outcome: Rated, facts: QuoteFacts): Quote {
  return outcome.outcome === 'priced'
    ? toPricedQuote({ ...facts, tiers: outcome.tiers, topUp: outcome.topUp })
    : toUnpricedQuote(facts, outcome.outcome);
}

/**
 * What the event keeps beside its Quote: why the tariff declined or referred the risk, which the
 * answer leaves out (§4.4). A priced risk's tiers are all in the Quote already.
 */
function storedResults(outcome: Rated): unknown {
  return outcome.outcome === 'priced'
    ? null
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
