import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { ANSWERED_TODAY, OPTIONAL_ANSWERS, answeredQuote } from '../testing/answered-quote.ts';
import { completedDirectQuote } from '../testing/completed-direct-quote.ts';
import { missingRequiredAnswers, requiredFieldsOn } from './required-answers.ts';
import { RiskSchema, type Risk } from './risk.schema.ts';

// missingRequiredAnswers reads which fields each page requires from the forms' zod schemas once,
// not on every call (the partner API answers it on every quote, decision 057). These tests hold
// it, over many seeded, varied risks, to the answers it gives when the schemas are read afresh.

/** The risks every variation starts from: complete ones with and without the conditional answers, and a new quote. */
const BASES: readonly (readonly [string, () => Risk])[] = [
  ['answered', () => answeredQuote().policy.eventCurrent.risk],
  [
    'answered with the optional answers',
    () => answeredQuote('2025-06-20', OPTIONAL_ANSWERS).policy.eventCurrent.risk,
  ],
  ['completed direct', () => completedDirectQuote(ANSWERED_TODAY).policy.eventCurrent.risk],
  ['new', () => createDefaultDirectQuote(ANSWERED_TODAY).policy.eventCurrent.risk],
];

type Json = Record<string, unknown> | unknown[];

/** Every path to a value inside the risk (objects and arrays included), as keys from the top. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** How a variation changes the value at a path: gone, blank, §9.8's 'U', or another kind of value. */
const CHANGES = ['delete', '', 'U', 0, true, false, '0', 'N', 'Y', 'C1'] as const;

/** Changes the value at `path` as `how` says; an object or list is only ever deleted, never replaced. */
function change(risk: Risk, path: (string | number)[], how: (typeof CHANGES)[number]): void {
  let target = risk as unknown as Json;
  for (const key of path.slice(0, -1)) target = (target as Record<string | number, Json>)[key]!;
  const last = path.at(-1)!;
  const value = (target as Record<string | number, unknown>)[last];
  if (how !== 'delete') {
    if (value === null || typeof value !== 'object') {
      (target as Record<string | number, unknown>)[last] = how;
    }
  } else if (Array.isArray(target)) target.splice(Number(last), 1);
  else delete target[last as string];
}

/** A deep copy (JSON data only). */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A risk from one of the bases with up to 3 additional drivers (copies of one, so the words name
 * them by number), claims and convictions copied, and up to 8 of its values deleted, blanked or
 * changed, picked anywhere in the risk.
 */
const variedRisk = fc
  .record({
    base: fc.nat(BASES.length - 1),
    drivers: fc.nat(3),
    moreHistory: fc.boolean(),
    picks: fc.array(
      fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...CHANGES)),
      {
        maxLength: 8,
      },
    ),
  })
  .map(({ base, drivers, moreHistory, picks }) => {
    const [name, make] = BASES[base]!;
    const risk = make();
    const first = risk.additionalInsuredPersons?.[0];
    if (first) {
      risk.additionalInsuredPersons = Array.from({ length: drivers }, () => clone(first));
    }
    const licence = risk.proposer.driverDetails?.licence;
    if (moreHistory && licence?.convictions?.[0]) {
      licence.convictions = [...licence.convictions, clone(licence.convictions[0])];
    }
    if (moreHistory && risk.proposer.driverDetails?.claims?.[0]) {
      const claims = risk.proposer.driverDetails.claims;
      risk.proposer.driverDetails.claims = [...claims, clone(claims[0]!)];
    }
    const changed: string[] = [];
    for (const [where, how] of picks) {
      // Every risk has a proposer (RiskSchema); anything else may be missing.
      const paths = pathsOf(risk).filter((path) => path.join('.') !== 'proposer');
      if (paths.length === 0) break;
      const path = paths[Math.floor(where * paths.length) % paths.length]!;
      change(risk, path, how);
      changed.push(`${path.join('.')}=${String(how)}`);
    }
    return { name: `${name}, ${drivers} drivers, ${changed.join(' ') || 'unchanged'}`, risk };
  })
  // Only risks the API and the web could hold: the changes that give a value of the wrong kind
  // are dropped here.
  .filter(({ risk }) => RiskSchema.safeParse(risk).success);

const SAMPLES = fc.sample(variedRisk, { seed: 19_003, numRuns: 400 });
const DAYS = ['2000-01-01', ANSWERED_TODAY, '2024-02-29', '2040-12-31'];

describe('missingRequiredAnswers over varied risks', () => {
  it('varies the risks: complete, partial, and every base with answers missing', () => {
    const counts = SAMPLES.map(({ risk }) => missingRequiredAnswers(risk).length);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(10);
    expect(counts.filter((count) => count > 0 && count < 5).length).toBeGreaterThan(100);
    expect(counts.filter((count) => count > 30).length).toBeGreaterThan(10);
  }, 60_000);

  // The same answers, words, pages and order as when each call read the forms' schemas afresh,
  // here built for another day each time.
  // (Hundreds of risks read twice each: a loaded machine may need more than the default 5 s.)
  it('gives the answers it gives when the forms are read afresh, on any day', () => {
    const readings = DAYS.map(requiredFieldsOn);
    SAMPLES.forEach(({ name, risk }, index) => {
      const fresh = readings[index % readings.length];
      expect(missingRequiredAnswers(risk), name).toEqual(missingRequiredAnswers(risk, fresh));
    });
  }, 60_000);

  // The forms' schemas take today's date (for the dates they accept): which fields they require
  // must not depend on it, or reading them once would be wrong on another day.
  it.each(DAYS)('reads the same required fields from the forms built for %s', (day) => {
    const fields = requiredFieldsOn(day);
    expect(fields).toEqual(requiredFieldsOn(ANSWERED_TODAY));
    expect(fields.pages.DriverDetails.has('email')).toBe(true);
    expect(fields.claim.has('claimDate')).toBe(true);
  });
});
