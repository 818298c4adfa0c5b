import { chosenPayMethod, chosenTier } from '@van/domain/forms';
import {
  coverEndDate,
  coverRenewalDate,
  riskCoverStartDate,
  type Event,
  type Policy,
  type ProductIdentifier,
  type Quote,
  type Result,
  type TopUp,
} from '@van/domain/quote';
import { PRODUCT_IDENTIFIERS, SELECTED_PRODUCT_IDENTIFIER } from '@van/domain/reference-data';
import { asksPartTimeOccupation, type QuoteRequest } from '@van/domain/risk';
import { addCalendarDays, ukEndOfDay, ukToday } from '@van/domain/shared';
import { toCustomerResult } from '@van/rating';

/** §4.4: a quote may be bought for 30 days after it is given. */
export const QUOTE_VALID_DAYS = 30;

/**
 * The end of the last day on which a quote given at `now` may be bought: QUOTE_VALID_DAYS after
 * the UK date it was given, to 23:59:59 on the UK clock (decision 037).
 */
export function quoteExpiry(now: Date): Date {
  return ukEndOfDay(addCalendarDays(ukToday(now), QUOTE_VALID_DAYS));
}
/**
 * The tier being sold (decision 049): the one the customer chose on the tier grid (the Tier
 * userfield, §4.4 "changing tier rewrites the Tier userfield answer"), VAN until they choose or
 * when the answer names no tier we sell (§4.4's default, shown as selected, never "recommended").
 */
export function selectedTier(request: QuoteRequest): ProductIdentifier {
  return chosenTier(request.risk) ?? SELECTED_PRODUCT_IDENTIFIER;
}

export interface QuoteFacts {
  webReference: string;
  /** When the quote stops being open to buy (§4.4: 30 days from when it was first given). */
  expiresAt: Date;
  request: QuoteRequest;
  policyEventReference: string;
  now: Date;
}

export interface PricedQuoteFacts extends QuoteFacts {
  /** Each tier's Result as the engine gave it (the customer is answered toCustomerResult of it). */
  tiers: Record<ProductIdentifier, Result>;
  topUp: Pick<TopUp, 'excessPrices' | 'totalAmountOfCredit' | 'monthlyAmountForOptionalExtension'>;
}

/**
 * The Quote answered to the customer (§3.1-§3.3) for a priced risk: eventCurrent carries the
 * selected tier's result (the only event with isCurrentEvent), eventsRelated one event per tier
 * ordered by price (§4.4). So everything that reads selectedResult (the payment, the credit
 * agreement, the documents, the sold policy, the e-mails) reads the tier the customer chose.
 * Each result leaves as the customer reads it (decision 049, toCustomerResult): the price explained
 * by groups and choices, without the model's details, which the quote service stores for audit.
 */
export function toPricedQuote(facts: PricedQuoteFacts): Quote {
  const tiers = {} as Record<ProductIdentifier, Result>;
  for (const tier of PRODUCT_IDENTIFIERS) tiers[tier] = toCustomerResult(facts.tiers[tier]);
  const selected = selectedTier(facts.request);
  const byPrice = [...PRODUCT_IDENTIFIERS].sort(
    (a, b) =>
      (tiers[a].premiumDetails?.totalPayable ?? 0) - (tiers[b].premiumDetails?.totalPayable ?? 0),
  );
  // One event per tier, its dates worked out once; the selected tier's is the same object in
  // eventCurrent and in eventsRelated, as it is the same event.
  const dates = eventDates(facts);
  const events = {} as Record<ProductIdentifier, Event>;
  for (const tier of PRODUCT_IDENTIFIERS) {
    events[tier] = toEvent(
      facts,
      'Offered',
      withActions(tiers[tier], facts),
      tier === selected,
      dates,
    );
  }
  return {
    noAvailableProducts: false,
    policy: {
      ...policyFrame(facts, 'Quote'),
      eventCurrent: events[selected],
      eventsRelated: byPrice.map((tier) => events[tier]),
    },
    topUp: {
      van: vanQuestions(facts),
      // §4.8: the pay method the customer chose on cover-details, carried in the risk's answers.
      payment: {
        consentToAutoRenew: false,
        selectedPaymentMethod: chosenPayMethod(facts.request.risk) ?? 'PayInFull',
      },
      ...facts.topUp,
    },
  };
}

/**
 * A stored Quote as the customer is now told it (decision 049): each event's result through
 * toCustomerResult, which leaves a result already told that way unchanged. Quotes priced before
 * decision 049 were stored with the engine's breakdown; retrieve answers them without it.
 */
export function toCustomerQuote(quote: Quote): Quote {
  const { eventCurrent, eventsRelated } = quote.policy;
  const told = (event: Event): Event =>
    event.result ? { ...event, result: toCustomerResult(event.result) } : event;
  return {
    ...quote,
    policy: {
      ...quote.policy,
      eventCurrent: told(eventCurrent),
      ...(eventsRelated ? { eventsRelated: eventsRelated.map(told) } : {}),
    },
  };
}

/**
 * The Quote for a risk the tariff will not price: a decline (noAvailableProducts, §4.4: the
 * journey goes to no-quote) or a referral (referredQuote: the journey asks the customer to call).
 * Neither carries prices or the underwriting reasons, which stay with the stored event.
 */
export function toUnpricedQuote(facts: QuoteFacts, outcome: 'declined' | 'referred'): Quote {
  const declined = outcome === 'declined';
  const resultStatus = declined ? 'Declined' : 'Referred';
  const result: Result = {
    premiumDetails: { isDecline: declined },
    resultStatusDetails: { resultStatus, referredQuote: !declined, availablePayMethods: [] },
  };
  return {
    noAvailableProducts: declined,
    policy: {
      ...policyFrame(facts, resultStatus),
      eventCurrent: toEvent(facts, resultStatus, result, true),
      eventsRelated: [],
    },
    topUp: { van: vanQuestions(facts) },
  };
}

/** What the journey must still ask before a full quote (§2.2 topUp.van). */
function vanQuestions({ request }: QuoteFacts): TopUp['van'] {
  return {
    shouldAskPartTimeOccupation: asksPartTimeOccupation(request.risk),
    shouldAskPolicyStartDate: false,
  };
}

function policyFrame(
  { webReference, request, now, expiresAt }: QuoteFacts,
  status: string,
): Omit<Policy, 'eventCurrent' | 'eventsRelated'> {
  const { risk } = request;
  const startDate = startDateOf(request, now);
  return {
    webReference,
    link: policyLink(webReference),
    policyType: risk.policyTypeCode ?? 'GV',
    fsaSaleType: request.fsaSaleType,
    sourceOfBusiness: risk.sourceOfBusiness ?? 'Website',
    status,
    consentToAutoRenew: false,
    startDate,
    inceptionDate: `${startDate}T00:00:00.000Z`,
    endDate: `${coverEndDate(startDate)}T23:59:59.000Z`,
    renewalDate: `${coverRenewalDate(startDate)}T00:00:00.000Z`,
    expiryDate: expiresAt.toISOString(),
    remainingUploads: 25,
    renewalInformation: { autoRenewal: false, previousPaymentMethod: { type: 'PayInFull' } },
  };
}

/** The dates every event of one pricing carries. */
interface EventDates {
  riskStartDate: string;
  riskEndDate: string;
  riskQuoteDate: string;
}

function eventDates(facts: QuoteFacts): EventDates {
  const startDate = startDateOf(facts.request, facts.now);
  return {
    riskStartDate: startDate,
    riskEndDate: coverEndDate(startDate),
    // The day it was rated on: the UK date, as the rating's own today (decision 037).
    riskQuoteDate: ukToday(facts.now),
  };
}

function toEvent(
  facts: QuoteFacts,
  resultStatus: string,
  result: Result,
  isCurrentEvent: boolean,
  { riskStartDate, riskEndDate, riskQuoteDate }: EventDates = eventDates(facts),
): Event {
  return {
    link: `${policyLink(facts.webReference)}/events/${facts.policyEventReference}`,
    policyEventReference: facts.policyEventReference,
    isCurrentEvent,
    createdByProcess: 'quote',
    resultStatus,
    riskStartDate,
    riskEndDate,
    riskQuoteDate,
    premiumMaxDiscounted: result.premiumDetails?.premiumMaxDiscounted,
    result,
    risk: facts.request.risk,
  };
}

/** A copy of the result with the §7.5 links by which this event is bought or re-proposed. */
function withActions(result: Result, { webReference, policyEventReference }: QuoteFacts): Result {
  const link = policyLink(webReference);
  return {
    ...result,
    resultStatusDetails: {
      ...result.resultStatusDetails,
      availableActions: [
        { action: 'wrapUp', link: `${link}/proposals/${policyEventReference}`, method: 'POST' },
        { action: 'quoteStore', link: `${link}/proposals`, method: 'POST' },
      ],
    },
  };
}

function policyLink(webReference: string): string {
  return `/api/v1/policies/${webReference}`;
}

/** The cover start as sent, or today's UK date (the day the customer counts from) when none is. */
function startDateOf(request: QuoteRequest, now: Date): string {
  return riskCoverStartDate(request.risk, ukToday(now));
}
