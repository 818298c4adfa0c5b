import {
  PARTNER_DECLINED_MESSAGE,
  PARTNER_REFERRED_MESSAGE,
  type PartnerQuoteAnswer,
  type PartnerTier,
} from '@van/domain/contract';
import { pageHref } from '@van/domain/journey';
import { creditFigures } from '@van/domain/payment';
import type { Quote, Result } from '@van/domain/quote';
import { missingRequiredAnswers } from '@van/domain/risk';
import type { PartnerQuoteOutcome } from './partner.table.ts';

// Decision 057: what a comparison site is answered, read from the Quote the journey is answered
// (the same results, the same monthly figures as the credit agreement and price panel), so the
// site shows the customer what they will find on arrival.

/** What the Quote says of the risk: priced, or declined, or referred (§4.4). */
export function outcomeOf(quote: Quote): PartnerQuoteOutcome {
  if (quote.noAvailableProducts) return 'declined';
  return quote.policy.status === 'Quote' ? 'priced' : 'referred';
}

export interface AnswerFacts {
  requestId: string;
  quote: Quote;
  /** The quote's click-through token (decision 026), one per quote. */
  landingToken: string;
  /** Where our journey is served: PUBLIC_URL's origin. */
  publicOrigin: string;
  /** When a quote has no expiry of its own: its request's time plus the quote's 30 days. */
  fallbackExpiry: Date;
}

/** The site's answer for a stored quote. A decline or referral carries no tiers and no links. */
export function partnerAnswer({
  requestId,
  quote,
  landingToken,
  publicOrigin,
  fallbackExpiry,
}: AnswerFacts): PartnerQuoteAnswer {
  const outcome = outcomeOf(quote);
  const common = {
    requestId,
    quoteReference: quote.policy.webReference,
    outcome,
    expiresAt: quote.policy.expiryDate ?? fallbackExpiry.toISOString(),
  };
  if (outcome !== 'priced') {
    return {
      ...common,
      tiers: [],
      unansweredQuestions: [],
      message: outcome === 'declined' ? PARTNER_DECLINED_MESSAGE : PARTNER_REFERRED_MESSAGE,
    };
  }
  const risk = quote.policy.eventCurrent.risk;
  const tiers = resultsOf(quote)
    .map((result) => tierOf(result, risk.volXS ?? 0, landingUrl(publicOrigin, landingToken)))
    .filter((tier): tier is PartnerTier => tier !== undefined)
    // §4.4: the tiers are shown cheapest first.
    .sort((a, b) => a.annualPrice - b.annualPrice);
  return {
    ...common,
    tiers,
    // Decision 033 item 5: what the journey asks on arrival before the quote can be bought.
    unansweredQuestions: missingRequiredAnswers(risk).map((answer) => answer.words),
  };
}

function resultsOf(quote: Quote): Result[] {
  const related = quote.policy.eventsRelated ?? [];
  const results =
    related.length > 0 ? related.map((event) => event.result) : [quote.policy.eventCurrent.result];
  return results.filter((result): result is Result => result !== undefined);
}

function landingUrl(publicOrigin: string, token: string): (tier: string) => string {
  return (tier) => {
    const url = new URL(pageHref('Aggregator'), publicOrigin);
    url.searchParams.set('token', token);
    url.searchParams.set('tier', tier);
    return url.href;
  };
}

function tierOf(
  result: Result,
  voluntaryExcess: number,
  linkFor: (tier: string) => string,
): PartnerTier | undefined {
  const granted = result.grantedDetailsMotor;
  const tier = granted?.productIdentifier;
  const annualPrice = result.premiumDetails?.totalPayable;
  if (tier === undefined || annualPrice === undefined) return undefined;
  const credit = creditFigures(result);
  const compulsory = granted?.compulsoryExcess ?? 0;
  const voluntary = granted?.grantedVoluntaryExcess ?? voluntaryExcess;
  return {
    tier,
    name: granted?.productName ?? tier,
    annualPrice,
    ...(credit
      ? {
          monthly: {
            deposit: credit.deposit,
            instalmentCount: credit.instalmentCount,
            instalmentAmount: credit.instalmentAmount,
            apr: credit.apr,
            interestRate: credit.interestRate,
            totalPayable: credit.totalPayable,
          },
        }
      : {}),
    // §9.3: the accidental damage total is the compulsory excess plus the voluntary one.
    excess: { compulsory, voluntary, total: compulsory + voluntary },
    included: (result.allOptionalExtensions?.appliedOptionalExtensions ?? []).map((extra) => ({
      code: extra.code,
      description: extra.description ?? extra.code,
    })),
    landingUrl: linkFor(tier),
  };
}
