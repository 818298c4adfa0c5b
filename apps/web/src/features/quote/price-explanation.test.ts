import { describe, expect, it } from 'vitest';
import { explainPrice } from './price-explanation';

describe('explainPrice', () => {
  it('splits the lines into the start, what changed the price and what did not', () => {
    const explanation = explainPrice({
      calcDetails: {
        breakdownLines: [
          {
            code: 'BASE',
            text: 'Starting price for insuring a van for a year: £1,137',
            value: 1137,
          },
          { code: 'COVER_LEVEL', text: 'Comprehensive cover: no change', value: 0 },
          { code: 'MAIN_DRIVER_AGE', text: 'Main driver aged 45: -5%', value: -56.85 },
          { code: 'FEE', text: 'Our arrangement fee', value: 28 },
        ],
      },
      premiumDetails: { totalPayable: 1108.15 },
    });
    expect(explanation).toEqual({
      start: {
        code: 'BASE',
        text: 'Starting price for insuring a van for a year: £1,137',
        value: 1137,
      },
      changes: [
        { code: 'MAIN_DRIVER_AGE', text: 'Main driver aged 45: -5%', value: -56.85 },
        { code: 'FEE', text: 'Our arrangement fee', value: 28 },
      ],
      noChange: [{ code: 'COVER_LEVEL', text: 'Comprehensive cover', value: 0 }],
      total: 1108.15,
    });
  });

  it('adds the lines up when the result gives no total', () => {
    expect(
      explainPrice({
        calcDetails: {
          breakdownLines: [
            { code: 'BASE', text: 'Start', value: 100.1 },
            { code: 'X', text: 'More', value: 0.2 },
          ],
        },
      })?.total,
    ).toBe(100.3);
  });

  it('is undefined without lines', () => {
    expect(explainPrice({ calcDetails: {} })).toBeUndefined();
    expect(explainPrice(undefined)).toBeUndefined();
  });
});
