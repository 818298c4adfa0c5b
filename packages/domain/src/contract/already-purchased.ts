import type { AlreadyPurchased } from './aggregator.contract.ts';

// §8's 'already purchased' answer of the aggregator exchange, read apart from the contract's
// schemas so that the web's error handling, on its first page, does not load them (decision 025).

/** The error.message of §8's 'already purchased' answer: JSON text with a policyNumber key. */
export function alreadyPurchasedMessage(policyNumber: string | null): string {
  return JSON.stringify({ policyNumber } satisfies AlreadyPurchased);
}

/**
 * §8: 'Aggregator exchange returns HTTP 400 whose message contains the policyNumber key': the
 * message parsed as JSON. Undefined for any other message (not JSON, or no policyNumber key), which
 * is then an ordinary refusal.
 */
export function readAlreadyPurchased(message: string): AlreadyPurchased | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('policyNumber' in parsed)) {
    return undefined;
  }
  const { policyNumber } = parsed;
  // The key is what counts (§8); a number the service could not give is kept as none.
  return {
    policyNumber: typeof policyNumber === 'string' && policyNumber !== '' ? policyNumber : null,
  };
}
