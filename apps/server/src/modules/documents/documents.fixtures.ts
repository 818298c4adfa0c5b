// Test support for the policy documents: a customer who answered every page (as the domain's own
// writers store the answers), priced by the current tariff, then sold annually or monthly; and
// the text of a PDF read back with a real extractor (test/pdf-text.ts).
import {
  addDriver,
  applyCarDetails,
  applyCarUsage,
  applyCoverDetails,
  applyDriverDetails,
  applyLicenceDetails,
  applyVehicleLookup,
  type AdditionalDriverForm,
  type CoverDetailsForm,
} from '@van/domain/forms';
import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import { pricedQuoteOf } from '../../test/priced-quote.ts';
import type { SoldPolicy } from './sold-policy.ts';

export const TODAY = '2026-11-22';
/** 14:32 UK time (GMT in November). */
export const ISSUED_AT = new Date('2026-11-22T14:32:00Z');
export const POLICY_NUMBER = 'RWV-2026-000123';
export const REGISTRATION = 'AB12CDE';

export const BRAND: SoldPolicy['brand'] = {
  brandName: 'Roadwise',
  phone: '0808 157 0100',
  email: 'vaninsurance@roadwise.example',
  insurerName: 'Example Van Underwriters Ltd',
};

/** Extras the annual customer chose: a breakdown level and legal assistance. */
export const CHOSEN_EXTRAS = ['BDV2O', 'VLAO'];

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

/** Every page answered, cover from 1 December 2026, with `drivers` named. */
export function answeredQuote({
  payMethod = 'PayInFull',
  drivers = [JANE],
  forenames = 'Sam',
  surname = 'Taylor',
}: {
  payMethod?: CoverDetailsForm['paymentFrequency'];
  drivers?: AdditionalDriverForm[];
  forenames?: string;
  surname?: string;
} = {}): Quote {
  let quote = applyVehicleLookup(
    createDefaultDirectQuote(TODAY),
    {
      manufacturer: 'FORD',
      description: 'TRANSIT CUSTOM 280 LIMITED ECOBLUE',
      abiCode: '32120501',
      abiProductionYears: '2018-2023',
      cc: 1995,
      transmission: 'TransMan',
      fuel: 'FuelDiesel',
      doors: 4,
      seats: 3,
      value: 18500,
      lhd: false,
      yearOfManufacture: 2019,
      bodyStyle: 'PanelVan',
      imported: 'N',
    },
    REGISTRATION,
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
      modified: false,
      dontHaveTheCarYet: false,
      datePurchased: { day: 23, month: 4, year: 2021 },
    },
    TODAY,
    { transmission: false, doors: false, fuel: false },
  );
  quote = applyDriverDetails(
    quote,
    {
      title: 'Mr',
      firstName: forenames,
      lastName: surname,
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
        {
          code: 'SP30',
          convictionDate: { day: 5, month: 8, year: 2024 },
          pointsOnLicence: 3,
          fineAmount: 100,
        },
      ],
      homeOwner: true,
      occupation: { empStatus: 'SelfEmploy', occupation: 'E30', employersBusiness: '264' },
    },
    TODAY,
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
  });
  quote = applyLicenceDetails(
    quote,
    {
      licenceType: 'Full Licence',
      dateObtained: { day: 20, month: 7, year: 2005 },
      licenceNumber: { provideLicenceNumber: true, part1: 'TAYLO805170', part2: 'SJ9AB' },
      claims: [
        {
          description: 'ACCREARF',
          claimDate: { day: 3, month: 11, year: 2024 },
          ncdPrejudiced: true,
        },
      ],
    },
    TODAY,
  );
  for (const driver of drivers) quote = addDriver(quote, driver, TODAY);
  return applyCoverDetails(
    quote,
    {
      coverStartDate: { day: 1, month: 12, year: 2026 },
      homeRenewalMonth: '3',
      noClaimDiscountYears: 5,
      noClaimDiscountProtection: false,
      coverLevel: 'C',
      paymentFrequency: payMethod,
    },
    TODAY,
  );
}

/** The answered quote priced and sold annually by card, with the extras chosen. */
export function soldAnnually(quote: Quote = answeredQuote()): SoldPolicy {
  return {
    policyNumber: POLICY_NUMBER,
    issuedAt: ISSUED_AT,
    brand: BRAND,
    quote: pricedQuoteOf(quote, { opexCodes: CHOSEN_EXTRAS }),
    paymentPlan: 'ANNUAL_CARD',
  };
}

/** The answered quote priced and sold monthly: a deposit, then one collection a month. */
export function soldMonthly(quote: Quote = answeredQuote({ payMethod: 'Instalmnts' })): SoldPolicy {
  const priced = pricedQuoteOf(quote);
  const plan = priced.policy.eventCurrent.result?.instalmentPlans?.[0];
  if (!plan) throw new Error('the test quote has no instalment plan');
  const count = plan.paymentCountNormal ?? 0;
  return {
    policyNumber: POLICY_NUMBER,
    issuedAt: ISSUED_AT,
    brand: BRAND,
    quote: priced,
    paymentPlan: 'MONTHLY_DD',
    directDebit: {
      accountHolderName: 'Mr S Taylor',
      sortCode: '20-00-00',
      accountNumberEnding: '5678',
      reference: 'RWV000123',
      serviceUserNumber: '123456',
      // The 1st of each month from January 2027.
      collections: Array.from({ length: count }, (_, index) => ({
        date: `${2027 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`,
        amount: plan.paymentAmountNormal ?? 0,
      })),
    },
  };
}

export { pdfPages, pdfText } from '../../test/pdf-text.ts';
