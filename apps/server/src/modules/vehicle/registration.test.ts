import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_MESSAGES,
  checkRegistration,
  isYearConsistentWithPlate,
  normaliseRegistration,
  plateStyleOf,
  registrationPeriod,
} from './registration.ts';

describe('normaliseRegistration', () => {
  it.each([
    ['ab12 cde', 'AB12CDE'],
    ['  AB12CDE  ', 'AB12CDE'],
    ['a b 1 2 c d e', 'AB12CDE'],
    ['ab12\tcde', 'AB12CDE'],
    ['AB12CDE', 'AB12CDE'],
  ])('turns %j into %s', (typed, normalised) => {
    expect(normaliseRegistration(typed)).toBe(normalised);
  });
});

describe('checkRegistration (§5.1: 3-10 letters and digits)', () => {
  it.each([
    ['ab12 cde', 'AB12CDE', 'current'],
    ['AB51ABC', 'AB51ABC', 'current'],
    ['ln75 zzz', 'LN75ZZZ', 'current'],
    ['a123 bcd', 'A123BCD', 'prefix'],
    ['Y9 ABC', 'Y9ABC', 'prefix'],
    ['abc 123d', 'ABC123D', 'suffix'],
    ['FOO 1A', 'FOO1A', 'suffix'],
    ['1234 ab', '1234AB', 'dateless'],
    ['AB 1234', 'AB1234', 'dateless'],
    ['123 abc', '123ABC', 'dateless'],
    ['ABC 123', 'ABC123', 'dateless'],
    ['A 12', 'A12', 'dateless'],
    ['abz 1234', 'ABZ1234', 'northernIreland'],
    ['KIA 3', 'KIA3', 'northernIreland'],
    ['AZ 123', 'AZ123', 'northernIreland'],
  ])('looks %j up as %s, a %s plate', (typed, registration, style) => {
    expect(checkRegistration(typed)).toEqual({ ok: true, registration, style });
  });

  it.each([
    ['valid characters in no UK format', 'ABCDEFGHIJ'],
    ['a Q plate (age unknown)', 'Q123ABC'],
    ['an age identifier not yet issued', 'AB50CDE'],
    ['digits only', '12345'],
  ])('still looks up %s, with no style', (_case, typed) => {
    expect(checkRegistration(typed)).toEqual({ ok: true, registration: typed, style: undefined });
  });

  it.each([
    ['nothing', '', 'empty'],
    ['only spaces', '    ', 'empty'],
    ['a hyphen', 'AB12-CDE', 'characters'],
    ['punctuation', 'AB12.CDE', 'characters'],
    ['an accented letter', 'ÅB12CDE', 'characters'],
    ['markup', '<script>', 'characters'],
    ['an emoji', 'AB12🚐', 'characters'],
    ['two characters', 'A1', 'length'],
    ['two characters after spaces go', ' A 1 ', 'length'],
    ['eleven characters', 'ABCDEFGHIJK', 'length'],
  ])('refuses %s with a message for the customer', (_case, typed, problem) => {
    expect(checkRegistration(typed)).toEqual({
      ok: false,
      problem,
      message: REGISTRATION_MESSAGES[problem as keyof typeof REGISTRATION_MESSAGES],
    });
  });

  it('words every refusal for the customer, with an example registration', () => {
    for (const message of Object.values(REGISTRATION_MESSAGES)) {
      expect(message).toMatch(/AB12 CDE/);
    }
    expect(REGISTRATION_MESSAGES.characters).toBe(
      'Enter a registration number using letters and numbers only, like AB12 CDE.',
    );
    expect(REGISTRATION_MESSAGES.length).toMatch(/3 to 10 letters and numbers/);
  });

  it('accepts exactly the strings of 3-10 letters and digits, once spaces are removed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (typed) => {
        const compact = typed.replace(/\s+/g, '');
        const result = checkRegistration(typed);
        expect(result.ok).toBe(/^[A-Za-z0-9]{3,10}$/.test(compact));
        if (result.ok) expect(result.registration).toMatch(/^[A-Z0-9]{3,10}$/);
      }),
    );
  });
});

describe('plateStyleOf', () => {
  it.each([
    // I and Q are never used in current plates, nor Z in the memory tag (reference §2.2).
    ['AI12CDE', undefined],
    ['AB12CDI', undefined],
    ['ZB12CDE', undefined],
    ['AB00CDE', undefined],
    ['AB01CDE', undefined],
    ['AB12CDZ', 'current'],
    // No year letter I, O, Q, U or Z; no serial starting with 0.
    ['I123ABC', undefined],
    ['U123ABC', undefined],
    ['A012ABC', undefined],
    ['ABC123U', undefined],
    ['ABC012D', undefined],
  ])('%s is %s', (registration, style) => {
    expect(plateStyleOf(registration)).toBe(style);
  });
});

describe('registrationPeriod (the age identifier or year letter)', () => {
  const months = (registration: string) => {
    const period = registrationPeriod(registration);
    return period && [period.from.year, period.from.month, period.to.year, period.to.month];
  };

  // Reference §2.2's tables.
  it.each([
    ['AB02CDE', [2002, 3, 2002, 8]],
    ['AB51CDE', [2001, 9, 2002, 2]],
    ['AB21CDE', [2021, 3, 2021, 8]],
    ['AB71CDE', [2021, 9, 2022, 2]],
    ['AB24CDE', [2024, 3, 2024, 8]],
    ['AB74CDE', [2024, 9, 2025, 2]],
    ['AB76CDE', [2026, 9, 2027, 2]],
    ['AB99CDE', [2049, 9, 2050, 2]],
    ['A123BCD', [1983, 8, 1984, 7]],
    ['L2WPS', [1993, 8, 1994, 7]],
    ['R123BCD', [1997, 8, 1998, 7]],
    ['S123BCD', [1998, 8, 1999, 2]],
    ['T123BCD', [1999, 3, 1999, 8]],
    ['V123BCD', [1999, 9, 2000, 2]],
    ['W123BCD', [2000, 3, 2000, 8]],
    ['X123BCD', [2000, 9, 2001, 2]],
    ['Y123BCD', [2001, 3, 2001, 8]],
    ['ABC123A', [1963, 2, 1963, 12]],
    ['ABC123D', [1966, 1, 1966, 12]],
    ['ABC123E', [1967, 1, 1967, 7]],
    ['ABC123F', [1967, 8, 1968, 7]],
    ['ABC123R', [1976, 8, 1977, 7]],
    ['ABC123Y', [1982, 8, 1983, 7]],
    ['ABZ1234', undefined],
    ['1234AB', undefined],
    ['ABCDEFGHIJ', undefined],
  ])('%s was issued %j (from year, month, to year, month)', (registration, expected) => {
    expect(months(registration)).toEqual(expected);
  });

  it.each([
    ['AB21CDE', 2021, true],
    ['AB21CDE', 2020, true], // made late 2020, registered in March 2021
    ['AB21CDE', 2019, false],
    ['AB21CDE', 2022, false], // a 2022 van cannot wear a plate of March-August 2021
    ['AB71CDE', 2022, true], // registered January or February 2022
    ['AB71CDE', 2023, false],
    ['R123BCD', 1998, true],
    ['R123BCD', 1999, false],
    ['ABC123A', 1962, true],
    ['ABZ1234', 1955, true],
    ['1234AB', 2026, true],
  ])('%s fits a van made in %i: %s', (registration, year, fits) => {
    expect(isYearConsistentWithPlate(registration, year)).toBe(fits);
  });
});
