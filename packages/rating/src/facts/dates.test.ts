import { describe, expect, it } from 'vitest';
import { monthsBetween } from './dates.ts';

describe('monthsBetween', () => {
  it.each([
    ['2026-01-22', '2026-11-22', 10],
    ['2026-01-23', '2026-11-22', 9],
    ['2021-11-22', '2026-11-22', 60],
    ['2027-01-01', '2026-11-22', 0],
    ['2024-02-29', '2025-02-28', 11],
  ])('from %s to %s is %d whole months', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });

  it('is undefined for something that is not a date', () => {
    expect(monthsBetween('yesterday', '2026-11-22')).toBeUndefined();
    expect(monthsBetween(undefined, '2026-11-22')).toBeUndefined();
  });
});
