import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressLookupItemSchema } from '@van/domain/risk';
import { ApiErrorSchema } from '@van/domain/shared';
import { z } from 'zod';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { KNOWN_EXAMPLE_POSTCODES } from './index.ts';

const AddressListSchema = z.array(AddressLookupItemSchema);
const INVALID = { error: { code: 'BadRequest', message: 'Enter a real postcode, like SW1A 1AA' } };

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: database.db });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** GET /v1/address/{postcode}, the postcode put in the path exactly as given. */
const lookUp = (postcodeInPath: string) =>
  app.inject({ method: 'GET', url: `/v1/address/${postcodeInPath}` });

describe('GET /v1/address/:postcode (§2.6 PostCodeFound)', () => {
  const [example] = KNOWN_EXAMPLE_POSTCODES;

  it('answers the addresses at a postcode typed in lower case without a space, each with the postcode normalised', async () => {
    expect(example).toBeDefined();
    const typed = example!.replace(' ', '').toLowerCase();

    const response = await lookUp(typed);

    expect(response.statusCode).toBe(200);
    const addresses = AddressListSchema.parse(response.json());
    expect(addresses.length).toBeGreaterThanOrEqual(5);
    for (const address of addresses) {
      expect(address.postcode).toBe(example);
      expect(address.houseNameOrNumber).not.toBe('');
      expect(address.addressLine1).not.toBe('');
      expect(address.addressLine2).not.toBe('');
    }
  });

  it.each([
    ['with a URL-encoded space', (postcode: string) => encodeURIComponent(postcode)],
    ['with spaces around it', (postcode: string) => encodeURIComponent(`  ${postcode}  `)],
    ['with two spaces', (postcode: string) => postcode.replace(' ', '%20%20')],
    [
      'in mixed case',
      (postcode: string) => postcode.replace(' ', '').replace(/^./, (c) => c.toLowerCase()),
    ],
  ])('finds the same addresses for the postcode typed %s', async (_case, type) => {
    const plain = await lookUp(example!.replace(' ', ''));
    const typed = await lookUp(type(example!));
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toEqual(plain.json());
  });

  it('lists the addresses as a person reads down a street: 2 before 10, flats under their building', async () => {
    for (const postcode of KNOWN_EXAMPLE_POSTCODES.slice(0, 20)) {
      const addresses = AddressListSchema.parse(
        (await lookUp(encodeURIComponent(postcode))).json(),
      );
      const numbersByStreet = new Map<string, number[]>();
      for (const address of addresses) {
        const number = /^(?:Flat \d+, )?(\d+)[A-Z]?$/.exec(address.houseNameOrNumber)?.[1];
        if (!number) continue;
        const numbers = numbersByStreet.get(address.addressLine1) ?? [];
        numbers.push(Number(number));
        numbersByStreet.set(address.addressLine1, numbers);
      }
      for (const numbers of numbersByStreet.values()) {
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
      const flats = addresses
        .map((address) => /^Flat (\d+), (.+)$/.exec(address.houseNameOrNumber))
        .filter((match) => match !== null);
      for (const [, flat, building] of flats) {
        const sameBuilding = flats
          .filter((match) => match[2] === building)
          .map((m) => Number(m[1]));
        expect(sameBuilding).toEqual([...sameBuilding].sort((a, b) => a - b));
        expect(Number(flat)).toBeGreaterThan(0);
      }
    }
  });

  it('has addresses in every one of the 124 postcode areas, at least 5 at each example postcode', async () => {
    expect(KNOWN_EXAMPLE_POSTCODES).toHaveLength(124);
    const areas = new Set<string>();
    for (const postcode of KNOWN_EXAMPLE_POSTCODES) {
      const response = await lookUp(encodeURIComponent(postcode));
      expect(response.statusCode, postcode).toBe(200);
      const addresses = AddressListSchema.parse(response.json());
      expect(addresses.length, postcode).toBeGreaterThanOrEqual(5);
      expect(new Set(addresses.map((address) => address.postcode))).toEqual(new Set([postcode]));
      areas.add(/^[A-Z]+/.exec(postcode)![0]);
    }
    expect(areas.size).toBe(124);
    for (const crownDependency of ['GY', 'JE', 'IM']) expect(areas).toContain(crownDependency);
  });

  it.each(['LS1 9ZZ', 'SW1A 1AA', 'GIR 0AA', 'ZE3 9XX', 'AB99 9ZZ'])(
    'answers a valid postcode it has no addresses for (%s) with 200 and an empty list, so the customer enters the address by hand',
    async (postcode) => {
      const response = await lookUp(encodeURIComponent(postcode));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    },
  );

  it.each([
    ['an empty postcode', ''],
    ['only a space', '%20'],
    ['one letter', 'X'],
    ['an outward code alone', 'LS1'],
    ['a British Forces number', 'BFPO%201234'],
    ['an overseas territory', 'FIQQ%201ZZ'],
    ['a US ZIP code', '90210'],
    ['a letter the Royal Mail never uses in the inward code', 'SW1A%201AO'],
    ['a postcode typed twice', 'SW1A%201AA%20SW1A%201AA'],
    ['a slash', 'LS1%2F4AP'],
    ['markup', encodeURIComponent('<b>LS1</b>')],
  ])('refuses %s with 400 and asks for a real postcode', async (_case, postcodeInPath) => {
    const response = await lookUp(postcodeInPath);
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json())).toEqual(INVALID);
    // An error is never cached (decision 034 item 7: every /v1 error answers no-store).
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets browsers and shared caches keep an answer for a day: it is the same for everyone', async () => {
    for (const postcode of [example!, 'LS1 9ZZ']) {
      const response = await lookUp(encodeURIComponent(postcode));
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('is published in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(document.paths['/v1/address/{postcode}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400']),
    );
  });

  it('never answers 5xx, whatever is in the path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
          fc.string({ unit: fc.constantFrom(...'aA1 %/?#+.,;:&=-_~<>"\''), maxLength: 20 }),
          fc.constantFrom(...KNOWN_EXAMPLE_POSTCODES).map((postcode) => postcode.toLowerCase()),
        ),
        async (postcodeInPath) => {
          const response = await lookUp(postcodeInPath);
          expect(response.statusCode).toBeGreaterThanOrEqual(200);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode === 200) AddressListSchema.parse(response.json());
        },
      ),
      { numRuns: 300 },
    );
  });
});
