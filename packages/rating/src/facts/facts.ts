import type { ClaimKind, ConvictionGroupCode, LicenceKind } from '../tables/rate-tables.ts';

// The typed, normalised facts the rules and factors work on (read by read-facts.ts). Everything
// is measured at the cover start; claims and convictions are those of the 5 years before it.

/** What the engine needs to know before it can price, named for the customer. */
export interface MissingAnswer {
  field: string;
  question: string;
}

export interface ClaimFact {
  kind: ClaimKind;
  /** Lost the NCD: ncdPrejudiced, else read from the ClaimDescription code (codes.ts). */
  fault: boolean;
  personalInjury: boolean;
  monthsAgo: number;
}

export interface ConvictionFact {
  /** The code as given, upper case; `group` undefined for a code we do not know (rated 1.00). */
  code: string;
  group: ConvictionGroupCode | undefined;
  points: number;
  monthsAgo: number;
  disqualified: boolean;
}

export interface OccupationFact {
  occupation: string;
  business: string;
  partTime: boolean;
}

export interface DriverFacts {
  /** 0 the proposer, n the additional driver n-1 (the §3.1 excessPrices key). */
  index: number;
  /** For excess details (§2.6 'Full excess details for {driver}'). */
  name: string;
  isMainDriver: boolean;
  /** Age in full years at the cover start; undefined for an additional driver not yet dated. */
  age: number | undefined;
  licenceKind: LicenceKind;
  /** Full years held at the cover start; without a date we assume a pass at 17. */
  licenceYears: number | undefined;
  partner: boolean;
  claims: readonly ClaimFact[];
  convictions: readonly ConvictionFact[];
  /** Points on convictions within the totting-up window (underwriting.pointsWindowMonths). */
  livePoints: number;
  employmentStatus: string | undefined;
  occupations: readonly OccupationFact[];
  insuranceRefused: boolean;
  nonMotoringConviction: boolean;
  medicalNotNotified: boolean;
  medicalRestriction: boolean;
}

export interface VehicleFacts {
  value: number;
  /** Years since manufacture at the cover start; undefined when the year is not known. */
  age: number | undefined;
  leftHandDrive: boolean;
  imported: boolean;
  /** Vehicle Modifications codes of duq 354-356; one unknown ('') when only `modified` is set. */
  modifications: readonly string[];
  fuel: 'electric' | 'hybrid' | 'other';
  manual: boolean;
  grossWeight: number | undefined;
  cc: number | undefined;
  regNumber: string;
}

export interface Facts {
  startDate: string;
  cover: 'C' | 'TPFT';
  drivers: readonly DriverFacts[];
  mainDriver: DriverFacts;
  proposer: DriverFacts;
  ncd: {
    /** Years rated: as claimed, capped at 9+ by the table, 0 when in use on another vehicle. */
    years: number;
    claimedYears: number;
    protectionRequested: boolean;
    inUseElsewhere: boolean;
  };
  /** Claim-free years on someone else's policy (drivingExperience), rated only without NCD. */
  experienceYears: number;
  vehicle: VehicleFacts;
  postcodeArea: string | undefined;
  annualMileage: number;
  annualMileageGiven: boolean;
  businessMileage: number;
  /** Normalised class-of-use code (classOfUse) and duq 248 answer ('' when not given). */
  classOfUse: string;
  classOfUseAsGiven: string | undefined;
  drivingRestriction: string | undefined;
  vanUsedFor: string;
  keptOvernight: string;
  keptByDay: string;
  alarm: string;
  immobiliser: string;
  tracker: boolean;
  dashcam: boolean;
  refrigerated: boolean;
  homeOwner: boolean;
  publicLiability: boolean;
  tradeAssociation: boolean;
  dangerousGoods: boolean;
  voluntaryExcess: number;
  offerCode: string;
}
