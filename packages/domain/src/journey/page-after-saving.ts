import { carUsageFormFromQuote, carUsageFormSchema } from '../forms/car-usage.form.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { isChanging } from './is-changing.ts';
import type { PageId } from './pages.ts';

/** The additional-driver pages: one driver's answers, asked over two pages. */
const DRIVER_PAGES: readonly PageId[] = [
  'DriverDetails/AdditionalDriverDetails',
  'AdditionalDriverDetails/LicenceDetails',
];

/**
 * Where answers just saved lead (decision 023). Outside a change (isChanging), `next`. During a
 * change made from check-your-details the pages after the changed one already hold valid answers,
 * so the customer goes straight to cover-details, which prices the quote again once and returns to
 * the summary; unless `next` is needed to finish the change itself:
 * - a driver being added or changed is asked over both additional-driver pages (§4.6);
 * - a van found by a new lookup is confirmed on van-details (§5.4: carDetailsConfirmed false);
 * - the lookup replaces the van, and its use with it (§4.5), so using-the-van is asked again
 *   when the quote no longer holds a whole set of its answers.
 */
export function pageAfterSaving(
  quote: Quote,
  next: PageId,
  state: { returnTo: PageId | null; carDetailsConfirmed: boolean },
): PageId {
  if (!isChanging(quote, state.returnTo)) return next;
  if (DRIVER_PAGES.includes(next)) return next;
  if (next === 'CarDetails' && !state.carDetailsConfirmed) return next;
  if (next === 'CarUsage' && !holdsVanUse(quote)) return next;
  return 'CoverDetails';
}

/** The quote holds answers to every using-the-van question that pass its checks (§5.5). */
function holdsVanUse(quote: Quote): boolean {
  const home = quote.policy.eventCurrent.risk.proposer.correspondenceAddress?.postcode;
  return carUsageFormSchema(home).safeParse(carUsageFormFromQuote(quote)).success;
}
