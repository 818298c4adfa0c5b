import { formatPounds } from '@van/domain/shared';
import type { Facts } from '../facts/read-facts.ts';
import type { RateTables } from '../tables/rate-tables.ts';
import { band, line, neutralLine, step, thousands, type FactorLine } from './factor-line.ts';

// Where and how the van is used and kept (domain notes §1.3.6, §1.3.8, §1.3.9). Codes we do not
// know rate at 1.00, as does an answer not yet given.

// Neutral lines whose words never vary: written once, shared by every quote.
const POSTCODE_NOT_GIVEN = neutralLine('POSTCODE_AREA', 'Postcode not given');
const NO_BUSINESS_MILEAGE = neutralLine('BUSINESS_MILEAGE', 'No business mileage');
const STANDARD_USE = neutralLine('CLASS_OF_USE', 'Standard van use');
const KEPT_OVERNIGHT_NOT_RATED = neutralLine(
  'KEPT_OVERNIGHT',
  'Where the van is kept overnight not rated',
);
const KEPT_BY_DAY_NOT_RATED = neutralLine('KEPT_BY_DAY', 'Where the van is kept by day not rated');
const SECURITY_NOT_RATED = neutralLine('SECURITY', 'Security devices not rated');
const NO_TRACKER = neutralLine('TRACKER', 'No tracker');
const NO_DASHCAM = neutralLine('DASHCAM', 'No dash cam');
const NOT_REFRIGERATED = neutralLine('REFRIGERATED', 'Not refrigerated');
const NOT_HOME_OWNER = neutralLine('HOME_OWNER', 'Not a home owner, or not said');
const NO_PUBLIC_LIABILITY = neutralLine(
  'PUBLIC_LIABILITY',
  'No public liability insurance, or not said',
);
const NO_TRADE_ASSOCIATION = neutralLine(
  'TRADE_ASSOCIATION',
  'Not a trade association member, or not said',
);
const NO_VOLUNTARY_EXCESS = neutralLine('VOLUNTARY_EXCESS', 'No voluntary excess');

/** The postcode area where the van is kept overnight (§4.2 table, every UK area). */
export function postcodeAreaFactor(facts: Facts, tables: RateTables): FactorLine {
  const code = facts.postcodeArea;
  const area = code === undefined ? undefined : tables.postcodeAreas[code];
  if (code === undefined) return POSTCODE_NOT_GIVEN;
  if (!area) return line('POSTCODE_AREA', `Postcode area ${code} not rated`, 1);
  return line('POSTCODE_AREA', `Kept in postcode area ${code} (${area.name})`, area.factor);
}

/** The area group for calcDetails.areaRating: the relativity times ten (domain notes §1.3.6). */
export function areaRating(facts: Facts, tables: RateTables): string {
  const area =
    facts.postcodeArea === undefined ? undefined : tables.postcodeAreas[facts.postcodeArea];
  return String(Math.round((area?.factor ?? 1) * 10));
}

export function annualMileageFactor(facts: Facts, tables: RateTables): FactorLine {
  const miles = facts.annualMileage;
  const text = facts.annualMileageGiven
    ? `${thousands(miles)} miles a year`
    : `Mileage not given, ${thousands(miles)} miles a year assumed`;
  return line('ANNUAL_MILEAGE', text, band(tables.annualMileage, miles));
}

export function businessMileageFactor(facts: Facts, tables: RateTables): FactorLine {
  const miles = facts.businessMileage;
  if (miles === 0) return NO_BUSINESS_MILEAGE;
  return line(
    'BUSINESS_MILEAGE',
    `${thousands(miles)} business miles a year`,
    band(tables.businessMileage, miles),
  );
}

/** Class of use (§9.7 codes and the industry's); hire and reward is declined by rule instead. */
export function classOfUseFactor(facts: Facts, tables: RateTables): FactorLine {
  const use = tables.classOfUse[facts.classOfUse];
  if (!use) return STANDARD_USE;
  return line('CLASS_OF_USE', `Used for ${use.label}`, use.factor);
}

export function keptOvernightFactor(facts: Facts, tables: RateTables): FactorLine {
  const kept = tables.keptOvernight[facts.keptOvernight];
  if (!kept) return KEPT_OVERNIGHT_NOT_RATED;
  return line('KEPT_OVERNIGHT', `Kept ${kept.label} overnight`, kept.factor);
}

export function keptByDayFactor(facts: Facts, tables: RateTables): FactorLine {
  const kept = tables.keptByDay[facts.keptByDay];
  if (!kept) return KEPT_BY_DAY_NOT_RATED;
  return line('KEPT_BY_DAY', `Kept ${kept.label} by day`, kept.factor);
}

/** Alarm and immobiliser (§9.7 codes); an immobiliser alone when no alarm code is given. */
export function securityFactor(facts: Facts, tables: RateTables): FactorLine {
  const alarm = tables.alarm[facts.alarm];
  const noAlarm = facts.alarm === '' || facts.alarm === 'NONE' || facts.alarm === 'N';
  const immobiliser = facts.immobiliser !== '' && facts.immobiliser !== 'NONE';
  if (noAlarm && immobiliser) return line('SECURITY', 'Immobiliser fitted', tables.immobiliserOnly);
  if (!alarm) return SECURITY_NOT_RATED;
  return line('SECURITY', alarm.label, alarm.factor);
}

export function trackerFactor(facts: Facts, tables: RateTables): FactorLine {
  return facts.tracker ? line('TRACKER', 'Tracker fitted', tables.tracker) : NO_TRACKER;
}

export function dashcamFactor(facts: Facts, tables: RateTables): FactorLine {
  return facts.dashcam ? line('DASHCAM', 'Dash cam fitted', tables.dashcam) : NO_DASHCAM;
}

export function refrigeratedFactor(facts: Facts, tables: RateTables): FactorLine {
  return facts.refrigerated
    ? line('REFRIGERATED', 'Refrigerated van', tables.refrigerated)
    : NOT_REFRIGERATED;
}

export function homeOwnerFactor(facts: Facts, tables: RateTables): FactorLine {
  return facts.homeOwner ? line('HOME_OWNER', 'Home owner', tables.homeOwner) : NOT_HOME_OWNER;
}

export function publicLiabilityFactor(facts: Facts, tables: RateTables): FactorLine {
  return facts.publicLiability
    ? line('PUBLIC_LIABILITY', 'Holds public liability insurance', tables.publicLiability)
    : NO_PUBLIC_LIABILITY;
}

export function tradeAssociationFactor(facts: Facts, tables: RateTables): FactorLine {
  return facts.tradeAssociation
    ? line('TRADE_ASSOCIATION', 'Trade association member', tables.tradeAssociation)
    : NO_TRADE_ASSOCIATION;
}

/** Voluntary excess (§3.6 volXS): a larger one never prices higher. */
export function voluntaryExcessFactor(facts: Facts, tables: RateTables): FactorLine {
  const excess = facts.voluntaryExcess;
  if (excess === 0) return NO_VOLUNTARY_EXCESS;
  return line(
    'VOLUNTARY_EXCESS',
    `Voluntary excess of ${formatPounds(excess)}`,
    step(tables.voluntaryExcess, excess),
  );
}
