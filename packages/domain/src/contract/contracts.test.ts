import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import type { Contract } from './define-contract.ts';
import * as contracts from './index.ts';
import { ALL_CONTRACTS } from './index.ts';

const name = (c: Contract) => `${c.method} ${c.path}`;

/** Every schema a contract holds, labelled by where it sits. */
function schemasOf(contract: Contract): [string, z.core.$ZodType][] {
  const entries: [string, z.core.$ZodType | undefined][] = [
    ['body', contract.body],
    ['params', contract.params],
    ['querystring', contract.querystring],
    ...Object.entries(contract.response).map(([status, schema]): [string, z.core.$ZodType] => [
      `response ${status}`,
      schema,
    ]),
  ];
  return entries.filter((entry): entry is [string, z.core.$ZodType] => entry[1] !== undefined);
}

const everySchema = ALL_CONTRACTS.flatMap((contract) =>
  schemasOf(contract).map(([where, schema]) => [`${name(contract)} ${where}`, schema] as const),
);

describe('contracts (§7)', () => {
  it.each([
    ['PUT', '/v1/quote'],
    ['POST', '/v1/quote'],
    ['POST', '/v1/retrieve'],
    ['POST', '/v1/sendEmail'],
    ['POST', '/v1/finalize'],
    ['POST', '/v1/vehicle'],
    ['GET', '/v1/vehicleType'],
    ['GET', '/v1/metadata/:type'],
    ['GET', '/v1/lists/:type'],
    ['GET', '/v1/duqs'],
    ['GET', '/v1/categoryData'],
    ['POST', '/v1/aggregator/token'],
    ['POST', '/v1/paymentOptions'],
    ['POST', '/v1/paymentSession'],
    ['POST', '/v1/verifyPolicy'],
    ['GET', '/v1/policies/:webReference'],
    ['GET', '/v1/policies/:webReference/events/:eventRef'],
    ['GET', '/v1/address/:postcode'],
    ['GET', '/v1/config'],
    ['POST', '/partner/v1/quotes'],
    ['GET', '/partner/v1/quotes/:requestId'],
    ['GET', '/partner/v1/eligibility'],
  ])('defines %s %s', (method, path) => {
    expect(ALL_CONTRACTS.filter((c) => c.method === method && c.path === path)).toHaveLength(1);
  });

  it('lists every exported contract in ALL_CONTRACTS, once', () => {
    const exported = Object.entries(contracts)
      .filter(([key]) => key.endsWith('Contract') && key !== 'defineContract')
      .map(([, value]) => value);
    expect(new Set(ALL_CONTRACTS)).toEqual(new Set(exported));
    expect(ALL_CONTRACTS).toHaveLength(exported.length);
  });

  it('has one contract per method and path', () => {
    const names = ALL_CONTRACTS.map(name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('never uses a bare /v1/:param path that would shadow the other routes', () => {
    for (const contract of ALL_CONTRACTS) expect(contract.path).not.toMatch(/^\/v1\/:/);
  });

  it.each(ALL_CONTRACTS.map((c) => [name(c), c] as const))(
    '%s answers 400 with ApiErrorSchema when it takes input, and 200 (or 202) always',
    (_name, contract) => {
      // 202: the sign-in code call (decision 060) answers "accepted" whether or not it sent one.
      expect(contract.response[200] ?? contract.response[202]).toBeDefined();
      if (contract.body ?? contract.params ?? contract.querystring) {
        expect(contract.response[400]).toBe(ApiErrorSchema);
      }
    },
  );

  it.each(ALL_CONTRACTS.map((c) => [name(c), c] as const))(
    '%s declares exactly the path parameters its path has',
    (_name, contract) => {
      const inPath = [...contract.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      expect(Object.keys(contract.params?.shape ?? {}).sort()).toEqual(inPath);
    },
  );

  it.each(everySchema)('%s converts to JSON Schema (input and output)', (_where, schema) => {
    for (const io of ['input', 'output'] as const) {
      const jsonSchema = z.toJSONSchema(schema, { io });
      expect(jsonSchema).toEqual(expect.objectContaining({ $schema: expect.any(String) }));
    }
  });
});
