import { type PageId } from '@van/domain/journey';
import { useCallback, useState } from 'react';
import { useJourneyStore } from './journey-store';

/**
 * A question page's drafts (decision 021): nothing typed is lost on a reload or a Back. `initial`
 * is what the page opens with: what the customer typed on it and has not saved yet, over `saved`
 * (the answers the quote holds), read once when the page opens. `keep` keeps what is typed as the
 * page's draft, in the journey store (kept in sessionStorage with it, and cleared with it); saving
 * the page's answers forgets it (useSaveAnswers). Without a `page` nothing is kept.
 */
export function usePageDraft<T extends object>(
  page: PageId | undefined,
  saved: () => T,
): { initial: T; keep: (answers: object) => void } {
  const [initial] = useState((): T => {
    const draft = page === undefined ? undefined : useJourneyStore.getState().drafts[page];
    return { ...saved(), ...draft };
  });
  const keep = useCallback(
    (answers: object) => {
      if (page !== undefined) useJourneyStore.getState().keepDraft(page, answers);
    },
    [page],
  );
  return { initial, keep };
}
