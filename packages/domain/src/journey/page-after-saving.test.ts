import { describe, expect, it } from 'vitest';
import { applyVehicleLookup } from '../forms/vehicle-lookup.form.ts';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { answeredQuote } from '../testing/answered-quote.ts';
import { isChanging } from './is-changing.ts';
import { pageAfterSaving } from './page-after-saving.ts';
import type { PageId } from './pages.ts';

const created = (quote: Quote): Quote => ({
  ...quote,
  policy: { ...quote.policy, webReference: '12345-67890-12345' },
});

/** A priced quote with every question answered. */
const priced = created(answeredQuote());
/** The same quote after a new van lookup, which takes the van's use with the old van (§4.5). */
const newVan = applyVehicleLookup(priced, {
  manufacturer: 'VW',
  abiCode: '1',
  imported: 'N',
}).quote;

const CHANGING = { returnTo: 'CheckYourDetails', carDetailsConfirmed: true } as const;

describe('isChanging (decision 023)', () => {
  it.each<[string, Quote, PageId | null, boolean]>([
    ['a change begun from the summary of a priced quote', priced, 'CheckYourDetails', true],
    ['no change begun', priced, null, false],
    ['a working copy not yet priced', answeredQuote(), 'CheckYourDetails', false],
    ['a new quote', createDefaultDirectQuote('2025-06-15'), 'CheckYourDetails', false],
  ])('%s: %s', (_case, quote, returnTo, changing) => {
    expect(isChanging(quote, returnTo)).toBe(changing);
  });
});

describe('pageAfterSaving (decision 023)', () => {
  it('goes to the next page outside a change', () => {
    const state = { returnTo: null, carDetailsConfirmed: true };
    expect(pageAfterSaving(priced, 'LicenceDetails', state)).toBe('LicenceDetails');
    expect(pageAfterSaving(answeredQuote(), 'LicenceDetails', CHANGING)).toBe('LicenceDetails');
  });

  it.each<[string, PageId]>([
    ['a later question page', 'LicenceDetails'],
    ['the page after van-details once the van is confirmed', 'CarDetails'],
    ['using-the-van while the quote holds its answers', 'CarUsage'],
  ])('during a change skips %s and goes to cover-details to be priced again', (_case, next) => {
    expect(pageAfterSaving(priced, next, CHANGING)).toBe('CoverDetails');
  });

  it.each<PageId>([
    'DriverDetails/AdditionalDriverDetails',
    'AdditionalDriverDetails/LicenceDetails',
  ])('during a change asks both pages of a driver being added or changed (§4.6): %s', (next) => {
    expect(pageAfterSaving(priced, next, CHANGING)).toBe(next);
  });

  it('during a change asks for the van found by a new lookup to be confirmed (§5.4)', () => {
    const state = { ...CHANGING, carDetailsConfirmed: false };
    expect(pageAfterSaving(newVan, 'CarDetails', state)).toBe('CarDetails');
  });

  it('during a change asks using-the-van again once a new van has taken its answers (§4.5)', () => {
    expect(pageAfterSaving(newVan, 'CarUsage', CHANGING)).toBe('CarUsage');
  });
});
