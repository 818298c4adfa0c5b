import type { Risk, Vehicle } from '@van/domain/risk';
import { calendarDayOf } from '@van/domain/shared';
import type { RateTables } from '../tables/rate-tables.ts';
import { isAnswered, isYes, normaliseCode, postcodeAreaOf } from './codes.ts';
import { ageAt, isIsoDate, yearOf } from './dates.ts';
import type { Facts, MissingAnswer } from './facts.ts';
import { readDriver } from './read-driver.ts';

export type {
  ClaimFact,
  ConvictionFact,
  DriverFacts,
  Facts,
  MissingAnswer,
  OccupationFact,
  VehicleFacts,
} from './facts.ts';
export { convictionGroupOf } from './read-driver.ts';

// Reads a risk into the typed, normalised facts the rules and factors work on. Everything is
// measured at the cover start (domain notes §1.3.1: age in full years at the policy start), and
// claims and convictions are kept only within 5 years of it (§5.1). Only the proposer's date of
// birth and the van's value are required; anything else missing takes the neutral default named
// beside it, so a quote can be priced while the journey is still being filled in.

export type ReadFacts = { facts: Facts } | { missing: MissingAnswer[] };

/**
 * The facts of `risk` for a quote given on `today` (yyyy-MM-dd). Guarantees: either every fact
 * (with documented defaults) or the list of answers still needed, proposer's date of birth and the
 * van's value, in that order. Never throws on partial or unusual answers.
 */
export function readFacts(risk: Risk, today: string, tables: RateTables): ReadFacts {
  const startDate = isIsoDate(risk.startDate) ? risk.startDate.slice(0, 10) : today;
  const vehicle = risk.vehicles?.[0];
  const dateOfBirth = risk.proposer?.dateOfBirth;
  const value = vehicle?.value;
  // Every age and look-back runs to the cover start: it is read once. A start that is not a real
  // date leaves every age unknown, so the quote asks for the date of birth.
  const start = calendarDayOf(startDate);
  const proposerAge = start === undefined ? undefined : ageAt(dateOfBirth, start);
  const hasDateOfBirth = proposerAge !== undefined;
  const hasValue = typeof value === 'number' && value > 0;
  if (!start || !hasDateOfBirth || !hasValue) {
    const missing: MissingAnswer[] = [];
    if (!hasDateOfBirth)
      missing.push({ field: 'proposer.dateOfBirth', question: 'your date of birth' });
    if (!hasValue) missing.push({ field: 'vehicles.0.value', question: "your van's value" });
    return { missing };
  }

  // The value check above guarantees the van is there. Its fields are read through one copy:
  // answers arrive as objects whose hidden classes differ one from the next (parsed and patched
  // by the journey), so each read of the original is a slow lookup; the copies share one shape.
  const van: Vehicle = Object.assign({}, vehicle);
  const modelInfo = van.modelInfo && Object.assign({}, van.modelInfo);
  const duq = duqAnswers(risk);
  const people = [risk.proposer, ...(risk.additionalInsuredPersons ?? [])];
  let mainIndex = people.findIndex((person) => person.driverDetails?.vehicleUse === 'MainUser');
  if (mainIndex < 0) mainIndex = 0;
  // The proposer's age is already known: it is not read twice.
  const drivers = people.map((person, index) =>
    readDriver(
      person,
      index,
      index === mainIndex,
      start,
      tables,
      index === 0 ? proposerAge : undefined,
    ),
  );
  const proposer = drivers[0]!;
  const mainDriver = drivers[mainIndex]!;

  const noClaimsDiscount = risk.previousInsuranceMotor?.noClaimsDiscount;
  const claimedYears = Math.max(
    0,
    Math.floor(noClaimsDiscount?.years ?? numberOf(duq.get(247)) ?? 0),
  );
  const inUseElsewhere = noClaimsDiscount?.appliedToAnotherVehicle === true;
  // NCD cannot have been earned before the proposer could drive (17): cap what is claimed.
  const earnable = Math.max(0, (proposer.age ?? 17) - 17);
  const experience = risk.drivingExperience;

  const mileage = risk.totalAnnualMileage ?? numberOf(duq.get(63));
  const fuel = normaliseCode(modelInfo?.fuel);
  const modifications: string[] = [];
  for (const question of [354, 355, 356]) {
    const answer = duq.get(question);
    if (isAnswered(answer)) modifications.push(normaliseCode(answer));
  }
  if (modifications.length === 0 && van.modified === true) modifications.push('');

  return {
    facts: {
      startDate,
      cover: van.cover === 'TPFT' ? 'TPFT' : 'C',
      drivers,
      mainDriver,
      proposer,
      ncd: {
        years: inUseElsewhere ? 0 : Math.min(claimedYears, earnable),
        claimedYears,
        protectionRequested: noClaimsDiscount?.protected === true,
        inUseElsewhere,
      },
      experienceYears:
        experience && normaliseCode(experience.type) !== 'BLANK'
          ? Math.max(0, experience.yearsClaimFree ?? 0)
          : 0,
      vehicle: {
        value,
        age:
          van.yearOfManufacture === undefined
            ? undefined
            : Math.max(0, yearOf(startDate) - van.yearOfManufacture),
        leftHandDrive: van.lhd === true,
        // §4.5: duq 476 is A when the lookup says imported, C when not.
        imported: normaliseCode(duq.get(476)) === 'A' || isYes(duq.get(476)),
        modifications,
        fuel: fuel.includes('ELEC') ? 'electric' : fuel.includes('HYB') ? 'hybrid' : 'other',
        // Only a van known to be manual: the lookup may not give the transmission (§4.5).
        manual: modelInfo?.transmission === 'TransMan',
        grossWeight: modelInfo?.grossWeight,
        cc: modelInfo?.cc,
        regNumber: normaliseCode(van.regNumber),
      },
      // The van is rated where it is kept overnight; without that, at the home address.
      postcodeArea: postcodeAreaOf(
        van.keptPostcode || risk.proposer.correspondenceAddress?.postcode,
      ),
      annualMileage: mileage ?? tables.defaultAnnualMileage,
      annualMileageGiven: mileage !== undefined,
      businessMileage: risk.businessAnnualMileage ?? 0,
      classOfUse: normaliseCode(van.classOfUse),
      classOfUseAsGiven: van.classOfUse,
      drivingRestriction: risk.drivingRestriction || duq.get(966),
      vanUsedFor: normaliseCode(duq.get(248)),
      keptOvernight: normaliseCode(van.whereKept || duq.get(452)),
      keptByDay: normaliseCode(duq.get(968)),
      alarm: normaliseCode(van.alarm),
      immobiliser: normaliseCode(van.immobiliser),
      tracker: van.tracker === 'TRAC',
      dashcam: isAnswered(duq.get(896)),
      refrigerated: isYes(duq.get(142)),
      homeOwner: isYes(duq.get(78)),
      publicLiability: isYes(duq.get(135)),
      tradeAssociation: isYes(duq.get(279)),
      dangerousGoods: isYes(duq.get(255)),
      voluntaryExcess: Math.max(0, risk.volXS ?? 0),
      offerCode: (
        risk.userfieldAnswers?.find((answer) => answer.questionCode === 'AFFIDON')?.answer ?? ''
      )
        .trim()
        .toUpperCase(),
    },
  };
}

function duqAnswers(risk: Risk): Map<number, string> {
  const answers = new Map<number, string>();
  for (const answer of risk.duqAnswers ?? []) {
    if (answer.answer !== '') answers.set(answer.questionNumber, answer.answer);
  }
  return answers;
}

function numberOf(answer: string | undefined): number | undefined {
  if (answer === undefined) return undefined;
  const parsed = Number(answer.replace(/[^0-9.]/g, ''));
  return answer.trim() !== '' && Number.isFinite(parsed) && /\d/.test(answer) ? parsed : undefined;
}
