import { randomInt } from 'node:crypto';

/**
 * A new quote reference: three groups of five digits (§5.2's format), drawn from the CSPRNG so
 * that references cannot be guessed or enumerated (docs/decisions/008).
 */
export function newWebReference(): string {
  const group = () => String(randomInt(0, 100_000)).padStart(5, '0');
  return `${group()}-${group()}-${group()}`;
}
