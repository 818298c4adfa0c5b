import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compileSerializer,
  toCheckedJson,
  UntranslatableSchemaError,
} from './compiled-serializer.ts';

// The compiled path must write exactly what zod's parse and JSON.stringify write, and never let
// through what zod refuses. Each kind of schema the Quote uses is tried here on small schemas,
// against zod itself as the reference.

const Tier = z.enum(['SILVER', 'GOLD']);
const Schema = z.object({
  reference: z.string().min(2).max(5),
  count: z.number().int().nonnegative().optional(),
  amount: z.number().optional(),
  flag: z.boolean().optional(),
  tier: Tier.optional(),
  day: z.iso.date().optional(),
  when: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  // Two patterns, which JSON Schema writes as an allOf.
  code: z
    .string()
    .regex(/^[A-Z]\d$/)
    .regex(/^[A-M]/)
    .optional(),
  // A required field after an optional one: fast-json-stringify would write it first.
  nested: z.object({ b: z.number().optional(), a: z.string() }).optional(),
  list: z.array(z.object({ x: z.number() })).optional(),
  byTier: z
    .partialRecord(Tier, z.record(z.string().regex(/^(0|[1-9]\d*)$/), z.number()))
    .optional(),
  byCode: z.record(z.string(), z.number()).optional(),
  strict: z.strictObject({ only: z.string() }).optional(),
});

const compiled = compileSerializer(Schema);

/** What zod makes of `value`: its JSON text, or undefined when it refuses the value. */
function zodJson(value: unknown): string | undefined {
  const parsed = Schema.safeParse(value);
  return parsed.success ? JSON.stringify(parsed.data) : undefined;
}

/** Any UTF-16 text: lone surrogates, pairs and control characters included. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('😀', '\ud800', '\udc00', '"', '\\', '\u2028', 'é'),
  ),
  maxLength: 7,
});
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(-0, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), 1e21, 5e-324, NaN, Infinity),
);
const finiteNumber = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-0, 1e21, 5e-324),
);
const oddValue = fc.oneof(
  anyText,
  anyNumber,
  fc.boolean(),
  fc.constantFrom(null, undefined, [], {}, { only: 'x', other: 'y' }),
  // Near misses: a day that does not exist, a time without its zone, a code, a tier or a day
  // almost right.
  fc.constantFrom('2026-02-29', '2026-11-22T10:00:00', 'a1', 'Z9', 'A12', 'BRONZE', '2026-1-2'),
);
/** Mostly a value the schema accepts (`valid`), sometimes anything at all. */
function mostly<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 25 }, { arbitrary: oddValue, weight: 1 });
}
const driverKey = fc.oneof(
  { arbitrary: fc.constantFrom('0', '1', '12'), weight: 12 },
  { arbitrary: fc.constantFrom('01', '-1', '__proto__', 'x'), weight: 1 },
);
const tierKey = fc.oneof(
  { arbitrary: fc.constantFrom('SILVER', 'GOLD'), weight: 12 },
  { arbitrary: fc.constantFrom('BRONZE', 'silver'), weight: 1 },
);
/** Values near the schema: each field absent, right, wrong or odd; unknown keys besides. */
const nearSchema = fc
  .record(
    {
      reference: mostly(
        fc.oneof(
          anyText.filter((text) => [...text].length >= 2),
          fc.constantFrom('😀😀😀'),
        ),
      ),
      count: mostly(fc.nat()),
      amount: mostly(finiteNumber),
      flag: mostly(fc.boolean()),
      tier: mostly(fc.constantFrom('SILVER', 'GOLD')),
      day: mostly(fc.constantFrom('2026-11-22', '2024-02-29')),
      when: mostly(fc.constantFrom('2026-11-22', '2026-11-22T10:00:00Z', '2026-11-22T10:00+01:00')),
      code: mostly(fc.constantFrom('A1', 'M9')),
      nested: mostly(
        fc.record(
          { a: mostly(anyText), b: mostly(finiteNumber), extra: oddValue },
          { requiredKeys: ['a'] },
        ),
      ),
      list: mostly(fc.array(mostly(fc.record({ x: mostly(finiteNumber) })), { maxLength: 3 })),
      byTier: mostly(
        fc.dictionary(tierKey, mostly(fc.dictionary(driverKey, mostly(finiteNumber))), {
          maxKeys: 2,
        }),
      ),
      byCode: mostly(fc.dictionary(anyText, mostly(finiteNumber), { maxKeys: 3 })),
      strict: mostly(fc.record({ only: mostly(anyText) })),
      unknown: oddValue,
    },
    { requiredKeys: [] },
  )
  // Keys in a shuffled order: the answer follows the schema's order whatever the value's.
  .chain((value) =>
    fc
      .shuffledSubarray(Object.keys(value), { minLength: Object.keys(value).length })
      .map((keys) =>
        Object.fromEntries(keys.map((key) => [key, value[key as keyof typeof value]])),
      ),
  );

describe('compileSerializer', () => {
  it('writes what zod writes and refuses what zod refuses, for values near the schema', () => {
    let accepted = 0;
    fc.assert(
      fc.property(nearSchema, (value) => {
        const json = compiled(value);
        const expected = zodJson(value);
        // Never looser than zod; where it accepts, the very same text.
        if (json !== undefined) {
          accepted += 1;
          expect(json).toBe(expected);
        }
        // Whatever it refuses, toCheckedJson asks zod, so the answer is zod's in every case.
        const checked = toCheckedJson(Schema, value);
        expect(checked.success ? checked.json : undefined).toBe(expected);
      }),
      { numRuns: 2000 },
    );
    // The property says nothing if every value is refused.
    expect(accepted).toBeGreaterThan(100);
  });

  it('writes the schema order, leaves out unknown keys and undefined values, required or not', () => {
    const value = {
      nested: { b: 1, a: 'x', extra: true },
      unknown: 1,
      amount: undefined,
      reference: 'ab',
    };
    expect(compiled(value)).toBe('{"reference":"ab","nested":{"b":1,"a":"x"}}');
    expect(compiled(value)).toBe(zodJson(value));
  });

  it('writes text, numbers and map keys exactly as JSON.stringify does', () => {
    const value = {
      reference: '"\\\n\u2028',
      amount: -0,
      count: 2 ** 53 - 1,
      byCode: { 'é\ud800': 1e21, '0': 5e-324 },
    };
    expect(compiled(value)).toBe(zodJson(value));
  });

  it.each([
    ['a length over the limit in code points, as zod counts it', { reference: '😀'.repeat(6) }],
    ['a date that does not exist', { reference: 'ab', day: '2026-02-29' }],
    ['NaN', { reference: 'ab', amount: NaN }],
    ['Infinity', { reference: 'ab', amount: Infinity }],
    ['an integer past 2^53', { reference: 'ab', count: 2 ** 53 }],
    ['a value outside the enum', { reference: 'ab', tier: 'BRONZE' }],
    ['a map key outside the enum', { reference: 'ab', byTier: { BRONZE: {} } }],
    ['a map key breaking its pattern', { reference: 'ab', byTier: { GOLD: { '01': 1 } } }],
    ['an unknown key in a strict object', { reference: 'ab', strict: { only: 'x', other: 'y' } }],
    ['a missing required field', { nested: { a: 'x' } }],
  ])('refuses %s, as zod does', (_name, value) => {
    expect(zodJson(value)).toBeUndefined();
    expect(compiled(value)).toBeUndefined();
    expect(toCheckedJson(Schema, value).success).toBe(false);
  });

  it.each([
    ['a Date where an object is expected', { reference: 'ab', nested: new Date(0) }],
    ['an object with its own toJSON', { reference: 'ab', nested: { a: 'x', toJSON: () => 'no' } }],
    ['a class instance as a map', { reference: 'ab', byCode: new (class {})() }],
    ['a map with a __proto__ key', { reference: 'ab', byCode: JSON.parse('{"__proto__":1}') }],
  ])('leaves %s to zod, whose text or refusal is the answer', (_name, value) => {
    expect(compiled(value)).toBeUndefined();
    const checked = toCheckedJson(Schema, value);
    expect(checked.success ? checked.json : undefined).toBe(zodJson(value));
  });
});

describe('toCheckedJson on a schema JSON Schema cannot say as zod means it', () => {
  it.each([
    ['a refinement', z.object({ a: z.string().refine((text) => text !== 'no') })],
    ['a transform', z.object({ a: z.string().transform((text) => text.length) })],
    ['a trim', z.object({ a: z.string().trim() })],
    ['a default', z.object({ a: z.string().default('x') })],
    ['a loose object', z.looseObject({ a: z.string() })],
    ['a union of objects', z.object({ a: z.union([z.object({ b: z.string() }), z.object({})]) })],
    ['a multiple-of check', z.object({ a: z.number().multipleOf(0.1) })],
    ['a nullable', z.object({ a: z.string().nullable() })],
  ])('refuses to compile %s and answers as zod does', (_name, schema) => {
    expect(() => compileSerializer(schema)).toThrow(UntranslatableSchemaError);
    for (const value of [{ a: 'no' }, { a: ' x ' }, { a: 0.3 }, {}, { a: null, b: 1 }]) {
      const parsed = schema.safeParse(value);
      const checked = toCheckedJson(schema, value);
      expect(checked.success).toBe(parsed.success);
      if (checked.success) expect(checked.json).toBe(JSON.stringify(parsed.data));
    }
  });
});
