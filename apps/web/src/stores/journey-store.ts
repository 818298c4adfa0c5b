import {
  initialInvalidVehicleData,
  initialPageValidity,
  PageIdSchema,
  PageValiditySchema,
  QuoteSchema,
  RetrievalKeySchema,
  withPageValidity,
  type PageId,
  type PageValidity,
  type InvalidVehicleData,
  type Quote,
  type RetrievalKey,
  type ValidityPage,
} from '@van/domain';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearDraft } from './form-drafts';

/** §3.12 client working state (the quote area and navigation, as far as the journey needs them). */
interface JourneyState {
  /**
   * The working copy of the quote: the §3.13 default quote the question pages fill in, then the
   * quote as last returned by the quote service (§4.4 'created' once its webReference is set).
   */
  quote: Quote | null;
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
  /** §4.3: which pages of the journey are complete. */
  pageValidity: PageValidity;
  /** §4.3: the page a refused page sends the customer back to. */
  currentPage: PageId | null;
  /**
   * The summary a Change link was followed from (check-your-details), to return to once the
   * changed answers are priced again; null outside a change (decision 023).
   */
  returnTo: PageId | null;
}

export interface TempDriver {
  index: number;
  answers: Record<string, unknown>;
}

interface JourneyActions {
  /** A quote the quote service created or returned, with the key that retrieves it. */
  setQuote: (quote: Quote, retrievalKey: RetrievalKey) => void;
  /** The customer's answers applied to the working copy; the retrieval key, if any, is kept. */
  setWorkingQuote: (quote: Quote) => void;
  /** §4.5: after a van lookup, which model fields must be completed by hand. */
  setVehicleLookupOutcome: (invalidVehicleData: InvalidVehicleData, confirmed: boolean) => void;
  setTempDriver: (tempDriver: TempDriver | null) => void;
  /** §4.3: 'Page validity can be changed'. */
  setPageValidity: (pages: readonly ValidityPage[], valid: boolean) => void;
  /** §4.3: '… and the current page can be set.' */
  setCurrentPage: (page: PageId) => void;
  /** A change from a summary begins (the summary's page) or ends (null). */
  setReturnTo: (page: PageId | null) => void;
  /** Forgets everything: a new session (§2.6, §4.9). */
  reset: () => void;
}

export type JourneyStore = JourneyState & JourneyActions;

function initialState(): JourneyState {
  return {
    quote: null,
    retrievalKey: null,
    invalidVehicleData: initialInvalidVehicleData(),
    carDetailsConfirmed: false,
    tempDriver: null,
    quoteKey: null,
    pageValidity: initialPageValidity(),
    currentPage: null,
    returnTo: null,
  };
}

/** Key under which the working state is kept in sessionStorage. */
export const JOURNEY_STORAGE_KEY = 'van-journey';

const QuoteKeySchema = z.string().min(1);
const TempDriverSchema = z.object({
  index: z.number().int().min(-1),
  answers: z.record(z.string(), z.unknown()),
});
const InvalidVehicleDataSchema = z.object({
  transmission: z.boolean(),
  doors: z.boolean(),
  fuel: z.boolean(),
});

/**
 * What was stored may come from an older build of the app, or have been edited by hand: anything
 * that no longer matches the contract is dropped rather than trusted. A retrieval key or quote key
 * is kept only with the quote it belongs to.
 */
function restore(persisted: unknown): JourneyState {
  const state = initialState();
  if (typeof persisted !== 'object' || persisted === null) return state;
  const stored = persisted as Partial<Record<keyof JourneyState, unknown>>;
  const quote = QuoteSchema.safeParse(stored.quote);
  if (quote.success) {
    state.quote = quote.data;
    const retrievalKey = RetrievalKeySchema.safeParse(stored.retrievalKey);
    if (retrievalKey.success) {
      state.retrievalKey = retrievalKey.data;
      const quoteKey = QuoteKeySchema.safeParse(stored.quoteKey);
      if (quoteKey.success) state.quoteKey = quoteKey.data;
    }
  }
  const invalidVehicleData = InvalidVehicleDataSchema.safeParse(stored.invalidVehicleData);
  if (invalidVehicleData.success) state.invalidVehicleData = invalidVehicleData.data;
  if (typeof stored.carDetailsConfirmed === 'boolean') {
    state.carDetailsConfirmed = stored.carDetailsConfirmed;
  }
  const tempDriver = TempDriverSchema.safeParse(stored.tempDriver);
  if (tempDriver.success && state.quote !== null) state.tempDriver = tempDriver.data;
  const pageValidity = PageValiditySchema.safeParse(stored.pageValidity);
  if (pageValidity.success) state.pageValidity = pageValidity.data;
  const currentPage = PageIdSchema.safeParse(stored.currentPage);
  if (currentPage.success) state.currentPage = currentPage.data;
  const returnTo = PageIdSchema.safeParse(stored.returnTo);
  if (returnTo.success && state.quote !== null) state.returnTo = returnTo.data;
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
      setWorkingQuote: (quote) => set({ quote }),
      setVehicleLookupOutcome: (invalidVehicleData, carDetailsConfirmed) =>
        set({ invalidVehicleData, carDetailsConfirmed }),
      setTempDriver: (tempDriver) =>
        set((state) => {
          // A different driver (or none) is being edited: what was typed for the last one goes.
          if (
            state.tempDriver === null ||
            tempDriver === null ||
            tempDriver.index !== state.tempDriver.index
          ) {
            clearDraft('DriverDetails/AdditionalDriverDetails');
            clearDraft('AdditionalDriverDetails/LicenceDetails');
          }
          return { tempDriver };
        }),
      setPageValidity: (pages, valid) =>
        set((state) => ({ pageValidity: withPageValidity(state.pageValidity, pages, valid) })),
      setCurrentPage: (currentPage) => set({ currentPage }),
      setReturnTo: (returnTo) => set({ returnTo }),
      reset: () => set(initialState()),
    }),
    {
      name: JOURNEY_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): JourneyState => ({
        quote: state.quote,
        retrievalKey: state.retrievalKey,
        invalidVehicleData: state.invalidVehicleData,
        carDetailsConfirmed: state.carDetailsConfirmed,
        tempDriver: state.tempDriver,
        quoteKey: state.quoteKey,
        pageValidity: state.pageValidity,
        currentPage: state.currentPage,
        returnTo: state.returnTo,
      }),
      merge: (persisted, current) => ({ ...current, ...restore(persisted) }),
    },
  ),
);
