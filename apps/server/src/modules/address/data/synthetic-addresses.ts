// The shipped address data (§2.6 PostCodeFound), made by a pure, seeded generator rather than
// stored: Royal Mail's address file (PAF) is licensed and no open dataset has house-level addresses
// (shared/reference/uk-van-insurance-domain.md §4.1), so the streets and houses are synthetic while
// the areas, districts and post towns are real (postcode-areas.ts).
//
// Which postcodes have addresses (the whole set, listable with listSyntheticPostcodes):
// - every district of POSTCODE_AREAS (all 124 areas, 3-7 districts each);
// - in each district, SECTORS_PER_DISTRICT sectors (sector digits 1-9);
// - in each sector, UNITS_PER_SECTOR units (two inward letters that Royal Mail uses).
// Sectors and units are drawn from a seed made of the district's name, so 'LS1' has the same
// postcodes on every machine and in every release. Every other valid postcode has no addresses here.
//
// The addresses of one postcode are drawn from a seed made of the postcode: the same postcode gives
// the same addresses every time. Changing the word lists, the constants or the drawing order changes
// the data; tests and fixtures elsewhere should take postcodes from KNOWN_EXAMPLE_POSTCODES rather
// than from memory.

import type { AddressLookupItem } from '@van/domain/risk';
import {
  BUILDING_KINDS,
  BUILDING_WORDS,
  HOUSE_NAMES,
  NORTHERN_IRISH_STREET_WORDS,
  SCOTTISH_HOUSE_NAMES,
  SCOTTISH_STREET_ENDINGS,
  SCOTTISH_STREET_WORDS,
  STREET_ENDINGS,
  STREET_WORDS,
  WELSH_HOUSE_NAMES,
  WELSH_STREETS,
  WELSH_STREET_WORDS,
} from './place-names.ts';
import {
  POSTCODE_AREAS,
  type Nation,
  type PostcodeAreaEntry,
  type Setting,
} from './postcode-areas.ts';

export const SECTORS_PER_DISTRICT = 3;
export const UNITS_PER_SECTOR = 4;

/** The letters Royal Mail uses in the unit part of the inward code (never C I K M O V, §4.1). */
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const SECTOR_DIGITS = '123456789';
/** Two streets per unit: its own, and one it shares a corner with. */
const STREETS_PER_UNIT = 2;

/** One postcode of the data set and where it lies. */
export interface SyntheticPostcode {
  /** Normalised: 'LS1 4AP'. */
  readonly postcode: string;
  readonly area: string;
  readonly district: string;
  readonly postTown: string;
}

interface UnitPlan extends SyntheticPostcode {
  readonly nation: Nation;
  readonly setting: Setting;
  /** This unit's streets, distinct from every other unit's in the district. */
  readonly streets: readonly [string, string];
}

let plans: ReadonlyMap<string, UnitPlan> | undefined;

/** Every postcode that has addresses, in table order (area, town, district, sector, unit). */
export function listSyntheticPostcodes(): readonly SyntheticPostcode[] {
  return [...unitPlans().values()].map(({ postcode, area, district, postTown }) => ({
    postcode,
    area,
    district,
    postTown,
  }));
}

/**
 * The addresses at a postcode, given normalised ('LS1 4AP'): the same list every time, each
 * address carrying that postcode and its post town; [] for any postcode outside the data set.
 * Every postcode of the set has at least 5 addresses.
 */
export function syntheticAddressesAt(postcode: string): AddressLookupItem[] {
  const plan = unitPlans().get(postcode);
  if (!plan) return [];
  const draw = seeded(`addresses:${postcode}`);
  return layOut(plan, draw).map(({ houseNameOrNumber, street }) => ({
    houseNameOrNumber,
    addressLine1: street,
    addressLine2: plan.postTown,
    postcode,
  }));
}

/** One postcode with addresses per area, in the areas' table order: the first of its main town. */
export const KNOWN_EXAMPLE_POSTCODES: readonly string[] = POSTCODE_AREAS.map((entry) =>
  firstPostcodeOf(entry),
);

function firstPostcodeOf(entry: PostcodeAreaEntry): string {
  const [district] = Object.values(entry.towns)[0] ?? [];
  if (!district) throw new Error(`postcode-areas.ts: ${entry.area} has no district`);
  const [sector] = sectorsOf(district);
  const [unit] = unitsOf(district, sector ?? 1);
  return `${district} ${sector}${unit}`;
}

function unitPlans(): ReadonlyMap<string, UnitPlan> {
  plans ??= buildPlans();
  return plans;
}

function buildPlans(): Map<string, UnitPlan> {
  const built = new Map<string, UnitPlan>();
  for (const entry of POSTCODE_AREAS) {
    Object.entries(entry.towns).forEach(([postTown, districts], townIndex) => {
      // §4.2's urban/rural character is the main town's; the smaller towns of a city's area are
      // suburbs rather than more city.
      const setting = townIndex === 0 || entry.setting !== 'urban' ? entry.setting : 'suburban';
      for (const district of districts) {
        const streets = streetsOf(district, entry.nation);
        sectorsOf(district).forEach((sector, sectorIndex) => {
          unitsOf(district, sector).forEach((unit, unitIndex) => {
            const first = (sectorIndex * UNITS_PER_SECTOR + unitIndex) * STREETS_PER_UNIT;
            const postcode = `${district} ${sector}${unit}`;
            built.set(postcode, {
              postcode,
              area: entry.area,
              district,
              postTown,
              nation: entry.nation,
              setting,
              streets: [streets[first] ?? 'High Street', streets[first + 1] ?? 'Church Lane'],
            });
          });
        });
      }
    });
  }
  return built;
}

function sectorsOf(district: string): number[] {
  const draw = seeded(`sectors:${district}`);
  return draw
    .sample([...SECTOR_DIGITS], SECTORS_PER_DISTRICT)
    .map(Number)
    .sort((a, b) => a - b);
}

function unitsOf(district: string, sector: number): string[] {
  const draw = seeded(`units:${district} ${sector}`);
  const pairs = [...UNIT_LETTERS].flatMap((first) => [...UNIT_LETTERS].map((s) => first + s));
  return draw.sample(pairs, UNITS_PER_SECTOR).sort();
}

/** Distinct street names for every unit of a district, so that no two postcodes share a street. */
function streetsOf(district: string, nation: Nation): string[] {
  const draw = seeded(`streets:${district}`);
  const wanted = SECTORS_PER_DISTRICT * UNITS_PER_SECTOR * STREETS_PER_UNIT;
  const names = new Set<string>();
  // Bounded: the word lists give thousands of combinations, so 50 tries per name is ample.
  for (let tries = 0; names.size < wanted && tries < wanted * 50; tries += 1) {
    names.add(streetName(draw, nation));
  }
  return [...names];
}

function streetName(draw: Draw, nation: Nation): string {
  if (nation === 'Wales' && draw.chance(0.3)) return draw.pick(WELSH_STREETS);
  if (draw.chance(0.03)) return 'High Street';
  const words: readonly string[] =
    nation === 'Scotland'
      ? [...STREET_WORDS, ...SCOTTISH_STREET_WORDS]
      : nation === 'Wales'
        ? [...STREET_WORDS, ...WELSH_STREET_WORDS]
        : nation === 'Northern Ireland'
          ? [...STREET_WORDS, ...NORTHERN_IRISH_STREET_WORDS]
          : STREET_WORDS;
  const endings =
    nation === 'Scotland' ? [...STREET_ENDINGS, ...SCOTTISH_STREET_ENDINGS] : STREET_ENDINGS;
  return `${draw.pick(words)} ${draw.weighted(endings)}`;
}

interface Premises {
  readonly houseNameOrNumber: string;
  readonly street: string;
}

type Layout = 'terrace' | 'flats' | 'mixed' | 'rural';

// How the addresses of a unit are laid out, by setting. A real unit holds about 17 delivery points
// on average (about 1.8 million postcodes, 30 million addresses), from a handful to over a hundred.
const LAYOUTS: Record<Setting, readonly (readonly [Layout, number])[]> = {
  urban: [
    ['terrace', 35],
    ['flats', 35],
    ['mixed', 30],
  ],
  suburban: [
    ['terrace', 55],
    ['flats', 10],
    ['mixed', 30],
    ['rural', 5],
  ],
  rural: [
    ['terrace', 30],
    ['mixed', 20],
    ['rural', 50],
  ],
};

/** Chance that a house on a street has been split into flats. */
const CONVERSION_CHANCE: Record<Setting, number> = { urban: 0.08, suburban: 0.03, rural: 0.01 };

function layOut(plan: UnitPlan, draw: Draw): Premises[] {
  const [street, corner] = plan.streets;
  switch (draw.weighted(LAYOUTS[plan.setting])) {
    case 'terrace':
      return houses(draw, street, draw.int(8, 28), plan.setting);
    case 'flats':
      return [
        ...blockOfFlats(draw, street, draw.int(6, 36)),
        ...houses(draw, street, draw.int(0, 6), plan.setting),
      ];
    case 'mixed':
      return [
        ...houses(draw, street, draw.int(5, 15), plan.setting),
        ...(draw.chance(0.5)
          ? houses(draw, corner, draw.int(3, 10), plan.setting)
          : blockOfFlats(draw, corner, draw.int(4, 12))),
      ];
    case 'rural':
      return [
        ...namedHouses(draw, street, draw.int(5, 14), plan.nation),
        ...houses(draw, corner, draw.int(0, 6), plan.setting),
      ];
  }
}

/** A run of numbered houses: one side of the street (odd or even numbers) or both. */
function houses(draw: Draw, street: string, count: number, setting: Setting): Premises[] {
  const step = draw.chance(0.8) ? 2 : 1;
  let number = step === 2 ? draw.pick([1, 2]) + 2 * draw.int(0, 30) : draw.int(1, 40);
  // Some streets have no number 13.
  const skipThirteen = draw.chance(0.3);
  const premises: Premises[] = [];
  for (let built = 0; built < count; number += step) {
    if (number === 13 && skipThirteen) continue;
    built += 1;
    if (draw.chance(CONVERSION_CHANCE[setting])) {
      const flats = draw.int(2, 4);
      const lettered = draw.chance(0.4);
      for (let flat = 1; flat <= flats; flat += 1) {
        premises.push({
          houseNameOrNumber: lettered
            ? `${number}${String.fromCharCode(64 + flat)}`
            : `Flat ${flat}, ${number}`,
          street,
        });
      }
    } else {
      premises.push({ houseNameOrNumber: String(number), street });
    }
  }
  return premises;
}

function blockOfFlats(draw: Draw, street: string, count: number): Premises[] {
  const building = `${draw.pick(BUILDING_WORDS)} ${draw.pick(BUILDING_KINDS)}`;
  return Array.from({ length: count }, (_, index) => ({
    houseNameOrNumber: `Flat ${index + 1}, ${building}`,
    street,
  }));
}

function namedHouses(draw: Draw, street: string, count: number, nation: Nation): Premises[] {
  const names: readonly string[] =
    nation === 'Scotland'
      ? [...HOUSE_NAMES, ...SCOTTISH_HOUSE_NAMES]
      : nation === 'Wales'
        ? [...HOUSE_NAMES, ...WELSH_HOUSE_NAMES]
        : HOUSE_NAMES;
  return draw.sample(names, count).map((houseNameOrNumber) => ({ houseNameOrNumber, street }));
}

interface Draw {
  /** A whole number from min to max inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** `count` different items (all of them, shuffled, when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

/**
 * A pseudo-random sequence fixed by a text seed: FNV-1a hashes the seed, mulberry32 draws from it.
 * Both use only 32-bit integer arithmetic, so every platform draws the same numbers.
 */
function seeded(seed: string): Draw {
  let state = fnv1a(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const at = <T>(items: readonly T[], index: number): T => {
    const item = items[index];
    if (item === undefined) throw new RangeError('drew past the end of a list');
    return item;
  };
  return {
    int,
    chance: (probability) => next() < probability,
    pick: (items) => at(items, int(0, items.length - 1)),
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [item, weight] of items) {
        point -= weight;
        if (point < 0) return item;
      }
      return at(items, items.length - 1)[0];
    },
    sample: (items, count) => {
      const pool = [...items];
      // A partial Fisher-Yates shuffle: the first `count` places end up a random sample.
      const taken = Math.min(count, pool.length);
      for (let index = 0; index < taken; index += 1) {
        const other = int(index, pool.length - 1);
        [pool[index], pool[other]] = [at(pool, other), at(pool, index)];
      }
      return pool.slice(0, taken);
    },
  };
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
