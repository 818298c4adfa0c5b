import { hasPartTimeJob, type Occupation, type Person } from '@van/domain/risk';
import type { CalendarDay } from '@van/domain/shared';
import type { ConvictionGroupCode, RateTables } from '../tables/rate-tables.ts';
import { claimAtFault, claimKindOf, isPartner, licenceKindOf, normaliseCode } from './codes.ts';
import { ageAt, monthsBetween } from './dates.ts';
import type { ClaimFact, ConvictionFact, DriverFacts, OccupationFact } from './facts.ts';

/** §5.1: claims and convictions count for 5 years before the cover start. */
export const LOOK_BACK_MONTHS = 60;

/**
 * One driver's facts at the cover `start`; index 0 is the proposer (§3.1 excessPrices keys). `age`
 * is the driver's age at the cover start when the caller has already read it.
 */
export function readDriver(
  person: Person,
  index: number,
  isMainDriver: boolean,
  start: CalendarDay,
  tables: RateTables,
  age: number | undefined = ageAt(person.dateOfBirth, start),
): DriverFacts {
  const details = person.driverDetails;
  const licence = details?.licence;
  const licenceMonths = monthsBetween(licence?.dateObtained, start);
  const licenceYears =
    licenceMonths !== undefined
      ? Math.floor(licenceMonths / 12)
      : age === undefined
        ? undefined
        : Math.max(0, age - 17);

  const claims: ClaimFact[] = [];
  for (const claim of details?.claims ?? []) {
    const monthsAgo = monthsBetween(claim.claimDate, start) ?? 0;
    if (monthsAgo >= LOOK_BACK_MONTHS) continue;
    claims.push({
      kind: claimKindOf(claim.description),
      fault: claimAtFault(claim.description, claim.ncdPrejudiced),
      personalInjury: claim.personalInjury === true,
      monthsAgo,
    });
  }

  const convictions: ConvictionFact[] = [];
  let livePoints = 0;
  for (const conviction of licence?.convictions ?? []) {
    // DVLA endorsements run from the offence date; the conviction date stands in without one.
    const monthsAgo =
      monthsBetween(conviction.offenceDate ?? conviction.convictionDate, start) ?? 0;
    if (monthsAgo >= LOOK_BACK_MONTHS) continue;
    const code = normaliseCode(conviction.code);
    const group = convictionGroupOf(code, tables);
    const points =
      conviction.pointsOnLicence ?? (group ? tables.convictionGroups[group].defaultPoints : 0);
    if (monthsAgo < tables.underwriting.pointsWindowMonths) livePoints += points;
    convictions.push({
      code,
      group,
      points,
      monthsAgo,
      disqualified: (conviction.disqualificationMonths ?? 0) > 0,
    });
  }

  const occupations: OccupationFact[] = [];
  const fullTime = person.fullTimeOccupation;
  if (fullTime) occupations.push(occupationFact(fullTime, false));
  const partTime = person.partTimeOccupation;
  // §3.13: a part-time status of 'None' is no part-time job.
  if (partTime && hasPartTimeJob(partTime)) occupations.push(occupationFact(partTime, true));

  const forenames = person.name?.forenames?.trim() ?? '';
  const surname = person.name?.surname?.trim() ?? '';
  const name =
    forenames || surname
      ? `${forenames} ${surname}`.trim()
      : index === 0
        ? 'Policyholder'
        : `Additional driver ${index}`;

  return {
    index,
    name,
    isMainDriver,
    age,
    licenceKind: licenceKindOf(licence?.licenceType),
    licenceYears,
    partner: index > 0 && isPartner(person.relationshipToProposer),
    claims,
    convictions,
    livePoints,
    employmentStatus: person.fullTimeOccupation?.empStatus,
    occupations,
    insuranceRefused: person.insuranceRefused === true,
    nonMotoringConviction: person.nonRTAConviction === true,
    medicalNotNotified: details?.medicalCondition?.dvlaNotified === false,
    medicalRestriction: details?.medicalCondition?.dvlaRestriction === true,
  };
}

function occupationFact(job: Occupation, partTime: boolean): OccupationFact {
  return {
    occupation: normaliseCode(job.occupation),
    business: normaliseCode(job.employersBusiness),
    partTime,
  };
}

/**
 * The group of a DVLA code. Aiding/abetting (2), causing/permitting (4) and inciting (6) variants
 * fold onto the base code ending in 0 (domain notes §1.5): IN14 rates as IN10.
 */
export function convictionGroupOf(
  code: string,
  tables: RateTables,
): ConvictionGroupCode | undefined {
  const base = /^[A-Z]{2}\d[246]$/.test(code) ? `${code.slice(0, 3)}0` : code;
  return tables.convictionCodes[base] ?? tables.convictionPrefixes[base.slice(0, 2)];
}
