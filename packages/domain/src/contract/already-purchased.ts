import type { AlreadyPurchased } from './aggregator.contract.ts';

// §8's 'already purchased' answer of the aggregator exchange, read apart from the contract's
// schemas so that the web's error handling, on its first page, does not load them (decision 025).

/**
 * The error.message of §8's 'already purchased' answer: JSON text with a policyNumber key, and the
 * bought quote's sourceOfBusiness beside it (decision 056), since the customer then holds no quote
 * the phone number could follow.
 */
export function alreadyPurchasedMessage(purchased: AlreadyPurchased): string {
  return JSON.stringify({
    policyNumber: purchased.policyNumber,
    sourceOfBusiness: purchased.sourceOfBusiness,
  } satisfies AlreadyPurchased);
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
  // The policyNumber key is what counts (§8); a value the service could not give (or an older
  // server's message without the source of business) is kept as none.
  return {
    policyNumber: nonEmptyText(parsed.policyNumber),
    sourceOfBusiness: 'sourceOfBusiness' in parsed ? nonEmptyText(parsed.sourceOfBusiness) : null,
  };
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
