import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VehicleLookupFormSchema } from '../forms/vehicle-lookup.form.ts';
import {
  REGISTRATION_MESSAGES,
  checkRegistration,
  normaliseRegistration,
  plateStyleOf,
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

  it('words every refusal as the lookup page does (decision 038)', () => {
    expect(REGISTRATION_MESSAGES).toEqual({
      empty: "Please enter your van's registration",
      characters: 'A registration has only letters and numbers',
      length: 'A registration has 3 to 10 letters and numbers',
    });
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

// Decision 038: the lookup page's form and the server's van lookup apply this one rule, so a
// registration the page sends is never refused by the lookup, with the same words either way.
describe('the lookup form and the one registration rule', () => {
  const formSays = (typed: string) => {
    const parsed = VehicleLookupFormSchema.safeParse({ registrationNumber: typed });
    return parsed.success
      ? { ok: true, registration: parsed.data.registrationNumber }
      : { ok: false, messages: parsed.error.issues.map((issue) => issue.message) };
  };

  it('accepts what the rule accepts, as it stores it, and refuses the rest in its words', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 14 }),
          fc.string({ unit: fc.constantFrom(...'aAbZ09 -ß\t'), maxLength: 12 }),
        ),
        (typed) => {
          const checked = checkRegistration(typed);
          expect(formSays(typed)).toEqual(
            checked.ok
              ? { ok: true, registration: checked.registration }
              : { ok: false, messages: [checked.message] },
          );
        },
      ),
    );
  });
});
