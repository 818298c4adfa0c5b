import { createAdditionalDriverDefaults, createDefaultDirectQuote } from '@van/domain/quote';
import {
  type Claim,
  type Conviction,
  type ModelInfo,
  type Occupation,
  type Person,
  type Risk,
  type Vehicle,
} from '@van/domain/risk';
import { readFacts, type Facts } from '../facts/read-facts.ts';
import { TARIFF_2026_11 } from '../tables/2026-11.ts';

// Risks for tests: the §3.13 default direct quote with just the answers a test cares about.

export const TODAY = '2026-11-22';

export interface RiskOptions {
  dateOfBirth?: string;
  value?: number;
  ncdYears?: number;
  ncdProtected?: boolean;
  postcode?: string;
  keptPostcode?: string;
  licenceType?: string;
  licenceDate?: string;
  claims?: Claim[];
  convictions?: Conviction[];
  additionalDrivers?: Person[];
  vehicle?: Partial<Vehicle>;
  modelInfo?: Partial<ModelInfo>;
  duq?: Record<number, string>;
  volXS?: number;
  mileage?: number;
  businessMileage?: number;
  offerCode?: string;
  fullTime?: Occupation;
  partTime?: Occupation;
  startDate?: string;
  drivingExperience?: { type: string; yearsClaimFree: number };
  person?: Partial<Person>;
}

/** A risk priced on TODAY: by default a 45-year-old, £15,000 van, no NCD, no postcode. */
export function buildRisk(options: RiskOptions = {}): Risk {
  const risk = createDefaultDirectQuote(TODAY).policy.eventCurrent.risk;
  const base = risk.vehicles?.[0] ?? {};
  risk.proposer = {
    ...risk.proposer,
    dateOfBirth: options.dateOfBirth ?? '1981-03-01',
    ...(options.postcode ? { correspondenceAddress: { postcode: options.postcode } } : {}),
    ...(options.fullTime ? { fullTimeOccupation: options.fullTime } : {}),
    ...(options.partTime ? { partTimeOccupation: options.partTime } : {}),
    ...options.person,
    driverDetails: {
      ...risk.proposer.driverDetails,
      ...options.person?.driverDetails,
      licence: {
        licenceType: options.licenceType ?? 'Full Licence',
        ...(options.licenceDate ? { dateObtained: options.licenceDate } : {}),
        convictions: options.convictions ?? [],
      },
      claims: options.claims ?? [],
    },
  };
  risk.vehicles = [
    {
      ...base,
      value: options.value ?? 15_000,
      ...(options.keptPostcode ? { keptPostcode: options.keptPostcode } : {}),
      ...options.vehicle,
      modelInfo: { ...base.modelInfo, ...options.modelInfo },
    },
  ];
  if (options.additionalDrivers) risk.additionalInsuredPersons = options.additionalDrivers;
  if (options.ncdYears !== undefined && options.ncdYears > 0) {
    risk.previousInsuranceMotor = {
      type: 'GV',
      expiryDate: TODAY,
      noClaimsDiscount: { years: options.ncdYears, protected: options.ncdProtected ?? false },
    };
  }
  if (options.drivingExperience) risk.drivingExperience = options.drivingExperience;
  if (options.volXS !== undefined) risk.volXS = options.volXS;
  if (options.mileage !== undefined) risk.totalAnnualMileage = options.mileage;
  if (options.businessMileage !== undefined) risk.businessAnnualMileage = options.businessMileage;
  if (options.startDate) risk.startDate = options.startDate;
  if (options.offerCode !== undefined) {
    risk.userfieldAnswers = (risk.userfieldAnswers ?? []).map((answer) =>
      answer.questionCode === 'AFFIDON' ? { ...answer, answer: options.offerCode! } : answer,
    );
  }
  if (options.duq) {
    const given = new Map(Object.entries(options.duq).map(([key, value]) => [Number(key), value]));
    risk.duqAnswers = [
      ...(risk.duqAnswers ?? []).filter((answer) => !given.has(answer.questionNumber)),
      ...[...given].map(([questionNumber, answer]) => ({ questionNumber, answer })),
    ];
  }
  return risk;
}

/** A named additional driver (§3.13 defaults) of the given age on TODAY. */
export function additionalDriver(
  dateOfBirth: string,
  overrides: Partial<Person> = {},
  licenceDate?: string,
): Person {
  const driver = createAdditionalDriverDefaults();
  return {
    ...driver,
    dateOfBirth,
    relationshipToProposer: 'OFFSPRNG',
    ...overrides,
    driverDetails: {
      ...driver.driverDetails,
      licence: {
        licenceType: 'Full Licence',
        ...(licenceDate ? { dateObtained: licenceDate } : {}),
      },
      ...overrides.driverDetails,
    },
  };
}

/** The facts of a risk built from `options`; throws if it cannot be read. */
export function factsOf(options: RiskOptions = {}, tables = TARIFF_2026_11): Facts {
  const read = readFacts(buildRisk(options), TODAY, tables);
  if ('missing' in read) throw new Error(`missing ${read.missing.map((m) => m.field).join()}`);
  return read.facts;
}
