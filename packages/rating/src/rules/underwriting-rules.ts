import { formatPounds } from '@van/domain/shared';
import type { ConvictionFact, DriverFacts, Facts } from '../facts/read-facts.ts';
import { occupationGroupOf } from '../factors/driver-factors.ts';
import type { ConvictionGroupCode, RateTables } from '../tables/rate-tables.ts';

// Underwriting rules as data (domain notes §1.9): each has a reason code, what happens (decline:
// noAvailableProducts / isDecline; refer: referredQuote, 'call us to complete', §4.4), the reason
// in plain words for the customer (no personal data), and when it applies. Limits come from the
// tariff's `underwriting` table so a new tariff can move them without a code change.

export type RuleAction = 'decline' | 'refer';

export interface UnderwritingRule {
  code: string;
  action: RuleAction;
  text: (tables: RateTables) => string;
  when: (facts: Facts, tables: RateTables) => boolean;
}

const anyDriver = (facts: Facts, test: (driver: DriverFacts) => boolean) =>
  facts.drivers.some(test);

const anyConviction = (facts: Facts, test: (conviction: ConvictionFact) => boolean) =>
  facts.drivers.some((driver) => driver.convictions.some(test));

const inGroup = (conviction: ConvictionFact, group: ConvictionGroupCode) =>
  conviction.group === group;

function claimsWithin(facts: Facts, months: number, faultOnly: boolean): number {
  let count = 0;
  for (const driver of facts.drivers)
    for (const claim of driver.claims)
      if (claim.monthsAgo < months && (!faultOnly || claim.fault)) count += 1;
  return count;
}

function usedForHireAndReward(facts: Facts, tables: RateTables): boolean {
  const uses = tables.underwriting.hireAndRewardUses;
  return uses.includes(facts.classOfUse) || uses.includes(facts.vanUsedFor);
}

/** Every rule, declines first; all that apply are reported, in this order. */
export const UNDERWRITING_RULES: readonly UnderwritingRule[] = [
  {
    code: 'OUT_OF_TERRITORY',
    action: 'decline',
    text: () =>
      'We can only insure vans kept in England, Scotland, Wales and Northern Ireland (not the Channel Islands, the Isle of Man or a BFPO address).',
    when: (facts, tables) =>
      facts.postcodeArea !== undefined &&
      tables.underwriting.outOfTerritoryAreas.includes(facts.postcodeArea),
  },
  {
    code: 'DRIVER_AGE',
    action: 'decline',
    text: (tables) =>
      `Every driver must be aged ${tables.underwriting.minDriverAge} to ${tables.underwriting.maxDriverAge} when the cover starts.`,
    when: (facts, tables) =>
      anyDriver(
        facts,
        ({ age }) =>
          age !== undefined &&
          (age < tables.underwriting.minDriverAge || age > tables.underwriting.maxDriverAge),
      ),
  },
  {
    code: 'PROVISIONAL_LICENCE',
    action: 'decline',
    text: () => 'We cannot cover a driver who holds a provisional licence.',
    when: (facts) => anyDriver(facts, (driver) => driver.licenceKind === 'provisional'),
  },
  {
    code: 'AUTOMATIC_LICENCE_MANUAL_VAN',
    action: 'decline',
    text: () => 'A driver’s licence is for automatic vehicles only, and the van is a manual.',
    when: (facts) =>
      facts.vehicle.manual && anyDriver(facts, (driver) => driver.licenceKind === 'automatic'),
  },
  {
    code: 'DRINK_OR_DRUG_DRIVING',
    action: 'decline',
    text: () => 'A driver has a drink or drug driving conviction in the last 5 years.',
    when: (facts) => anyConviction(facts, (conviction) => inGroup(conviction, 'DRINK_DRUG')),
  },
  {
    code: 'SERIOUS_DRIVING_OFFENCE',
    action: 'decline',
    text: () =>
      'A driver has a conviction for dangerous driving or another serious driving offence in the last 5 years.',
    when: (facts) => anyConviction(facts, (conviction) => inGroup(conviction, 'SERIOUS')),
  },
  {
    code: 'DISQUALIFIED',
    action: 'decline',
    text: () => 'A driver has been disqualified from driving in the last 5 years.',
    when: (facts) =>
      anyConviction(
        facts,
        (conviction) => conviction.disqualified || inGroup(conviction, 'DISQUALIFICATION'),
      ),
  },
  {
    code: 'TOO_MANY_POINTS',
    action: 'decline',
    text: (tables) =>
      `A driver has ${tables.underwriting.declinePointsFrom} or more penalty points from the last ${tables.underwriting.pointsWindowMonths / 12} years.`,
    when: (facts, tables) =>
      anyDriver(facts, (driver) => driver.livePoints >= tables.underwriting.declinePointsFrom),
  },
  {
    code: 'NEW_DRIVER_POINTS',
    action: 'decline',
    text: (tables) =>
      `A driver has ${tables.underwriting.newDriverPointsFrom} or more penalty points within ${tables.underwriting.newDriverYears} years of passing their test.`,
    when: (facts, tables) =>
      anyDriver(
        facts,
        (driver) =>
          driver.licenceYears !== undefined &&
          driver.licenceYears < tables.underwriting.newDriverYears &&
          driver.livePoints >= tables.underwriting.newDriverPointsFrom,
      ),
  },
  {
    code: 'UNINSURED_DRIVING',
    action: 'decline',
    text: (tables) =>
      `A driver has a conviction for driving without insurance in the last ${tables.underwriting.noInsuranceDeclineMonths / 12} years.`,
    when: (facts, tables) =>
      anyConviction(
        facts,
        (conviction) =>
          inGroup(conviction, 'NO_INSURANCE') &&
          conviction.monthsAgo < tables.underwriting.noInsuranceDeclineMonths,
      ),
  },
  {
    code: 'TOO_MANY_FAULT_CLAIMS',
    action: 'decline',
    text: (tables) =>
      `The drivers have more than ${tables.underwriting.maxFaultClaimsIn3Years} fault claims in the last 3 years.`,
    when: (facts, tables) =>
      claimsWithin(facts, 36, true) > tables.underwriting.maxFaultClaimsIn3Years,
  },
  {
    code: 'TOO_MANY_CLAIMS',
    action: 'decline',
    text: (tables) =>
      `The drivers have more than ${tables.underwriting.maxClaimsIn5Years} claims in the last 5 years.`,
    when: (facts, tables) => claimsWithin(facts, 60, false) > tables.underwriting.maxClaimsIn5Years,
  },
  {
    code: 'INSURANCE_REFUSED',
    action: 'decline',
    text: () => 'A driver has had motor insurance refused, cancelled or declared void.',
    when: (facts) => anyDriver(facts, (driver) => driver.insuranceRefused),
  },
  {
    code: 'MEDICAL_NOT_NOTIFIED',
    action: 'decline',
    text: () => 'A driver has a medical condition that the DVLA has not been told about.',
    when: (facts) => anyDriver(facts, (driver) => driver.medicalNotNotified),
  },
  {
    code: 'HIRE_AND_REWARD',
    action: 'decline',
    text: () =>
      'We cannot cover carrying other people’s goods for payment (hire and reward), courier or delivery work.',
    when: usedForHireAndReward,
  },
  {
    code: 'DANGEROUS_GOODS',
    action: 'decline',
    text: () => 'We cannot cover a van that carries dangerous goods.',
    when: (facts) => facts.dangerousGoods,
  },
  {
    code: 'VEHICLE_TOO_VALUABLE',
    action: 'decline',
    text: (tables) =>
      `We cannot cover a van worth more than ${formatPounds(tables.underwriting.declineValueOver)}.`,
    when: (facts, tables) => facts.vehicle.value > tables.underwriting.declineValueOver,
  },
  {
    code: 'VEHICLE_TOO_OLD',
    action: 'decline',
    text: (tables) =>
      `We cannot cover a van more than ${tables.underwriting.declineVehicleAgeOver} years old.`,
    when: (facts, tables) =>
      facts.vehicle.age !== undefined &&
      facts.vehicle.age > tables.underwriting.declineVehicleAgeOver,
  },
  {
    code: 'VEHICLE_TOO_HEAVY',
    action: 'decline',
    text: (tables) =>
      `We can only cover vans up to ${tables.underwriting.declineGrossWeightOver} tonnes gross weight (${tables.underwriting.electricMaxGrossWeight} tonnes for an electric van).`,
    when: (facts, tables) => {
      const weight = facts.vehicle.grossWeight;
      if (weight === undefined) return false;
      const limit =
        facts.vehicle.fuel === 'electric'
          ? tables.underwriting.electricMaxGrossWeight
          : tables.underwriting.declineGrossWeightOver;
      return weight > limit;
    },
  },
  {
    code: 'Q_PLATE',
    action: 'decline',
    text: () => 'We cannot cover a van with a Q registration plate.',
    // A Q plate marks a vehicle of unknown age or identity (domain notes §1.3.7).
    when: (facts) => facts.vehicle.regNumber.startsWith('Q'),
  },
  {
    code: 'POINTS_REFER',
    action: 'refer',
    text: (tables) =>
      `A driver has ${tables.underwriting.referPointsFrom} or more penalty points from the last ${tables.underwriting.pointsWindowMonths / 12} years.`,
    when: (facts, tables) =>
      anyDriver(facts, (driver) => driver.livePoints >= tables.underwriting.referPointsFrom),
  },
  {
    code: 'CARELESS_DRIVING_RECENT',
    action: 'refer',
    text: (tables) =>
      `A driver has a careless driving conviction in the last ${tables.underwriting.carelessReferMonths} months.`,
    when: (facts, tables) =>
      anyConviction(
        facts,
        (conviction) =>
          inGroup(conviction, 'CARELESS') &&
          conviction.monthsAgo < tables.underwriting.carelessReferMonths,
      ),
  },
  {
    code: 'MOBILE_PHONE_RECENT',
    action: 'refer',
    text: (tables) =>
      `A driver has a conviction for using a mobile phone while driving in the last ${tables.underwriting.mobilePhoneReferMonths} months.`,
    when: (facts, tables) =>
      anyConviction(
        facts,
        (conviction) =>
          inGroup(conviction, 'MOBILE_PHONE') &&
          conviction.monthsAgo < tables.underwriting.mobilePhoneReferMonths,
      ),
  },
  {
    code: 'NON_MOTORING_CONVICTION',
    action: 'refer',
    text: () => 'A driver has an unspent conviction that is not for a motoring offence.',
    when: (facts) => anyDriver(facts, (driver) => driver.nonMotoringConviction),
  },
  {
    code: 'MEDICAL_RESTRICTION',
    action: 'refer',
    text: () => 'A driver’s licence is restricted because of a medical condition.',
    when: (facts) => anyDriver(facts, (driver) => driver.medicalRestriction),
  },
  {
    code: 'DRIVER_OVER_80',
    action: 'refer',
    // §5.4: the 'anyone over 80' check.
    text: (tables) => `A driver is over ${tables.underwriting.referDriverOverAge}.`,
    when: (facts, tables) =>
      anyDriver(
        facts,
        ({ age }) =>
          age !== undefined &&
          age > tables.underwriting.referDriverOverAge &&
          age <= tables.underwriting.maxDriverAge,
      ),
  },
  {
    code: 'INTERNATIONAL_LICENCE',
    action: 'refer',
    text: () => 'A driver holds a licence from outside the UK and the EU.',
    when: (facts) => anyDriver(facts, (driver) => driver.licenceKind === 'international'),
  },
  {
    code: 'HIGH_VALUE_VAN',
    action: 'refer',
    text: (tables) =>
      `The van is worth more than ${formatPounds(tables.underwriting.referValueOver)}.`,
    when: (facts, tables) =>
      facts.vehicle.value > tables.underwriting.referValueOver &&
      facts.vehicle.value <= tables.underwriting.declineValueOver,
  },
  {
    code: 'USE_REFER',
    action: 'refer',
    text: () =>
      'What the van is used for, such as removals or mobile catering, needs us to check the cover.',
    when: (facts, tables) => tables.underwriting.referredUses.includes(facts.vanUsedFor),
  },
  {
    code: 'OCCUPATION_REFER',
    action: 'refer',
    text: () => 'A driver’s work, such as delivery or haulage, needs us to check the cover.',
    when: (facts, tables) =>
      anyDriver(facts, (driver) =>
        driver.occupations.some(
          (job) => occupationGroupOf(job.occupation, job.business, tables)?.refer === true,
        ),
      ),
  },
  {
    code: 'TOO_MANY_DRIVERS',
    action: 'refer',
    text: () => 'The policy has more than 4 additional drivers.',
    when: (facts) => facts.drivers.length > 5,
  },
];

/** A rule that applied: its code and the customer's reason. */
export interface RuleReason {
  code: string;
  text: string;
}

export type RuleVerdict =
  { outcome: 'declined'; reasons: RuleReason[] } | { outcome: 'referred'; reasons: RuleReason[] };

/**
 * The underwriting verdict for the facts: declined with every decline that applies; otherwise
 * referred with every referral that applies; otherwise undefined (the risk can be priced).
 */
export function underwrite(
  facts: Facts,
  tables: RateTables,
  rules: readonly UnderwritingRule[] = UNDERWRITING_RULES,
): RuleVerdict | undefined {
  const declines: RuleReason[] = [];
  const referrals: RuleReason[] = [];
  for (const rule of rules) {
    if (!rule.when(facts, tables)) continue;
    (rule.action === 'decline' ? declines : referrals).push({
      code: rule.code,
      text: rule.text(tables),
    });
  }
  if (declines.length > 0) return { outcome: 'declined', reasons: declines };
  if (referrals.length > 0) return { outcome: 'referred', reasons: referrals };
  return undefined;
}
