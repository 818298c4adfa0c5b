import { describe, expect, it } from 'vitest';
import {
  claimAtFault,
  claimKindOf,
  isAnswered,
  isPartner,
  isYes,
  licenceKindOf,
  normaliseCode,
  postcodeAreaOf,
} from './codes.ts';

describe('reading the journey codes', () => {
  it.each([
    ['SDPC+Business', 'SDPCBUSINESS'],
    ['sdp ex c', 'SDPEXC'],
    [undefined, ''],
  ])('normaliseCode(%s) is %s', (code, normalised) => {
    expect(normaliseCode(code)).toBe(normalised);
  });

  it.each([
    ['ACCREARF', 'accident'],
    ['ACCPARKEDNF', 'accident'],
    ['THEFTKEYS', 'theft'],
    ['FIREARSON', 'fire'],
    ['MALDAMAGE', 'malicious'],
    ['WSREPAIR', 'windscreen'],
    ['FALLOBJ', 'weather'],
    ['KEYSLOST', 'keys'],
    ['MISFUEL', 'other'],
    ['INJURYONLY', 'accident'],
    ['A', 'accident'],
    ['ACCIDENT_DAMAGE', 'accident'],
    ['Accidental damage claims', 'accident'],
    ['Z', 'theft'],
    ['Fire, theft and attempted theft claims', 'theft'],
    ['Malicious damage claims', 'malicious'],
    ['F', 'fire'],
    ['W', 'windscreen'],
    ['Windscreen replacement', 'windscreen'],
    ['Locks and keys replacement', 'keys'],
    ['D', 'weather'],
    ['SOMETHING ELSE', 'accident'],
    [undefined, 'accident'],
  ])('a claim described %s is a %s claim', (description, kind) => {
    expect(claimKindOf(description)).toBe(kind);
  });

  it.each([
    ['ACCREARF', undefined, true],
    ['ACCREARNF', undefined, false],
    ['ACCSPLIT', undefined, true],
    ['ACCREARNF', true, true],
    ['ACCREARF', false, false],
  ])('a %s claim with ncdPrejudiced %s is at fault: %s', (description, ncdPrejudiced, fault) => {
    expect(claimAtFault(description, ncdPrejudiced)).toBe(fault);
  });

  it.each([
    ['Full UK Automatic', 'automatic'],
    ['International', 'international'],
    ['Full Foreign Licence', 'international'],
    ['Full Licence', 'full'],
    ['Full UK Licence', 'full'],
    ['Provisional Licence', 'provisional'],
    ['Full EU Licence', 'eu'],
    ['Full EEA licence', 'eu'],
    ['European Community', 'eu'],
    ['International Licence', 'international'],
    ['Non-EU foreign licence', 'international'],
    ['Full Licence - Automatic only', 'automatic'],
    ['Something odd', 'full'],
    [undefined, 'full'],
  ])('a %s licence is %s', (type, kind) => {
    expect(licenceKindOf(type)).toBe(kind);
  });

  it.each([
    ['SPOUSEREL', true],
    ['CIVILPTNR', true],
    ['PARTNER', true],
    ['BUSPTNR', false],
    ['S', true],
    ['Civil Partner', true],
    ['Business partner', false],
    ['OFFSPRNG', false],
    [undefined, false],
  ])('relationship %s is a partner: %s', (relationship, partner) => {
    expect(isPartner(relationship)).toBe(partner);
  });

  it.each([
    ['B1 1AA', 'B'],
    ['cv1 2ab', 'CV'],
    ['  E14 5AB', 'E'],
    ['WC1A 1AA', 'WC'],
    ['BFPO 123', 'BF'],
    ['', undefined],
    [undefined, undefined],
  ])('postcode %s is in area %s', (postcode, area) => {
    expect(postcodeAreaOf(postcode)).toBe(area);
  });

  it('reads yes strictly for Y/N questions and any real answer for coded ones', () => {
    expect([isYes('Y'), isYes('yes'), isYes('N'), isYes(''), isYes('A')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([isAnswered('Front'), isAnswered('Y'), isAnswered('N'), isAnswered('0')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
