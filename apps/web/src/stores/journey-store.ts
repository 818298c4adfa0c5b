import { QuoteSchema, RetrievalKeySchema, type Quote, type RetrievalKey } from '@van/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** §3.12 client working state (the quote area, as far as this version of the journey needs it). */
interface JourneyState {
  /** The working copy of the quote, as last returned by the quote service. */
  quote: Quote | null;
  /** §3.10: what retrieve, e-mail, finalize and wrap-up send to identify the quote. */
  retrievalKey: RetrievalKey | null;
}

interface JourneyActions {
  setQuote: (quote: Quote, retrievalKey: RetrievalKey) => void;
  reset: () => void;
}

export type JourneyStore = JourneyState & JourneyActions;

const initialState: JourneyState = { quote: null, retrievalKey: null };

/** Key under which the working state is kept in sessionStorage. */
export const JOURNEY_STORAGE_KEY = 'van-journey';

/**
 * What was stored may come from an older build of the app, or have been edited by hand: anything
 * that no longer matches the contract is dropped rather than trusted.
 */
function restore(persisted: unknown): JourneyState {
  if (typeof persisted !== 'object' || persisted === null) return initialState;
  const stored = persisted as Partial<Record<keyof JourneyState, unknown>>;
  const quote = QuoteSchema.safeParse(stored.quote);
  const retrievalKey = RetrievalKeySchema.safeParse(stored.retrievalKey);
  if (!quote.success || !retrievalKey.success) return initialState;
  return { quote: quote.data, retrievalKey: retrievalKey.data };
}

/**
 * The one store of the journey. Kept in sessionStorage, not localStorage: it holds personal data,
 * must survive a reload (§3.12) and must die with the tab's session.
 */
export const useJourneyStore = create<JourneyStore>()(
  persist(
    (set) => ({
      ...initialState,
      setQuote: (quote, retrievalKey) => set({ quote, retrievalKey }),
      reset: () => set(initialState),
    }),
    {
      name: JOURNEY_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): JourneyState => ({
        quote: state.quote,
        retrievalKey: state.retrievalKey,
      }),
      merge: (persisted, current) => ({ ...current, ...restore(persisted) }),
    },
  ),
);
