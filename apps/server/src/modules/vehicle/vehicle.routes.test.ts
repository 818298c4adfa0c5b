import { Writable } from 'node:stream';
import fc from 'fast-check';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { VehicleSearchResponseSchema, VehicleTypeResponseSchema } from '@van/domain/contract';
import {
  REGISTRATION_MESSAGES,
  VehicleLookupResultSchema,
  type VehicleLookupResult,
} from '@van/domain/risk';
import { ApiErrorSchema, REGISTRATION_NOT_FOUND_MESSAGE } from '@van/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { registerErrorHandlers } from '../../lib/errors.ts';
import { loggerOptions } from '../../lib/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { readDataset, type Dataset } from './dataset-vehicle-lookup.ts';
import { VEHICLE_TYPES } from './vehicle-types.ts';
import { createVehicleRoutes } from './vehicle.routes.ts';

let database: TestDatabase;
let app: App;
let dataset: Dataset;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: database.db });
  dataset = await readDataset();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const lookUp = (vrm: unknown) =>
  app.inject({ method: 'POST', url: '/v1/vehicle', payload: { vrm } });

const entry = (registration: string) => {
  const found = dataset.entries.find((each) => each.registration === registration);
  if (!found) throw new Error(`${registration} is not in the dataset`);
  return found;
};

describe('POST /v1/vehicle (§4.5, §7.2)', () => {
  it('finds a known van typed in lower case with spaces, answering its §3.8 details', async () => {
    const response = await lookUp('  aa19 dsl ');
    expect(response.statusCode).toBe(200);
    const vehicle = VehicleLookupResultSchema.parse(response.json());
    expect(vehicle).toEqual(entry('AA19DSL').vehicle);
    expect(vehicle).toMatchObject({
      manufacturer: 'Volkswagen',
      yearOfManufacture: 2019,
      fuel: 'FuelDiesel',
      imported: 'N',
    });
  });

  it.each([
    ['current', 'AB12 CDE style'],
    ['prefix', 'A123 BCD style'],
    ['suffix', 'ABC 123D style'],
    ['northernIreland', 'ABZ 1234 style'],
    ['dateless', '1234 AB style'],
  ])('finds a %s (%s) registration', async (style) => {
    const known = dataset.entries.find((each) => each.plateStyle === style)!;
    const response = await lookUp(known.registration.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(known.vehicle);
  });

  it('answers a registration with incomplete data without those fields (§4.5 invalidVehicleData)', async () => {
    const response = await lookUp('LE12 NDX');
    expect(response.statusCode).toBe(200);
    const vehicle = response.json() as VehicleLookupResult;
    expect(vehicle).not.toHaveProperty('transmission');
    expect(vehicle).not.toHaveProperty('doors');
    expect(vehicle).not.toHaveProperty('fuel');
    expect(vehicle.manufacturer).toBe('Ford');
  });

  it.each([
    ['a valid current-style registration no van has', 'ER19 NFD'],
    ['valid characters in no UK format', 'ABCDEFGHIJ'],
  ])(
    'answers %s with 404 RegistrationNotFound (§8 registration-number-error)',
    async (_case, vrm) => {
      const response = await lookUp(vrm);
      expect(response.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        error: { code: 'RegistrationNotFound', message: REGISTRATION_NOT_FOUND_MESSAGE },
      });
      // The answer never echoes the registration: it is personal data.
      expect(response.body).not.toMatch(/ER19|ABCDEFGHIJ/);
    },
  );

  it.each([
    ['a hyphen', 'AB12-CDE', REGISTRATION_MESSAGES.characters],
    ['punctuation', 'AB12.CDE', REGISTRATION_MESSAGES.characters],
    ['a letter outside a-z', 'ÅB12 CDE', REGISTRATION_MESSAGES.characters],
    ['two characters', 'A1', REGISTRATION_MESSAGES.length],
    ['eleven characters', 'AB12 CDEFGHJ', REGISTRATION_MESSAGES.length],
    ['nothing', '', REGISTRATION_MESSAGES.empty],
    ['only spaces', '   ', REGISTRATION_MESSAGES.empty],
  ])('answers %s with 400 and a clear message', async (_case, vrm, message) => {
    const response = await lookUp(vrm);
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      error: { code: 'BadRequest', message },
    });
  });

  it.each([
    ['no vrm', {}],
    ['a number for vrm', { vrm: 1234 }],
    ['a vrm longer than anyone types', { vrm: 'A'.repeat(21) }],
  ])('answers a body with %s with 400 naming the field', async (_case, payload) => {
    const response = await app.inject({ method: 'POST', url: '/v1/vehicle', payload });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).error.message).toMatch(/vrm/);
  });

  it('answers any registration a person might type with 200, 400 or 404, never a 500', async () => {
    const known = dataset.entries.map((each) => each.registration);
    const messages = [...Object.values(REGISTRATION_MESSAGES), REGISTRATION_NOT_FOUND_MESSAGE];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...known)),
        async (vrm) => {
          const response = await lookUp(vrm);
          if (response.statusCode === 200) {
            VehicleLookupResultSchema.parse(response.json());
            return;
          }
          expect([400, 404]).toContain(response.statusCode);
          expect(messages).toContain(ApiErrorSchema.parse(response.json()).error.message);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('GET /v1/vehicleType (§7.2)', () => {
  it('lists the van body types under VehicleTypeItems', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/vehicleType' });
    expect(response.statusCode).toBe(200);
    const { VehicleTypeItems } = VehicleTypeResponseSchema.parse(response.json());
    expect(VehicleTypeItems).toEqual(VEHICLE_TYPES);
    expect(VehicleTypeItems.map((item) => item.description)).toEqual(
      expect.arrayContaining(['Panel Van', 'Pick-up', 'Luton / Box Van', 'Tipper', 'Minibus']),
    );
  });

  it('includes every body style the lookup answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/vehicleType' });
    const codes = VehicleTypeResponseSchema.parse(response.json()).VehicleTypeItems.map(
      (item) => item.code,
    );
    for (const { vehicle } of dataset.entries) expect(codes).toContain(vehicle.bodyStyle);
  });
});

describe('GET /v1/vehicles (registration not found, decision 053)', () => {
  const search = (query: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/v1/vehicles', query });

  it('finds the van of a known registration by its make, model, year, fuel and body', async () => {
    const known = entry('AA19DSL').vehicle;
    const response = await search({
      make: 'volkswagen',
      model: known.description!.split(' ')[0]!,
      year: String(known.yearOfManufacture),
      fuel: known.fuel!,
      body: known.bodyStyle!,
    });
    expect(response.statusCode).toBe(200);
    const { vehicles } = VehicleSearchResponseSchema.parse(response.json());
    const { datePurchased: _theirs, ...sameVan } = known;
    expect(vehicles).toContainEqual(sameVan);
    for (const vehicle of vehicles) {
      expect(vehicle).toMatchObject({
        manufacturer: 'Volkswagen',
        yearOfManufacture: known.yearOfManufacture,
        fuel: known.fuel,
        bodyStyle: known.bodyStyle,
      });
      // The purchase date belongs to one registered van, not to the customer's.
      expect(vehicle.datePurchased).toBeUndefined();
    }
  });

  it('reads make and model however they are typed: any case, a part, without punctuation', async () => {
    const response = await search({ make: ' MERC ', model: 'sprinter', year: '2019' });
    expect(response.statusCode).toBe(200);
    const { vehicles } = VehicleSearchResponseSchema.parse(response.json());
    expect(vehicles.length).toBeGreaterThan(0);
    expect(new Set(vehicles.map((vehicle) => vehicle.manufacturer))).toEqual(
      new Set(['Mercedes-Benz']),
    );
    // One van per variant and year, in description order.
    const descriptions = vehicles.map((vehicle) => vehicle.description!);
    expect(new Set(descriptions.map((d, i) => `${d}/${vehicles[i]!.abiCode}`)).size).toBe(
      vehicles.length,
    );
    expect(descriptions).toEqual([...descriptions].sort((a, b) => a.localeCompare(b)));
  });

  it('answers an empty list, not an error, when no van matches', async () => {
    const response = await search({ make: 'Ford', model: 'Transit', year: '1951' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ vehicles: [] });
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['no make', { model: 'Transit', year: '2019' }, /make/],
    ['a blank model', { make: 'Ford', model: '   ', year: '2019' }, /model/],
    ['a year that is not 4 digits', { make: 'Ford', model: 'Transit', year: '19' }, /4 digits/],
    ['a year before 1950', { make: 'Ford', model: 'Transit', year: '1949' }, /1950/],
    [
      'an unknown fuel',
      { make: 'Ford', model: 'Transit', year: '2019', fuel: 'Steam' },
      /fuel from the list/,
    ],
    [
      'an overlong make',
      { make: 'F'.repeat(41), model: 'Transit', year: '2019' },
      /40 characters or fewer/,
    ],
    [
      'a field it does not know',
      { make: 'Ford', model: 'Transit', year: '2019', colour: 'White' },
      /./,
    ],
  ])('refuses %s with 400 and a message for the customer', async (_case, query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).error.message).toMatch(message);
  });

  it('is published in the OpenAPI document with its five questions', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string }[]; responses: Record<string, unknown> } }
      >;
    };
    const call = document.paths['/v1/vehicles']?.get;
    expect(Object.keys(call?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
    expect(call?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['make', 'model', 'year', 'fuel', 'body']),
    );
  });

  it('never answers a server error, whatever is typed (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ make: fc.string(), model: fc.string(), year: fc.string() }),
        async (query) => {
          const response = await search(query);
          expect([200, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('createVehicleRoutes', () => {
  it('looks vans up in whichever provider it is given, with the registration normalised', async () => {
    const asked: string[] = [];
    const replacement = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    replacement.setValidatorCompiler(validatorCompiler);
    replacement.setSerializerCompiler(serializerCompiler);
    registerErrorHandlers(replacement);
    await replacement.register(
      createVehicleRoutes(async () => ({
        findByRegistration: async (vrm) => {
          asked.push(vrm);
          return vrm === 'CU57ABC' ? { manufacturer: 'Commercial', fuel: 'FuelDiesel' } : undefined;
        },
        findByDescription: async () => [],
      })),
    );
    const found = await replacement.inject({
      method: 'POST',
      url: '/v1/vehicle',
      payload: { vrm: 'cu57 abc' },
    });
    const missing = await replacement.inject({
      method: 'POST',
      url: '/v1/vehicle',
      payload: { vrm: 'AA19DSL' },
    });
    const refused = await replacement.inject({
      method: 'POST',
      url: '/v1/vehicle',
      payload: { vrm: 'CU57-ABC' },
    });
    await replacement.close();
    expect(found.json()).toEqual({ manufacturer: 'Commercial', fuel: 'FuelDiesel' });
    expect(missing.statusCode).toBe(404);
    expect(refused.statusCode).toBe(400);
    expect(asked).toEqual(['CU57ABC', 'AA19DSL']);
  });
});

describe('logging', () => {
  it('never writes a registration to the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = Fastify({ logger: loggerOptions('trace', sink) });
    logged.setValidatorCompiler(validatorCompiler);
    logged.setSerializerCompiler(serializerCompiler);
    registerErrorHandlers(logged);
    await logged.register(
      createVehicleRoutes(async () => ({
        findByRegistration: async () => undefined,
        findByDescription: async () => [],
      })),
    );
    for (const vrm of ['WX71 QPR', 'WX71-QPR', 'W']) {
      await logged.inject({ method: 'POST', url: '/v1/vehicle', payload: { vrm } });
    }
    await logged.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toMatch(/WX71|QPR/i);
  });
});
