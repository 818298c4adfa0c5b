// Money is held in pounds with two decimals. Sums of such numbers carry binary noise (1.005 * 100
// is 100.49999999999999), so anything within a millionth of a penny of a half counts as the half.
const NOISE = 1e-6;

/** Whole pence of an amount in pounds, half away from zero. */
export function toPence(pounds: number): number {
  return Math.sign(pounds) * Math.round(Math.abs(pounds) * 100 + NOISE) || 0;
}

/** Rounds to whole pence, half away from zero. */
export function roundPence(pounds: number): number {
  return toPence(pounds) / 100;
}
