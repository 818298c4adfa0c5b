// §9.2 sample request defaults.

/** The fixed parts of the create-quote envelope (§3.6, §9.2); buildCreateQuoteRequest uses them. */
export const QUOTE_REQUEST_ENVELOPE_DEFAULTS = {
  context: { schemeGroup: 'GVWEB1', branchCode: 'DFLTBR' },
  fsaSaleType: 'NON-ADV',
  maxNumToStore: 1,
  requestedQuoteGrade: 'GUARANTEED',
  storage: 'SHORTTERM',
} as const;

/**
 * The other values of the §9.2 sample request, by where they sit in the risk. Some are sample
 * answers rather than defaults (sourceOfBusiness 102 is a price-comparison site, title Mr);
 * createDefaultDirectQuote takes only those that are not the customer's to give.
 */
export const SAMPLE_RISK_DEFAULTS = {
  risk: {
    sourceOfBusiness: '102',
    frequency: 'PlcyAnnual',
    policyTypeCode: 'GV',
    volXS: 250,
    drivingRestriction: 'INSONLY',
  },
  correspondenceAddress: { abodeType: 'House', usage: 'Main', country: 'GB' },
  proposer: {
    clientStatus: 'Prospect',
    fsaClass: 'RETAIL',
    telephoneUsage: 'Work',
    gender: 'M',
    maritalStatus: 'M',
    title: 'Mr',
  },
  driverDetails: {
    licenceType: 'Full Licence',
    accessToOtherVehicles: 'Owner',
    vehicleUse: 'MainUser',
    motoringOrg: 'BLANK',
  },
  vehicle: {
    cover: 'C',
    owner: 'Proposer',
    whereKept: 'Roadside',
    bodyStyle: 'Van',
    // §9.2: another sample shows SDP.
    classOfUse: 'OwnGoods',
    transmission: 'TransMan',
    fuel: 'FuelDiesel',
    alarm: 'PROF',
    tracker: 'NONE',
    immobiliser: 'FF92',
    radiusLimit: 0,
  },
  offer: { questionCode: 'AFFIDON', answer: 'MONEYSUPF' },
} as const;

/** §9.2 fixture pricing, illustrative only: for test fixtures, never for rating. */
export const SAMPLE_FIXTURE_PRICING = {
  iptRatePercent: 12,
  aprRatePercent: 26.9,
  feeBroker: 28,
  paymentCountTotal: 11,
  paymentCountNormal: 10,
  paymentFrequency: 'OneMonth',
  remainingUploads: 25,
} as const;
