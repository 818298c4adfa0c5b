import { completedDirectQuote } from '@van/domain/testing';
import type { Claim, Conviction, Occupation, Person, Risk } from '@van/domain/risk';
import { TARIFF_2026_11 } from '../tables/2026-11.ts';
import { TODAY, additionalDriver } from './risk-builder.ts';

// A fixed set of varied, valid risks for the rating bench and the engine's output-stability test:
// ages, areas, claims, convictions, extras, tiers' inputs, NCD and vans spread across the tariff,
// built from a seed so the same seed always gives the same risks. Each starts from the journey's
// completed direct quote (what the server really prices), and stays within the underwriting rules
// so that it is priced rather than declined or referred: the point is four priced tiers a quote.

/** A risk and the extras the customer asked to price with it. */
export interface VariedRisk {
  risk: Risk;
  requestedOpexCodes: string[];
}

/** Mulberry32: a small seeded generator, so the set is the same on every machine and run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const two = (n: number) => String(n).padStart(2, '0');

// The tariff's areas we insure (the out-of-territory ones would be declined).
const AREAS = Object.keys(TARIFF_2026_11.postcodeAreas).filter(
  (area) => !TARIFF_2026_11.underwriting.outOfTerritoryAreas.includes(area),
);
const CLAIM_DESCRIPTIONS = [
  'ACCREARF',
  'ACCREARNF',
  'THEFTVEH',
  'MALDAMAGE',
  'FIRE',
  'WSREPLACE',
  'STORM',
  'KEYSLOST',
  'MISFUEL',
];
// Codes with points that keep a driver under the referral threshold when one or two are held.
const CONVICTIONS: readonly { code: string; points: number }[] = [
  { code: 'SP30', points: 3 },
  { code: 'SP50', points: 4 },
  { code: 'TS10', points: 3 },
  { code: 'CU30', points: 3 },
  { code: 'LC20', points: 3 },
  { code: 'PC20', points: 3 },
  { code: 'XX99', points: 2 },
];
const JOBS: readonly Occupation[] = [
  { empStatus: 'Employee', occupation: 'P01' },
  { empStatus: 'Employee', occupation: 'N20', employersBusiness: '001' },
  { empStatus: 'SelfEmploy', occupation: 'B04' },
  { empStatus: 'SelfEmploy', occupation: 'E30', employersBusiness: '021' },
  { empStatus: 'Employee', occupation: 'M17' },
  { empStatus: 'Employee', occupation: 'A01' },
  { empStatus: 'Director', occupation: 'C57' },
  { empStatus: 'Retired' },
  { empStatus: 'FullTmEdu' },
  { empStatus: 'Employee' },
];
const CLASSES = ['SDP', 'SDPexC', 'C1', 'C2', 'C3', 'OwnGoods', 'Transf', 'JC1'];
const KEPT = ['Roadside', 'Garage', 'Driveway', 'PublicCarPark', 'RoadsideAway', 'Compound'];
const BY_DAY = ['WorkPremises', 'Roadside', 'Various', 'Garage', 'PublicCarPark'];
const ALARMS = [
  ['PROF', 'FF92'],
  ['FACT', 'FF92'],
  ['NONE', 'NONE'],
  ['DIY', 'NONE'],
  ['NONE', 'FF93'],
  ['FF93', 'FF93'],
] as const;
const FUELS = ['FuelDiesel', 'FuelPetrol', 'FuelElectric', 'FuelPlugInHybrid'];
const RESTRICTIONS = ['INSONLY', 'INSNAMED', 'INSSPOUSE', 'ANYDRIVER'];
const OFFERS = ['', 'STAFF', 'APPDISCOUNT', 'MONEYSUPF', 'SOMEBRANDCARXS'];
const EXTRAS = ['BDV1O', 'BDV2O', 'BDV3O', 'TOOLSV1O', 'TOOLSV2O', 'TOOLSV4O', 'VLAO', 'VHO'];
const MODIFICATIONS = ['301', '601', '901', '165', '2', '70', '1001', '702'];

/**
 * `count` varied risks priced on TODAY, the same for the same seed. Every driver is 18 to 79 at
 * the cover start and got their licence between their 17th birthday and TODAY.
 */
export function variedRisks(count: number, seed = 20): VariedRisk[] {
  const random = generator(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const todayYear = Number(TODAY.slice(0, 4));

  /** A date of birth for someone `age` at TODAY, and a licence date from 17 to TODAY. */
  function born(age: number): { dateOfBirth: string; licenceDate: string; heldYears: number } {
    const month = int(1, 12);
    const day = int(1, 28);
    // Birthday on or before TODAY's month and day: the driver is `age`; after it, one less.
    const birthdayPassed = `${two(month)}-${two(day)}` <= TODAY.slice(5);
    const year = todayYear - age - (birthdayPassed ? 0 : 1);
    // Whole years held: up to age - 17, so the date is on or after the 17th birthday.
    const heldYears = int(0, Math.min(age - 17, 40));
    const licenceYear = year + 17 + (age - 17 - heldYears);
    // The 17th birthday itself or later in that year, never after TODAY.
    let licenceDate = `${licenceYear}-${two(month)}-${two(day)}`;
    if (licenceDate > TODAY) licenceDate = TODAY;
    return { dateOfBirth: `${year}-${two(month)}-${two(day)}`, licenceDate, heldYears };
  }

  // At most two claims a risk among all its drivers: three fault claims in 3 years are declined.
  let claimsLeft = 2;
  function claims(): Claim[] {
    const list: Claim[] = [];
    const n = Math.min(claimsLeft, chance(0.65) ? 0 : chance(0.7) ? 1 : 2);
    claimsLeft -= n;
    for (let i = 0; i < n; i += 1) {
      const monthsAgo = int(1, 58);
      const year = todayYear - Math.floor(monthsAgo / 12) - 1;
      list.push({
        description: pick(CLAIM_DESCRIPTIONS),
        claimDate: `${year}-${two(int(1, 12))}-${two(int(1, 28))}`,
        ...(chance(0.5) ? { ncdPrejudiced: chance(0.5) } : {}),
        personalInjury: chance(0.1),
      } as Claim);
    }
    return list;
  }

  function convictions(heldYears: number): Conviction[] {
    // New drivers get none: 6 points within 2 years of passing would be declined.
    if (heldYears < 3 || chance(0.75)) return [];
    const n = chance(0.8) ? 1 : 2;
    const list: Conviction[] = [];
    for (let i = 0; i < n; i += 1) {
      const { code, points } = pick(CONVICTIONS);
      const year = todayYear - int(1, 4);
      list.push({
        code,
        offenceDate: `${year}-${two(int(1, 12))}-${two(int(1, 28))}`,
        convictionDate: `${year}-${two(int(1, 12))}-${two(int(1, 28))}`,
        pointsOnLicence: points,
      } as Conviction);
    }
    return list;
  }

  function otherDriver(): Person {
    const age = int(18, 75);
    const { dateOfBirth, licenceDate, heldYears } = born(age);
    const partner = chance(0.5);
    const driver = additionalDriver(
      dateOfBirth,
      {
        relationshipToProposer: partner ? 'SPOUSEREL' : pick(['OFFSPRNG', 'EMPLOYEE', 'OTHREL']),
        name: { title: 'Mx', forenames: pick(['Alex', 'Jo', 'Sam']), surname: 'Smith' },
        fullTimeOccupation: pick(JOBS),
      },
      licenceDate,
    );
    const licence = driver.driverDetails?.licence ?? {};
    driver.driverDetails = {
      ...driver.driverDetails,
      licence: { ...licence, convictions: convictions(heldYears) },
      claims: claims(),
    };
    return driver;
  }

  return Array.from({ length: count }, () => {
    const risk = completedDirectQuote(TODAY).policy.eventCurrent.risk;
    claimsLeft = 2;
    const age = int(18, 79);
    const { dateOfBirth, licenceDate, heldYears } = born(age);
    const area = pick(AREAS);
    const postcode = `${area}${int(1, 9)} ${int(1, 9)}AA`;
    const proposer = risk.proposer;
    const details = proposer.driverDetails ?? {};
    risk.proposer = {
      ...proposer,
      dateOfBirth,
      fullTimeOccupation: pick(JOBS),
      correspondenceAddress: { ...proposer.correspondenceAddress, postcode },
      driverDetails: {
        ...details,
        licence: {
          ...details.licence,
          licenceType: chance(0.9) ? 'Full Licence' : 'Full EU Licence',
          dateObtained: licenceDate,
          convictions: convictions(heldYears),
        },
        claims: claims(),
      },
    };
    if (chance(0.3))
      risk.additionalInsuredPersons = Array.from({ length: chance(0.8) ? 1 : 2 }, otherDriver);

    const [alarm, immobiliser] = pick(ALARMS);
    const van = risk.vehicles?.[0] ?? {};
    const weight = pick([undefined, 2.0, 2.6, 3.1, 3.5]);
    risk.vehicles = [
      {
        ...van,
        value: int(1, 74) * 1_000 + pick([0, 250, 500, 995]),
        yearOfManufacture: todayYear - int(0, 19),
        cover: chance(0.8) ? 'C' : 'TPFT',
        classOfUse: pick(CLASSES),
        whereKept: pick(KEPT),
        alarm,
        immobiliser,
        tracker: chance(0.2) ? 'TRAC' : 'NONE',
        lhd: chance(0.03),
        // The van kept in the home area mostly, elsewhere now and then.
        keptPostcode: chance(0.85) ? postcode : `${pick(AREAS)}1 1AA`,
        modelInfo: {
          ...van.modelInfo,
          fuel: pick(FUELS),
          ...(weight === undefined ? {} : { grossWeight: weight }),
          cc: pick([1499, 1995, 2143, 2987]),
        },
      },
    ];

    const ncd = chance(0.3) ? 0 : int(1, 12);
    if (ncd > 0)
      risk.previousInsuranceMotor = {
        type: 'GV',
        expiryDate: TODAY,
        noClaimsDiscount: { years: ncd, protected: chance(0.3) },
      };
    else if (chance(0.3)) risk.drivingExperience = { type: 'NAMED', yearsClaimFree: int(1, 4) };

    const mileage = pick([3_000, 6_000, 10_000, 14_000, 18_000, 25_000, 40_000]);
    risk.totalAnnualMileage = mileage;
    if (chance(0.3)) risk.businessAnnualMileage = pick([500, 3_000, 8_000, 15_000]);
    risk.volXS = pick([0, 100, 250, 350, 500, 1000]);
    risk.drivingRestriction = pick(RESTRICTIONS);
    const modifications = chance(0.15) ? [pick(MODIFICATIONS), pick(MODIFICATIONS)] : ['0', '0'];
    const answers: Record<number, string> = {
      63: String(mileage),
      78: pick(['Y', 'N', '']),
      135: pick(['Y', 'N', '']),
      142: chance(0.1) ? 'Y' : 'N',
      279: pick(['Y', '']),
      354: modifications[0]!,
      355: modifications[1]!,
      476: chance(0.05) ? 'A' : 'C',
      896: chance(0.3) ? 'Y' : 'N',
      968: pick(BY_DAY),
    };
    risk.duqAnswers = (risk.duqAnswers ?? []).map((answer) =>
      answer.questionNumber in answers
        ? { ...answer, answer: answers[answer.questionNumber]! }
        : answer,
    );
    const offer = pick(OFFERS);
    risk.userfieldAnswers = (risk.userfieldAnswers ?? []).map((answer) =>
      answer.questionCode === 'AFFIDON' ? { ...answer, answer: offer } : answer,
    );

    const requestedOpexCodes = EXTRAS.filter(() => chance(0.25));
    return { risk, requestedOpexCodes };
  });
}
