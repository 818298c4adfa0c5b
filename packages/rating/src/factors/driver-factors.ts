import { EMPLOYMENT_STATUSES } from '@van/domain/reference-data';
import { normaliseCode } from '../facts/codes.ts';
import type { DriverFacts, Facts } from '../facts/read-facts.ts';
import type { OccupationGroup, RateTables } from '../tables/rate-tables.ts';
import { band, line, neutralLine, years, type FactorLine } from './factor-line.ts';

// Driver factors (domain notes §1.3.1, §1.3.2, §1.3.10, §1.3.11): the main driver is rated in
// full; additional drivers load the price only where they are a worse risk than the main driver.

// Neutral lines whose words never vary: written once, shared by every quote.
const AGE_NOT_GIVEN = neutralLine('MAIN_DRIVER_AGE', "Main driver's age not given");
const LICENCE_YEARS_NOT_GIVEN = neutralLine('LICENCE_YEARS', 'Licence length not given');
const EMPLOYMENT_NOT_GIVEN = neutralLine('EMPLOYMENT', 'Employment status not given');
const OCCUPATION_NOT_RATED = neutralLine('OCCUPATION', "Main driver's occupation");
const NO_ADDITIONAL_DRIVERS = neutralLine('ADDITIONAL_DRIVERS', 'No additional drivers');
const WHO_MAY_DRIVE_NOT_RATED = neutralLine('WHO_MAY_DRIVE', 'Who may drive not rated');

const EMPLOYMENT_LABELS: ReadonlyMap<string, string> = new Map(
  EMPLOYMENT_STATUSES.map((status) => [status.code, status.description.toLowerCase()]),
);

/** Comprehensive or third party, fire and theft (§3.8 cover). */
export function coverLevelFactor(facts: Facts, tables: RateTables): FactorLine {
  const cover = tables.coverLevel[facts.cover];
  return line('COVER_LEVEL', cover.label, cover.factor);
}

/** Main driver's age in full years at the cover start. */
export function mainDriverAgeFactor(facts: Facts, tables: RateTables): FactorLine {
  const age = facts.mainDriver.age;
  if (age === undefined) return AGE_NOT_GIVEN;
  return line('MAIN_DRIVER_AGE', `Main driver aged ${age}`, band(tables.mainDriverAge, age));
}

/** Main driver's licence type (TYPES-LIC); an unrecognised type reads as a full UK licence. */
export function licenceTypeFactor(facts: Facts, tables: RateTables): FactorLine {
  const type = tables.licenceTypes[facts.mainDriver.licenceKind];
  return line('LICENCE_TYPE', `Main driver holds a ${lowerFirst(type.label)}`, type.factor);
}

/** Full years the main driver has held the licence. */
export function licenceYearsFactor(facts: Facts, tables: RateTables): FactorLine {
  const held = facts.mainDriver.licenceYears;
  if (held === undefined) return LICENCE_YEARS_NOT_GIVEN;
  const text = held === 0 ? 'Licence held for less than a year' : `Licence held for ${years(held)}`;
  return line('LICENCE_YEARS', text, band(tables.licenceYears, held));
}

/** Main driver's employment status (§9.9); unknown statuses rate at 1.00. */
export function employmentFactor(facts: Facts, tables: RateTables): FactorLine {
  const status = facts.mainDriver.employmentStatus;
  if (status === undefined) return EMPLOYMENT_NOT_GIVEN;
  const label = EMPLOYMENT_LABELS.get(status) ?? status;
  return line(
    'EMPLOYMENT',
    `Main driver's employment status: ${label}`,
    tables.employmentStatus[status] ?? 1,
  );
}

/**
 * Main driver's occupation and employer's business, full-time and part-time: the riskiest job
 * rates. Jobs that need a specialist policy are referred by rule rather than priced here.
 */
export function occupationFactor(facts: Facts, tables: RateTables): FactorLine {
  let worst: { group: OccupationGroup; partTime: boolean } | undefined;
  for (const job of facts.mainDriver.occupations) {
    const group = occupationGroupOf(job.occupation, job.business, tables);
    if (group && !group.refer && (!worst || group.factor > worst.group.factor))
      worst = { group, partTime: job.partTime };
  }
  if (!worst) return OCCUPATION_NOT_RATED;
  const which = worst.partTime ? 'part-time work' : 'occupation';
  return line('OCCUPATION', `Main driver's ${which}: ${worst.group.label}`, worst.group.factor);
}

const occupationIndexes = new WeakMap<
  RateTables,
  {
    codes: Map<string, OccupationGroup>;
    sectors: Map<string, OccupationGroup>;
    businesses: Map<string, OccupationGroup>;
  }
>();

/** Listing order wins ties; a referred group always wins (it must reach the referral rule). */
function indexOccupations(tables: RateTables) {
  let index = occupationIndexes.get(tables);
  if (index) return index;
  index = { codes: new Map(), sectors: new Map(), businesses: new Map() };
  const keep = (map: Map<string, OccupationGroup>, key: string, group: OccupationGroup) => {
    const held = map.get(key);
    if (!held || group.refer || (!held.refer && group.factor > held.factor)) map.set(key, group);
  };
  for (const group of tables.occupationGroups) {
    for (const code of group.occupationCodes) keep(index.codes, code, group);
    for (const sector of group.occupationSectors) keep(index.sectors, sector, group);
    for (const code of group.businessCodes) keep(index.businesses, code, group);
  }
  occupationIndexes.set(tables, index);
  return index;
}

/**
 * The tariff's group for a job: by its occupation code, else the code's sector letter (the
 * Occupation list's own codes are a letter and two digits), and by the employer's business. Of
 * the two, a referred group wins, else the higher factor.
 */
export function occupationGroupOf(
  occupation: string,
  business: string,
  tables: RateTables,
): OccupationGroup | undefined {
  const index = indexOccupations(tables);
  const byOccupation =
    index.codes.get(occupation) ??
    (/^[A-Z]\d\d$/.test(occupation) ? index.sectors.get(occupation.charAt(0)) : undefined);
  const byBusiness = business === '' ? undefined : index.businesses.get(business.padStart(3, '0'));
  if (!byOccupation || !byBusiness) return byOccupation ?? byBusiness;
  if (byOccupation.refer || byBusiness.refer) return byOccupation.refer ? byOccupation : byBusiness;
  return byBusiness.factor > byOccupation.factor ? byBusiness : byOccupation;
}

/**
 * Additional drivers: each one riskier than the main driver (age x licence years x licence type)
 * adds `worseDriverWeight` of the difference; a partner of the main driver aged `partnerMinAge`
 * or more takes `partnerFactor` off. The load grows with an additional driver's risk and never
 * shrinks faster than the main driver's own factor rises, so younger drivers never price lower.
 */
export function additionalDriversFactor(facts: Facts, tables: RateTables): FactorLine {
  const others = facts.drivers.filter((driver) => driver !== facts.mainDriver);
  if (others.length === 0) return NO_ADDITIONAL_DRIVERS;
  const { worseDriverWeight, partnerFactor, partnerMinAge } = tables.additionalDrivers;
  const main = driverRisk(facts.mainDriver, tables);
  let combined = main;
  let riskiest: DriverFacts | undefined;
  let riskiestFactor = main;
  let partner = false;
  for (const driver of others) {
    const risk = driverRisk(driver, tables);
    if (risk > main) combined += worseDriverWeight * (risk - main);
    if (risk > riskiestFactor) {
      riskiest = driver;
      riskiestFactor = risk;
    }
    const partnerOfMain = driver.partner || (driver.index === 0 && facts.mainDriver.partner);
    if (partnerOfMain && (driver.age ?? 0) >= partnerMinAge) partner = true;
  }
  const factor = (combined / main) * (partner ? partnerFactor : 1);
  const count = others.length === 1 ? '1 additional driver' : `${others.length} additional drivers`;
  const details: string[] = [];
  if (riskiest)
    details.push(`the riskiest${riskiest.age === undefined ? '' : ` aged ${riskiest.age}`}`);
  if (partner) details.push(`a partner aged ${partnerMinAge} or over`);
  return line(
    'ADDITIONAL_DRIVERS',
    details.length ? `${count} (${details.join('; ')})` : count,
    factor,
  );
}

/** Who may drive (drivingRestriction, duq 966): any driver is a risk we have not rated. */
export function drivingRestrictionFactor(facts: Facts, tables: RateTables): FactorLine {
  const code = normaliseCode(facts.drivingRestriction);
  const restriction = tables.drivingRestriction[code];
  if (!restriction) return WHO_MAY_DRIVE_NOT_RATED;
  return line('WHO_MAY_DRIVE', restriction.label, restriction.factor);
}

function driverRisk(driver: DriverFacts, tables: RateTables): number {
  const age = driver.age === undefined ? 1 : band(tables.mainDriverAge, driver.age);
  const held =
    driver.licenceYears === undefined ? 1 : band(tables.licenceYears, driver.licenceYears);
  return age * held * tables.licenceTypes[driver.licenceKind].factor;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
