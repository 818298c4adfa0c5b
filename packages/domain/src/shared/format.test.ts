import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeCode,
  formatCount,
  formatDateParts,
  formatLongDate,
  formatMoney,
  formatMonthYear,
  formatPercent,
  formatPounds,
  monthName,
  yesNo,
} from './format.ts';

// What the pages, e-mails and documents wrote with Intl.NumberFormat before there was one
// definition: the hand-written formatting must write every amount the same way.
const INTL_POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('formatMoney', () => {
  it.each([
    [1149.65, '£1,149.65'],
    [28, '£28.00'],
    [0.5, '£0.50'],
    [0, '£0.00'],
    [58.2, '£58.20'],
    [18500, '£18,500.00'],
    [1_000_000, '£1,000,000.00'],
    [-5, '-£5.00'],
  ])('writes %d pounds as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([
    [1.005, '£1.01'],
    [2.675, '£2.68'],
    [0.1 + 0.2, '£0.30'],
    [-1.005, '-£1.01'],
  ])('rounds %d to the nearest penny, a half away from zero, as written', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('writes any amount of pounds and pence as Intl.NumberFormat writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (pence) => {
        expect(formatMoney(pence / 100)).toBe(INTL_POUNDS.format(pence / 100));
      }),
    );
  });

  it('rounds a third decimal as Intl.NumberFormat does, for any amount not rounding to nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (tenthsOfPence) => {
        fc.pre(Math.abs(tenthsOfPence) >= 5);
        const amount = tenthsOfPence / 1000;
        expect(formatMoney(amount)).toBe(INTL_POUNDS.format(amount));
      }),
    );
  });

  it('writes an amount that rounds to nothing without a minus sign', () => {
    expect(formatMoney(-0)).toBe('£0.00');
    expect(formatMoney(-0.001)).toBe('£0.00');
  });
});

describe('formatPounds', () => {
  it.each([
    [1071, '£1,071'],
    [29.99, '£29.99'],
    [1_234_567.5, '£1,234,567.50'],
    [0, '£0'],
    [-5, '-£5'],
    [250, '£250'],
    [12.5, '£12.50'],
  ])('writes %d as %s', (pounds, text) => {
    expect(formatPounds(pounds)).toBe(text);
  });

  it('writes whole pounds without pence and other amounts with them, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (pence) => {
        const intl = INTL_POUNDS.format(pence / 100);
        expect(formatPounds(pence / 100)).toBe(pence % 100 === 0 ? intl.slice(0, -3) : intl);
      }),
    );
  });

  it('writes a sum that is whole but for binary noise as whole pounds', () => {
    expect(formatPounds(0.1 * 3 * 1000)).toBe('£300');
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2027-01-01', '1 January 2027'],
    ['2025-06-20', '20 June 2025'],
    ['2026-11-22', '22 November 2026'],
    ['2026-12-22T23:59:59.000Z', '22 December 2026'],
    // §5.3: a date-time is reduced to its UTC date.
    ['2026-06-30T23:30:00-01:00', '1 July 2026'],
  ])('writes %s as %s', (value, written) => {
    expect(formatLongDate(value)).toBe(written);
  });

  it('returns what it cannot read as a date as it was given', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('months and days', () => {
  it.each([
    [1, 'January'],
    [3, 'March'],
    [12, 'December'],
    [13, '13'],
  ])('names month %d %s', (month, name) => {
    expect(monthName(month)).toBe(name);
  });

  it('writes a month and year, and a day from its parts, in full', () => {
    expect(formatMonthYear(4, 2015)).toBe('April 2015');
    expect(formatDateParts({ day: 23, month: 4, year: 2021 })).toBe('23 April 2021');
  });
});

describe('counts and percentages', () => {
  it.each([
    [6000, '6,000'],
    [250, '250'],
    [1_234_567, '1,234,567'],
  ])('writes the count %d as %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('groups any whole count as toLocaleString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-GB'));
      }),
    );
  });

  it.each([
    [26.9, '26.9%'],
    [11.36, '11.36%'],
    [12, '12%'],
    [11.3649, '11.36%'],
  ])('writes %d percent as %s', (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });
});

describe('answers in words', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [undefined, 'Not answered'],
  ])('writes %s as %s', (answer, words) => {
    expect(yesNo(answer)).toBe(words);
  });

  const LIST = [
    { code: 'PANEL', description: 'Panel van' },
    { code: 'PICKUP', description: 'Pick-up' },
  ];

  it('describes a code by its words in the list', () => {
    expect(describeCode(LIST, 'PICKUP')).toBe('Pick-up');
  });

  it('shows a code the list does not know as the code, never nothing', () => {
    expect(describeCode(LIST, 'LUTON')).toBe('LUTON');
  });

  it('says Not answered for no code', () => {
    expect(describeCode(LIST, undefined)).toBe('Not answered');
    expect(describeCode(LIST, '')).toBe('Not answered');
  });
});
