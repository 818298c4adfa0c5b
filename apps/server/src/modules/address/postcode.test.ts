import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_POSTCODE_MESSAGE,
  checkPostcode,
  isValidPostcode,
  normalisePostcode,
  postcodeArea,
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
