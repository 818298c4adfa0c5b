import { PageIdSchema, PageValiditySchema } from '@van/domain/journey';
import { QuoteSchema } from '@van/domain/quote';
import { RetrievalKeySchema } from '@van/domain/retrieval';
import { RiskSchema } from '@van/domain/risk';
import { z } from 'zod';
import type { StorageValue } from 'zustand/middleware';
import { initialState, type Drafts, type JourneyState } from './journey-state';

// The checks on the working state read back from sessionStorage after a reload, apart from the
// store so that the zod schemas they need load only when the session holds something to check,
// not with a new visitor's first page (decision 025).

const QuoteKeySchema = z.string().min(1);
const PolicyNumberSchema = z.string().min(1);
const SourceOfBusinessSchema = z.string().min(1);
const TokenSchema = z.string().min(1);
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
export function restoreJourneyState(persisted: unknown): JourneyState {
  const state = initialState();
  if (typeof persisted !== 'object' || persisted === null) return state;
  const stored = persisted as Partial<Record<keyof JourneyState, unknown>>;
  const quote = QuoteSchema.safeParse(stored.quote);
  if (quote.success) {
    state.quote = quote.data;
    // Decision 051: kept only with the quote it priced; without it the held answers count as
    // not priced, and your-quote prices them again.
    const pricedRisk = RiskSchema.safeParse(stored.pricedRisk);
    if (pricedRisk.success) state.pricedRisk = pricedRisk.data;
    // Decision 058: kept only with the quote it arrived as.
    const arrivedQuote = QuoteSchema.safeParse(stored.arrivedQuote);
    if (arrivedQuote.success) state.arrivedQuote = arrivedQuote.data;
    const retrievalKey = RetrievalKeySchema.safeParse(stored.retrievalKey);
    if (retrievalKey.success) {
      state.retrievalKey = retrievalKey.data;
      const quoteKey = QuoteKeySchema.safeParse(stored.quoteKey);
      if (quoteKey.success) state.quoteKey = quoteKey.data;
    }
  }
  const policyNumber = PolicyNumberSchema.safeParse(stored.policyNumber);
  if (policyNumber.success) state.policyNumber = policyNumber.data;
  const purchasedSourceOfBusiness = SourceOfBusinessSchema.safeParse(
    stored.purchasedSourceOfBusiness,
  );
  if (purchasedSourceOfBusiness.success) {
    state.purchasedSourceOfBusiness = purchasedSourceOfBusiness.data;
  }
  // §3.12: the wrap-up token of the policy bought for the held quote.
  const token = TokenSchema.safeParse(stored.token);
  if (token.success && state.quote !== null) state.token = token.data;
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
  state.drafts = restoreDrafts(stored.drafts);
  return state;
}

/**
 * The drafts kept for pages of the journey, each an object of answers as a form holds them. What
 * a draft's answers are is checked by the page's own schema when it is sent, as for anything typed.
 */
function restoreDrafts(stored: unknown): Drafts {
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      ([page, answers]) =>
        PageIdSchema.safeParse(page).success &&
        typeof answers === 'object' &&
        answers !== null &&
        !Array.isArray(answers),
    ),
  );
}

/**
 * What sessionStorage held under the store's key, as the store's persistence reads it: its state
 * restored as above; null when it is not JSON at all.
 */
export function restoreStoredJourney(stored: string): StorageValue<JourneyState> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { state, version } = parsed as { state?: unknown; version?: unknown };
  return {
    state: restoreJourneyState(state),
    ...(typeof version === 'number' ? { version } : {}),
  };
}
