import { type InvalidVehicleData } from '@van/domain/forms';
import {
  answersArePriced,
  withPageValidity,
  type PageId,
  type ValidityPage,
} from '@van/domain/journey';
import type { AlreadyPurchased } from '@van/domain/contract';
import { type PaymentOption } from '@van/domain/payment';
import { type Quote } from '@van/domain/quote';
import { type RetrievalKey } from '@van/domain/retrieval';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import {
  initialState,
  type Drafts,
  type JourneyState,
  type PaymentLoad,
  type TempDriver,
} from './journey-state';

export {
  initialState,
  type Drafts,
  type JourneyState,
  type PaymentLoad,
  type TempDriver,
} from './journey-state';

interface JourneyActions {
  /** A quote the quote service created or returned, with the key that retrieves it. */
  setQuote: (quote: Quote, retrievalKey: RetrievalKey) => void;
  /** Decision 058: the quote a comparison site's link opened, kept as the site priced it. */
  setArrivedQuote: (arrivedQuote: Quote) => void;
  /** The customer's answers applied to the working copy; the retrieval key, if any, is kept. */
  setWorkingQuote: (quote: Quote) => void;
  /** §4.5: after a van lookup, which model fields must be completed by hand. */
  setVehicleLookupOutcome: (invalidVehicleData: InvalidVehicleData, confirmed: boolean) => void;
  setTempDriver: (tempDriver: TempDriver | null) => void;
  /**
   * §8: the policy number of a quote already bought (null: bought, number not known), with the
   * quote's source of business (decision 056).
   */
  setAlreadyPurchased: (purchased: AlreadyPurchased) => void;
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
  /** Keeps `answers` as the unsaved answers of `page`, as a reload would read them back. */
  keepDraft: (page: PageId, answers: object) => void;
  /** Forgets the unsaved answers of `page`: they are in the quote now, or abandoned. */
  clearDraft: (page: PageId) => void;
  /** Forgets everything: a new session (§2.6, §4.9). */
  reset: () => void;
}

export type JourneyStore = JourneyState & JourneyActions;

/** The additional-driver pages: one driver's answers, asked over two pages. */
const ADDITIONAL_DRIVER_PAGES: readonly PageId[] = [
  'DriverDetails/AdditionalDriverDetails',
  'AdditionalDriverDetails/LicenceDetails',
];

/** `drafts` without the drafts of `pages`. */
function withoutDrafts(drafts: Drafts, pages: readonly PageId[]): Drafts {
  return Object.fromEntries(
    Object.entries(drafts).filter(([page]) => !pages.includes(page as PageId)),
  );
}

/**
 * Answers as sessionStorage gives them back after a reload (JSON: an unanswered field is left out
 * rather than kept as undefined), so a page shows the same draft with or without a reload; and a
 * copy, as the form goes on changing the object it reports its values in.
 */
function asStored(answers: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(answers)) as Record<string, unknown>;
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
      // another one) must be finalized again before it is paid for. What the service answered is
      // what was priced (decision 051).
      setQuote: (quote, retrievalKey) =>
        set({
          quote,
          retrievalKey,
          quoteKey: null,
          pricedRisk: quote.policy.eventCurrent.risk,
        }),
      setArrivedQuote: (arrivedQuote) => set({ arrivedQuote }),
      // Decision 051: answers changed since the price lose the quote key finalized for the old ones.
      setWorkingQuote: (quote) =>
        set((state) => ({
          quote,
          quoteKey: heldAnswersArePriced({ quote, pricedRisk: state.pricedRisk })
            ? state.quoteKey
            : null,
        })),
      setVehicleLookupOutcome: (invalidVehicleData, carDetailsConfirmed) =>
        set({ invalidVehicleData, carDetailsConfirmed }),
      setTempDriver: (tempDriver) =>
        set((state) => {
          // A different driver (or none) is being edited: what was typed for the last one goes.
          const another =
            state.tempDriver === null ||
            tempDriver === null ||
            tempDriver.index !== state.tempDriver.index;
          return another
            ? { tempDriver, drafts: withoutDrafts(state.drafts, ADDITIONAL_DRIVER_PAGES) }
            : { tempDriver };
        }),
      setAlreadyPurchased: ({ policyNumber, sourceOfBusiness }) =>
        set({ policyNumber, purchasedSourceOfBusiness: sourceOfBusiness }),
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
      keepDraft: (page, answers) =>
        set((state) => ({ drafts: { ...state.drafts, [page]: asStored(answers) } })),
      clearDraft: (page) => set((state) => ({ drafts: withoutDrafts(state.drafts, [page]) })),
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
        pricedRisk: state.pricedRisk,
        arrivedQuote: state.arrivedQuote,
        retrievalKey: state.retrievalKey,
        invalidVehicleData: state.invalidVehicleData,
        carDetailsConfirmed: state.carDetailsConfirmed,
        tempDriver: state.tempDriver,
        quoteKey: state.quoteKey,
        policyNumber: state.policyNumber,
        purchasedSourceOfBusiness: state.purchasedSourceOfBusiness,
        // Loaded again on entry to the payment page; only what survives a reload is kept.
        paymentOptions: null,
        paymentLoad: { status: 'None', errorMessage: null },
        token: state.token,
        isPolicyNumberLoading: false,
        isDDStep: false,
        pageValidity: state.pageValidity,
        currentPage: state.currentPage,
        returnTo: state.returnTo,
        drafts: state.drafts,
      }),
      // journeyStorage has checked what it read back; nothing kept means a new session.
      merge: (persisted, current) => ({
        ...current,
        ...((persisted as JourneyState | undefined) ?? initialState()),
      }),
    },
  ),
);

/**
 * Decision 051: the held quote has a price, and it is the price of the answers held (the pay
 * method aside, answersArePriced). False for a working copy not yet priced.
 */
export function heldAnswersArePriced({
  quote,
  pricedRisk,
}: Pick<JourneyState, 'quote' | 'pricedRisk'>): boolean {
  return (
    quote !== null &&
    pricedRisk !== null &&
    answersArePriced(quote.policy.eventCurrent.risk, pricedRisk)
  );
}

/**
 * The source of business the customer's phone numbers follow (contactPhoneNumber): the held
 * quote's, else that of the quote already bought that a comparison site's link opened (decision
 * 056); undefined for a new visitor, who gets the general number.
 */
export function heldSourceOfBusiness({
  quote,
  purchasedSourceOfBusiness,
}: Pick<JourneyState, 'quote' | 'purchasedSourceOfBusiness'>): string | undefined {
  return quote?.policy.sourceOfBusiness ?? purchasedSourceOfBusiness ?? undefined;
}

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
