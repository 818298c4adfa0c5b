import { z } from 'zod/mini';
import { journeyPage, VALIDITY_PAGES, type PageId, type ValidityPage } from './pages.ts';

// §4.3 page validity: which of the journey's pages have been completed. Modelled on GOV.UK
// forms-runner's `can_visit?` and HMPO form wizard's checkJourney: where the customer may go is
// derived from what is held, never from the history of clicks.

/**
 * Each page of the §4.3 validity list, valid or not. zod/mini: the web's first page needs this
 * module and loads only zod/mini's tree-shakable functions (decision 025).
 */
export const PageValiditySchema = z.object(
  Object.fromEntries(VALIDITY_PAGES.map((page) => [page, z.boolean()])) as Record<
    ValidityPage,
    z.ZodMiniBoolean
  >,
);
export type PageValidity = z.infer<typeof PageValiditySchema>;

/** §4.3: 'These pages all start invalid.' */
export function initialPageValidity(): PageValidity {
  return Object.fromEntries(VALIDITY_PAGES.map((page) => [page, false])) as PageValidity;
}

/** A copy of `validity` with `pages` set to `valid`; the rest unchanged. */
export function withPageValidity(
  validity: PageValidity,
  pages: readonly ValidityPage[],
  valid: boolean,
): PageValidity {
  const next = { ...validity };
  for (const page of pages) next[page] = valid;
  return next;
}

/**
 * The first page of the validity list, before `page`'s own entry, that is invalid; undefined when
 * there is none, or when `page` is not in the validity list (nothing comes "before" it).
 */
export function firstInvalidPageBefore(
  page: PageId,
  validity: PageValidity,
): ValidityPage | undefined {
  const entry = journeyPage(page).validity;
  if (entry === undefined) return undefined;
  const earlier = VALIDITY_PAGES.slice(0, VALIDITY_PAGES.indexOf(entry));
  return earlier.find((candidate) => !validity[candidate]);
}

/**
 * §4.3: 'A guarded page may open only if no earlier page in the validity list is invalid.' True for a
 * page outside the list. Says nothing of a page's other needs (a quote, a quote key: guards.ts).
 */
export function canOpenPage(page: PageId, validity: PageValidity): boolean {
  return firstInvalidPageBefore(page, validity) === undefined;
}
