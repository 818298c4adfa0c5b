import { describe, expect, it } from 'vitest';
import { formatPounds, roundPence, toPence } from './money.ts';

describe('money', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [10, 10],
  ])('roundPence(%d) is %d, half away from zero', (pounds, rounded) => {
    expect(roundPence(pounds)).toBe(rounded);
  });

  it('toPence gives whole pence', () => {
    expect(toPence(12.345)).toBe(1235);
    expect(toPence(0.1 + 0.2)).toBe(30);
  });

  it.each([
    [1071, '£1,071'],
    [29.99, '£29.99'],
    [1_234_567.5, '£1,234,567.50'],
    [0, '£0'],
    [-5, '-£5'],
    [250, '£250'],
  ])('formatPounds(%d) is %s', (pounds, text) => {
    expect(formatPounds(pounds)).toBe(text);
  });
});
