import { createDefaultDirectQuote, selectedResult, type Quote } from '@van/domain/quote';
import { type Risk } from '@van/domain/risk';
import { describe, expect, it } from 'vitest';
import {
  isNcdProtected,
  ncdYearsOf,
  protectedNcdPrice,
  voluntaryExcessOptions,
  withProtectedNcd,
  withVoluntaryExcess,
} from './cover-choices';
import { engineQuote, PNCD } from '../../testing/quote-test-kit';

const base = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;
const withNcd = (years: number): Risk => ({
  ...base,
  previousInsuranceMotor: { type: 'GV', noClaimsDiscount: { years, protected: false } },
});

describe('voluntary excess', () => {
  it('offers the tariff’s steps, and the quote’s own amount when it is not one of them', () => {
    expect(voluntaryExcessOptions(engineQuote(base))).toEqual([
      0, 100, 150, 250, 350, 500, 750, 1000,
    ]);
    expect(voluntaryExcessOptions(engineQuote({ ...base, volXS: 300 }))).toContain(300);
  });

  it('writes volXS without changing anything else of the risk', () => {
    const quote = engineQuote(base);
    const changed = withVoluntaryExcess(quote, 500);
    expect(changed.policy.eventCurrent.risk).toEqual({
      ...quote.policy.eventCurrent.risk,
      volXS: 500,
    });
    expect(quote.policy.eventCurrent.risk.volXS).toBe(250);
  });
});

describe('protected NCD', () => {
  it('sets previousInsuranceMotor.noClaimsDiscount.protected, keeping the years', () => {
    const quote = withProtectedNcd(engineQuote(withNcd(4)), true);
    expect(isNcdProtected(quote)).toBe(true);
    expect(ncdYearsOf(quote)).toBe(4);
    expect(isNcdProtected(withProtectedNcd(quote, false))).toBe(false);
  });

  it('leaves a quote without a discount as it is (§4.7)', () => {
    const quote: Quote = engineQuote(base);
    expect(withProtectedNcd(quote, true)).toBe(quote);
    expect(ncdYearsOf(quote)).toBe(0);
  });

  it('prices protection from its extension, and is undefined where it is not offered', () => {
    expect(protectedNcdPrice(selectedResult(engineQuote(withNcd(4))))).toBe(PNCD.price);
    expect(protectedNcdPrice(selectedResult(engineQuote(withNcd(1))))).toBeUndefined();
  });
});
