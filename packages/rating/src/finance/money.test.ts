import { describe, expect, it } from 'vitest';
import { roundPence, toPence } from './money.ts';

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
});
