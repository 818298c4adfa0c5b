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

/**
 * An amount for people to read: '£1,071' for whole pounds, '£29.99' otherwise, '-£5' below zero.
 * Written by hand because Intl formatting costs more than pricing a tier.
 */
export function formatPounds(pounds: number): string {
  const pence = Math.abs(toPence(pounds));
  const whole = Math.floor(pence / 100);
  const rest = pence % 100;
  let digits = String(whole);
  for (let at = digits.length - 3; at > 0; at -= 3) {
    digits = `${digits.slice(0, at)},${digits.slice(at)}`;
  }
  const sign = pounds < 0 && pence > 0 ? '-' : '';
  return rest === 0 ? `${sign}£${digits}` : `${sign}£${digits}.${String(rest).padStart(2, '0')}`;
}
