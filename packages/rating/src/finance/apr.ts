/**
 * The APR of a credit agreement by the Consumer Credit formula (CONC App 1.1): the annual rate X at
 * which the advance equals the present value of the repayments, times in years, rounded to one
 * decimal place. `repayments` are amounts due 1, 2, 3... months after the advance.
 */
export function annualPercentageRate(advance: number, repayments: readonly number[]): number {
  const presentValue = (rate: number) =>
    repayments.reduce((sum, amount, index) => sum + amount / (1 + rate) ** ((index + 1) / 12), 0);
  let low = 0;
  let high = 10;
  // presentValue falls as the rate rises: bisect until the bracket is far below 0.05 percentage points.
  for (let step = 0; step < 100; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > advance) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 1000) / 10;
}
