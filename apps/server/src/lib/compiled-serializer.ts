// The root's `ajv` is eslint's ajv 6; fastify's validator factory is the way to the ajv 8 that
// fastify itself validates with, so both are the versions fastify already runs.
import AjvCompiler from '@fastify/ajv-compiler';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A zod schema compiled into one JSON Schema validator (ajv) and one serializer
 * (fast-json-stringify): the value as JSON text, exactly as `JSON.stringify(schema.parse(value))`
 * writes it (the schema's key order, unknown keys left out), or undefined when the validator
 * refuses the value. Undefined says "ask zod", not "invalid": the validator is never looser than
 * zod but may be stricter (a class instance where zod takes any object).
 */
export type CompiledSerializer = (value: unknown) => string | undefined;

/** What serializing with a check gives: the JSON text, or zod's account of what is wrong. */
export type CheckedJson = { success: true; json: string } | { success: false; error: z.ZodError };

/** The schema uses something a JSON Schema cannot say as zod means it (named in the message). */
export class UntranslatableSchemaError extends Error {}

// Zod string formats that are one regular expression and nothing else, so the JSON Schema pattern
// zod writes for them checks exactly what zod checks.
const REGEX_ONLY_FORMATS = new Set(['regex', 'date', 'datetime', 'time', 'email', 'uuid']);
const STRING_CHECKS = new Set(['min_length', 'max_length', 'length_equals']);
const NUMBER_CHECKS = new Set(['greater_than', 'less_than']);
const ARRAY_CHECKS = new Set(['min_length', 'max_length', 'length_equals']);

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Check = { _zod: { def: { check: string; format?: string; pattern?: RegExp } } };

function defOf(schema: z.core.$ZodType): Def {
  return schema._zod.def as Def;
}

function patternProblem(pattern: unknown): string | undefined {
  // ajv builds patterns without flags (unicodeRegExp: false below), as zod's regexes are written.
  return pattern instanceof RegExp && pattern.flags === '' ? undefined : 'a pattern with flags';
}

function checkProblem(type: string, check: Check): string | undefined {
  const { check: kind, format, pattern } = check._zod.def;
  if (type === 'string' && STRING_CHECKS.has(kind)) return undefined;
  if (type === 'string' && kind === 'string_format' && REGEX_ONLY_FORMATS.has(format ?? '')) {
    return patternProblem(pattern);
  }
  if (type === 'number' && NUMBER_CHECKS.has(kind)) return undefined;
  // safeint is the range JSON Schema writes for .int(); multipleOf is left out on purpose (ajv
  // and zod round fractions differently).
  if (type === 'number' && kind === 'number_format' && format === 'safeint') return undefined;
  if (type === 'array' && ARRAY_CHECKS.has(kind)) return undefined;
  return `a ${kind}${format ? ` (${format})` : ''} check on a ${type}`;
}

/**
 * Why `schema` cannot be compiled faithfully, or undefined when it can. JSON Schema drops zod's
 * refinements, transforms and defaults without a word, and fast-json-stringify would drop what a
 * loose object passes through, so anything outside this short list keeps the zod path.
 */
function untranslatable(schema: z.core.$ZodType, path: string): string | undefined {
  const def = defOf(schema);
  const checks = (def.checks ?? []) as unknown as Check[];
  for (const check of checks) {
    const problem = checkProblem(def.type, check);
    if (problem) return `${path}: ${problem}`;
  }
  switch (def.type) {
    case 'boolean':
    case 'number':
      return undefined;
    case 'string': {
      if (def.format === undefined) return undefined;
      if (!REGEX_ONLY_FORMATS.has(def.format as string)) return `${path}: a ${def.format} string`;
      const problem = patternProblem(def.pattern);
      return problem && `${path}: ${problem}`;
    }
    case 'enum':
      return Object.values(def.entries as object).every((value) => typeof value === 'string')
        ? undefined
        : `${path}: an enum with values other than strings`;
    case 'optional':
      return untranslatable(def.innerType as z.core.$ZodType, path);
    case 'array':
      return untranslatable(def.element as z.core.$ZodType, `${path}[]`);
    case 'object': {
      // Stripped (no catchall) and strict (never) objects only: a loose object keeps unknown keys.
      const catchall = def.catchall as z.core.$ZodType | undefined;
      if (catchall && defOf(catchall).type !== 'never') return `${path}: an object keeping keys`;
      for (const [key, value] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        const problem = untranslatable(value, `${path}.${key}`);
        if (problem) return problem;
      }
      return undefined;
    }
    case 'record':
      if (def.mode === 'loose') return `${path}: a loose record`;
      return (
        untranslatable(def.keyType as z.core.$ZodType, `${path}{key}`) ??
        untranslatable(def.valueType as z.core.$ZodType, `${path}{}`)
      );
    case 'union': {
      // zod answers the first option that parses; with strings, numbers and booleans only, that is
      // the value itself, whichever option matched.
      const options = def.options as z.core.$ZodType[];
      const scalar = ['string', 'number', 'boolean', 'enum'];
      if (!options.every((option) => scalar.includes(defOf(option).type))) {
        return `${path}: a union of more than strings, numbers and booleans`;
      }
      for (const option of options) {
        const problem = untranslatable(option, path);
        if (problem) return problem;
      }
      return undefined;
    }
    default:
      return `${path}: a ${def.type}`;
  }
}

type JsonSchema = Record<string, unknown>;

// The keywords whose value is a map of names to schemas, and those whose value is a schema or a
// list of schemas: the places a schema can hold another.
const SCHEMA_MAPS = ['properties', 'definitions', '$defs', 'patternProperties'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'propertyNames', 'anyOf', 'allOf', 'oneOf'];

/** `schema` with `edit` applied to every schema inside it, innermost first; not changed itself. */
function mapSchema(schema: unknown, edit: (node: JsonSchema) => JsonSchema): unknown {
  if (Array.isArray(schema)) return schema.map((item) => mapSchema(item, edit));
  if (schema === null || typeof schema !== 'object') return schema;
  const node: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.includes(keyword)) {
      node[keyword] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, sub]) => [name, mapSchema(sub, edit)]),
      );
    } else if (SUBSCHEMAS.includes(keyword)) {
      node[keyword] = mapSchema(value, edit);
    } else {
      node[keyword] = value;
    }
  }
  return edit(node);
}

/**
 * The validator's schema. `format` goes: zod checks a format by the regular expression it also
 * writes as `pattern`, and ajv-formats would check a second, different rule. Every object must be
 * plain data (see plainData).
 */
function validatorSchema(schema: unknown): unknown {
  return mapSchema(schema, (node) => {
    if (node.format !== undefined && node.pattern === undefined) {
      throw new UntranslatableSchemaError(`a ${String(node.format)} format without a pattern`);
    }
    const { format: _format, description: _description, ...kept } = node;
    return kept.type === 'object' ? { ...kept, plainData: true } : kept;
  });
}

/**
 * The serializer's schema: types and shapes only, the validator having checked the rest.
 * `required` goes because fast-json-stringify writes required properties first, and the answer
 * must keep the schema's order as zod's output does; a union of strings is a string.
 */
function serializerSchema(schema: unknown): unknown {
  return mapSchema(schema, (node) => {
    const {
      required: _required,
      format: _format,
      description: _description,
      pattern: _pattern,
      minimum: _minimum,
      maximum: _maximum,
      exclusiveMinimum: _exclusiveMinimum,
      exclusiveMaximum: _exclusiveMaximum,
      minLength: _minLength,
      maxLength: _maxLength,
      minItems: _minItems,
      maxItems: _maxItems,
      propertyNames: _propertyNames,
      enum: _enum,
      anyOf,
      allOf,
      ...kept
    } = node;
    // Several patterns on one string are written as an allOf of strings: the validator's
    // business only. Any other allOf (zod's way of describing a shared schema: one $ref) stays.
    const patternsOnly =
      kept.type !== undefined &&
      (allOf as JsonSchema[] | undefined)?.every((part) => part.type === kept.type);
    if (allOf !== undefined && !patternsOnly) kept.allOf = allOf;
    if (anyOf !== undefined) {
      const types = new Set((anyOf as JsonSchema[]).map((option) => option.type));
      if (types.size !== 1) throw new UntranslatableSchemaError('a union of different types');
      kept.type = [...types][0];
    }
    if (kept.type === 'integer') kept.type = 'number';
    return kept;
  });
}

/**
 * Whether `data` is an object as JSON.parse or an object literal makes it, which zod reads the
 * way fast-json-stringify does. Anything else (a Date, a class instance, an object with its own
 * toJSON or __proto__ key) is refused here and left to zod.
 */
function isPlainData(data: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(data);
  return (
    (prototype === Object.prototype || prototype === null) &&
    typeof (data as { toJSON?: unknown }).toJSON !== 'function' &&
    !Object.hasOwn(data, '__proto__')
  );
}

/**
 * Compiles `schema` once (hundreds of milliseconds: do it once per schema, not per call).
 * @throws UntranslatableSchemaError when the schema uses something a JSON Schema cannot say as
 * zod means it; such a schema keeps zod's own check (toCheckedJson).
 */
export function compileSerializer(schema: z.ZodType): CompiledSerializer {
  const problem = untranslatable(schema, '$');
  if (problem) throw new UntranslatableSchemaError(problem);
  // io 'input': what parse accepts. Reused schemas become definitions, compiled once each.
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'throw',
    reused: 'ref',
  });
  const validate = AjvCompiler()(
    {},
    {
      customOptions: {
        // Fastify's defaults coerce, fill in defaults and remove unknown keys: none of that here,
        // the check must not change the caller's value.
        coerceTypes: false,
        useDefaults: false,
        removeAdditional: false,
        allErrors: false,
        strict: true,
        // zod refuses NaN and Infinity and runs its regular expressions without the u flag; both
        // count a string's length in code points.
        strictNumbers: true,
        unicodeRegExp: false,
      },
      onCreate: (ajv) => {
        ajv.addKeyword({
          keyword: 'plainData',
          // Run only on objects (the type check refuses anything else first), and before the
          // other object keywords: ajv 8.20 skips what follows propertyNames on an empty object.
          type: 'object',
          before: 'maxProperties',
          schemaType: 'boolean',
          errors: false,
          validate: (_: boolean, data: object) => isPlainData(data),
        });
      },
    },
  )({ schema: validatorSchema(jsonSchema) as object });
  const stringify = fastJson(serializerSchema(jsonSchema) as Parameters<typeof fastJson>[0]);
  return (value) => (validate(value) ? stringify(value) : undefined);
}

const compiled = new WeakMap<z.ZodType, CompiledSerializer | null>();

function compiledFor(schema: z.ZodType): CompiledSerializer | null {
  let serializer = compiled.get(schema);
  if (serializer === undefined) {
    try {
      serializer = compileSerializer(schema);
    } catch (error) {
      if (!(error instanceof UntranslatableSchemaError)) throw error;
      serializer = null;
    }
    compiled.set(schema, serializer);
  }
  return serializer;
}

/**
 * Compiles `schema` now rather than on its first use, so a process does not spend its first
 * customer's request on it (the Quote's serializer takes about 0.6 s to build).
 */
export function compileAhead(schema: z.ZodType): void {
  compiledFor(schema);
}

/**
 * `value` checked against `schema` and written as JSON, as `schema.safeParse` and then
 * `JSON.stringify` of its data would write it, in one compiled pass. Compiles on the schema's
 * first use. When the compiled validator refuses a value, zod decides, so its error is the one
 * given (and a value only the compiled check refuses is still written as zod would); a schema that
 * cannot be compiled faithfully is always checked by zod.
 */
export function toCheckedJson(schema: z.ZodType, value: unknown): CheckedJson {
  const json = compiledFor(schema)?.(value);
  if (json !== undefined) return { success: true, json };
  const checked = schema.safeParse(value);
  return checked.success
    ? { success: true, json: JSON.stringify(checked.data) }
    : { success: false, error: checked.error };
}
