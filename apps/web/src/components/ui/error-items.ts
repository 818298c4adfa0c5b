import { get } from 'react-hook-form';
import { errorSummaryItems, type ErrorSummaryItem } from './error-summary';

/**
 * One summary line per problem, in page order, for controls named by field path (e.g.
 * 'occupation.empStatus'). Entries of a list ask the same questions, so their lines carry the
 * entry's legend ('Claim 2: ...').
 */
export function summaryItems(
  errors: unknown,
  sections: ReadonlyArray<{ ids: Readonly<Record<string, string>>; legend?: string }>,
): ErrorSummaryItem[] {
  return sections.flatMap(({ ids, legend }) =>
    errorSummaryItems(
      Object.fromEntries(Object.keys(ids).map((path) => [path, get(errors, path)])),
      ids,
    ).map((item) => (legend ? { ...item, message: `${legend}: ${item.message}` } : item)),
  );
}

/** `ids` of one list entry, keyed by their path in the form ('claims.0.description'). */
export function entryIds(
  list: string,
  index: number,
  ids: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ids).map(([field, id]) => [`${list}.${index}.${field}`, id]),
  );
}
