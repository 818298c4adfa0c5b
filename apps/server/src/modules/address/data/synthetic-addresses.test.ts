import { describe, expect, it } from 'vitest';
import { checkPostcode, postcodeArea } from '@van/domain/risk';
import { POSTCODE_AREAS } from './postcode-areas.ts';
import {
  KNOWN_EXAMPLE_POSTCODES,
  SECTORS_PER_DISTRICT,
  UNITS_PER_SECTOR,
  listSyntheticPostcodes,
  syntheticAddressesAt,
} from './synthetic-addresses.ts';

const postcodes = listSyntheticPostcodes();
const districtCount = POSTCODE_AREAS.reduce(
  (sum, entry) => sum + Object.values(entry.towns).flat().length,
  0,
);

describe('the synthetic address data set', () => {
  it('has the documented set of postcodes: every district, sectors times units in each', () => {
    expect(postcodes).toHaveLength(districtCount * SECTORS_PER_DISTRICT * UNITS_PER_SECTOR);
    const list = postcodes.map((entry) => entry.postcode);
    expect(new Set(list).size).toBe(list.length);
  });

  it('lists only valid, normalised postcodes of the district and area they are filed under', () => {
    for (const entry of postcodes) {
      const check = checkPostcode(entry.postcode);
      expect(check, entry.postcode).toMatchObject({
        valid: true,
        postcode: entry.postcode,
        outward: entry.district,
        area: entry.area,
      });
    }
  });

  it('covers every one of the 124 areas', () => {
    expect(new Set(postcodes.map((entry) => entry.area)).size).toBe(124);
  });

  it('gives one known example postcode per area, each in the set', () => {
    const listed = new Set(postcodes.map((entry) => entry.postcode));
    expect(KNOWN_EXAMPLE_POSTCODES.map(postcodeArea)).toEqual(
      POSTCODE_AREAS.map((entry) => entry.area),
    );
    for (const example of KNOWN_EXAMPLE_POSTCODES) expect(listed).toContain(example);
  });

  it('answers every postcode of the set with 5 or more distinct addresses in its post town', () => {
    for (const { postcode, postTown } of postcodes) {
      const addresses = syntheticAddressesAt(postcode);
      expect(addresses.length, postcode).toBeGreaterThanOrEqual(5);
      expect(addresses.length, postcode).toBeLessThanOrEqual(60);
      const keys = addresses.map((a) => `${a.houseNameOrNumber}|${a.addressLine1}`);
      expect(new Set(keys).size, postcode).toBe(keys.length);
      for (const address of addresses) {
        expect(address.postcode).toBe(postcode);
        expect(address.addressLine2).toBe(postTown);
        expect(address.houseNameOrNumber).toMatch(/^\S(.*\S)?$/);
        expect(address.addressLine1).toMatch(/^[A-Z][A-Za-z ]+[a-z]$/);
      }
    }
  });

  it('never puts one street in two postcodes of a district', () => {
    const postcodesByStreet = new Map<string, Set<string>>();
    for (const { postcode, district, postTown } of postcodes) {
      for (const address of syntheticAddressesAt(postcode)) {
        const key = `${district}|${postTown}|${address.addressLine1}`;
        postcodesByStreet.set(key, (postcodesByStreet.get(key) ?? new Set()).add(postcode));
      }
    }
    for (const [street, where] of postcodesByStreet) expect(where.size, street).toBe(1);
  });

  it('has the mix of a real place: numbered houses, flats in blocks and conversions, named houses', () => {
    const all = postcodes.flatMap(({ postcode }) => syntheticAddressesAt(postcode));
    const share = (pattern: RegExp) =>
      all.filter((address) => pattern.test(address.houseNameOrNumber)).length / all.length;
    expect(share(/^\d+$/)).toBeGreaterThan(0.4);
    expect(share(/^Flat \d+, [A-Z]/)).toBeGreaterThan(0.1);
    expect(share(/^(Flat \d+, \d+|\d+[A-D])$/)).toBeGreaterThan(0.005);
    expect(share(/^[A-Z][a-z]/)).toBeGreaterThan(0.02);
  });

  it('gives the same addresses for the same postcode every time, on every machine', () => {
    const [example] = KNOWN_EXAMPLE_POSTCODES;
    expect(syntheticAddressesAt(example!)).toEqual(syntheticAddressesAt(example!));
    // Pinned: if the generator, its word lists or the areas table change, these change, and any
    // fixture elsewhere that quotes an address from memory must change with them.
    expect(KNOWN_EXAMPLE_POSTCODES.slice(0, 3)).toEqual(['AB10 7AU', 'AL1 2HB', 'B1 2NZ']);
    const leeds = syntheticAddressesAt('LS1 5HD');
    expect(leeds).toHaveLength(20);
    expect(leeds[0]).toEqual({
      houseNameOrNumber: '46',
      addressLine1: 'Shakespeare Way',
      addressLine2: 'Leeds',
      postcode: 'LS1 5HD',
    });
    expect(leeds.at(-1)).toEqual({
      houseNameOrNumber: 'Flat 12, Quayside Point',
      addressLine1: 'Hawthorn Gardens',
      addressLine2: 'Leeds',
      postcode: 'LS1 5HD',
    });
  });

  it.each(['LS1 9ZZ', 'SW1A 1AA', 'XX1 1XX', 'ls1 5hd', 'LS15HD', ''])(
    'has no addresses for %j, which is outside the set or not normalised',
    (postcode) => {
      expect(syntheticAddressesAt(postcode)).toEqual([]);
    },
  );
});
