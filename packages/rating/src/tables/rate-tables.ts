import type { ProductIdentifier } from '@van/domain/quote';

// The shape of a tariff. A tariff is plain, JSON-serialisable data: a new tariff is a new object of
// this shape with a later `effectiveFrom`, never a code change (decision 013).

/** A step band: the first band whose `upTo` (inclusive) covers the value applies. */
export interface Band {
  upTo: number;
  factor: number;
}

/** A step from below: the last step whose `from` is at or below the value applies. */
export interface Step {
  from: number;
  factor: number;
}

/** A point on a piecewise-linear curve; values between points are interpolated. */
export interface CurvePoint {
  at: number;
  factor: number;
}

/** A named relativity looked up by code. Unknown codes rate at 1.00 (lenient about codes). */
export interface CodedFactor {
  label: string;
  factor: number;
}

/** Loads for claims by how many months before the cover start they happened (`claimMonthBands`). */
export type ClaimKind =
  'accident' | 'theft' | 'malicious' | 'fire' | 'weather' | 'windscreen' | 'keys' | 'other';

export interface ConvictionGroup {
  label: string;
  /** Load for an offence within `convictionRecentMonths` of the cover start, and for an older one. */
  recent: number;
  older: number;
  /** Points from which the heavier loads apply (speeding 4-6 points, domain notes §1.3.5). */
  highPointsFrom?: number;
  recentHighPoints?: number;
  olderHighPoints?: number;
  /** Points assumed when the customer did not give them. */
  defaultPoints: number;
  /** Groups an insurer will not cover within the 5-year look-back (domain notes §1.3.5, §1.9). */
  declined?: boolean;
}

export type ConvictionGroupCode =
  | 'SPEEDING'
  | 'TRAFFIC_DIRECTIONS'
  | 'CONSTRUCTION_AND_USE'
  | 'MOBILE_PHONE'
  | 'CARELESS'
  | 'LICENCE_AND_MISC'
  | 'FAIL_TO_IDENTIFY'
  | 'NO_INSURANCE'
  | 'DRINK_DRUG'
  | 'SERIOUS'
  | 'DISQUALIFICATION';

export type LicenceKind = 'full' | 'automatic' | 'eu' | 'international' | 'provisional';

export interface OccupationGroup {
  label: string;
  factor: number;
  /** A job an insurer will not sell online: the quote is referred (domain notes §1.3.10). */
  refer?: boolean;
  occupationCodes: readonly string[];
  /** Sector letters of the Occupation list's own codes (B05 is a building trade, §9.9). */
  occupationSectors: readonly string[];
  businessCodes: readonly string[];
}

/** A modification load by the Vehicle Modifications list's code blocks (3xx accessories...). */
export interface ModificationBlock {
  from: number;
  to: number;
  label: string;
  factor: number;
}

/** An included benefit carried as an integrated extension (code ends in I, §4.4). */
export interface IncludedExtension {
  description: string;
  documentID: string;
  url: string;
}

export type AddOnGroupCode = 'breakdown' | 'tools' | 'optional';

/** An optional extra: its yearly price to the customer, including 12% IPT (domain notes §8.1). */
export interface AddOnPrice {
  price: number;
  /** Only one code of a group can be held (§4.4: mutually exclusive groups). */
  group: AddOnGroupCode;
  /** Tiers on which the extra is offered; elsewhere it is included or not sold. */
  offeredOn: readonly ProductIdentifier[];
  documentID: string;
  url: string;
}

export interface TierProduct {
  productCode: string;
  productName: string;
  /** The insurer's product load over the risk premium (loadDiscountInsurer), percent. */
  loadPercent: number;
  /** Compulsory accidental damage / fire and theft excess, pounds. */
  compulsoryExcess: number;
  /** Integrated extensions included in the price (§9.5: shown as 'included'). */
  included: readonly string[];
  /** Term SWT5: key cover limit in pounds; absent where there is no key cover (§9.6 VV). */
  keyCover?: number;
  /** Term SWT1: personal belongings limit in pounds. */
  personalBelongings: number;
  /** Term nnEU: days of EU cover. */
  euCoverDays: number;
  courtesyVehicle: boolean;
  /** Term DRVI: third-party cover driving other vans, for a main driver of at least this age. */
  drivingOtherVehiclesFromAge?: number;
  audioLimit: number;
  policySummaryUrl: string;
  policyDocumentUrl: string;
  ipid: { documentID: string; url: string; guid: string };
}

export interface UnderwritingLimits {
  minDriverAge: number;
  maxDriverAge: number;
  referDriverOverAge: number;
  declinePointsFrom: number;
  referPointsFrom: number;
  /** New Drivers Act: 6 points within 2 years of passing revokes the licence (domain notes §1.5). */
  newDriverPointsFrom: number;
  newDriverYears: number;
  pointsWindowMonths: number;
  maxFaultClaimsIn3Years: number;
  maxClaimsIn5Years: number;
  noInsuranceDeclineMonths: number;
  mobilePhoneReferMonths: number;
  carelessReferMonths: number;
  referValueOver: number;
  declineValueOver: number;
  declineVehicleAgeOver: number;
  declineGrossWeightOver: number;
  /** Electric vans may weigh up to this on a car licence (domain notes §3, licence note). */
  electricMaxGrossWeight: number;
  outOfTerritoryAreas: readonly string[];
  /** Class-of-use or duq 248 answers meaning hire and reward (letters and digits only, upper case). */
  hireAndRewardUses: readonly string[];
  /** duq 248 answers that need an underwriter's look (mobile catering, removals). */
  referredUses: readonly string[];
}

/** Everything the engine prices with. Versioned data, never code: a new tariff is a new table. */
export interface RateTables {
  version: string;
  /** yyyy-MM-dd: the first quote date this tariff prices. */
  effectiveFrom: string;
  insurer: { code: string; name: string; shortName: string };
  /** Annual premium in pounds for the base risk, before any relativity. */
  baseRate: number;
  minimumPremium: number;
  iptRatePercent: number;
  feeBroker: number;
  feeInsurer: number;
  coverLevel: Readonly<Record<'C' | 'TPFT', CodedFactor>>;
  mainDriverAge: readonly Band[];
  licenceYears: readonly Band[];
  licenceTypes: Readonly<Record<LicenceKind, CodedFactor>>;
  employmentStatus: Readonly<Record<string, number>>;
  occupationGroups: readonly OccupationGroup[];
  additionalDrivers: { worseDriverWeight: number; partnerFactor: number; partnerMinAge: number };
  /** Average NCD discount actually given, percent, by years (index; the last applies to more). */
  ncdAverageDiscountPercent: readonly number[];
  /** Claim-free driving experience on someone else's policy, percent off, when NCD is 0. */
  experienceDiscountPercent: readonly number[];
  /** NCD protection: offered from `minYears`; priced as a percent of the premium by NCD years. */
  protectedNcd: {
    minYears: number;
    pricePercent: readonly { fromYears: number; percent: number }[];
  };
  /** NCD years left after claims in one year, indexed by NCD years (domain notes §1.3.3). */
  ncdStepBack: {
    unprotected: { oneClaim: readonly number[]; twoClaims: readonly number[] };
    protected: { threeClaims: readonly number[] };
  };
  claimMonthBands: readonly number[];
  claims: Readonly<
    Record<ClaimKind, { label: string; fault: readonly number[]; nonFault: readonly number[] }>
  >;
  personalInjuryFactor: number;
  convictionRecentMonths: number;
  convictionGroups: Readonly<Record<ConvictionGroupCode, ConvictionGroup>>;
  /** Conviction codes by their DVLA base code (aiding/causing/inciting variants fold onto it). */
  convictionCodes: Readonly<Record<string, ConvictionGroupCode>>;
  convictionPrefixes: Readonly<Record<string, ConvictionGroupCode>>;
  /** Total live points of all drivers. */
  totalPoints: readonly Band[];
  postcodeAreas: Readonly<Record<string, { name: string; factor: number }>>;
  /** Indicative LCV group (21-50 scale) from gross vehicle weight in tonnes. */
  vehicleGroupByWeight: readonly Band[];
  defaultVehicleGroup: number;
  largeEngine: { ccOver: number; addGroups: number };
  vehicleGroup: readonly Band[];
  vehicleValue: readonly CurvePoint[];
  vehicleAge: readonly Band[];
  leftHandDrive: number;
  imported: number;
  /** Load of a modification we cannot place in a block. */
  perModification: number;
  modificationBlocks: readonly ModificationBlock[];
  /** The spec's own modification codes (§9.11), outside the blocks. */
  modificationCodes: Readonly<Record<string, CodedFactor>>;
  maxModificationsRated: number;
  fuel: Readonly<Record<'electric' | 'hybrid', CodedFactor>>;
  defaultAnnualMileage: number;
  annualMileage: readonly Band[];
  businessMileage: readonly Band[];
  classOfUse: Readonly<Record<string, CodedFactor>>;
  /** Who may drive (drivingRestriction / duq 966). */
  drivingRestriction: Readonly<Record<string, CodedFactor>>;
  keptOvernight: Readonly<Record<string, CodedFactor>>;
  keptByDay: Readonly<Record<string, CodedFactor>>;
  alarm: Readonly<Record<string, CodedFactor>>;
  immobiliserOnly: number;
  tracker: number;
  dashcam: number;
  refrigerated: number;
  homeOwner: number;
  publicLiability: number;
  tradeAssociation: number;
  voluntaryExcess: readonly Step[];
  /** Offer codes (§9.8), percent off the premium, exact and by ending ({brand}CARXS). */
  offers: { codes: Readonly<Record<string, number>>; endings: Readonly<Record<string, number>> };
  tiers: Readonly<Record<ProductIdentifier, TierProduct>>;
  includedExtensions: Readonly<Record<string, IncludedExtension>>;
  addOns: Readonly<Record<string, AddOnPrice>>;
  protectedNcdDocument: { documentID: string; url: string };
  excess: {
    /** Extra accidental damage excess by driver age (the first band covering the age). */
    youngDriver: readonly { upToAge: number; amount: number }[];
    inexperiencedUnderYears: number;
    inexperienced: number;
    nonApprovedRepairer: number;
    lockKeys: number;
  };
  credit: { depositPercent: number; instalments: number; aprPercent: number; schemeCode: string };
  underwriting: UnderwritingLimits;
}
