import type { Result } from '@van/domain/quote';

/**
 * The insurer named beside a price: the one the tier's result names, else the config's (as the
 * policy documents fall back, sold-facts.ts insurerName).
 */
export function insurerNameOf(result: Result | undefined, configInsurer: string): string {
  return result?.grantedDetailsMotor?.insurerName ?? configInsurer;
}
