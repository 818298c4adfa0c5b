import { createHash } from 'node:crypto';
import { acceptedOfferCode } from '@van/domain/offers';
import {
  COVER_START_MESSAGES,
  applySendRules,
  coverStartProblem,
  riskCoverStartDate,
} from '@van/domain/quote';
import {
  DIRECT_SOURCE_OF_BUSINESS,
  QUOTE_REQUEST_ENVELOPE_DEFAULTS,
} from '@van/domain/reference-data';
import { type UpdateQuoteRequest } from '@van/domain/retrieval';
import {
  applyDataFollowUps,
  licenceDateProblems,
  unknownCodes,
  type QuoteRequest,
  type Risk,
} from '@van/domain/risk';
import { QUOTE_EXPIRED_MESSAGE, QUOTE_MISSING_MESSAGE, ukToday } from '@van/domain/shared';
import { rateTablesFor } from '@van/rating';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { recordConsentAnswers } from '../consent/index.ts';
import { decideOfferCode, type OfferChecks } from '../offers/index.ts';
import { verifyRetrievalKey } from './quote-access.ts';
import {
  FIRST_EVENT,
  answerPricing,
  answerSha256,
  CURRENT_ENGINE,
  ratePricing,
  storedResults,
  type PricingFacts,
  type Rated,
} from './quote-answer.ts';
import { type QuoteJson } from './quote-json.ts';
import { quoteExpiry } from './quote.mapper.ts';
import {
  duplicateQuoteColumn,
  findCurrentOfferDecision,
  findIdempotencyRequestHash,
  findQuoteByIdempotencyKey,
  insertQuoteWithEvent,
  lockQuoteForUpdate,
  saveRepricedQuote,
  rememberAnswer,
  type AnswerKeyFacts,
} from './quote.repository.ts';
import type { NewQuoteEventRow } from './quote.table.ts';
import { retrievalHash } from './retrieval-hash.ts';
import { newWebReference } from './web-reference.ts';

const MAX_REFERENCE_DRAWS = 5;
/** A quote in one of these states may still be re-priced (unless it has been bought). */
const OPEN_STATUSES = ['Quote', 'Referred', 'Declined'];

/**
 * Creates a direct quote (§7.2 PUT quote): applies the §5.5 send rules and §4.7 follow-ups to
 * whatever was sent, rates the risk, stores the quote and its first event, and answers the Quote.
 * A risk that cannot be priced yet is refused with the answers it lacks; a cover start outside
 * today..30 days ahead, or a comparison site claimed as the source of business, is refused
 * (decision 033). With an idempotency key, a repeat of the same create answers the quote first made;
 * the same key with another body is refused. Resolves to the Quote as answered (quote-json.ts):
 * the text its stored event rebuilds (decision 059).
 */
export async function createDirectQuote(
  db: Db,
  sent: QuoteRequest,
  now: Date,
  idempotencyKey?: string,
  offers?: OfferChecks,
): Promise<QuoteJson> {
  // Decision 033 item 6: only the comparison-site path (createComparisonSiteQuote) earns a site's
  // source of business, and with it the site's prices and commission.
  if (!isDirectSource(sent.risk.sourceOfBusiness)) {
    throw new DomainError('SourceOfBusinessNotAllowed', SOURCE_NOT_ALLOWED_MESSAGE);
  }
  return createQuote(db, sent, now, idempotencyKey, offers);
}

/**
 * A comparison site's customer, quoted as PUT /v1/quote quotes (the same rules, rating and
 * storage) with the site as the quote's source of business. Only the aggregator and partner
 * modules call this, after they have established which site is asking. The partner API passes an
 * idempotency key derived from the site's request id, so racing retries make one quote (057).
 */
export async function createComparisonSiteQuote(
  db: Db,
  sent: QuoteRequest,
  sourceOfBusiness: string,
  now: Date,
  idempotencyKey?: string,
): Promise<QuoteJson> {
  return createQuote(
    db,
    { ...sent, risk: { ...sent.risk, sourceOfBusiness } },
    now,
    idempotencyKey,
  );
}

async function createQuote(
  db: Db,
  sent: QuoteRequest,
  now: Date,
  idempotencyKey?: string,
  offers?: OfferChecks,
): Promise<QuoteJson> {
  const requestHash = idempotencyKey ? hashRequest(sent) : null;
  if (idempotencyKey) {
    const repeated = await answerRepeatedCreate(db, idempotencyKey, requestHash);
    if (repeated) return repeated;
  }
  // The offer proof is evidence, not part of the request kept with the quote: it is left out here.
  const { offerProof, ...kept } = sent;
  const request = { ...kept, risk: applyDataFollowUps(applySendRules(sent.risk, 'create')) };
  assertCoverStartSellable(request.risk, now);
  // Decision 033 item 3: only an offer code whose proof was verified is priced with its discount.
  const offer = await decideOfferCode(db, { risk: request.risk, proof: offerProof, now }, offers);
  const { outcome, tariffVersion } = rate(request, now, acceptedOfferCode(offer));
  const expiresAt = quoteExpiry(now);
  for (let draw = 1; ; draw += 1) {
    const webReference = newWebReference();
    const facts: PricingFacts = {
      webReference,
      request,
      policyEventReference: FIRST_EVENT,
      now,
      expiresAt,
      offer,
      payment: undefined,
    };
    const { quote, json } = answerPricing(outcome, facts);
    const event = storedEvent(outcome, facts, tariffVersion, json);
    try {
      await insertQuoteWithEvent(
        db,
        {
          web_reference: webReference,
          status: quote.policy.status ?? 'Quote',
          source_of_business: sourceOf(quote.policy.sourceOfBusiness),
          no_available_products: quote.noAvailableProducts,
          // Decision 059: the answer is rebuilt from the event's facts, so no text is stored.
          quote: null,
          expires_at: expiresAt,
          idempotency_key: idempotencyKey ?? null,
          idempotency_request_hash: requestHash,
          retrieval_hash: retrievalHashOf(webReference, request),
        },
        event,
      );
      rememberAnswer(webReference, event, json);
      return json;
    } catch (error) {
      const duplicate = duplicateQuoteColumn(error);
      // Two tries of the same create raced: the other one stored the quote, so answer that.
      if (duplicate === 'idempotencyKey' && idempotencyKey) {
        const winner = await answerRepeatedCreate(db, idempotencyKey, requestHash);
        if (winner) return winner;
      }
      // 10^15 references make a clash vanishingly rare; draw again rather than fail the customer.
      if (duplicate !== 'webReference' || draw >= MAX_REFERENCE_DRAWS) throw error;
    }
  }
}

/** A quote's e-mail address changed by a re-pricing (decision 034 item 7). */
export interface EmailChange {
  webReference: string;
  /** The address before the change: the one to tell. */
  oldEmail: string;
  /** The address after it, if any. */
  newEmail: string | undefined;
  changedAt: Date;
}

/** Queues the notice of an e-mail change, in the re-pricing's transaction (`db` is it). */
export type EmailChangeNotifier = (db: Db, change: EmailChange) => Promise<void>;

export interface UpdateQuoteOptions {
  offers?: OfferChecks;
  /** Called when the re-pricing changes the quote's e-mail address. */
  notifyEmailChanged?: EmailChangeNotifier;
}

/**
 * Re-prices a stored quote (§7.2 POST quote, §4.4): after protected NCD, voluntary excess, extras
 * or any answer changes. The retrieval key must match; the quote must still be open and within its
 * 30 days, and not bought. The new pricing is stored as the next event ('002', '003', ...) and
 * answered with the customer's payment choice; the expiry date does not move. When the proposer's
 * e-mail address changes, the old address is told in the same transaction (decision 034 item 7).
 * Resolves to the Quote as answered (quote-json.ts): the text its stored event rebuilds (decision 059).
 */
export async function updateQuote(
  db: Db,
  body: UpdateQuoteRequest,
  clientKey: string,
  now: Date,
  { offers, notifyEmailChanged }: UpdateQuoteOptions = {},
): Promise<QuoteJson> {
  await verifyRetrievalKey(db, body.retrievalKey, clientKey, now);
  return db.transaction().execute(async (trx) => {
    const { webReference } = body.retrievalKey;
    const stored = await lockQuoteForUpdate(trx, webReference);
    if (!stored) throw new DomainError('QuoteMissing', QUOTE_MISSING_MESSAGE);
    if (stored.purchasedAt !== null || !OPEN_STATUSES.includes(stored.status)) {
      throw new DomainError('QuoteClosed', 'This quote can no longer be changed.');
    }
    if (stored.expiresAt.getTime() < now.getTime()) {
      throw new DomainError('QuoteExpired', QUOTE_EXPIRED_MESSAGE);
    }
    // The risk the current event rated: the one its Quote answered as eventCurrent.risk.
    const previousRisk = stored.lastRisk;
    // Decision 033 item 6: a quote keeps the source of business it was created with.
    if (sourceOf(body.riskData.sourceOfBusiness) !== sourceOf(stored.sourceOfBusiness)) {
      throw new DomainError('SourceOfBusinessNotAllowed', SOURCE_NOT_ALLOWED_MESSAGE);
    }
    const request: QuoteRequest = {
      ...QUOTE_REQUEST_ENVELOPE_DEFAULTS,
      requestedOpexCodes: body.requestedOpexCodes,
      risk: applyDataFollowUps(applySendRules(body.riskData, 'update'), previousRisk),
    };
    assertCoverStartSellable(request.risk, now);
    // Decision 033 item 3: a proof verified for the same code on the current event holds.
    const offer = await decideOfferCode(
      trx,
      {
        risk: request.risk,
        proof: body.offerProof,
        earlier: await findCurrentOfferDecision(trx, stored.id),
        now,
      },
      offers,
    );
    const { outcome, tariffVersion } = rate(request, now, acceptedOfferCode(offer));
    const policyEventReference = String(Number(stored.lastEventReference) + 1).padStart(3, '0');
    const facts: PricingFacts = {
      webReference,
      request,
      policyEventReference,
      now,
      expiresAt: stored.expiresAt,
      offer,
      payment: body.payment,
    };
    const { quote, json } = answerPricing(outcome, facts);
    const event = storedEvent(outcome, facts, tariffVersion, json);
    await saveRepricedQuote(
      trx,
      stored,
      {
        status: quote.policy.status ?? 'Quote',
        no_available_products: quote.noAvailableProducts,
        // Decision 059: the current answer is rebuilt from the new event, so the row keeps none.
        quote: null,
        retrieval_hash: retrievalHashOf(webReference, request),
        updated_at: now,
      },
      event,
    );
    rememberAnswer(webReference, event, json);
    // Decision 043: a consent answer changed on our page is recorded with its proof, in this
    // transaction, so the stored answer and its record cannot disagree.
    await recordConsentAnswers(trx, {
      quoteId: stored.id,
      risk: request.risk,
      previousRisk,
      sourceOfBusiness: stored.sourceOfBusiness,
      now,
    });
    const oldEmail = emailOf(previousRisk);
    const newEmail = emailOf(request.risk);
    if (notifyEmailChanged && oldEmail && !sameEmail(oldEmail, newEmail)) {
      await notifyEmailChanged(trx, { webReference, oldEmail, newEmail, changedAt: now });
    }
    return json;
  });
}

/** The proposer's e-mail address as given, if any. */
function emailOf(risk: Risk | undefined): string | undefined {
  const email = risk?.proposer?.email?.trim();
  return email ? email : undefined;
}

/** Addresses differing only in case are the same mailbox as far as telling the customer goes. */
function sameEmail(a: string, b: string | undefined): boolean {
  return b !== undefined && a.toLowerCase() === b.toLowerCase();
}

/** The words for a direct call that claims a comparison site, or changes a quote's source. */
const SOURCE_NOT_ALLOWED_MESSAGE =
  'A quote made on our website cannot name a price comparison site as where it came from. Please leave the source of business out.';

/** §4.5: a journey is direct when sourceOfBusiness is empty or 'Website'. */
function sourceOf(sourceOfBusiness: string | undefined): string {
  return sourceOfBusiness === undefined || sourceOfBusiness === ''
    ? DIRECT_SOURCE_OF_BUSINESS
    : sourceOfBusiness;
}

function isDirectSource(sourceOfBusiness: string | undefined): boolean {
  return sourceOf(sourceOfBusiness) === DIRECT_SOURCE_OF_BUSINESS;
}

/**
 * Decision 033 item 1: a price is given only for cover starting from today (the UK date) to
 * MAX_COVER_START_DAYS ahead; no start date means today (riskCoverStartDate).
 * @throws DomainError CoverStartDateInvalid (422) in the customer's words.
 */
function assertCoverStartSellable(risk: Risk, now: Date): void {
  const today = ukToday(now);
  const problem = coverStartProblem(riskCoverStartDate(risk, today), today);
  if (problem) throw new DomainError('CoverStartDateInvalid', COVER_START_MESSAGES[problem]);
}

/** What a create is bound to under its Idempotency-Key: the request exactly as parsed. */
function hashRequest(sent: QuoteRequest): string {
  return createHash('sha256').update(JSON.stringify(sent)).digest('hex');
}

/**
 * A create repeated under an Idempotency-Key answers the quote it first made, but only for the
 * same request (decision 033 item 7): another body under the same key would otherwise be answered
 * with the first customer's quote. The request is compared before the answer is built. Undefined:
 * no create has used the key.
 */
async function answerRepeatedCreate(
  db: Db,
  idempotencyKey: string,
  requestHash: string | null,
): Promise<QuoteJson | undefined> {
  const earlier = await findIdempotencyRequestHash(db, idempotencyKey);
  if (!earlier) return undefined;
  if (earlier.requestHash === null || earlier.requestHash !== requestHash) {
    throw new DomainError(
      'IdempotencyKeyReused',
      'This Idempotency-Key was already used for a different quote request. Send a new key for a new request.',
    );
  }
  return (await findQuoteByIdempotencyKey(db, idempotencyKey))?.json;
}

/**
 * `offerCode`: the offer code whose proof was verified, '' for none (decision 033 item 3). Resolves
 * to the outcome and the tariff version that priced it, which the event records (decision 059).
 */
function rate(
  request: QuoteRequest,
  now: Date,
  offerCode: string,
): { outcome: Rated; tariffVersion: string } {
  // An answer outside its list would otherwise rate as neutral: refuse it instead.
  const unknown = unknownCodes(request.risk);
  if (unknown.length > 0) {
    const described = unknown.map(({ list, code }) => `'${code}' is not a ${list} we know`);
    throw new DomainError(
      'BadRequest',
      `Some answers are not recognised: ${described.join('; ')}.`,
    );
  }
  // Decision 037: rated on the UK date (the tariff in force, ages and a missing start date), the
  // same today as the cover start window and Direct Debit.
  const today = ukToday(now);
  // Decision 052: the question pages' licence date rule (any date from the 17th birthday to today).
  const licenceProblems = licenceDateProblems(request.risk, today);
  if (licenceProblems.length > 0) {
    throw new DomainError('BadRequest', `${licenceProblems.join('. ')}.`);
  }
  const tables = rateTablesFor(today);
  const outcome = ratePricing(request, now, offerCode, tables);
  if (outcome.outcome === 'incomplete') {
    const questions = outcome.missing.map((answer) => answer.question);
    throw new DomainError('BadRequest', `We need ${joinWords(questions)} to give you a price.`);
  }
  return { outcome, tariffVersion: tables.version };
}

/**
 * The event of a pricing as stored (decision 059): what cannot be derived from anything else, the
 * key figures shown and the SHA-256 of the text answered, from which the answer is rebuilt.
 */
function storedEvent(
  outcome: Rated,
  facts: PricingFacts,
  tariffVersion: string,
  json: QuoteJson,
): Omit<NewQuoteEventRow, 'quote_id'> & AnswerKeyFacts {
  const { risk, offerProof: _proof, ...request } = facts.request;
  return {
    policy_event_reference: facts.policyEventReference,
    risk,
    results: storedResults(outcome),
    rated_at: facts.now,
    engine_version: CURRENT_ENGINE.version,
    tariff_version: tariffVersion,
    request,
    offer: facts.offer ?? null,
    payment: facts.payment ?? null,
    answer_sha256: answerSha256(json),
  };
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
