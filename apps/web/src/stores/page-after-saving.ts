import { carUsageFormFromQuote, carUsageFormSchema } from '@van/domain/forms';
import { type PageId } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { isChanging } from './is-changing';

/** The additional-driver pages: one driver's answers, asked over two pages. */
const DRIVER_PAGES: readonly PageId[] = [
  'DriverDetails/AdditionalDriverDetails',
  'AdditionalDriverDetails/LicenceDetails',
];

/**
 * Where answers just saved lead (decision 023). Outside a change, `next`. During a change made
 * from check-your-details the pages after the changed one already hold valid answers, so the
 * customer goes straight to cover-details, which prices the quote again once and returns to the
 * summary; unless `next` is needed to finish the change itself:
 * - a driver being added or changed is asked over both additional-driver pages;
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

function holdsVanUse(quote: Quote): boolean {
  const home = quote.policy.eventCurrent.risk.proposer.correspondenceAddress?.postcode;
  return carUsageFormSchema(home).safeParse(carUsageFormFromQuote(quote)).success;
}
