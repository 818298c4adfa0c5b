import { isCreatedQuote } from '../quote/created-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import type { Risk } from '../risk/risk.schema.ts';
import { canOpenPage, firstInvalidPageBefore, type PageValidity } from './page-validity.ts';
import { answersArePriced } from './priced-answers.ts';
import {
  PAGES,
  journeyPage,
  pageHref,
  ROOT_HREF,
  type GuardFallback,
  type GuardNeed,
  type GuardRule,
  type PageId,
  type ValidityPage,
} from './pages.ts';

// §2.2 route guards as one generic checker over the table's guard rules (HMPO form wizard's
// check-progress mixin: a declarative page list plus one checker that names the redirect).

/** What the guards read: the working state the web holds (§3.12) and the environment. */
export interface GuardState {
  readonly quote: Quote | null;
  /**
   * The risk of the event last priced, as the quote service answered it (decision 051); null when
   * none is known, and then a created quote's answers count as not priced.
   */
  readonly pricedRisk: Risk | null;
  /** From finalize (§4.4); the payment page needs it. */
  readonly quoteKey: string | null;
  readonly validity: PageValidity;
  /** The page the customer was last on, where a failed validity check returns them (§4.3). */
  readonly currentPage: PageId | null;
  readonly isProduction: boolean;
}

export type GuardOutcome =
  | { readonly open: true }
  | { readonly open: false; readonly unmet: GuardNeed; readonly redirectTo: string };

function isMet(need: GuardNeed, page: PageId, state: GuardState): boolean {
  switch (need) {
    case 'quote':
      return state.quote !== null;
    case 'createdQuote':
      return state.quote !== null && isCreatedQuote(state.quote);
    case 'validPages':
      return canOpenPage(page, state.validity);
    case 'quoteKey':
      return state.quoteKey !== null;
    case 'partTimeOccupation':
      return state.quote?.topUp?.van?.shouldAskPartTimeOccupation === true;
    case 'nonProduction':
      return !state.isProduction;
    case 'pricedAnswers':
      // A working copy not yet created has no price to show; the other needs decide for it.
      return (
        state.quote === null ||
        !isCreatedQuote(state.quote) ||
        (state.pricedRisk !== null &&
          answersArePriced(state.quote.policy.eventCurrent.risk, state.pricedRisk))
      );
  }
}

function firstUnmetRule(page: PageId, state: GuardState): GuardRule | undefined {
  return journeyPage(page).guards.find((rule) => !isMet(rule.need, page, state));
}

/** The first page of the table that sets a validity entry. */
function firstPageFor(entry: ValidityPage): PageId {
  const page = PAGES.find((candidate) => candidate.validity === entry);
  if (page === undefined) throw new Error(`No page sets the validity of ${entry}`);
  return page.id;
}

/**
 * §4.3: 'otherwise the user is sent back to the current page'. The current page is used only when
 * it is another page that may itself open, so a redirect can never point back at the page refused
 * or at a page that would refuse in turn; otherwise the customer goes to the first invalid page,
 * the one they have to complete next (HMPO's 'redirected to the last allowed step').
 */
function currentPageHref(page: PageId, state: GuardState): string {
  const current = state.currentPage;
  if (current !== null && current !== page && firstUnmetRule(current, state) === undefined) {
    return pageHref(current);
  }
  const firstInvalid = firstInvalidPageBefore(page, state.validity);
  return firstInvalid === undefined ? ROOT_HREF : pageHref(firstPageFor(firstInvalid));
}

function fallbackHref(fallback: GuardFallback, page: PageId, state: GuardState): string {
  if (fallback === 'root') return ROOT_HREF;
  if (fallback === 'currentPage') return currentPageHref(page, state);
  return pageHref(fallback.page);
}

/**
 * §2.2: whether `page` may open with the held state. When it may not, names the first unmet need
 * (in the table's order) and the URL the customer goes to instead, which is never `page` itself.
 */
export function checkPageGuards(page: PageId, state: GuardState): GuardOutcome {
  const unmet = firstUnmetRule(page, state);
  if (unmet === undefined) return { open: true };
  return {
    open: false,
    unmet: unmet.need,
    redirectTo: fallbackHref(unmet.otherwise, page, state),
  };
}
