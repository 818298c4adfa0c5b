import {
  applyCarDetails,
  applyCarUsage,
  applyCoverDetails,
  applyDriverDetails,
  applyLicenceDetails,
  applyVehicleLookup,
} from '@van/domain/forms';
import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import { ukDate } from '@van/domain/shared';

/**
 * A direct quote whose every question page has been answered, written by the forms' own apply
 * functions as the web writes them (decision 033: only a quote holding every answer the direct
 * journey requires may be bought, missingRequiredAnswers), its cover starting on `today` (by
 * default the real UK date: a quote may only be given for cover starting from today to 30 days
 * ahead, decision 033). No claims, convictions or additional drivers; paid in full.
 */
export function completedDirectQuote(today = ukDate(new Date())): Quote {
  let quote = applyVehicleLookup(
    createDefaultDirectQuote(today),
    {
      manufacturer: 'FORD',
      description: 'TRANSIT CUSTOM 280 LIMITED ECOBLUE',
      transmission: 'TransMan',
      fuel: 'FuelDiesel',
      doors: 4,
      value: 12_000,
      imported: 'N',
    },
    'AB12CDE',
  ).quote;
  quote = applyCarDetails(
    quote,
    {
      carDetailsConfirmed: true,
      marketValue: 12_000,
      vanBodyType: 'PANEL',
      hasBeenImported: false,
      dashCam: false,
      alarm: 'PROF',
      immobiliser: 'FF92',
      tracker: 'NONE',
      modified: false,
      dontHaveTheCarYet: false,
      datePurchased: { day: 1, month: 3, year: 2021 },
    },
    today,
    { transmission: false, doors: false, fuel: false },
  );
  quote = applyDriverDetails(
    quote,
    {
      title: 'Mr',
      firstName: 'Sam',
      lastName: "O'Neill",
      gender: 'M',
      dateOfBirth: { day: 17, month: 5, year: 1980 },
      relationshipStatus: 'M',
      residency: false,
      residencyMonth: 4,
      residencyYear: 2015,
      email: 'sam.oneill@example.com',
      phoneNumber: '07700 900123',
      address: { houseNameOrNumber: '12', addressLine1: 'Park Row', postcode: 'LS1 4AP' },
      insuranceRefused: false,
      hasNonMotoringConvictions: false,
      drivingRestrictions: 'INSONLY',
      convictions: [],
      occupation: { empStatus: 'Employee' },
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
    signage: false,
    rackingShelving: false,
    refrigerated: false,
    carryDangerousGoods: false,
    numberOfOtherVehicles: 0,
    accessToOtherVehicles: 'Owner',
  });
  quote = applyLicenceDetails(
    quote,
    {
      licenceType: 'Full Licence',
      dateObtained: { day: 20, month: 7, year: Number(today.slice(0, 4)) - 20 },
      licenceNumber: { provideLicenceNumber: false },
      claims: [],
    },
    today,
  );
  return applyCoverDetails(
    quote,
    {
      coverStartDate: partsOf(today),
      homeRenewalMonth: '-1',
      noClaimDiscountYears: 0,
      noClaimDiscountProtection: false,
      prevDrivingExpType: 'BLANK',
      prevDrivingExpNoClaimYears: 0,
      coverLevel: 'C',
      paymentFrequency: 'PayInFull',
    },
    today,
  );
}

function partsOf(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { day, month, year };
}
