import {
  addDriver,
  applyCarDetails,
  applyCarUsage,
  applyCoverDetails,
  applyDriverDetails,
  applyLicenceDetails,
  applyVehicleLookup,
  type AdditionalDriverForm,
  type CarDetailsForm,
  type CarUsageForm,
  type CoverDetailsForm,
  type DriverDetailsForm,
  type LicenceDetailsForm,
} from '@van/domain/forms';
import { VALIDITY_PAGES } from '@van/domain/journey';
import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import { retrievalKeyOf } from '@van/domain/testing';
import { afterEach, beforeEach, vi } from 'vitest';
import { useJourneyStore } from '../stores/journey-store';
import { pricedQuote, TEST_POSTCODE, TEST_REGISTRATION, TEST_VAN } from './fixtures';

// A customer who has answered every page, as the domain's own writers store the answers, and
// then been priced: what check-your-details reads back.

export const TODAY = '2025-06-15';

/** Fixes today (the Date only) for every test of the calling file. */
export function fixTodayForEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export const CAR_DETAILS: CarDetailsForm = {
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
};

export const DRIVER_DETAILS: DriverDetailsForm = {
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
    postcode: TEST_POSTCODE,
  },
  insuranceRefused: false,
  hasNonMotoringConvictions: false,
  drivingRestrictions: 'INSNAMED',
  convictions: [
    {
      code: 'SP30',
      convictionDate: { day: 5, month: 8, year: 2024 },
      pointsOnLicence: 3,
      fineAmount: 100,
    },
  ],
  homeOwner: true,
  occupation: { empStatus: 'SelfEmploy', occupation: 'E30', employersBusiness: '264' },
};

export const CAR_USAGE: CarUsageForm = {
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
};

export const LICENCE: LicenceDetailsForm = {
  licenceType: 'Full Licence',
  dateObtained: { day: 20, month: 7, year: 2005 },
  licenceNumber: { provideLicenceNumber: true, part1: 'TAYLO805170', part2: 'SJ9AB' },
  claims: [
    { description: 'ACCREARF', claimDate: { day: 3, month: 11, year: 2024 }, ncdPrejudiced: true },
  ],
};

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
  claims: [],
  medicalCondition: { dvlaNotified: true, dvlaRestriction: false },
};

export const COVER: CoverDetailsForm = {
  coverStartDate: { day: 20, month: 6, year: 2025 },
  homeRenewalMonth: '3',
  noClaimDiscountYears: 5,
  noClaimDiscountProtection: false,
  coverLevel: 'C',
  paymentFrequency: 'PayInFull',
};

/** Every page answered in the journey's order, with Jane named; not yet priced. */
export function answeredQuote(): Quote {
  let quote = applyVehicleLookup(
    createDefaultDirectQuote(TODAY),
    TEST_VAN,
    TEST_REGISTRATION,
  ).quote;
  quote = applyCarDetails(quote, CAR_DETAILS, TODAY, {
    transmission: false,
    doors: false,
    fuel: false,
  });
  // The home address first, so "kept at home overnight" has a postcode to be.
  quote = applyDriverDetails(quote, DRIVER_DETAILS, TODAY);
  quote = applyCarUsage(quote, CAR_USAGE);
  quote = applyLicenceDetails(quote, LICENCE, TODAY);
  quote = addDriver(quote, JANE, TODAY);
  return applyCoverDetails(quote, COVER, TODAY);
}

/** `answered` as the quote service returns it priced (created, with a web reference). */
export function priced(answered: Quote = answeredQuote()): Quote {
  return pricedQuote(answered.policy.eventCurrent.risk);
}

/** Holds a priced quote with every question page complete, as after cover-details. */
export function holdPricedQuote(quote: Quote = priced()): Quote {
  const journey = useJourneyStore.getState();
  journey.setQuote(quote, retrievalKeyOf(quote));
  journey.setVehicleLookupOutcome({ transmission: false, doors: false, fuel: false }, true);
  journey.setPageValidity(VALIDITY_PAGES.slice(0, VALIDITY_PAGES.indexOf('YourQuote') + 1), true);
  return quote;
}
