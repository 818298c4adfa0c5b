import type { BreakdownLine } from '@van/domain/quote';

// Decision 013: two quotes can be compared line by line, because every quote lists the same
// factor lines in the same order (factors/risk-premium.ts). This finds the lines that differ.

export interface BreakdownDifference {
  code: string;
  before: string | undefined;
  after: string | undefined;
  /** The two lines' effects ('+13%', 'no change'...) differ: this line moves one price apart. */
  effectChanged: boolean;
}

/** The effect at the end of a line's text ('Main driver aged 19: +65%' gives '+65%'). */
function effectOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const at = text.lastIndexOf(': ');
  return at < 0 ? text : text.slice(at + 2);
}

/**
 * The lines whose wording differs between two breakdowns, matched by code, in the order of the
 * first then the lines only the second has. Lines with `effectChanged` are the factors that make
 * the two prices differ; the others differ only in the facts they describe.
 */
export function compareBreakdowns(
  first: readonly BreakdownLine[],
  second: readonly BreakdownLine[],
): BreakdownDifference[] {
  const others = new Map(second.map((line) => [line.code, line.text]));
  const differences: BreakdownDifference[] = [];
  for (const line of first) {
    const after = others.get(line.code);
    others.delete(line.code);
    if (after === line.text) continue;
    differences.push({
      code: line.code,
      before: line.text,
      after,
      effectChanged: effectOf(line.text) !== effectOf(after),
    });
  }
  for (const [code, after] of others)
    differences.push({ code, before: undefined, after, effectChanged: true });
  return differences;
}
