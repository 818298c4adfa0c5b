import {
  initialInvalidVehicleData,
  initialPageValidity,
  withPageValidity,
  type PageId,
  type PageValidity,
  type InvalidVehicleData,
  type PaymentOption,
  type Quote,
  type RetrievalKey,
  type ValidityPage,
} from '@van/domain';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { clearDraft } from './form-drafts';

/** §3.12 client working state (the quote area and navigation, as far as the journey needs them). */
export interface JourneyState {
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
  /**
   * §3.12 payment area: the policy number, from the wrap-up (§4.8). §8: also kept when a
   * comparison site's link opens a quote already bought, for the purchased page to show; null when
   * none is known.
   */
  policyNumber: string | null;
  /** §3.12 payment area: the options the payment page was opened with (§7.4); null until loaded. */
  paymentOptions: PaymentOption[] | null;
  /** §3.12 / §4.1: the payment area's load status, and what went wrong in the customer's words. */
  paymentLoad: PaymentLoad;
  /**
   * §3.12 / §4.8: the wrap-up token, which opens the bought policy and its documents. Held once
   * the policy is issued: the payment page then goes on to confirmation instead of taking a
   * payment again.
   */
  token: string | null;
  /** §2.2 / §3.12: the wrap-up is running; a full-screen loading overlay shows meanwhile. */
  isPolicyNumberLoading: boolean;
  /** §3.12 / §4.8: the payment page is on its Direct Debit step (monthly, before the card). */
  isDDStep: boolean;
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

/** §4.1: None → Triggered → Success, or Fail with an errorMessage. */
export interface PaymentLoad {
  status: 'None' | 'Triggered' | 'Success' | 'Fail';
  errorMessage: string | null;
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
  /** §8: the policy number of a quote already bought (null: bought, number not known). */
  setPolicyNumber: (policyNumber: string | null) => void;
  /** §4.4: 'Finalize stores the quoteKey'. */
  setQuoteKey: (quoteKey: string) => void;
  /** §7.4: the payment options loaded (Success), or why they could not be (Fail). */
  setPaymentOptions: (options: PaymentOption[], isDDStep: boolean) => void;
  setPaymentLoad: (paymentLoad: PaymentLoad) => void;
  /** §4.8: the Direct Debit step begins (true) or is done (false). */
  setDDStep: (isDDStep: boolean) => void;
  setPolicyNumberLoading: (isPolicyNumberLoading: boolean) => void;
  /** §4.8: the wrap-up's answer, {token, policyNumber}. */
  setWrapUp: (wrapUp: { token: string; policyNumber: string }) => void;
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

/** The state of a new session: no quote, every page invalid. A fresh object each call. */
export function initialState(): JourneyState {
  return {
    quote: null,
    retrievalKey: null,
    invalidVehicleData: initialInvalidVehicleData(),
    carDetailsConfirmed: false,
    tempDriver: null,
    quoteKey: null,
    policyNumber: null,
    paymentOptions: null,
    paymentLoad: { status: 'None', errorMessage: null },
    token: null,
    isPolicyNumberLoading: false,
    isDDStep: false,
    pageValidity: initialPageValidity(),
    currentPage: null,
    returnTo: null,
  };
}

/** Key under which the working state is kept in sessionStorage. */
export const JOURNEY_STORAGE_KEY = 'van-journey';

/**
 * sessionStorage, with what is read back checked against the contract (restore-journey-state.ts)
 * before the store takes it. The checks need the domain's zod schemas, which a new visitor's first
 * page does without (decision 025): they load only when the session holds something to check.
 */
const journeyStorage: PersistStorage<JourneyState> = {
  getItem: async (name) => {
    const stored = sessionStorage.getItem(name);
    if (stored === null) return null;
    const { restoreStoredJourney } = await import('./restore-journey-state');
    return restoreStoredJourney(stored);
  },
  setItem: (name, value: StorageValue<JourneyState>) =>
    sessionStorage.setItem(name, JSON.stringify(value)),
  removeItem: (name) => sessionStorage.removeItem(name),
};

/**
 * The one store of the journey. Kept in sessionStorage, not localStorage: it holds personal data,
 * must survive a reload (§3.12) and must die with the tab's session.
 */
export const useJourneyStore = create<JourneyStore>()(
  persist(
    (set) => ({
      ...initialState(),
      // A quote key belongs to the quote as it was finalized: a newly answered quote (re-priced, or
      // another one) must be finalized again before it is paid for.
      setQuote: (quote, retrievalKey) => set({ quote, retrievalKey, quoteKey: null }),
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
      setPolicyNumber: (policyNumber) => set({ policyNumber }),
      setQuoteKey: (quoteKey) => set({ quoteKey }),
      setPaymentOptions: (paymentOptions, isDDStep) =>
        set({ paymentOptions, isDDStep, paymentLoad: { status: 'Success', errorMessage: null } }),
      setPaymentLoad: (paymentLoad) => set({ paymentLoad }),
      setDDStep: (isDDStep) => set({ isDDStep }),
      setPolicyNumberLoading: (isPolicyNumberLoading) => set({ isPolicyNumberLoading }),
      setWrapUp: ({ token, policyNumber }) =>
        set({ token, policyNumber, isPolicyNumberLoading: false }),
      setPageValidity: (pages, valid) =>
        set((state) => ({ pageValidity: withPageValidity(state.pageValidity, pages, valid) })),
      setCurrentPage: (currentPage) => set({ currentPage }),
      setReturnTo: (returnTo) => set({ returnTo }),
      reset: () => set(initialState()),
    }),
    {
      name: JOURNEY_STORAGE_KEY,
      version: 1,
      storage: journeyStorage,
      // Restored by journeyRestored(), once, before any loader reads the store.
      skipHydration: true,
      partialize: (state): JourneyState => ({
        quote: state.quote,
        retrievalKey: state.retrievalKey,
        invalidVehicleData: state.invalidVehicleData,
        carDetailsConfirmed: state.carDetailsConfirmed,
        tempDriver: state.tempDriver,
        quoteKey: state.quoteKey,
        policyNumber: state.policyNumber,
        // Loaded again on entry to the payment page; only what survives a reload is kept.
        paymentOptions: null,
        paymentLoad: { status: 'None', errorMessage: null },
        token: state.token,
        isPolicyNumberLoading: false,
        isDDStep: false,
        pageValidity: state.pageValidity,
        currentPage: state.currentPage,
        returnTo: state.returnTo,
      }),
      // journeyStorage has checked what it read back; nothing kept means a new session.
      merge: (persisted, current) => ({
        ...current,
        ...((persisted as JourneyState | undefined) ?? initialState()),
      }),
    },
  ),
);

let restoring: Promise<void> | undefined;

/**
 * Resolves once the working state the session kept (a reload) is back in the store. main.tsx
 * starts it; every loader awaits it before reading the store, so no page sees a new session's
 * state for a moment, and nothing is written over what the session kept before it is read.
 */
export function journeyRestored(): Promise<void> {
  restoring ??= useJourneyStore.persist.rehydrate();
  return restoring;
}
