import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryDataSchema } from '@van/domain/contract';
import { DuqMetadataSchema, MetadataItemSchema } from '@van/domain/quote';
import {
  CATEGORY_DATA_KEYS,
  DUQ_QUESTIONS,
  METADATA_LIST_NAMES,
  QUOTE_TYPES,
} from '@van/domain/reference-data';
import { ApiErrorSchema } from '@van/domain/shared';
import { z } from 'zod';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { REFERENCE_DATA_CACHE_CONTROL } from './metadata.routes.ts';

const MetadataListSchema = z.array(MetadataItemSchema);
const DuqListSchema = z.array(DuqMetadataSchema);

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

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /v1/metadata/:type (§7.3)', () => {
  it.each(METADATA_LIST_NAMES)(
    'answers %s, its name URL-encoded, as a non-empty list with unique codes, cacheable',
    async (name) => {
      const response = await get(`/v1/metadata/${encodeURIComponent(name)}`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(REFERENCE_DATA_CACHE_CONTROL);
      const items = MetadataListSchema.parse(response.json());
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.code)).size).toBe(items.length);
      for (const item of items) expect(Object.keys(item).sort()).toEqual(['code', 'description']);
    },
  );

  it('answers the two covers for Type of Cover, spaces sent as %20', async () => {
    const response = await get('/v1/metadata/Type%20of%20Cover');
    expect(response.json()).toEqual([
      { code: 'C', description: 'Comprehensive' },
      { code: 'TPFT', description: 'Third party, fire and theft' },
    ]);
  });

  it.each([
    ['Occupation', '637', 'Delivery Driver'],
    ['Occupation', '%01', 'Student Living Away From Home'],
    ['Employer', '982', 'Fireworks/Pyrotechnics'],
    ['Employer', '947', 'None - Retired'],
    ['EmployStatus', 'Prop/Prtn', 'Prop/Partner'],
  ])('answers %s with %s %s (§9.9)', async (name, code, description) => {
    const items = MetadataListSchema.parse((await get(`/v1/metadata/${name}`)).json());
    expect(items).toContainEqual({ code, description });
  });

  it.each(['NoSuchList', 'maritalstatus', 'Type+of+Cover'])(
    'answers 404 NotFound for %s, not cached',
    async (name) => {
      const response = await get(`/v1/metadata/${name}`);

      expect(response.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        error: {
          code: 'NotFound',
          message: `There is no metadata list called '${decodeURIComponent(name)}'.`,
        },
      });
      expect(response.headers['cache-control']).not.toBe(REFERENCE_DATA_CACHE_CONTROL);
    },
  );
});

describe('GET /v1/lists/:type (§7.3 filtered list)', () => {
  it('answers the whole list without a filter', async () => {
    const whole = await get('/v1/metadata/WhereKept');
    const filtered = await get('/v1/lists/WhereKept');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.headers['cache-control']).toBe(REFERENCE_DATA_CACHE_CONTROL);
    expect(filtered.json()).toEqual(whole.json());
  });

  it('narrows ClaimDescription to the incident type named by the filter', async () => {
    const response = await get('/v1/lists/ClaimDescription?filter=WINDSCREEN');
    expect(MetadataListSchema.parse(response.json())).toEqual([
      { code: 'WSREPAIR', description: 'Windscreen repair' },
      { code: 'WSREPLACE', description: 'Windscreen replacement' },
      { code: 'GLASS', description: 'Other glass damage (side or rear window)' },
    ]);
  });

  it('narrows any other list to codes or descriptions containing the filter, ignoring case', async () => {
    const response = await get(`/v1/lists/Occupation?filter=${encodeURIComponent('truck')}`);
    expect(response.statusCode).toBe(200);
    expect(MetadataListSchema.parse(response.json())).toContainEqual({
      code: '90C',
      description: 'Truck Driver',
    });
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get('/v1/lists/Fuel%20Type?filter=steam');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 NotFound for an unknown list', async () => {
    const response = await get('/v1/lists/Occupations?filter=driver');
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).error.code).toBe('NotFound');
  });
});

describe('GET /v1/duqs (§7.3, §9.10)', () => {
  it.each(QUOTE_TYPES)('answers every §9.10 question for a %s quote', async (quoteType) => {
    const response = await get(`/v1/duqs?quoteType=${quoteType}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REFERENCE_DATA_CACHE_CONTROL);
    const duqs = DuqListSchema.parse(response.json());
    expect(duqs.map((duq) => duq.questionNumber).sort()).toEqual(
      Object.values(DUQ_QUESTIONS).sort(),
    );
  });

  it('lets a comparison-site quote hold U (not asked) on a yes/no question, and a direct one not', async () => {
    const answersOf = async (quoteType: string) =>
      DuqListSchema.parse((await get(`/v1/duqs?quoteType=${quoteType}`)).json())
        .find((duq) => duq.questionNumber === DUQ_QUESTIONS.homeOwner)
        ?.answerType.responseItems.map((item) => item.code);
    expect(await answersOf('DIRECT')).toEqual(['Y', 'N']);
    expect(await answersOf('PCW')).toEqual(['Y', 'N', 'U']);
  });

  it.each(['/v1/duqs', '/v1/duqs?quoteType=direct', '/v1/duqs?quoteType=AGG'])(
    'answers 400 BadRequest for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).error.code).toBe('BadRequest');
    },
  );
});

describe('GET /v1/categoryData (§7.3, §9.11)', () => {
  it('answers the modifications of all eight categories', async () => {
    const response = await get('/v1/categoryData');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REFERENCE_DATA_CACHE_CONTROL);
    const data = CategoryDataSchema.parse(response.json());
    expect(Object.keys(data)).toEqual([...CATEGORY_DATA_KEYS]);
    for (const key of CATEGORY_DATA_KEYS) expect(data[key].length).toBeGreaterThan(0);
    expect(data['Wheels/Tyres']).toContainEqual({ code: '2', description: 'Alloy wheels' });
    expect(data['Paintwork/Stickers']).toContainEqual({
      code: '10',
      description: 'Decals/Stickers',
    });
  });
});

describe('every metadata answer', () => {
  it("writes '/' and never the source system's Chr(47) (§9.9)", async () => {
    const urls = [
      ...METADATA_LIST_NAMES.map((name) => `/v1/metadata/${encodeURIComponent(name)}`),
      ...METADATA_LIST_NAMES.map((name) => `/v1/lists/${encodeURIComponent(name)}`),
      ...QUOTE_TYPES.map((quoteType) => `/v1/duqs?quoteType=${quoteType}`),
      '/v1/categoryData',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.payload).not.toMatch(/chr\(47\)/i);
    }
  });
});
