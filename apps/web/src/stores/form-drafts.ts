import type { PageId } from '@van/domain/journey';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

// Decision 021: nothing typed is lost on a reload. What a question page holds but has not yet saved
// into the quote is kept here as the customer types, per page, in sessionStorage beside the
// journey store (same lifetime, same tab), and dropped once the page's answers are saved.

/** Key under which unsaved answers are kept in sessionStorage. */
export const DRAFTS_STORAGE_KEY = 'van-journey-drafts';

type Drafts = Partial<Record<PageId, unknown>>;

function readDrafts(): Drafts {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFTS_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function writeDrafts(drafts: Drafts): void {
  try {
    sessionStorage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or refused (private browsing): the draft is a convenience, the form still works.
  }
}

/** The unsaved answers of `page`, if any were kept. */
export function readDraft<T>(page: PageId): Partial<T> | undefined {
  const draft = readDrafts()[page];
  return typeof draft === 'object' && draft !== null ? (draft as Partial<T>) : undefined;
}

/** Forgets the unsaved answers of `page` (they are in the quote now, or abandoned). */
export function clearDraft(page: PageId): void {
  const drafts = readDrafts();
  if (!(page in drafts)) return;
  delete drafts[page];
  writeDrafts(drafts);
}

/** Forgets every page's unsaved answers: a new session (§2.6, §4.9). */
export function clearAllDrafts(): void {
  sessionStorage.removeItem(DRAFTS_STORAGE_KEY);
}

/**
 * The answers a question page starts from: what the customer typed and has not saved yet, when
 * the tab was reloaded mid-page, otherwise `saved` (the answers the quote holds). Read once when
 * the page opens.
 */
export function useDraftOrSaved<T extends object>(page: PageId, saved: () => T): T {
  const [initial] = useState((): T => ({ ...saved(), ...readDraft<T>(page) }));
  return initial;
}

/** Keeps `answers` as the unsaved answers of `page`. */
export function keepDraft(page: PageId, answers: object): void {
  writeDrafts({ ...readDrafts(), [page]: answers });
}

/** Keeps the form's values as the page's draft while the customer types. */
export function useKeepDraft<T extends FieldValues>(page: PageId, watch: UseFormWatch<T>): void {
  useEffect(() => {
    const subscription = watch((values) => keepDraft(page, values));
    return () => subscription.unsubscribe();
  }, [page, watch]);
}
