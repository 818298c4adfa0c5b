import type { Quote } from '../quote/quote.schema.ts';
import { answeredQuote } from './answered-quote.ts';

/**
 * For tests: the plainest customer who may buy, answeredQuote's answers with none of the
 * conditional ones: Sam O'Neill, an unmodified van without a dashcam, no claims, convictions or
 * additional drivers, no no-claims discount, paying in full, cover starting on `today`. Every
 * answer the direct journey requires is there (decision 033: only such a quote may be bought,
 * missingRequiredAnswers), and `today` must be the day the quote is given on, since cover may only
 * start from today to 30 days ahead (decision 033).
 */
export function completedDirectQuote(today: string): Quote {
  return answeredQuote(today, {
    today,
    vehicleLookup: { abiCode: undefined, value: 12_000 },
    registration: 'AB12CDE',
    carDetails: {
      marketValue: 12_000,
      dashCam: false,
      dashCamLoc: undefined,
      alarm: 'PROF',
      immobiliser: 'FF92',
      tracker: 'NONE',
      modified: false,
      modificationCategory: undefined,
      modifications: undefined,
      datePurchased: { day: 1, month: 3, year: 2021 },
    },
    driverDetails: {
      lastName: "O'Neill",
      email: 'sam.oneill@example.com',
      address: {
        houseNameOrNumber: '12',
        addressLine1: 'Park Row',
        addressLine2: 'Leeds',
        postcode: 'LS1 4AP',
      },
      drivingRestrictions: 'INSONLY',
      convictions: [],
      occupation: { empStatus: 'Employee' },
    },
    carUsage: { signage: false, rackingShelving: false, numberOfOtherVehicles: 0 },
    licenceDetails: {
      // Twenty years' driving, whatever the year of `today`.
      dateObtained: { day: 20, month: 7, year: Number(today.slice(0, 4)) - 20 },
      claims: [],
    },
    drivers: [],
    coverDetails: {
      homeRenewalMonth: '-1',
      noClaimDiscountYears: 0,
      prevDrivingExpType: 'BLANK',
      prevDrivingExpNoClaimYears: 0,
    },
  });
}
