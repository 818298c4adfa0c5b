import {
  PRODUCT_IDENTIFIERS,
  toIsoDate,
  type Event,
  type ProductIdentifier,
  type Quote,
  type QuoteRequest,
  type Result,
} from '@van/domain';

/** §4.4: a quote may be bought for 30 days after it is given. */
export const QUOTE_VALID_DAYS = 30;
/** §4.4: the tier the journey holds is always VAN. */
const SELECTED_TIER: ProductIdentifier = 'VAN';

export interface PricedQuoteFacts {
  webReference: string;
  request: QuoteRequest;
  tiers: Record<ProductIdentifier, Result>;
  policyEventReference: string;
  now: Date;
}

/**
 * The Quote answered to the customer (§3.1-§3.3) for a priced risk: eventCurrent carries the
 * selected tier's result, eventsRelated one event per tier ordered by price (§4.4).
 */
export function toPricedQuote({
  webReference,
  request,
  tiers,
  policyEventReference,
  now,
}: PricedQuoteFacts): Quote {
  const risk = request.risk;
  const startDate = (risk.startDate ?? toIsoDate(now)).slice(0, 10);
  const endDate = addDays(addYears(startDate, 1), -1);
  const expiryDate = addDays(toIsoDate(now), QUOTE_VALID_DAYS);
  const link = `/api/v1/policies/${webReference}`;
  const event = (tier: ProductIdentifier, isCurrentEvent: boolean): Event => ({
    link: `${link}/events/${policyEventReference}`,
    policyEventReference,
    isCurrentEvent,
    createdByProcess: 'quote',
    resultStatus: 'Offered',
    riskStartDate: startDate,
    riskEndDate: endDate,
    riskQuoteDate: toIsoDate(now),
    premiumMaxDiscounted: tiers[tier].premiumDetails?.premiumMaxDiscounted,
    result: withActions(tiers[tier], link, policyEventReference),
    risk,
  });
  const byPrice = [...PRODUCT_IDENTIFIERS].sort(
    (a, b) =>
      (tiers[a].premiumDetails?.totalPayable ?? 0) - (tiers[b].premiumDetails?.totalPayable ?? 0),
  );
  return {
    noAvailableProducts: false,
    policy: {
      webReference,
      link,
      policyType: risk.policyTypeCode ?? 'GV',
      fsaSaleType: request.fsaSaleType,
      sourceOfBusiness: risk.sourceOfBusiness ?? 'Website',
      status: 'Quote',
      consentToAutoRenew: false,
      startDate,
      inceptionDate: `${startDate}T00:00:00.000Z`,
      endDate: `${endDate}T23:59:59.000Z`,
      renewalDate: `${addYears(startDate, 1)}T00:00:00.000Z`,
      expiryDate: `${expiryDate}T23:59:59.000Z`,
      eventCurrent: event(SELECTED_TIER, true),
      eventsRelated: byPrice.map((tier) => event(tier, tier === SELECTED_TIER)),
      remainingUploads: 25,
      renewalInformation: { autoRenewal: false, previousPaymentMethod: { type: 'PayInFull' } },
    },
    topUp: {
      van: { shouldAskPartTimeOccupation: false, shouldAskPolicyStartDate: false },
      payment: { consentToAutoRenew: false, selectedPaymentMethod: 'PayInFull' },
      totalAmountOfCredit: Object.fromEntries(
        PRODUCT_IDENTIFIERS.map((tier) => {
          const plan = tiers[tier].instalmentPlans?.[0];
          return [
            tier,
            plan
              ? (plan.totalPayable ?? 0) -
                (plan.depositAmountTotal ?? 0) -
                (plan.interestAmountTotal ?? 0)
              : 0,
          ];
        }),
      ),
    },
  };
}

function withActions(result: Result, link: string, eventRef: string): Result {
  return {
    ...result,
    resultStatusDetails: {
      ...result.resultStatusDetails,
      // §7.5: the links by which this event is bought or further proposals are made.
      availableActions: [
        { action: 'wrapUp', link: `${link}/proposals/${eventRef}`, method: 'POST' },
        { action: 'quoteStore', link: `${link}/proposals`, method: 'POST' },
      ],
    },
  };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

function addYears(isoDate: string, years: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return toIsoDate(date);
}
