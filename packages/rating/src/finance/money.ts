/** Rounds to whole pence, half away from zero (money is held in pounds with two decimals). */
export function roundPence(pounds: number): number {
  return (Math.sign(pounds) * Math.round(Math.abs(pounds) * 100 + Number.EPSILON)) / 100;
}
