import { initialInvalidVehicleData, type InvalidVehicleData } from '@van/domain/forms';
import { initialPageValidity, type PageId, type PageValidity } from '@van/domain/journey';
import { type PaymentOption } from '@van/domain/payment';
import { type Quote } from '@van/domain/quote';
import { type RetrievalKey } from '@van/domain/retrieval';
import { type Risk } from '@van/domain/risk';

// The journey's state and its starting value, apart from the store: the store loads
// restore-journey-state.ts on demand and that file needs initialState(), so both import this leaf
// instead of each other.

/** §3.12 client working state (the quote area and navigation, as far as the journey needs them). */
export interface JourneyState {
  /**
   * The working copy of the quote: the §3.13 default quote the question pages fill in, then the
   * quote as last returned by the quote service (§4.4 'created' once its webReference is set).
   */
  quote: Quote | null;
  /**
   * Decision 051: the risk of the quote as the quote service last priced it, apart from the working
   * copy the question pages change; null until a quote is priced. While the two differ, no price
   * is shown as one to buy (answersArePriced).
   */
  pricedRisk: Risk | null;
  /**
   * Decision 058: the quote as a comparison site's link opened it (the site's prices and answers),
   * against which a later price is explained; null for any other quote.
   */
  arrivedQuote: Quote | null;
  /** §3.10: what retrieve, e-mail, finalize and wrap-up send to identify the quote; null until created. */
  retrievalKey: RetrievalKey | null;
  /** §3.12 / §4.5: the model fields the van lookup did not return, which the customer must give. */
  invalidVehicleData: InvalidVehicleData;
  /** §3.12: the customer has ticked 'I confirm these details are correct' for the found van. */
  carDetailsConfirmed: boolean;
  /**
   * §3.12 / §4.6 tempDriver and selectedDriver: the additional driver being added (index -1) or
   * changed, built up over the two additional-driver pages and committed into the quote by the
   * second. Answers are kept as the form holds them; the form's schema checks them on commit.
   */
  tempDriver: TempDriver | null;
  /** §3.12 / §4.4: returned by finalize; the payment page needs it (§2.2). */
  quoteKey: string | null;
  /**
   * §3.12 payment area: the policy number, from the wrap-up (§4.8). §8: also kept when a
   * comparison site's link opens a quote already bought, for the purchased page to show; null when
   * none is known.
   */
  policyNumber: string | null;
  /**
   * Decision 056: the source of business of that quote already bought, kept with its policy
   * number because the store then holds no quote, so the phone numbers follow the comparison site
   * it came from; null otherwise.
   */
  purchasedSourceOfBusiness: string | null;
  /** §3.12 payment area: the options the payment page was opened with (§7.4); null until loaded. */
  paymentOptions: PaymentOption[] | null;
  /** §3.12 / §4.1: the payment area's load status, and what went wrong in the customer's words. */
  paymentLoad: PaymentLoad;
  /**
   * §3.12 / §4.8: the wrap-up token, which opens the bought policy and its documents. Held once
   * the policy is issued: the payment page then goes on to confirmation instead of taking a
   * payment again.
   */
  token: string | null;
  /** §2.2 / §3.12: the wrap-up is running; a full-screen loading overlay shows meanwhile. */
  isPolicyNumberLoading: boolean;
  /** §3.12 / §4.8: the payment page is on its Direct Debit step (monthly, before the card). */
  isDDStep: boolean;
  /** §4.3: which pages of the journey are complete. */
  pageValidity: PageValidity;
  /** §4.3: the page a refused page sends the customer back to. */
  currentPage: PageId | null;
  /**
   * The summary a Change link was followed from (check-your-details), to return to once the
   * changed answers are priced again; null outside a change (decision 023).
   */
  returnTo: PageId | null;
  /**
   * Decision 021: what each question page holds but has not saved into the quote yet, kept as the
   * customer types so that a reload or Back shows it again; a page's draft goes once its answers
   * are saved (or the page is opened afresh from a summary's Change link, decision 023).
   */
  drafts: Drafts;
}

/** The unsaved answers of each question page, as the page's form holds them. */
export type Drafts = Partial<Record<PageId, Record<string, unknown>>>;

/** §4.1: None → Triggered → Success, or Fail with an errorMessage. */
export interface PaymentLoad {
  status: 'None' | 'Triggered' | 'Success' | 'Fail';
  errorMessage: string | null;
}

export interface TempDriver {
  index: number;
  answers: Record<string, unknown>;
}

/** The state of a new session: no quote, every page invalid. A fresh object each call. */
export function initialState(): JourneyState {
  return {
    quote: null,
    pricedRisk: null,
    arrivedQuote: null,
    retrievalKey: null,
    invalidVehicleData: initialInvalidVehicleData(),
    carDetailsConfirmed: false,
    tempDriver: null,
    quoteKey: null,
    policyNumber: null,
    purchasedSourceOfBusiness: null,
    paymentOptions: null,
    paymentLoad: { status: 'None', errorMessage: null },
    token: null,
    isPolicyNumberLoading: false,
    isDDStep: false,
    pageValidity: initialPageValidity(),
    currentPage: null,
    returnTo: null,
    drafts: {},
  };
}
