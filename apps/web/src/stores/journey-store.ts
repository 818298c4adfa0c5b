import {
  initialPageValidity,
  PageIdSchema,
  PageValiditySchema,
  QuoteSchema,
  RetrievalKeySchema,
  withPageValidity,
  type PageId,
  type PageValidity,
  type Quote,
  type RetrievalKey,
  type ValidityPage,
} from '@van/domain';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** §3.12 client working state (the quote area and navigation, as far as the journey needs them). */
interface JourneyState {
  /** The working copy of the quote, as last returned by the quote service. */
  quote: Quote | null;
  /** §3.10: what retrieve, e-mail, finalize and wrap-up send to identify the quote. */
  retrievalKey: RetrievalKey | null;
  /** §3.12 / §4.4: returned by finalize; the payment page needs it (§2.2). */
  quoteKey: string | null;
  /** §4.3: which pages of the journey are complete. */
  pageValidity: PageValidity;
  /** §4.3: the page a refused page sends the customer back to. */
  currentPage: PageId | null;
}

interface JourneyActions {
  setQuote: (quote: Quote, retrievalKey: RetrievalKey) => void;
  /** §4.3: 'Page validity can be changed'. */
  setPageValidity: (pages: readonly ValidityPage[], valid: boolean) => void;
  /** §4.3: '… and the current page can be set.' */
  setCurrentPage: (page: PageId) => void;
  /** Forgets everything: a new session (§2.6, §4.9). */
  reset: () => void;
}

export type JourneyStore = JourneyState & JourneyActions;

function initialState(): JourneyState {
  return {
    quote: null,
    retrievalKey: null,
    quoteKey: null,
    pageValidity: initialPageValidity(),
    currentPage: null,
  };
}

/** Key under which the working state is kept in sessionStorage. */
export const JOURNEY_STORAGE_KEY = 'van-journey';

const QuoteKeySchema = z.string().min(1);

/**
 * What was stored may come from an older build of the app, or have been edited by hand: anything
 * that no longer matches the contract is dropped rather than trusted. The quote and its retrieval
 * key are kept or dropped together.
 */
function restore(persisted: unknown): JourneyState {
  const state = initialState();
  if (typeof persisted !== 'object' || persisted === null) return state;
  const stored = persisted as Partial<Record<keyof JourneyState, unknown>>;
  const quote = QuoteSchema.safeParse(stored.quote);
  const retrievalKey = RetrievalKeySchema.safeParse(stored.retrievalKey);
  if (quote.success && retrievalKey.success) {
    state.quote = quote.data;
    state.retrievalKey = retrievalKey.data;
    const quoteKey = QuoteKeySchema.safeParse(stored.quoteKey);
    if (quoteKey.success) state.quoteKey = quoteKey.data;
  }
  const pageValidity = PageValiditySchema.safeParse(stored.pageValidity);
  if (pageValidity.success) state.pageValidity = pageValidity.data;
  const currentPage = PageIdSchema.safeParse(stored.currentPage);
  if (currentPage.success) state.currentPage = currentPage.data;
  return state;
}

/**
 * The one store of the journey. Kept in sessionStorage, not localStorage: it holds personal data,
 * must survive a reload (§3.12) and must die with the tab's session.
 */
export const useJourneyStore = create<JourneyStore>()(
  persist(
    (set) => ({
      ...initialState(),
      setQuote: (quote, retrievalKey) => set({ quote, retrievalKey }),
      setPageValidity: (pages, valid) =>
        set((state) => ({ pageValidity: withPageValidity(state.pageValidity, pages, valid) })),
      setCurrentPage: (currentPage) => set({ currentPage }),
      reset: () => set(initialState()),
    }),
    {
      name: JOURNEY_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ quote, retrievalKey, quoteKey, pageValidity, currentPage }): JourneyState => ({
        quote,
        retrievalKey,
        quoteKey,
        pageValidity,
        currentPage,
      }),
      merge: (persisted, current) => ({ ...current, ...restore(persisted) }),
    },
  ),
);
