import type { BreakdownLine } from '@van/domain/quote';
import { formatPounds } from '@van/domain/shared';
import type { Facts } from '../facts/read-facts.ts';
import { toPence } from '../finance/money.ts';
import type { RateTables } from '../tables/rate-tables.ts';
import {
  additionalDriversFactor,
  coverLevelFactor,
  drivingRestrictionFactor,
  employmentFactor,
  licenceTypeFactor,
  licenceYearsFactor,
  mainDriverAgeFactor,
  occupationFactor,
} from './driver-factors.ts';
import type { Factor } from './factor-line.ts';
import { claimsFactor, convictionsFactor, ncdFactor, pointsFactor } from './history-factors.ts';
import {
  annualMileageFactor,
  businessMileageFactor,
  classOfUseFactor,
  dashcamFactor,
  homeOwnerFactor,
  keptByDayFactor,
  keptOvernightFactor,
  postcodeAreaFactor,
  publicLiabilityFactor,
  refrigeratedFactor,
  securityFactor,
  tradeAssociationFactor,
  trackerFactor,
  voluntaryExcessFactor,
} from './use-factors.ts';
import {
  fuelFactor,
  importedFactor,
  leftHandDriveFactor,
  modificationsFactor,
  vehicleAgeFactor,
  vehicleGroupFactor,
  vehicleValueFactor,
} from './vehicle-factors.ts';

/**
 * Every factor, in the order the breakdown lists them (domain notes §1.1 pipeline: cover, driver,
 * history, vehicle, use and location, excess). Every quote carries every line, neutral ones with a
 * zero value, so two quotes can be compared line by line.
 */
export const FACTORS: readonly Factor[] = [
  coverLevelFactor,
  mainDriverAgeFactor,
  licenceTypeFactor,
  licenceYearsFactor,
  employmentFactor,
  occupationFactor,
  additionalDriversFactor,
  drivingRestrictionFactor,
  ncdFactor,
  claimsFactor,
  convictionsFactor,
  pointsFactor,
  postcodeAreaFactor,
  vehicleGroupFactor,
  vehicleValueFactor,
  vehicleAgeFactor,
  fuelFactor,
  leftHandDriveFactor,
  importedFactor,
  modificationsFactor,
  annualMileageFactor,
  businessMileageFactor,
  classOfUseFactor,
  keptOvernightFactor,
  keptByDayFactor,
  securityFactor,
  trackerFactor,
  dashcamFactor,
  refrigeratedFactor,
  homeOwnerFactor,
  publicLiabilityFactor,
  tradeAssociationFactor,
  voluntaryExcessFactor,
];

export interface RiskPremium {
  /** BASE, one line per factor, then MINIMUM_PREMIUM; their values add up to nettRated. */
  lines: BreakdownLine[];
  /** The net technical premium in pounds, whole pence, at least the minimum premium. */
  nettRated: number;
}

/**
 * The risk premium: the base rate times every relativity, floored at the minimum premium. Each
 * line's value is the change it makes to the running premium rounded to pence, so the values add
 * up to nettRated exactly, whatever the order of multiplication.
 */
export function riskPremium(facts: Facts, tables: RateTables): RiskPremium {
  let exact = tables.baseRate;
  let shown = toPence(exact);
  const lines: BreakdownLine[] = [
    {
      code: 'BASE',
      text: `Starting price for insuring a van for a year: ${formatPounds(exact)}`,
      value: shown / 100,
    },
  ];
  for (const factor of FACTORS) {
    const { code, text, factor: relativity } = factor(facts, tables);
    exact *= relativity;
    const next = toPence(exact);
    lines.push({ code, text, value: (next - shown) / 100 });
    shown = next;
  }
  const minimum = toPence(tables.minimumPremium);
  const raise = Math.max(0, minimum - shown);
  lines.push({
    code: 'MINIMUM_PREMIUM',
    text:
      raise > 0
        ? `Raised to our minimum premium of ${formatPounds(tables.minimumPremium)}`
        : `At or above our minimum premium of ${formatPounds(tables.minimumPremium)}: no change`,
    value: raise / 100,
  });
  return { lines, nettRated: (shown + raise) / 100 };
}
