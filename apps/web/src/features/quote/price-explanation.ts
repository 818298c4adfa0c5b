import type { BreakdownLine, Result } from '@van/domain/quote';

/** One line of 'Why this price?', in pounds: what it is and what it did to the price. */
export interface ExplainedLine {
  code: string;
  text: string;
  /** Pounds added (positive) or taken off (negative). */
  value: number;
}

export interface PriceExplanation {
  /** The line the others change: the engine's starting price (the first line). */
  start: ExplainedLine;
  /** Lines that moved the price, in the engine's order. */
  changes: ExplainedLine[];
  /** Lines that were looked at and made no difference. */
  noChange: ExplainedLine[];
  /** What the lines add up to: the price (premiumDetails.totalPayable when given). */
  total: number;
}

const NO_CHANGE_SUFFIX = /:\s*no change\.?$/i;

function explained({ code, text, value }: BreakdownLine): ExplainedLine {
  return { code, text: text.replace(NO_CHANGE_SUFFIX, '').trim(), value };
}

/**
 * 'Why this price?' (beyond the spec): the rating's breakdown lines (§3.4
 * calcDetails.breakdownLines) split into the starting price, what changed it and what did not.
 * Undefined when the result carries no lines, so the page can leave the section out.
 */
export function explainPrice(result: Result | undefined): PriceExplanation | undefined {
  const [first, ...rest] = result?.calcDetails?.breakdownLines ?? [];
  if (first === undefined) return undefined;
  const sum = [first, ...rest].reduce((total, line) => total + line.value, 0);
  return {
    start: explained(first),
    changes: rest.filter((line) => line.value !== 0).map(explained),
    noChange: rest.filter((line) => line.value === 0).map(explained),
    total: result?.premiumDetails?.totalPayable ?? Math.round(sum * 100) / 100,
  };
}
