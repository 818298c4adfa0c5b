import { describe, expect, it } from 'vitest';
import {
  canOpenPage,
  firstInvalidPageBefore,
  initialPageValidity,
  PageValiditySchema,
  withPageValidity,
  type PageValidity,
} from './page-validity.ts';
import { VALIDITY_PAGES, type PageId, type ValidityPage } from './pages.ts';

/** Validity with exactly `valid` marked valid. */
function validOnly(...valid: ValidityPage[]): PageValidity {
  return withPageValidity(initialPageValidity(), valid, true);
}

const UP_TO_COVER: ValidityPage[] = [
  'VehicleLookup',
  'CarDetails',
  'CarUsage',
  'DriverDetails',
  'LicenceDetails',
  'AdditionalDriverDetails',
];

describe('page validity (§4.3)', () => {
  it('starts with VehicleLookup to Confirmation all invalid, in that order', () => {
    const validity = initialPageValidity();
    expect(Object.keys(validity)).toEqual([
      'VehicleLookup',
      'CarDetails',
      'CarUsage',
      'DriverDetails',
      'LicenceDetails',
      'AdditionalDriverDetails',
      'CoverDetails',
      'YourQuote',
      'CheckYourDetails',
      'Payment',
      'Confirmation',
    ]);
    expect(Object.values(validity).every((valid) => !valid)).toBe(true);
  });

  it('changes only the pages it is given', () => {
    const validity = withPageValidity(
      validOnly('VehicleLookup', 'CarDetails'),
      ['CarDetails'],
      false,
    );
    expect(validity).toEqual(validOnly('VehicleLookup'));
  });

  it('parses stored validity and refuses a list that lacks a page', () => {
    expect(PageValiditySchema.parse(validOnly('CarUsage'))).toEqual(validOnly('CarUsage'));
    const { Confirmation: _dropped, ...partial } = initialPageValidity();
    expect(PageValiditySchema.safeParse(partial).success).toBe(false);
  });

  it.each<[string, PageId, PageValidity, boolean]>([
    ['the first page of the list, with nothing valid', 'VehicleLookup', validOnly(), true],
    [
      'driver-details when every van page is valid',
      'DriverDetails',
      validOnly('VehicleLookup', 'CarDetails', 'CarUsage'),
      true,
    ],
    [
      'driver-details when using-the-van is invalid',
      'DriverDetails',
      validOnly('VehicleLookup', 'CarDetails'),
      false,
    ],
    [
      'driver-details when only its own page is invalid',
      'DriverDetails',
      validOnly('VehicleLookup', 'CarDetails', 'CarUsage'),
      true,
    ],
    [
      'licence-details when driver-details is invalid',
      'LicenceDetails',
      validOnly('VehicleLookup', 'CarDetails', 'CarUsage'),
      false,
    ],
    [
      'an additional driver when licence-details is valid',
      'DriverDetails/AdditionalDriverDetails',
      validOnly(...UP_TO_COVER.slice(0, 5)),
      true,
    ],
    [
      'cover-details when an additional driver page is invalid',
      'CoverDetails',
      validOnly(...UP_TO_COVER.slice(0, 5)),
      false,
    ],
    [
      'cover-details when every earlier page is valid',
      'CoverDetails',
      validOnly(...UP_TO_COVER),
      true,
    ],
    [
      'payment when check-your-details is invalid',
      'Payment',
      validOnly(...UP_TO_COVER, 'CoverDetails', 'YourQuote'),
      false,
    ],
    [
      'payment when every earlier page is valid',
      'Payment',
      validOnly(...UP_TO_COVER, 'CoverDetails', 'YourQuote', 'CheckYourDetails'),
      true,
    ],
    [
      'confirmation before payment is valid',
      'Confirmation',
      validOnly(...UP_TO_COVER, 'CoverDetails', 'YourQuote', 'CheckYourDetails'),
      false,
    ],
    ['a page outside the list (retrieve), with nothing valid', 'Retrieve', validOnly(), true],
    [
      'an earlier page when a later one is invalid',
      'CarUsage',
      validOnly('VehicleLookup', 'CarDetails'),
      true,
    ],
  ])('may open %s: %s', (_case, page, validity, expected) => {
    expect(canOpenPage(page, validity)).toBe(expected);
  });

  it.each<[PageId, PageValidity, ValidityPage | undefined]>([
    ['Payment', validOnly(), 'VehicleLookup'],
    ['Payment', validOnly('VehicleLookup', 'CarDetails', 'DriverDetails'), 'CarUsage'],
    ['CoverDetails', validOnly(...UP_TO_COVER), undefined],
    ['Confirmation', validOnly(...VALIDITY_PAGES.slice(0, -2)), 'Payment'],
    ['VehicleLookup', validOnly(), undefined],
    ['Retrieve', validOnly(), undefined],
  ])('finds the first invalid page before %s', (page, validity, expected) => {
    expect(firstInvalidPageBefore(page, validity)).toBe(expected);
  });
});
