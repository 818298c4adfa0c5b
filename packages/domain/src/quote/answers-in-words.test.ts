import { describe, expect, it } from 'vitest';
import { makeMainDriver, removeDriver } from '../forms/additional-driver.form.ts';
import {
  applyCarDetails,
  carDetailsFormFromQuote,
  type CarDetailsForm,
} from '../forms/car-details.form.ts';
import {
  applyCarUsage,
  carUsageFormFromQuote,
  type CarUsageForm,
} from '../forms/car-usage.form.ts';
import {
  applyCoverDetails,
  coverDetailsFormFromQuote,
  type CoverDetailsForm,
} from '../forms/cover-details.form.ts';
import {
  applyDriverDetails,
  driverDetailsFormFromQuote,
  type DriverDetailsForm,
} from '../forms/driver-details.form.ts';
import {
  applyLicenceDetails,
  licenceDetailsFormFromQuote,
  type LicenceDetailsForm,
} from '../forms/licence-details.form.ts';
import { applyVehicleLookup, initialInvalidVehicleData } from '../forms/vehicle-lookup.form.ts';
import { METADATA_LISTS } from '../reference-data/lists/metadata-list-data.ts';
import { ANSWERED_TODAY, OPTIONAL_ANSWERS, answeredQuote } from '../testing/answered-quote.ts';
import { ANSWERED_QUOTE_IN_WORDS } from '../testing/answered-quote-in-words.ts';
import {
  ANSWER_LIST_NAMES,
  answersInWords,
  type AnswerLists,
  type AnswerSectionId,
} from './answers-in-words.ts';
import { ANSWERS_IN_WORDS_TEXT } from './answers-in-words.text.ts';
import type { Quote } from './quote.schema.ts';

const LISTS = Object.fromEntries(
  ANSWER_LIST_NAMES.map((name) => [name, METADATA_LISTS[name]]),
) as AnswerLists;
/** The lookup found the gearbox, doors and fuel: none was asked by hand (§4.5). */
const ALL_FOUND = { transmission: false, doors: false, fuel: false };

function answersOf(quote: Quote, id: AnswerSectionId, asked = ALL_FOUND) {
  const section = answersInWords(quote, LISTS, asked).find((candidate) => candidate.id === id);
  return Object.fromEntries(
    (section?.groups ?? []).flatMap((group) => group.rows.map((row) => [row.label, row.value])),
  );
}

// The answers a page shows back, as the page would submit them again.
const carDetails = (quote: Quote) => carDetailsFormFromQuote(quote) as CarDetailsForm;
const carUsage = (quote: Quote) => carUsageFormFromQuote(quote) as CarUsageForm;
const driverDetails = (quote: Quote) => driverDetailsFormFromQuote(quote) as DriverDetailsForm;
const licence = (quote: Quote) => licenceDetailsFormFromQuote(quote) as LicenceDetailsForm;
const cover = (quote: Quote) => coverDetailsFormFromQuote(quote) as CoverDetailsForm;

describe('answersInWords', () => {
  it('writes every answer of a fully answered quote in words, section by section', () => {
    const quote = answeredQuote();
    const sections = answersInWords(quote, LISTS, ALL_FOUND);

    expect(sections.map((section) => section.heading)).toEqual([
      'The van',
      'Using the van',
      'You',
      'Your licence',
      'Additional drivers',
      'Your cover',
    ]);
    expect(answersOf(quote, 'van')).toEqual({
      Registration: 'AB12CDE',
      'Make and model': 'FORD TRANSIT CUSTOM 280 LIMITED ECOBLUE',
      Value: '£18,500',
      'Body type': 'Panel van',
      Imported: 'No',
      Dashcam: 'Yes, front facing',
      'Alarm and immobiliser': 'Factory fitted alarm and Immobiliser',
      'Tracking device': 'Yes',
      Modifications: ['Wheels/Tyres', 'Alloy wheels', 'Wheel spacers'],
      'Date bought': '23 April 2021',
    });
    expect(answersOf(quote, 'you')).toMatchObject({
      Name: 'Mr Sam Taylor',
      Gender: 'Male',
      'Date of birth': '17 May 1980',
      'Lived at your home address': 'Since April 2015',
      'Home address': ['1 Park Row', 'Leeds', 'LS1 4AP'],
      'Motoring convictions in the last 5 years': [
        'SP30 Exceeding the statutory speed limit on a public road, 5 August 2024, 3 points',
      ],
      'Part-time job': 'None',
    });
    expect(answersOf(quote, 'licence')).toEqual({
      'Licence type': 'Full UK licence',
      'Licence held since': '20 July 2005',
      'Licence number': 'Not given',
      'Claims in the last 5 years': [
        'Hit the back of another vehicle (at fault), 3 November 2024, affected the no claims discount',
      ],
      'Medical condition the DVLA must know about': 'None',
    });
    expect(answersOf(quote, 'cover')).toEqual({
      'Cover starts': '20 June 2025',
      'Home insurance renews': 'March',
      'No claims discount': '5 years',
      'Protect your no claims discount': 'No',
      'Level of cover': 'Comprehensive',
      'How you will pay': 'Pay annually',
    });
  });

  it('writes the rows the page and the statement of fact are both checked against', () => {
    const inWords = (sections: ReturnType<typeof answersInWords>) =>
      sections.map(({ heading, groups }) => ({
        heading,
        groups: groups.map((group) => ({
          ...(group.heading === undefined ? {} : { heading: group.heading }),
          rows: group.rows.map((row) => [row.label, row.value]),
        })),
      }));

    // As a customer whose model fields were all asked sees them, and as the statement prints them.
    expect(inWords(answersInWords(answeredQuote(), LISTS, initialInvalidVehicleData()))).toEqual(
      ANSWERED_QUOTE_IN_WORDS,
    );
    expect(inWords(answersInWords(answeredQuote(), LISTS))).toEqual(ANSWERED_QUOTE_IN_WORDS);
  });

  it("names the page that asks each answer, and for a named driver's own answers which driver", () => {
    const sections = answersInWords(answeredQuote(), LISTS, ALL_FOUND);
    const rows = sections.flatMap((section) => section.groups.flatMap((group) => group.rows));
    const where = (label: string, driver?: number) =>
      rows.find((row) => row.label === label && row.driver === driver);

    expect(where('Registration')).toMatchObject({ page: 'VehicleLookup' });
    expect(where('Make and model')).toMatchObject({ page: 'VehicleLookup' });
    expect(where('Value')).toMatchObject({ page: 'CarDetails' });
    expect(where('Miles a year')).toMatchObject({ page: 'CarUsage' });
    expect(where('Home address')).toMatchObject({ page: 'DriverDetails' });
    expect(where('Claims in the last 5 years')).toMatchObject({ page: 'LicenceDetails' });
    expect(where('Main driver')).toMatchObject({ page: 'LicenceDetails' });
    expect(where('Date of birth', 0)).toMatchObject({
      page: 'DriverDetails/AdditionalDriverDetails',
    });
    expect(where('Licence type', 0)).toMatchObject({
      page: 'AdditionalDriverDetails/LicenceDetails',
    });
    expect(where('Level of cover')).toMatchObject({ page: 'CoverDetails' });
    // Only a named driver's own answers carry a driver.
    const drivers = sections.find((section) => section.id === 'drivers');
    expect(drivers?.groups[1]?.heading).toBe('Jane Taylor');
    expect(drivers?.groups[1]?.rows.every((row) => row.driver === 0)).toBe(true);
    expect(rows.filter((row) => row.driver !== undefined)).toHaveLength(
      drivers?.groups[1]?.rows.length ?? -1,
    );
  });

  it('shows business use with who uses the van and the business miles', () => {
    const answered = answeredQuote();
    const quote = applyCarUsage(answered, {
      ...carUsage(answered),
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
    const answered = answeredQuote();
    const quote = applyCarUsage(answered, {
      ...carUsage(answered),
      isTheCarKeptAtHomeAddressOvernight: false,
      carKeptOvernightPostcode: 'ls2 7ej',
    });

    expect(answersOf(quote, 'use')).toMatchObject({
      'Kept at your home address overnight': 'No',
      'Postcode where it is kept overnight': 'LS2 7EJ',
    });
  });

  it('shows a van without a dashcam, modifications or a purchase date in words', () => {
    const answered = answeredQuote();
    const quote = applyCarDetails(
      answered,
      {
        ...carDetails(answered),
        carDetailsConfirmed: true,
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
      ANSWERED_TODAY,
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

  it('writes where a dashcam faces with only its first letter in lower case', () => {
    expect(ANSWERS_IN_WORDS_TEXT.van.dashCamWhere('Front facing')).toBe('Yes, front facing');
    expect(ANSWERS_IN_WORDS_TEXT.van.dashCamWhere('Front and DVR')).toBe('Yes, front and DVR');
  });

  it('shows the model fields the customer gave by hand, and only those', () => {
    const found = applyVehicleLookup(answeredQuote(), {
      manufacturer: 'FORD',
      description: 'TRANSIT',
      transmission: 'TransMan',
      doors: 4,
    });
    const quote = applyCarDetails(
      found.quote,
      { ...carDetails(answeredQuote()), carDetailsConfirmed: true, fuelType: 'FuelPetrol' },
      ANSWERED_TODAY,
      found.invalidVehicleData,
    );

    const van = answersOf(quote, 'van', found.invalidVehicleData);
    expect(van).toMatchObject({ Fuel: 'Petrol' });
    expect(van).not.toHaveProperty('Gearbox');
    expect(van).not.toHaveProperty('Doors');
  });

  it('without knowing which model fields were asked, shows each the van holds', () => {
    const sections = answersInWords(answeredQuote(), LISTS);
    const van = sections[0]?.groups[0]?.rows ?? [];

    expect(van.slice(0, 5).map((row) => [row.label, row.value, row.page])).toEqual([
      ['Registration', 'AB12CDE', 'VehicleLookup'],
      ['Make and model', 'FORD TRANSIT CUSTOM 280 LIMITED ECOBLUE', 'VehicleLookup'],
      ['Gearbox', 'Manual', 'CarDetails'],
      ['Doors', '4', 'CarDetails'],
      ['Fuel', 'Diesel', 'CarDetails'],
    ]);
  });

  it('shows other driving experience instead of protection without a discount', () => {
    const answered = answeredQuote();
    const quote = applyCoverDetails(
      answered,
      {
        ...cover(answered),
        noClaimDiscountYears: 0,
        noClaimDiscountProtection: false,
        prevDrivingExpType: 'NAMEDCAR',
        prevDrivingExpNoClaimYears: 1,
        homeRenewalMonth: '-1',
        paymentFrequency: 'Instalmnts',
      },
      ANSWERED_TODAY,
    );

    const answers = answersOf(quote, 'cover');
    expect(answers).toMatchObject({
      'No claims discount': 'None',
      'Other driving experience': 'Named driver on a car policy',
      'Years driven without a claim': '1 year',
      'Home insurance renews': "I don't know or I don't have home insurance",
      'How you will pay': 'Pay monthly',
    });
    expect(answers).not.toHaveProperty('Protect your no claims discount');
  });

  it('shows a licence number, and an additional driver as main driver', () => {
    const answered = answeredQuote();
    const quote = makeMainDriver(
      applyLicenceDetails(
        answered,
        {
          ...licence(answered),
          licenceNumber: { provideLicenceNumber: true, part1: 'TAYLO805170', part2: 'SJ9AB' },
          claims: [],
        },
        ANSWERED_TODAY,
      ),
      0,
    );

    expect(answersOf(quote, 'licence')).toMatchObject({
      'Licence number': 'TAYLO805170SJ9AB',
      'Claims in the last 5 years': 'None',
    });
    expect(answersOf(quote, 'drivers')).toMatchObject({ 'Main driver': 'Jane Taylor' });
  });

  it("gives each named driver's licence number in their own group, on their licence page", () => {
    const quote = answeredQuote('2025-06-20', OPTIONAL_ANSWERS);
    const jane = answersInWords(quote, LISTS, ALL_FOUND)
      .find((section) => section.id === 'drivers')
      ?.groups.find((group) => group.heading === 'Jane Taylor');
    expect(jane?.rows).toContainEqual({
      label: 'Licence number',
      value: 'TAYLO854022J99AB',
      page: 'AdditionalDriverDetails/LicenceDetails',
      driver: 0,
    });
    expect(answersOf(quote, 'licence')).toMatchObject({ 'Licence number': 'TAYLO805170SJ9AB' });
  });

  it('shows a driver saved before the number was asked as not having given it', () => {
    const quote = answeredQuote();
    const jane = quote.policy.eventCurrent.risk.additionalInsuredPersons?.[0];
    expect(jane?.driverDetails?.licence).not.toHaveProperty('licenceNumber');
    expect(answersOf(quote, 'drivers')).toMatchObject({ 'Licence number': 'Not given' });
  });

  it('names the proposer as main driver when no additional driver is', () => {
    expect(answersOf(answeredQuote(), 'drivers')).toMatchObject({
      'Main driver': 'You (Sam Taylor)',
    });
  });

  it('without additional drivers, has one row leading to where drivers are added', () => {
    const section = answersInWords(removeDriver(answeredQuote(), 0), LISTS, ALL_FOUND).find(
      (candidate) => candidate.id === 'drivers',
    );

    expect(section?.groups).toEqual([
      { rows: [{ label: 'Additional drivers', value: 'None', page: 'LicenceDetails' }] },
    ]);
  });

  it("writes a house name on a line of its own, and a part-time job's status, occupation and business", () => {
    const answered = answeredQuote();
    const quote = applyDriverDetails(
      answered,
      {
        ...driverDetails(answered),
        address: {
          houseNameOrNumber: 'Rose Cottage',
          addressLine1: 'Park Row',
          addressLine2: 'Leeds',
          postcode: 'LS1 4AP',
        },
        partTimeOccupation: { empStatus: 'Employee', occupation: 'P01', employersBusiness: '264' },
      },
      ANSWERED_TODAY,
    );

    expect(answersOf(quote, 'you')).toMatchObject({
      'Home address': ['Rose Cottage', 'Park Row', 'Leeds', 'LS1 4AP'],
      'Part-time job': ['Employee', 'Accountant', 'Plumbing'],
    });
  });

  it("keeps a named driver's part-time job a comparison site declared, and shows none otherwise", () => {
    const answered = answeredQuote();
    const driverRows = (quote: Quote) =>
      answersInWords(quote, LISTS, ALL_FOUND)
        .find((candidate) => candidate.id === 'drivers')
        ?.groups[1]?.rows.filter((row) => row.label === 'Part-time job');
    const [jane] = answered.policy.eventCurrent.risk.additionalInsuredPersons ?? [];
    if (jane === undefined) throw new Error('answeredQuote has an additional driver');
    const risk = answered.policy.eventCurrent.risk;
    const withJob: Quote = {
      ...answered,
      policy: {
        ...answered.policy,
        eventCurrent: {
          ...answered.policy.eventCurrent,
          risk: {
            ...risk,
            additionalInsuredPersons: [
              {
                ...jane,
                partTimeOccupation: {
                  empStatus: 'Employee',
                  occupation: 'P01',
                  employersBusiness: '264',
                },
              },
            ],
          },
        },
      },
    };

    expect(driverRows(answered)).toEqual([]);
    expect(driverRows(withJob)).toEqual([
      {
        label: 'Part-time job',
        value: ['Employee', 'Accountant', 'Plumbing'],
        page: 'DriverDetails/AdditionalDriverDetails',
        driver: 0,
      },
    ]);
  });

  it('shows a code the list does not know as the code, never nothing', () => {
    const lists = { ...LISTS, WhereKept: [] };

    expect(
      answersInWords(answeredQuote(), lists, ALL_FOUND)
        .find((candidate) => candidate.id === 'use')
        ?.groups[0]?.rows.find((row) => row.label === 'Kept overnight')?.value,
    ).toBe('Driveway');
  });
});
