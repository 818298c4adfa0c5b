import { initialPageValidity } from '@van/domain/journey';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { pricedQuote, TEST_RETRIEVAL_KEY, TEST_WEB_REFERENCE } from '../testing/fixtures';
import { heldSourceOfBusiness, JOURNEY_STORAGE_KEY, useJourneyStore } from './journey-store';

const quote = pricedQuote(createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk);
const retrievalKey = TEST_RETRIEVAL_KEY;

function storeInSession(state: unknown) {
  sessionStorage.setItem(JOURNEY_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
}

describe('journey store', () => {
  it('keeps the quote and retrieval key in sessionStorage, not localStorage', () => {
    useJourneyStore.getState().setQuote(quote, retrievalKey);

    const stored = JSON.parse(sessionStorage.getItem(JOURNEY_STORAGE_KEY) ?? '{}') as unknown;
    expect(stored).toMatchObject({ state: { quote, retrievalKey } });
    expect(localStorage.length).toBe(0);
  });

  it('restores what the session holds, as after a reload', async () => {
    storeInSession({ quote, retrievalKey });

    await useJourneyStore.persist.rehydrate();

    expect(useJourneyStore.getState().quote).toEqual(quote);
    expect(useJourneyStore.getState().retrievalKey).toEqual(retrievalKey);
  });

  it('drops a stored quote that no longer matches the contract', async () => {
    storeInSession({ quote: { policy: 'not a policy' }, retrievalKey });

    await useJourneyStore.persist.rehydrate();

    expect(useJourneyStore.getState().quote).toBeNull();
    expect(useJourneyStore.getState().retrievalKey).toBeNull();
  });

  it('restores a working quote not yet created, with the van lookup outcome and the driver being added', async () => {
    const working = createDefaultDirectQuote('2025-06-15');
    const invalidVehicleData = { transmission: true, doors: false, fuel: false };
    const tempDriver = { index: -1, answers: { firstName: 'Sam' } };
    storeInSession({ quote: working, invalidVehicleData, carDetailsConfirmed: true, tempDriver });

    await useJourneyStore.persist.rehydrate();

    const state = useJourneyStore.getState();
    expect(state.quote).toEqual(working);
    expect(state.retrievalKey).toBeNull();
    expect(state.invalidVehicleData).toEqual(invalidVehicleData);
    expect(state.carDetailsConfirmed).toBe(true);
    expect(state.tempDriver).toEqual(tempDriver);
  });

  it('drops a stored retrieval key or driver being added that has no quote to belong to', async () => {
    storeInSession({ retrievalKey, quoteKey: 'k', tempDriver: { index: -1, answers: {} } });

    await useJourneyStore.persist.rehydrate();

    const state = useJourneyStore.getState();
    expect(state.retrievalKey).toBeNull();
    expect(state.quoteKey).toBeNull();
    expect(state.tempDriver).toBeNull();
  });

  it('keeps the retrieval key when the working copy of a created quote changes', () => {
    const journey = useJourneyStore.getState();
    journey.setQuote(quote, retrievalKey);
    journey.setWorkingQuote({ ...quote, noAvailableProducts: false });

    expect(useJourneyStore.getState().retrievalKey).toEqual(retrievalKey);
  });

  it('forgets what was typed for an additional driver once another driver, or none, is edited', () => {
    const journey = useJourneyStore.getState();
    journey.setTempDriver({ index: -1, answers: {} });
    journey.keepDraft('DriverDetails/AdditionalDriverDetails', { firstName: 'Sam' });
    const draft = () => useJourneyStore.getState().drafts['DriverDetails/AdditionalDriverDetails'];

    journey.setTempDriver({ index: -1, answers: { firstName: 'Sam' } });
    expect(draft()).toEqual({ firstName: 'Sam' });
    journey.setTempDriver(null);
    expect(draft()).toBeUndefined();
  });

  it('keeps what a page holds unsaved in the session, restores it after a reload and forgets it once saved', async () => {
    useJourneyStore.getState().keepDraft('CoverDetails', { noClaimDiscountYears: 7 });
    const stored = sessionStorage.getItem(JOURNEY_STORAGE_KEY) ?? '';
    useJourneyStore.setState({ drafts: {} });
    sessionStorage.setItem(JOURNEY_STORAGE_KEY, stored);

    await useJourneyStore.persist.rehydrate();
    expect(useJourneyStore.getState().drafts).toEqual({
      CoverDetails: { noClaimDiscountYears: 7 },
    });

    useJourneyStore.getState().clearDraft('CoverDetails');
    expect(useJourneyStore.getState().drafts).toEqual({});
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).not.toContain('noClaimDiscountYears');
  });

  it('keeps a draft as a reload reads it back: an unanswered field is left out', () => {
    useJourneyStore.getState().keepDraft('CarUsage', { signage: true, refrigerated: undefined });

    expect(useJourneyStore.getState().drafts.CarUsage).toStrictEqual({ signage: true });
  });

  it('drops a stored draft of no page of the journey, or one that is not a set of answers', async () => {
    storeInSession({
      drafts: {
        CoverDetails: { coverLevel: 'C' },
        NoSuchPage: { a: 1 },
        CarUsage: 'typed',
        CarDetails: [1],
      },
    });

    await useJourneyStore.persist.rehydrate();

    expect(useJourneyStore.getState().drafts).toEqual({ CoverDetails: { coverLevel: 'C' } });
  });

  it('forgets every draft on reset, with the rest of the journey', () => {
    useJourneyStore.getState().keepDraft('DriverDetails', { firstName: 'Sam' });

    useJourneyStore.getState().reset();

    expect(useJourneyStore.getState().drafts).toEqual({});
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).not.toContain('Sam');
  });

  it('forgets the quote and retrieval key on reset', () => {
    useJourneyStore.getState().setQuote(quote, retrievalKey);

    useJourneyStore.getState().reset();

    expect(useJourneyStore.getState()).toMatchObject({ quote: null, retrievalKey: null });
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).not.toContain(TEST_WEB_REFERENCE);
  });

  it('keeps page validity and the current page in the session and restores them (§4.3)', async () => {
    useJourneyStore.getState().setPageValidity(['VehicleLookup', 'CarDetails'], true);
    useJourneyStore.getState().setCurrentPage('CarUsage');
    const stored = sessionStorage.getItem(JOURNEY_STORAGE_KEY) ?? '';
    useJourneyStore.setState({ pageValidity: initialPageValidity(), currentPage: null });
    sessionStorage.setItem(JOURNEY_STORAGE_KEY, stored);

    await useJourneyStore.persist.rehydrate();

    const { pageValidity, currentPage } = useJourneyStore.getState();
    expect(pageValidity).toMatchObject({ VehicleLookup: true, CarDetails: true, CarUsage: false });
    expect(currentPage).toBe('CarUsage');
  });

  it('keeps a bought policy’s number and source of business in the session through a reload (§8, decision 056), and forgets them on reset', async () => {
    useJourneyStore
      .getState()
      .setAlreadyPurchased({ policyNumber: 'VAN0001234', sourceOfBusiness: '115' });
    const stored = sessionStorage.getItem(JOURNEY_STORAGE_KEY) ?? '';
    useJourneyStore.setState({ policyNumber: null, purchasedSourceOfBusiness: null });
    sessionStorage.setItem(JOURNEY_STORAGE_KEY, stored);

    await useJourneyStore.persist.rehydrate();
    expect(useJourneyStore.getState().policyNumber).toBe('VAN0001234');
    expect(heldSourceOfBusiness(useJourneyStore.getState())).toBe('115');

    useJourneyStore.getState().reset();
    expect(useJourneyStore.getState().policyNumber).toBeNull();
    expect(heldSourceOfBusiness(useJourneyStore.getState())).toBeUndefined();
  });

  it("follows the held quote's source of business before a bought one's (decision 056)", () => {
    const journey = useJourneyStore.getState();
    journey.setAlreadyPurchased({ policyNumber: null, sourceOfBusiness: '115' });
    journey.setQuote(
      { ...quote, policy: { ...quote.policy, sourceOfBusiness: '104' } },
      retrievalKey,
    );
    expect(heldSourceOfBusiness(useJourneyStore.getState())).toBe('104');
  });

  it('§4.4: a newly answered quote needs finalizing again: setQuote forgets the quote key', () => {
    const journey = useJourneyStore.getState();
    journey.setQuote(quote, retrievalKey);
    journey.setQuoteKey('key-of-the-finalized-quote');
    expect(useJourneyStore.getState().quoteKey).toBe('key-of-the-finalized-quote');

    journey.setQuote(quote, retrievalKey);

    expect(useJourneyStore.getState().quoteKey).toBeNull();
  });

  it('keeps the wrap-up token through a reload, but not the loaded payment options (§3.12)', async () => {
    const journey = useJourneyStore.getState();
    journey.setQuote(quote, retrievalKey);
    journey.setPaymentOptions([{ type: 'MONTHLY_DD' }], true);
    journey.setWrapUp({ token: 'a-wrap-up-token', policyNumber: 'RWV-2025-000001' });
    const stored = sessionStorage.getItem(JOURNEY_STORAGE_KEY) ?? '';
    journey.reset();
    sessionStorage.setItem(JOURNEY_STORAGE_KEY, stored);

    await useJourneyStore.persist.rehydrate();

    expect(useJourneyStore.getState()).toMatchObject({
      token: 'a-wrap-up-token',
      policyNumber: 'RWV-2025-000001',
      paymentOptions: null,
      isDDStep: false,
      isPolicyNumberLoading: false,
    });
  });

  it('drops a stored wrap-up token without the quote it belongs to', async () => {
    storeInSession({ token: 'a-wrap-up-token' });
    await useJourneyStore.persist.rehydrate();
    expect(useJourneyStore.getState().token).toBeNull();
  });

  it('drops a stored policy number that is not text', async () => {
    storeInSession({ policyNumber: 42 });
    await useJourneyStore.persist.rehydrate();
    expect(useJourneyStore.getState().policyNumber).toBeNull();
  });

  it('restores what an earlier build stored (a quote only), with every page invalid', async () => {
    storeInSession({ quote, retrievalKey });

    await useJourneyStore.persist.rehydrate();

    expect(useJourneyStore.getState().quote).toEqual(quote);
    expect(useJourneyStore.getState().pageValidity).toEqual(initialPageValidity());
    expect(useJourneyStore.getState().currentPage).toBeNull();
  });

  it('drops stored validity and a current page that are not the journey’s, keeping the quote', async () => {
    storeInSession({
      quote,
      retrievalKey,
      pageValidity: { VehicleLookup: 'yes' },
      currentPage: 'NoSuchPage',
    });

    await useJourneyStore.persist.rehydrate();

    expect(useJourneyStore.getState().quote).toEqual(quote);
    expect(useJourneyStore.getState().pageValidity).toEqual(initialPageValidity());
    expect(useJourneyStore.getState().currentPage).toBeNull();
  });

  it('forgets page validity and the current page on reset', () => {
    useJourneyStore.getState().setPageValidity(['VehicleLookup'], true);
    useJourneyStore.getState().setCurrentPage('VehicleLookup');

    useJourneyStore.getState().reset();

    expect(useJourneyStore.getState().pageValidity).toEqual(initialPageValidity());
    expect(useJourneyStore.getState().currentPage).toBeNull();
  });
});
