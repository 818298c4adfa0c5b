import { readAlreadyPurchased } from '@van/domain/contract';
import { type PageId } from '@van/domain/journey';
import { ApiError } from './api-error';

// The one place that decides where a failed call leaves the customer (spec §8, decisions 032 and
// 034). Pages act on the outcome; none decides on status codes itself. Only ApiError is imported
// (not the HTTP client) so that the route error boundaries keep the first page light (decision 025).

/** The call that failed: §8 tells the failures of each call apart. */
export type FailedCall =
  /** §7.2 create or update quote, from a question page (cover-details, part-time-occupation, add-registration-number). */
  | 'pricing'
  /** §4.4 re-pricing on your-quote: an extra, the voluntary excess, NCD protection. */
  | 'repricing'
  /** §7.2 finalize, from check-your-details. */
  | 'finalize'
  /** §7.2 retrieve, from your-quote/retrieve. */
  | 'retrieve'
  /** §7.2 aggregator/token: a comparison site's customer arriving. */
  | 'aggregatorToken'
  /** §7.2 vehicle: a registration looked up. */
  | 'vehicleLookup'
  /** §7.4 payment options, before payment opens. */
  | 'paymentOptions'
  /** The Direct Debit mandate and the payment session, from the payment page. */
  | 'paying'
  /** §7.4 the policy wrap-up, before confirmation opens. */
  | 'wrapUp'
  /** Anything else that fails while a page opens (its loader, entry actions, lists) or shows. */
  | 'openingPage';

/**
 * Where a failure goes: a page of the journey, or nowhere (the customer stays, and the page says
 * so). `message` is the service's words for the customer (ApiErrorSchema: a refusal's message is
 * meant to be shown), or null where there are none and the page says it in its own.
 */
export type ErrorOutcome =
  { page: PageId; message?: undefined } | { page?: undefined; message: string | null };

/** The failures that come without words for the customer, by what happened. */
type Unworded = 'serverFault' | 'noAnswer' | 'brokenAnswer' | 'unexpected';

/** How a call meets an unworded failure: a page, or here (with the failure's own message or none). */
type Meets = 'ServiceUnavailable' | 'here' | 'hereSayingWhy';

/**
 * - serverFault: a 5xx after the retries. §4.1 / §8: 'HTTP 500 on a quote call' goes to
 *   service-unavailable, and since decision 034 every 5xx and 503 does. Retrieve and the van lookup
 *   keep the customer on their form, where trying again is one click.
 * - noAnswer: no response at all (offline, a time-out) after the retries.
 * - brokenAnswer: an answer that breaks the contract; for payment options this is §8's 'Null
 *   response', which the payment page states (§4.1 Fail with its errorMessage).
 * - unexpected: anything not an ApiError (a quote the service answered without the details that
 *   retrieve it, a fault in our code).
 * Re-pricing, finalize, retrieve and the lookup keep the customer where they are for all but a
 * server fault: nothing is lost and the page offers the same action again (§8 'Other quote call
 * failure': 'Status Fail with error message').
 */
const UNWORDED: Record<Exclude<FailedCall, 'wrapUp'>, Record<Unworded, Meets>> = {
  pricing: {
    serverFault: 'ServiceUnavailable',
    noAnswer: 'ServiceUnavailable',
    brokenAnswer: 'ServiceUnavailable',
    unexpected: 'ServiceUnavailable',
  },
  repricing: {
    serverFault: 'ServiceUnavailable',
    noAnswer: 'here',
    brokenAnswer: 'here',
    unexpected: 'here',
  },
  finalize: {
    serverFault: 'ServiceUnavailable',
    noAnswer: 'here',
    brokenAnswer: 'here',
    unexpected: 'here',
  },
  retrieve: { serverFault: 'here', noAnswer: 'here', brokenAnswer: 'here', unexpected: 'here' },
  aggregatorToken: {
    serverFault: 'ServiceUnavailable',
    noAnswer: 'ServiceUnavailable',
    brokenAnswer: 'ServiceUnavailable',
    unexpected: 'ServiceUnavailable',
  },
  vehicleLookup: {
    serverFault: 'here',
    noAnswer: 'here',
    brokenAnswer: 'here',
    unexpected: 'here',
  },
  paymentOptions: {
    serverFault: 'ServiceUnavailable',
    noAnswer: 'ServiceUnavailable',
    brokenAnswer: 'hereSayingWhy',
    unexpected: 'ServiceUnavailable',
  },
  paying: {
    serverFault: 'ServiceUnavailable',
    noAnswer: 'ServiceUnavailable',
    brokenAnswer: 'ServiceUnavailable',
    unexpected: 'ServiceUnavailable',
  },
  openingPage: {
    serverFault: 'ServiceUnavailable',
    noAnswer: 'ServiceUnavailable',
    brokenAnswer: 'ServiceUnavailable',
    // A fault in our code (or a page's code that could not be fetched): the plain problem page.
    unexpected: 'here',
  },
};

/**
 * §8 'Quote declined' → no-quote (the fraud check refuses a payment, decision 032), and a quote
 * already bought → purchased (§8; finalize, the payment calls and retrieve answer it, decision
 * 032), whichever call was refused.
 */
const PAGE_BY_CODE: Readonly<Record<string, PageId>> = {
  PolicyAlreadyPurchased: 'Purchased',
  QuoteDeclined: 'NoQuote',
};

/** What kind of failure `error` is, for one that is not a refusal (4xx). */
function unworded(error: unknown): Unworded {
  if (!(error instanceof ApiError)) return 'unexpected';
  if (error.status >= 500) return 'serverFault';
  return error.status === 0 ? 'noAnswer' : 'brokenAnswer';
}

/** Which page the refusal of `call` names, if any. */
function refusalPage(error: ApiError, call: FailedCall): PageId | undefined {
  // §8: 'Aggregator exchange returns HTTP 400 whose message contains the policyNumber key'.
  if (call === 'aggregatorToken') {
    return error.status === 400 && readAlreadyPurchased(error.message) !== undefined
      ? 'Purchased'
      : undefined;
  }
  // §8 'Registration not found' → registration-number-error.
  if (call === 'vehicleLookup' && error.status === 404) return 'RegNumberError';
  return PAGE_BY_CODE[error.code];
}

/**
 * Where the failure of `call` leaves the customer. Guarantees: the wrap-up's failures all go to
 * policy-wrap-up-error (§8 'Wrap-up missing token', after its retries); a refusal (4xx) stays on
 * the page with the service's words unless §8 names its page (purchased, no-quote,
 * registration-number-error); any other failure goes to service-unavailable or stays, as UNWORDED
 * says for the call.
 */
export function pageForError(error: unknown, call: FailedCall): ErrorOutcome {
  if (call === 'wrapUp') return { page: 'PolicyWrapUpError' };
  if (error instanceof ApiError && error.isClientError) {
    const page = refusalPage(error, call);
    return page === undefined ? { message: error.message } : { page };
  }
  const meets = UNWORDED[call][unworded(error)];
  if (meets === 'here') return { message: null };
  if (meets === 'hereSayingWhy') {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  return { page: meets };
}
