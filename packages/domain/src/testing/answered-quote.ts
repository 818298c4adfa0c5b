import { addDriver, type AdditionalDriverForm } from '../forms/additional-driver.form.ts';
import { applyCarDetails, type CarDetailsForm } from '../forms/car-details.form.ts';
import { applyCarUsage, type CarUsageForm } from '../forms/car-usage.form.ts';
import { applyCoverDetails, type CoverDetailsForm } from '../forms/cover-details.form.ts';
import { datePartsFromIsoDate } from '../forms/date-parts.ts';
import { applyDriverDetails, type DriverDetailsForm } from '../forms/driver-details.form.ts';
import { applyLicenceDetails, type LicenceDetailsForm } from '../forms/licence-details.form.ts';
import { applyVehicleLookup } from '../forms/vehicle-lookup.form.ts';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import type { VehicleLookupResult } from '../risk/vehicle.schema.ts';

// For tests: a quote whose every question page of the direct journey has been answered, written
// by the forms' own apply functions (as the web writes them), with a claim, a conviction, a
// modified van with a dashcam and one additional driver, so the conditional answers are there too.

/** The date the answers were given on. */
export const ANSWERED_TODAY = '2025-06-15';

/** Jane Taylor, the additional driver answeredQuote names: the proposer's spouse, with one claim. */
export const JANE: AdditionalDriverForm = {
  title: 'Mrs',
  firstName: 'Jane',
  lastName: 'Taylor',
  gender: 'F',
  dateOfBirth: { day: 2, month: 4, year: 1982 },
  relationshipToProposer: 'SPOUSEREL',
  relationshipStatus: 'M',
  insuranceRefused: false,
  hasNonMotoringConvictions: false,
  occupation: { empStatus: 'Employee', occupation: 'P01' },
  convictions: [],
  licenceType: 'Full Licence',
  dateObtained: { day: 1, month: 5, year: 2006 },
  licenceNumber: { provideLicenceNumber: false },
  claims: [
    {
      description: 'ACCREARF',
      claimDate: { day: 1, month: 2, year: 2023 },
      ncdPrejudiced: false,
    },
  ],
};

/**
 * What another test's customer answers differently, page by page: each page's answers given here
 * are put over answeredQuote's for that page (whole fields, not merged deeper); every other answer
 * stays answeredQuote's.
 */
export interface AnswerChanges {
  /** The date the answers are given on (ANSWERED_TODAY unless given). */
  today?: string;
  /** The van the registration lookup finds, and the registration typed. */
  vehicleLookup?: Partial<VehicleLookupResult>;
  registration?: string;
  carDetails?: Partial<CarDetailsForm>;
  driverDetails?: Partial<DriverDetailsForm>;
  carUsage?: Partial<CarUsageForm>;
  licenceDetails?: Partial<LicenceDetailsForm>;
  /** The additional drivers, in place of [JANE]. */
  drivers?: AdditionalDriverForm[];
  coverDetails?: Partial<Omit<CoverDetailsForm, 'coverStartDate'>>;
}

/** JANE without her claim, with her licence number and a medical condition the DVLA knows of. */
export const JANE_WITH_MEDICAL_CONDITION: AdditionalDriverForm = {
  ...JANE,
  licenceNumber: { provideLicenceNumber: true, part1: 'TAYLO854022', part2: 'J99AB' },
  claims: [],
  medicalCondition: { dvlaNotified: true, dvlaRestriction: false },
};

/**
 * The optional answers answeredQuote leaves out, for tests that read every answer back
 * (check-your-details, the policy documents): a second address line, a fine for the conviction,
 * home ownership, the licence numbers, and Jane with a medical condition in place of her claim.
 * Given as `answeredQuote(startDate, { ...OPTIONAL_ANSWERS, ... })`.
 */
export const OPTIONAL_ANSWERS: Required<
  Pick<AnswerChanges, 'driverDetails' | 'licenceDetails' | 'drivers'>
> = {
  driverDetails: {
    address: {
      houseNameOrNumber: '1',
      addressLine1: 'Park Row',
      addressLine2: 'Leeds',
      postcode: 'LS1 4AP',
    },
    convictions: [
      {
        code: 'SP30',
        convictionDate: { day: 5, month: 8, year: 2024 },
        pointsOnLicence: 3,
        fineAmount: 100,
      },
    ],
    homeOwner: true,
  },
  licenceDetails: {
    licenceNumber: { provideLicenceNumber: true, part1: 'TAYLO805170', part2: 'SJ9AB' },
  },
  drivers: [JANE_WITH_MEDICAL_CONDITION],
};

/**
 * A customer who answered every page of the direct journey, through the forms' own writers, with
 * cover from `startDate`; `changes` makes another customer of them (so a test names only what
 * differs). Throws, as the forms do, when the answers are not ones the journey accepts on `today`.
 */
export function answeredQuote(startDate = '2025-06-20', changes: AnswerChanges = {}): Quote {
  const today = changes.today ?? ANSWERED_TODAY;
  let quote = applyVehicleLookup(
    createDefaultDirectQuote(today),
    {
      manufacturer: 'FORD',
      description: 'TRANSIT CUSTOM 280 LIMITED ECOBLUE',
      abiCode: '32120501',
      transmission: 'TransMan',
      fuel: 'FuelDiesel',
      doors: 4,
      value: 18500,
      imported: 'N',
      ...changes.vehicleLookup,
    },
    changes.registration ?? 'AB12 CDE',
  ).quote;
  quote = applyCarDetails(
    quote,
    {
      carDetailsConfirmed: true,
      marketValue: 18500,
      vanBodyType: 'PANEL',
      hasBeenImported: false,
      dashCam: true,
      dashCamLoc: 'FRONT',
      alarm: 'FACT',
      immobiliser: 'FACT',
      tracker: 'TRAC',
      modified: true,
      modificationCategory: 'Wheels',
      modifications: ['2', '1003'],
      dontHaveTheCarYet: false,
      datePurchased: { day: 23, month: 4, year: 2021 },
      ...changes.carDetails,
    },
    today,
    { transmission: false, doors: false, fuel: false },
  );
  quote = applyDriverDetails(
    quote,
    {
      title: 'Mr',
      firstName: 'Sam',
      lastName: 'Taylor',
      gender: 'M',
      dateOfBirth: { day: 17, month: 5, year: 1980 },
      relationshipStatus: 'M',
      residency: false,
      residencyMonth: 4,
      residencyYear: 2015,
      email: 'sam.taylor@example.com',
      phoneNumber: '07700 900123',
      address: {
        houseNameOrNumber: '1',
        addressLine1: 'Park Row',
        addressLine2: 'Leeds',
        postcode: 'LS1 4AP',
      },
      insuranceRefused: false,
      hasNonMotoringConvictions: false,
      drivingRestrictions: 'INSNAMED',
      convictions: [
        { code: 'SP30', convictionDate: { day: 5, month: 8, year: 2024 }, pointsOnLicence: 3 },
      ],
      occupation: { empStatus: 'SelfEmploy', occupation: 'E30', employersBusiness: '264' },
      ...changes.driverDetails,
    },
    today,
  );
  quote = applyCarUsage(quote, {
    classOfUse: 'SDP',
    vanUsedFor: 'TOOLS',
    totalAnnualMileage: '10000',
    whoOwnsTheCar: 'Proposer',
    whoIsTheCarsRegisteredKeeper: 'Proposer',
    whereIsTheCarKeptDuringTheDay: 'WorkPremises',
    whereKept: 'Driveway',
    isTheCarKeptAtHomeAddressOvernight: true,
    signage: true,
    rackingShelving: true,
    refrigerated: false,
    carryDangerousGoods: false,
    numberOfOtherVehicles: 1,
    accessToOtherVehicles: 'Owner',
    ...changes.carUsage,
  });
  quote = applyLicenceDetails(
    quote,
    {
      licenceType: 'Full Licence',
      dateObtained: { day: 20, month: 7, year: 2005 },
      licenceNumber: { provideLicenceNumber: false },
      claims: [
        {
          description: 'ACCREARF',
          claimDate: { day: 3, month: 11, year: 2024 },
          ncdPrejudiced: true,
        },
      ],
      ...changes.licenceDetails,
    },
    today,
  );
  for (const driver of changes.drivers ?? [JANE]) quote = addDriver(quote, driver, today);
  return applyCoverDetails(
    quote,
    {
      homeRenewalMonth: '3',
      noClaimDiscountYears: 5,
      noClaimDiscountProtection: false,
      coverLevel: 'C',
      paymentFrequency: 'PayInFull',
      ...changes.coverDetails,
      coverStartDate: datePartsFromIsoDate(startDate),
    },
    today,
  );
}
