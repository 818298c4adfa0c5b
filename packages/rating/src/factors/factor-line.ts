import type { BreakdownLine } from '@van/domain/quote';
import type { Facts } from '../facts/read-facts.ts';
import type { Band, CurvePoint, RateTables, Step } from '../tables/rate-tables.ts';

/** One rating step: a relativity with the words that explain it (decision 013). */
export interface FactorLine {
  code: string;
  text: string;
  factor: number;
  /** A neutral line's breakdown line (a change of 0 pence), shared by every quote (neutralLine). */
  breakdownLine?: BreakdownLine;
}

/** A factor family: a pure function of the facts and the tariff. */
export type Factor = (facts: Facts, tables: RateTables) => FactorLine;

/** The effect of a relativity in words: '+65%', '-53%', '+3.5%' or 'no change'. */
export function effectOf(factor: number): string {
  const percent = Math.round((factor - 1) * 1000) / 10;
  if (percent === 0) return 'no change';
  return percent > 0 ? `+${percent}%` : `${percent}%`;
}

/** A line whose text ends with its effect, e.g. 'Main driver aged 19: +65%'. */
export function line(code: string, description: string, factor: number): FactorLine {
  return { code, text: `${description}: ${effectOf(factor)}`, factor };
}

/**
 * A neutral line whose words never vary ('No tracker: no change'): written once, with its
 * breakdown line, and shared by every quote, so frozen.
 */
export function neutralLine(code: string, description: string): FactorLine {
  const text = `${description}: ${effectOf(1)}`;
  const breakdownLine = Object.freeze({ code, text, value: 0 });
  return Object.freeze({ code, text, factor: 1, breakdownLine });
}

/** The factor of the first band whose upTo covers `value` (the last band beyond them all). */
export function band(bands: readonly Band[], value: number): number {
  for (const entry of bands) if (value <= entry.upTo) return entry.factor;
  return bands[bands.length - 1]?.factor ?? 1;
}

/** The factor of the last step whose `from` is at or below `value` (1 below the first). */
export function step(steps: readonly Step[], value: number): number {
  let factor = 1;
  for (const entry of steps) if (value >= entry.from) factor = entry.factor;
  return factor;
}

/** The factor at `value` on a piecewise-linear curve, flat beyond its ends. */
export function curve(points: readonly CurvePoint[], value: number): number {
  let previous: CurvePoint | undefined;
  for (const point of points) {
    if (value <= point.at) {
      if (!previous) return point.factor;
      const share = (value - previous.at) / (point.at - previous.at);
      return previous.factor + share * (point.factor - previous.factor);
    }
    previous = point;
  }
  return previous?.factor ?? 1;
}

/** '1 year', '3 years'. */
export function years(count: number): string {
  return count === 1 ? '1 year' : `${count} years`;
}

/** '1,000' for people to read (Intl is too slow for the hot path). */
export function thousands(value: number): string {
  const digits = String(Math.round(value));
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
