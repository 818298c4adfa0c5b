import { createHash } from 'node:crypto';
import { createQuoteContract, updateQuoteContract } from '@van/domain/contract';
import { acceptedOfferCode, type OfferDecision } from '@van/domain/offers';
import type { ProductIdentifier, Quote, Result, TopUpPayment } from '@van/domain/quote';
import { PRODUCT_IDENTIFIERS } from '@van/domain/reference-data';
import type { QuoteRequest, Risk } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import {
  ENGINE_VERSION,
  RATE_TABLES,
  price,
  rateTablesOfVersion,
  type PriceInput,
  type RateTables,
  type RatingOutcome,
} from '@van/rating';
import { toQuoteJson, type QuoteJson } from './quote-json.ts';
import { toPricedQuote, toUnpricedQuote } from './quote.mapper.ts';

// Decision 059: one way from a rating to the text answered. Create, update and the rebuild of a
// stored event all go through `answerPricing`, so a rebuilt answer is the answer, byte for byte.

/** The first pricing of a quote is its create (PUT /v1/quote); every later one is an update. */
export const FIRST_EVENT = '001';

export type Rated = Exclude<RatingOutcome, { outcome: 'incomplete' }>;

/** The request a pricing rated, apart from its risk: the envelope and the requested extras. */
export type PricedRequest = Omit<QuoteRequest, 'risk' | 'offerProof'>;

/** Everything a pricing's answer is made from besides the rating itself. */
export interface PricingFacts {
  webReference: string;
  policyEventReference: string;
  request: QuoteRequest;
  /** When it was rated: the UK date of it is the rating's today and the quote date. */
  now: Date;
  expiresAt: Date;
  /** What was decided about the offer code (topUp.offer), if one was given. */
  offer: OfferDecision | undefined;
  /** The payment choice an update carried (topUp.payment); a create carries none. */
  payment: TopUpPayment | undefined;
}

/** A version of the rating engine: the name each event stores, and its way of pricing. */
export interface RatingEngine {
  version: string;
  price: (input: PriceInput) => RatingOutcome;
}

/** The engine that prices new quotes: @van/rating as built. */
export const CURRENT_ENGINE: RatingEngine = { version: ENGINE_VERSION, price };

/** The tariffs and engines an event may name, among which its rebuild finds the ones it names. */
export interface RatingVersions {
  tariffs: readonly RateTables[];
  engines: readonly RatingEngine[];
}

/**
 * What this service can rebuild an answer with (decision 069): every tariff ever in force, and
 * every engine ever released. A change that alters any answer already given ships under a new
 * version and keeps the old one here; answers-given.test.ts fails until it does.
 */
export const KNOWN_VERSIONS: RatingVersions = { tariffs: RATE_TABLES, engines: [CURRENT_ENGINE] };

/**
 * Rates a request at `now` with `tables` and `engine`. Pure: the same risk, date, tables, engine,
 * extras and offer code give the same outcome, which is what lets a stored event be rated again
 * (decision 059).
 */
export function ratePricing(
  request: QuoteRequest,
  now: Date,
  offerCode: string,
  tables: RateTables,
  engine: RatingEngine = CURRENT_ENGINE,
): RatingOutcome {
  return engine.price({
    risk: request.risk,
    tables,
    today: ukToday(now),
    requestedOpexCodes: request.requestedOpexCodes,
    offerCode,
  });
}

/**
 * The Quote answered for a pricing and its text as answered (checked against the contract and
 * serialised once, quote-json.ts): the tiers mapped for the customer, the offer decision, and on an
 * update the customer's payment choice over the one the risk's answers give.
 */
export function answerPricing(
  outcome: Rated,
  facts: PricingFacts,
): { quote: Quote; json: QuoteJson } {
  const mapped =
    outcome.outcome === 'priced'
      ? toPricedQuote({ ...facts, tiers: outcome.tiers, topUp: outcome.topUp })
      : toUnpricedQuote(facts, outcome.outcome);
  const offered = facts.offer
    ? { ...mapped, topUp: { ...mapped.topUp, offer: facts.offer } }
    : mapped;
  if (facts.policyEventReference === FIRST_EVENT) {
    return { quote: offered, json: toQuoteJson(offered, createQuoteContract) };
  }
  const quote: Quote = {
    ...offered,
    topUp: { ...offered.topUp, payment: { ...offered.topUp?.payment, ...facts.payment } },
  };
  return { quote, json: toQuoteJson(quote, updateQuoteContract) };
}

/** SHA-256 (hex) of an answer's text: what the event keeps to prove what was answered. */
export function answerSha256(json: QuoteJson): string {
  return createHash('sha256').update(json).digest('hex');
}

/** One tier's figures as shown, kept with the event (decision 059). Amounts in pounds. */
export interface TierFigures {
  totalPayable?: number;
  premiumInsurer?: number;
  iptAmount?: number;
  feeBroker?: number;
  feeInsurer?: number;
  compulsoryExcess?: number;
  voluntaryExcess?: number;
  /** The first instalment plan: deposit, number and amount of the monthly payments, APR, total. */
  monthly?: {
    deposit?: number;
    payments?: number;
    payment?: number;
    apr?: number;
    totalPayable?: number;
  };
}

/**
 * What an event keeps of its rating (`quote_event.results`): for a priced risk each tier's key
 * figures, the proof of what was shown without re-rating; for a declined or referred risk the
 * underwriting reasons (§4.4), which the answer leaves out.
 */
export type StoredResults =
  | { outcome: 'priced'; tiers: Record<ProductIdentifier, TierFigures> }
  | { outcome: 'declined' | 'referred'; reasons: unknown };

export function storedResults(outcome: Rated): StoredResults {
  if (outcome.outcome !== 'priced') return { outcome: outcome.outcome, reasons: outcome.reasons };
  const tiers = {} as Record<ProductIdentifier, TierFigures>;
  for (const tier of PRODUCT_IDENTIFIERS) tiers[tier] = figuresOf(outcome.tiers[tier]);
  return { outcome: 'priced', tiers };
}

function figuresOf(result: Result): TierFigures {
  const premium = result.premiumDetails;
  const granted = result.grantedDetailsMotor;
  const plan = result.instalmentPlans?.[0];
  return {
    totalPayable: premium?.totalPayable,
    premiumInsurer: premium?.premiumInsurer,
    iptAmount: premium?.iptAmount,
    feeBroker: premium?.feeBroker,
    feeInsurer: premium?.feeInsurer,
    compulsoryExcess: granted?.compulsoryExcess,
    voluntaryExcess: granted?.grantedVoluntaryExcess,
    monthly: plan && {
      deposit: plan.depositAmountTotal,
      payments: plan.paymentCountNormal,
      payment: plan.paymentAmountNormal,
      apr: plan.aprRateStored,
      totalPayable: plan.totalPayable,
    },
  };
}

/** What a stored event holds to be answered again (quote_event, migration 0031). */
export interface StoredPricing {
  webReference: string;
  policyEventReference: string;
  expiresAt: Date;
  ratedAt: Date;
  engineVersion: string;
  tariffVersion: string;
  request: PricedRequest;
  risk: Risk;
  offer: OfferDecision | null;
  payment: TopUpPayment | null;
  answerSha256: string;
}

/**
 * The text answered for a stored event, rebuilt: the stored risk rated again at the stored time
 * with the tariff and engine versions it names, answered by `answerPricing`, and checked against
 * the stored SHA-256. `versions`: the tariffs and engines known (KNOWN_VERSIONS).
 * @throws Error when the event names an engine not known or rebuilds to other text, and
 * RangeError when it names an unknown tariff: a defect, answered 500 and logged, never a silently different answer.
 */
export function rebuildAnswer(
  stored: StoredPricing,
  versions: RatingVersions = KNOWN_VERSIONS,
): QuoteJson {
  const where = `quote ${stored.webReference} event ${stored.policyEventReference}`;
  // Decision 069: an event is rated again by the engine that rated it, never by another.
  const engine = versions.engines.find(({ version }) => version === stored.engineVersion);
  if (!engine) {
    throw new Error(
      `${where} was rated by engine ${stored.engineVersion}, which this service does not have: it cannot be rebuilt`,
    );
  }
  const tables = rateTablesOfVersion(stored.tariffVersion, versions.tariffs);
  const request: QuoteRequest = { ...stored.request, risk: stored.risk };
  const offer = stored.offer ?? undefined;
  const outcome = ratePricing(request, stored.ratedAt, acceptedOfferCode(offer), tables, engine);
  if (outcome.outcome === 'incomplete') throw new Error(`${where} no longer rates`);
  const { json } = answerPricing(outcome, {
    webReference: stored.webReference,
    policyEventReference: stored.policyEventReference,
    request,
    now: stored.ratedAt,
    expiresAt: stored.expiresAt,
    offer,
    payment: stored.payment ?? undefined,
  });
  if (answerSha256(json) !== stored.answerSha256) {
    throw new Error(`${where} rebuilds to another answer than the one stored`);
  }
  return json;
}
