import {
  applyCarDetails,
  applyCarUsage,
  applyCoverDetails,
  applyLicenceDetails,
  applyVehicleLookup,
  makeMainDriver,
  removeDriver,
} from '@van/domain/forms';
import { isCreatedQuote, type Quote } from '@van/domain/quote';
import { METADATA_LISTS } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { pageAfterSaving } from '../../stores/page-after-saving';
import { TEST_VAN } from '../../testing/fixtures';
import {
  answerSummary,
  SUMMARY_LIST_NAMES,
  type SummaryLists,
  type SummarySection,
} from './answer-summary';
import {
  answeredQuote,
  CAR_DETAILS,
  CAR_USAGE,
  COVER,
  LICENCE,
  priced,
  TODAY,
} from './check-your-details-test-kit';

const LISTS = Object.fromEntries(
  SUMMARY_LIST_NAMES.map((name) => [name, METADATA_LISTS[name]]),
) as SummaryLists;
const ALL_FOUND = { transmission: false, doors: false, fuel: false };

function answersOf(quote: Quote, id: SummarySection['id'], invalid = ALL_FOUND) {
  const section = answerSummary(quote, LISTS, invalid).find((candidate) => candidate.id === id);
  return Object.fromEntries(
    (section?.groups ?? []).flatMap((group) => group.rows.map((row) => [row.key, row.value])),
  );
}

describe('answerSummary', () => {
  it('shows business use with who uses the van and the business miles', () => {
    const quote = applyCarUsage(answeredQuote(), {
      ...CAR_USAGE,
      classOfUse: 'SDPC+Business',
      whoUsesTheCarForBusiness: 'C1',
      businessAnnualMileage: 6000,
    });

    expect(answersOf(quote, 'use')).toMatchObject({
      'How you use the van': 'Social, domestic, pleasure, commuting and business use',
      'Who uses it for business': 'Business use by the proposer',
      'Business miles a year': '6,000 miles',
    });
  });

  it('shows the overnight postcode of a van kept away from home', () => {
    const quote = applyCarUsage(answeredQuote(), {
      ...CAR_USAGE,
      isTheCarKeptAtHomeAddressOvernight: false,
      carKeptOvernightPostcode: 'ls2 7ej',
    });

    expect(answersOf(quote, 'use')).toMatchObject({
      'Kept at your home address overnight': 'No',
      'Postcode where it is kept overnight': 'LS2 7EJ',
    });
  });

  it('shows a van without a dashcam, modifications or a purchase date in words', () => {
    const quote = applyCarDetails(
      answeredQuote(),
      {
        ...CAR_DETAILS,
        dashCam: false,
        dashCamLoc: undefined,
        alarm: 'NONE',
        immobiliser: 'FF93',
        tracker: 'NONE',
        modified: false,
        modificationCategory: undefined,
        modifications: undefined,
        dontHaveTheCarYet: true,
        datePurchased: undefined,
      },
      TODAY,
      ALL_FOUND,
    );

    expect(answersOf(quote, 'van')).toMatchObject({
      Dashcam: 'No',
      'Alarm and immobiliser': 'Factory fitted Immobiliser',
      'Tracking device': 'No',
      Modifications: 'None',
      'Date bought': "I don't have the van yet",
    });
  });

  it('shows the model fields the customer gave by hand, and only those', () => {
    const found = applyVehicleLookup(answeredQuote(), { ...TEST_VAN, fuel: undefined }, 'AB12CDE');
    const quote = applyCarDetails(
      found.quote,
      { ...CAR_DETAILS, fuelType: 'FuelPetrol' },
      TODAY,
      found.invalidVehicleData,
    );

    const van = answersOf(quote, 'van', found.invalidVehicleData);
    expect(van).toMatchObject({ Fuel: 'Petrol' });
    expect(van).not.toHaveProperty('Gearbox');
    expect(van).not.toHaveProperty('Doors');
  });

  it('shows other driving experience instead of protection without a discount', () => {
    const quote = applyCoverDetails(
      answeredQuote(),
      {
        ...COVER,
        noClaimDiscountYears: 0,
        noClaimDiscountProtection: false,
        prevDrivingExpType: 'NAMEDCAR',
        prevDrivingExpNoClaimYears: 1,
        homeRenewalMonth: '-1',
        paymentFrequency: 'Instalmnts',
      },
      TODAY,
    );

    const cover = answersOf(quote, 'cover');
    expect(cover).toMatchObject({
      'No claims discount': 'None',
      'Other driving experience': 'Named driver on a car policy',
      'Years driven without a claim': '1 year',
      'Home insurance renews': "I don't know or I don't have home insurance",
      'How you will pay': 'Pay monthly',
    });
    expect(cover).not.toHaveProperty('Protect your no claims discount');
  });

  it('shows a licence number not given, and an additional driver as main driver', () => {
    const quote = makeMainDriver(
      applyLicenceDetails(
        answeredQuote(),
        { ...LICENCE, licenceNumber: { provideLicenceNumber: false }, claims: [] },
        TODAY,
      ),
      0,
    );

    expect(answersOf(quote, 'licence')).toMatchObject({
      'Licence number': 'Not given',
      'Claims in the last 5 years': 'None',
    });
    expect(answersOf(quote, 'drivers')).toMatchObject({ 'Main driver': 'Jane Taylor' });
  });

  it('without additional drivers, has one row leading to where drivers are added', () => {
    const section = answerSummary(removeDriver(answeredQuote(), 0), LISTS, ALL_FOUND).find(
      (candidate) => candidate.id === 'drivers',
    );

    expect(section?.groups).toEqual([
      {
        rows: [
          {
            key: 'Additional drivers',
            value: 'None',
            change: { page: 'LicenceDetails' },
            changeLabel: 'additional drivers',
          },
        ],
      },
    ]);
  });

  it('shows a code the list does not know as the code, never nothing', () => {
    const lists = { ...LISTS, WhereKept: [] };
    const use = answerSummary(answeredQuote(), lists, ALL_FOUND).find(
      (candidate) => candidate.id === 'use',
    );

    expect(use?.groups[0]?.rows.find((row) => row.key === 'Kept overnight')?.value).toBe(
      'Driveway',
    );
  });
});

describe('pageAfterSaving (decision 023)', () => {
  const created = priced();
  const changing = { returnTo: 'CheckYourDetails' as const, carDetailsConfirmed: true };

  it('goes to the next page outside a change', () => {
    expect(pageAfterSaving(created, 'LicenceDetails', { ...changing, returnTo: null })).toBe(
      'LicenceDetails',
    );
  });

  it('goes to the next page while the quote has never been priced', () => {
    const working = answeredQuote();
    expect(isCreatedQuote(working)).toBe(false);
    expect(pageAfterSaving(working, 'LicenceDetails', changing)).toBe('LicenceDetails');
  });

  it('goes to cover-details, to be priced, during a change', () => {
    expect(pageAfterSaving(created, 'DriverDetails', changing)).toBe('CoverDetails');
    expect(pageAfterSaving(created, 'LicenceDetails', changing)).toBe('CoverDetails');
    expect(pageAfterSaving(created, 'CoverDetails', changing)).toBe('CoverDetails');
  });

  it("asks both of a driver's pages during a change", () => {
    expect(pageAfterSaving(created, 'DriverDetails/AdditionalDriverDetails', changing)).toBe(
      'DriverDetails/AdditionalDriverDetails',
    );
    expect(pageAfterSaving(created, 'AdditionalDriverDetails/LicenceDetails', changing)).toBe(
      'AdditionalDriverDetails/LicenceDetails',
    );
  });

  it('has a van found by a new lookup confirmed, and its use asked again', () => {
    const relooked = applyVehicleLookup(created, TEST_VAN, 'AB12CDE').quote;

    expect(
      pageAfterSaving(relooked, 'CarDetails', { ...changing, carDetailsConfirmed: false }),
    ).toBe('CarDetails');
    // The lookup replaced the van and its class of use with it (§4.5).
    expect(pageAfterSaving(relooked, 'CarUsage', changing)).toBe('CarUsage');
    // A van whose use is still held goes on to be priced.
    expect(pageAfterSaving(created, 'CarUsage', changing)).toBe('CoverDetails');
  });
});
