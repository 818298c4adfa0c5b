import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carUsageFormSchema } from '../forms/car-usage.form.ts';
import { AddressFormSchema } from '../forms/driver-details.form.ts';
import { ACCEPTED_POSTCODE_SHAPES, REFUSED_POSTCODE_SHAPES } from '../testing/postcode-shapes.ts';
import {
  INVALID_POSTCODE_MESSAGE,
  checkPostcode,
  isValidPostcode,
  normalisePostcode,
  postcodeArea,
  samePostcode,
} from './postcode.ts';

describe('normalisePostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['  sw1a   1aa  ', 'SW1A 1AA'],
    ['S W 1 A 1 A A', 'SW1A 1AA'],
    ['ls14ap', 'LS1 4AP'],
    ['b11aa', 'B1 1AA'],
    ['m11ae', 'M1 1AE'],
    ['ec1a1bb', 'EC1A 1BB'],
    ['gir0aa', 'GIR 0AA'],
    ['sw1a\u00a01aa', 'SW1A 1AA'],
    ['\tle1 6ah\n', 'LE1 6AH'],
    ['abc', 'ABC'],
    ['', ''],
  ])('tidies %j to %j', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalisePostcode(input);
        expect(normalisePostcode(once)).toBe(once);
      }),
    );
  });
});

describe('checkPostcode (§4.1)', () => {
  it.each([
    // The six outward patterns, each followed by 9AA.
    ['A9', 'm11ae', 'M1 1AE', 'M1', '1AE', 'M'],
    ['A99', 'B33 8TH', 'B33 8TH', 'B33', '8TH', 'B'],
    ['AA9', 'cr2 6xh', 'CR2 6XH', 'CR2', '6XH', 'CR'],
    ['AA99', 'DN55 1PT', 'DN55 1PT', 'DN55', '1PT', 'DN'],
    ['A9A', 'w1a 0ax', 'W1A 0AX', 'W1A', '0AX', 'W'],
    ['AA9A', 'EC1A1BB', 'EC1A 1BB', 'EC1A', '1BB', 'EC'],
    ['AA9A', 'sw1a 1aa', 'SW1A 1AA', 'SW1A', '1AA', 'SW'],
    ['the Girobank special', 'GIR 0AA', 'GIR 0AA', 'GIR', '0AA', 'GIR'],
    ['a Crown dependency (format only)', 'je2 3ab', 'JE2 3AB', 'JE2', '3AB', 'JE'],
    ['district 0', 'BS0 1AA', 'BS0 1AA', 'BS0', '1AA', 'BS'],
  ])('accepts %s: %j as %j', (_pattern, input, postcode, outward, inward, area) => {
    expect(checkPostcode(input)).toEqual({ valid: true, postcode, outward, inward, area });
  });

  it.each([
    ['empty', '', 'Empty'],
    ['only spaces', '   ', 'Empty'],
    ['a British Forces number', 'BFPO 1234', 'BFPO'],
    ['a short British Forces number', 'bfpo 57', 'BFPO'],
    ['Ascension Island', 'ASCN 1ZZ', 'OverseasTerritory'],
    ['St Helena', 'STHL 1ZZ', 'OverseasTerritory'],
    ['the Falkland Islands', 'FIQQ 1ZZ', 'OverseasTerritory'],
    ['Tristan da Cunha', 'tdcu1zz', 'OverseasTerritory'],
    ['British Antarctic Territory', 'BIQQ 1ZZ', 'OverseasTerritory'],
    ['the Turks and Caicos Islands', 'TKCA 1ZZ', 'OverseasTerritory'],
    ['an outward code alone', 'SW1A', 'Format'],
    ['an inward code alone', '1AA', 'Format'],
    ['a US ZIP code', '90210', 'Format'],
    ['a Canadian postal code', 'K1A 0B1', 'Format'],
    ['an Irish Eircode', 'D02 X285', 'Format'],
    ['Q first', 'QA1 1AA', 'Format'],
    ['V first', 'V1 1AA', 'Format'],
    ['X first', 'X1 1AA', 'Format'],
    ['I second', 'AI1 1AA', 'Format'],
    ['J second', 'AJ1 1AA', 'Format'],
    ['Z second', 'AZ1 1AA', 'Format'],
    ['a 3rd letter not used in A9A', 'W1I 1AA', 'Format'],
    ['a 4th letter not used in AA9A', 'EC1C 1AA', 'Format'],
    ['C in the inward code', 'SW1A 1CA', 'Format'],
    ['I in the inward code', 'SW1A 1AI', 'Format'],
    ['K in the inward code', 'SW1A 1KA', 'Format'],
    ['M in the inward code', 'SW1A 1AM', 'Format'],
    ['O in the inward code', 'SW1A 1OA', 'Format'],
    ['V in the inward code', 'SW1A 1AV', 'Format'],
    ['a letter where the sector digit goes', 'SW1A AAA', 'Format'],
    ['three outward digits', 'B123 1AA', 'Format'],
    ['three outward letters', 'ABC1 1AA', 'Format'],
    ['an extra character', 'SW1A 1AAA', 'Format'],
    ['punctuation', 'SW1A-1AA', 'Format'],
    ['a near miss for GIR 0AA', 'GIR 0AB', 'Format'],
    ['letter O for zero', 'SW1A 1OO', 'Format'],
    ['script', '<script>', 'Format'],
  ])('rejects %s (%j) as %s, asking for a real postcode', (_case, input, problem) => {
    expect(checkPostcode(input)).toEqual({
      valid: false,
      problem,
      message: 'Enter a real postcode, like SW1A 1AA',
    });
    expect(isValidPostcode(input)).toBe(false);
  });

  it('gives the same message for every invalid postcode, one that names a real example', () => {
    expect(INVALID_POSTCODE_MESSAGE).toBe('Enter a real postcode, like SW1A 1AA');
    expect(isValidPostcode('SW1A 1AA')).toBe(true);
  });

  it('answers a valid postcode already normalised, and normalising it changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const check = checkPostcode(input);
        if (!check.valid) return;
        expect(check.postcode).toBe(normalisePostcode(input));
        expect(checkPostcode(check.postcode)).toEqual(check);
        expect(check.postcode).toBe(`${check.outward} ${check.inward}`);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        expect(typeof checkPostcode(input).valid).toBe('boolean');
      }),
    );
  });
});

describe('postcodeArea', () => {
  it.each([
    ['SW1A 1AA', 'SW'],
    ['B1 1AA', 'B'],
    ['ls1', 'LS'],
    ['W1J', 'W'],
    ['GIR 0AA', 'GIR'],
    ['1AA', ''],
  ])('takes the leading letters of %j: %j', (input, area) => {
    expect(postcodeArea(input)).toBe(area);
  });
});

describe('samePostcode (§5.5)', () => {
  it.each([
    ['LS1 4AP', 'ls14ap', true],
    [' LS1  4AP', 'LS14AP', true],
    ['LS1 4AP', 'LS1 4AQ', false],
    ['LS1 4AP', undefined, false],
  ])('%s and %s are the same: %s', (a, b, same) => {
    expect(samePostcode(a, b)).toBe(same);
  });
});

// Decision 038: the question pages check a postcode with the rule the address lookup uses, so a
// postcode a page accepts is never refused by the lookup, and one it refuses is refused there too.
describe('the forms and the one postcode rule', () => {
  const addressPostcode = AddressFormSchema.shape.postcode;
  const overnightPostcode = (postcode: string) =>
    carUsageFormSchema('M1 1AE').shape.carKeptOvernightPostcode.safeParse(postcode);

  it.each(ACCEPTED_POSTCODE_SHAPES)(
    'accepts %s (%j), normalised to %j, on every page that asks a postcode',
    (_shape, typed, normalised) => {
      expect(checkPostcode(typed)).toMatchObject({ valid: true, postcode: normalised });
      expect(addressPostcode.safeParse(typed)).toEqual({ success: true, data: normalised });
      expect(overnightPostcode(typed)).toEqual({ success: true, data: normalised });
    },
  );

  it.each(REFUSED_POSTCODE_SHAPES)(
    "refuses %s (%j) with the page's own message",
    (_shape, typed) => {
      expect(isValidPostcode(typed)).toBe(false);
      const messages = (result: ReturnType<typeof overnightPostcode>) =>
        result.success ? [] : result.error.issues.map((issue) => issue.message);
      expect(messages(addressPostcode.safeParse(typed))).toEqual([
        'Please enter a valid UK postcode',
      ]);
      expect(messages(overnightPostcode(typed))).toEqual(['Please enter a valid UK postcode']);
    },
  );

  it('agrees with the rule on anything typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.string({ unit: fc.constantFrom(...'ABGIMQSWZ019 '), maxLength: 9 }),
        ),
        (typed) => {
          expect(addressPostcode.safeParse(typed).success).toBe(isValidPostcode(typed));
        },
      ),
    );
  });
});
