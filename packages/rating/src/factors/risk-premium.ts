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
  const shared = sharedLines(tables);
  let exact = tables.baseRate;
  let shown = shared.basePence;
  const lines: BreakdownLine[] = [shared.base];
  for (const factor of FACTORS) {
    const { code, text, factor: relativity, breakdownLine } = factor(facts, tables);
    exact *= relativity;
    const next = toPence(exact);
    // A neutral line changes nothing (next is shown): its line is the one every quote shares.
    lines.push(breakdownLine ?? { code, text, value: (next - shown) / 100 });
    shown = next;
  }
  const raise = Math.max(0, shared.minimumPence - shown);
  lines.push(
    raise > 0
      ? { code: 'MINIMUM_PREMIUM', text: shared.raisedText, value: raise / 100 }
      : shared.atMinimum,
  );
  return { lines, nettRated: (shown + raise) / 100 };
}

/** The lines that read the same on every quote of a tariff, shared by them all, so frozen. */
interface SharedLines {
  base: BreakdownLine;
  basePence: number;
  minimumPence: number;
  /** MINIMUM_PREMIUM when the premium is at or above the minimum: no change. */
  atMinimum: BreakdownLine;
  raisedText: string;
}

const sharedLinesByTables = new WeakMap<RateTables, SharedLines>();

function sharedLines(tables: RateTables): SharedLines {
  const cached = sharedLinesByTables.get(tables);
  if (cached) return cached;
  const basePence = toPence(tables.baseRate);
  const minimum = formatPounds(tables.minimumPremium);
  const shared: SharedLines = {
    base: Object.freeze({
      code: 'BASE',
      text: `Starting price for insuring a van for a year: ${formatPounds(tables.baseRate)}`,
      value: basePence / 100,
    }),
    basePence,
    minimumPence: toPence(tables.minimumPremium),
    atMinimum: Object.freeze({
      code: 'MINIMUM_PREMIUM',
      text: `At or above our minimum premium of ${minimum}: no change`,
      value: 0,
    }),
    raisedText: `Raised to our minimum premium of ${minimum}`,
  };
  sharedLinesByTables.set(tables, shared);
  return shared;
}
