import type { Quote } from './quote.schema.ts';

/** §4.4: an integrated extra's code ends in I; it comes with the tier and is never requested. */
function isIntegrated(code: string): boolean {
  return code.endsWith('I');
}

/**
 * §4.4 'Current opex codes': the distinct applied-extension codes across every tier of the quote,
 * leaving out integrated ones, in the order first met. What an update sends so a re-pricing keeps
 * the extras the customer has chosen.
 */
export function currentOpexCodes(quote: Quote): string[] {
  const codes = new Set<string>();
  for (const event of quote.policy.eventsRelated ?? []) {
    const applied = event.result?.allOptionalExtensions?.appliedOptionalExtensions ?? [];
    for (const { code } of applied) if (!isIntegrated(code)) codes.add(code);
  }
  return [...codes];
}
