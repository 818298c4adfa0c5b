import type { AdditionalDriver, Conviction, Customer } from './journey.ts';

// Customers of the journeys, answered in the words the pages show. The registrations are in the
// shipped lookup dataset (apps/server/src/modules/vehicle/data/README.md); the address postcode is
// in the shipped synthetic address data (apps/server/src/modules/address/data).

/** A 2019 Ford Transit Custom, the first of the DVLA mock registrations in the dataset. */
export const FOUND_VAN = 'AA19AAA';
/** The DVLA's own 'not found' registration, left out of the dataset on purpose. */
export const UNKNOWN_VAN = 'ER19NFD';
/**
 * A 2015 Nissan NV200 whose lookup answers without gearbox, doors and fuel (dataset
 * INCOMPLETE_DATA, ending NDX: none of the three).
 */
export const VAN_WITHOUT_GEARBOX_DOORS_FUEL = 'BK65NDX';

/** A postcode of the synthetic address data, and one of its addresses as the list shows it. */
export const HOME = { postcode: 'ls1 5hd', choose: '46 Shakespeare Way, Leeds, LS1 5HD' };

/** Sam: one main driver, no claims, no convictions, a plumber with 5 years' discount. */
export const SAM: Customer = {
  van: {
    registration: 'aa19 aaa',
    bodyType: 'Panel van',
    imported: false,
    dashCam: false,
    alarm: 'Factory fitted alarm and Immobiliser',
    tracker: false,
    modified: false,
    bought: { day: 23, month: 4, year: 2021 },
  },
  use: {
    owner: 'Me (the proposer)',
    registeredKeeper: 'Me (the proposer)',
    keptByDay: 'Work premises',
    keptOvernight: 'Driveway',
    overnightPostcode: HOME.postcode,
    use: 'Social, domestic and pleasure use, including commuting',
    usedFor: 'Carrying my own tools and materials',
    annualMileage: '8,001 to 10,000 miles',
    signWriting: true,
    racking: true,
    refrigerated: false,
    dangerousGoods: false,
    otherVehicles: '1',
    accessToOtherVehicles: 'Own another vehicle',
  },
  proposer: {
    title: 'Mr',
    firstName: 'Sam',
    lastName: 'Taylor',
    gender: 'Male',
    dateOfBirth: { day: 17, month: 5, year: 1980 },
    relationshipStatus: 'Married',
    movedIn: { month: 4, year: 2015 },
    email: 'sam.taylor@example.com',
    phone: '07700 900123',
    address: HOME,
    refusedInsurance: false,
    nonMotoringConvictions: false,
    whoWillDrive: 'Insured only',
    convictions: [],
    homeOwner: true,
    job: {
      employmentStatus: 'Self Employed',
      occupation: { typed: 'Plumb', option: 'Plumber' },
      employersBusiness: { typed: 'Plumbing', option: 'Plumbing' },
    },
  },
  licence: {
    type: 'Full UK licence',
    obtained: { day: 20, month: 7, year: 2005 },
    number: { first11: 'TAYLO805170', next5: 'SJ9AB' },
    claims: [],
    medicalCondition: false,
  },
  additionalDrivers: [],
  cover: {
    noClaimsDiscountYears: '5',
    protectNoClaimsDiscount: false,
    level: 'Comprehensive',
    payment: 'Pay annually',
  },
};

/** Jane, Sam's wife: a clean full licence. */
export const JANE: AdditionalDriver = {
  title: 'Mrs',
  firstName: 'Jane',
  lastName: 'Taylor',
  gender: 'Female',
  dateOfBirth: { day: 2, month: 4, year: 1982 },
  relationshipToYou: 'Spouse',
  relationshipStatus: 'Married',
  job: {
    employmentStatus: 'Employee',
    occupation: { typed: 'Account', option: 'Accountant' },
  },
  refusedInsurance: false,
  nonMotoringConvictions: false,
  convictions: [],
  licence: {
    type: 'Full UK licence',
    obtained: { day: 1, month: 5, year: 2006 },
    // §2.6: every driver is asked their number (decision 054); Jane's follows the DVLA format.
    number: { first11: 'TAYLO854022', next5: 'J99AB' },
    claims: [],
    medicalCondition: false,
  },
};

/** The speeding offence of the journeys: SP30 with 3 points. */
export const SPEEDING: Conviction = {
  offence: { typed: 'sp30', option: 'SP30 Exceeding the statutory speed limit on a public road' },
  date: { day: 5, month: 8, year: 2024 },
  points: '3',
  fine: '100',
};

/**
 * Sam with Jane named, a speeding conviction of his own on driver-details and one at-fault claim
 * on licence-details; 'Insured and named drivers'.
 */
export const SAM_WITH_JANE_A_CLAIM_AND_A_CONVICTION: Customer = {
  ...SAM,
  proposer: {
    ...SAM.proposer,
    whoWillDrive: 'Insured and named drivers',
    convictions: [SPEEDING],
  },
  licence: {
    ...SAM.licence,
    claims: [
      {
        whatHappened: 'Hit the back of another vehicle (at fault)',
        date: { day: 3, month: 11, year: 2024 },
        affectedNoClaimsDiscount: true,
      },
    ],
  },
  additionalDrivers: [JANE],
  mainDriver: 'You (Sam Taylor)',
};

/** Sam with a driver the rules decline (§1.9 PROVISIONAL_LICENCE): Alex, on a provisional licence. */
export const SAM_WITH_A_LEARNER: Customer = {
  ...SAM,
  proposer: { ...SAM.proposer, whoWillDrive: 'Insured and named drivers' },
  additionalDrivers: [
    {
      ...JANE,
      title: 'Mx',
      firstName: 'Alex',
      gender: 'Male',
      dateOfBirth: { day: 9, month: 9, year: 2007 },
      relationshipToYou: 'Son or daughter',
      relationshipStatus: 'Single',
      job: { employmentStatus: 'Employee' },
      licence: {
        ...JANE.licence,
        type: 'Provisional UK licence',
        obtained: { day: 1, month: 3, year: 2025 },
      },
    },
  ],
  mainDriver: 'You (Sam Taylor)',
};

/** Edith, 85: the tariff refers any driver over 80 (§1.9 DRIVER_OVER_80). */
export const EDITH: Customer = {
  ...SAM,
  proposer: {
    ...SAM.proposer,
    title: 'Mrs',
    firstName: 'Edith',
    lastName: 'Marsh',
    gender: 'Female',
    dateOfBirth: { day: 3, month: 2, year: 1941 },
    relationshipStatus: 'Widowed',
    email: 'edith.marsh@example.com',
    job: { employmentStatus: 'Retired' },
  },
  licence: { ...SAM.licence, number: 'rather not say', obtained: { day: 1, month: 1, year: 2001 } },
  cover: { ...SAM.cover, noClaimsDiscountYears: '9' },
};

/**
 * Sam under a surname the embedded credit check answers FAILED_CREDIT for: annual by card is
 * allowed, monthly by Direct Debit refused (apps/server/src/modules/credit-check/README.md).
 */
export const SAM_CREDITFAIL: Customer = {
  ...SAM,
  proposer: { ...SAM.proposer, lastName: 'Creditfail', email: 'sam.creditfail@example.com' },
};

/** Sam under a surname the embedded fraud check denies (D, FAILED): nothing may be bought. */
export const SAM_FRAUDCHECK: Customer = {
  ...SAM,
  proposer: { ...SAM.proposer, lastName: 'Fraudcheck', email: 'sam.fraudcheck@example.com' },
};
