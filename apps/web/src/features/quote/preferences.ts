import { getUserfieldAnswer, updateRisk, withUserfieldAnswer } from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import {
  DEFAULT_DOCUMENT_DELIVERY_METHOD,
  EMAIL_MARKETING_CONSENT_CODE,
  TEXT_MARKETING_CONSENT_CODE,
  type DOCUMENT_DELIVERY_METHODS,
} from '@van/domain/reference-data';

export type DocumentDeliveryMethod = (typeof DOCUMENT_DELIVERY_METHODS)[number];

export type MarketingChannel = 'email' | 'text';

const CONSENT_CODES: Record<MarketingChannel, string> = {
  email: EMAIL_MARKETING_CONSENT_CODE,
  text: TEXT_MARKETING_CONSENT_CODE,
};

/**
 * The customer's 'Stay in the know' answer for a channel (§9.8 CLMKTING e-mail, CLMKTIN2 text):
 * true for Y, false for N, undefined while unanswered (U, decision 005: never pre-answered).
 */
export function marketingConsent(quote: Quote, channel: MarketingChannel): boolean | undefined {
  const answer = getUserfieldAnswer(quote.policy.eventCurrent.risk, CONSENT_CODES[channel]);
  return answer === 'Y' ? true : answer === 'N' ? false : undefined;
}

/** The quote with the channel's consent answered Y or N. */
export function withMarketingConsent(
  quote: Quote,
  channel: MarketingChannel,
  consent: boolean,
): Quote {
  return updateRisk(quote, (risk) =>
    withUserfieldAnswer(risk, CONSENT_CODES[channel], consent ? 'Y' : 'N'),
  );
}

/** §3.6 preferredDeliveryMethod, Print when not chosen (§9.13). */
export function deliveryMethodOf(quote: Quote): DocumentDeliveryMethod {
  return quote.policy.eventCurrent.risk.preferredDeliveryMethod ?? DEFAULT_DOCUMENT_DELIVERY_METHOD;
}

export function withDeliveryMethod(quote: Quote, method: DocumentDeliveryMethod): Quote {
  return updateRisk(quote, (risk) => ({ ...risk, preferredDeliveryMethod: method }));
}
