/**
 * The APR of a credit agreement by the Consumer Credit formula (CONC App 1.1): the annual rate X at
 * which the advance equals the present value of the repayments, times in years, rounded to one
 * decimal place. `repayments` are amounts due 1, 2, 3... months after the advance. 0 when the
 * repayments come to no more than the advance.
 */
export function annualPercentageRate(advance: number, repayments: readonly number[]): number {
  const rate = solveAnnualRate(advance, repayments);
  return Math.round(rate * 1000) / 10;
}

/** The unrounded annual rate X of annualPercentageRate (0.269 for 26.9 %). */
export function solveAnnualRate(advance: number, repayments: readonly number[]): number {
  let total = 0;
  for (const amount of repayments) total += amount;
  if (!(advance > 0) || total <= advance) return 0;
  // Solve in v = (1 + X)^(-1/12), the one-month discount factor: PV(v) = sum a_k v^k is increasing
  // and convex on (0, 1], so Newton's method from v = 1 (where PV > advance) falls monotonically
  // onto the root. A few steps suffice; bisection is kept as a fallback should it ever stall.
  let v = 1;
  for (let step = 0; step < 60; step += 1) {
    let power = 1;
    let value = -advance;
    let slope = 0;
    for (let k = 0; k < repayments.length; k += 1) {
      slope += (k + 1) * (repayments[k] ?? 0) * power;
      power *= v;
      value += (repayments[k] ?? 0) * power;
    }
    const next = v - value / slope;
    if (!(next > 0 && next <= 1)) break;
    if (Math.abs(next - v) < 1e-12) return next ** -12 - 1;
    v = next;
  }
  return bisectAnnualRate(advance, repayments);
}

function bisectAnnualRate(advance: number, repayments: readonly number[]): number {
  const presentValue = (rate: number) =>
    repayments.reduce((sum, amount, index) => sum + amount / (1 + rate) ** ((index + 1) / 12), 0);
  let low = 0;
  let high = 10;
  // presentValue falls as the rate rises: bisect until the bracket is far below 0.05 points.
  for (let step = 0; step < 100; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > advance) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
