// Generates registrations.json, the lookup dataset shipped with the product (decision 012), from
// the model catalogue in van-models.ts. Deterministic: a seeded PRNG and a fixed "as at" date, so
// the committed file can be regenerated and reviewed, and a test checks it equals a fresh run.
//
//   npx tsx apps/server/src/modules/vehicle/data/generate-registrations.ts
//
// The registrations are made up in the real UK formats; any match with a real van is chance.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  isYearInPeriod,
  plateStyleOf,
  registrationPeriod,
  type PlateStyle,
  type RegistrationPeriod,
} from '@van/domain/risk';
import { REGISTRATIONS_FILE, type Dataset, type DatasetEntry } from '../dataset-vehicle-lookup.ts';
import {
  VALUE_FLOOR,
  VAN_MODELS,
  abiCode,
  abiProductionYears,
  marketValue,
  type VanModel,
  type VanVariant,
} from './van-models.ts';

/** Values, purchase dates and the newest plates are as at this date. */
export const DATASET_AS_AT = { year: 2026, month: 11, day: 1 } as const;
const SEED = 0x5eed_2026;

/** How many registrations of each style the dataset holds (fixed entries included). */
const TARGET_BY_STYLE: Readonly<Record<PlateStyle, number>> = {
  current: 820,
  prefix: 100,
  suffix: 40,
  northernIreland: 70,
  dateless: 70,
};

export const INCOMPLETE_FIELDS = ['transmission', 'doors', 'fuel'] as const;
export type IncompleteField = (typeof INCOMPLETE_FIELDS)[number];

/**
 * §4.5: registrations whose lookup leaves out transmission, doors or fuel on purpose, so that the
 * journey's invalidVehicleData path can be exercised. Current-style ones end in a mnemonic:
 * TRX no transmission, DRX no doors, FLX no fuel, TDX neither transmission nor doors, NDX none of
 * the three. The generator never makes these endings otherwise. Listed in data/README.md.
 */
export const INCOMPLETE_DATA: ReadonlyArray<{
  registration: string;
  missing: readonly IncompleteField[];
}> = [
  ...['LB15TRX', 'MF17TRX', 'YK68TRX', 'SN20TRX', 'CA70TRX', 'WV21TRX', 'GJ72TRX', 'BT23TRX'].map(
    (registration) => ({ registration, missing: ['transmission'] as const }),
  ),
  ...['LC14DRX', 'ML66DRX', 'YR19DRX', 'EA69DRX', 'KP21DRX', 'HF71DRX', 'PN22DRX', 'DV74DRX'].map(
    (registration) => ({ registration, missing: ['doors'] as const }),
  ),
  ...['LD16FLX', 'MW67FLX', 'SF18FLX', 'NA70FLX', 'OU21FLX', 'RX71FLX', 'AY23FLX', 'FH75FLX'].map(
    (registration) => ({ registration, missing: ['fuel'] as const }),
  ),
  ...['MK19TDX', 'SA22TDX'].map((registration) => ({
    registration,
    missing: ['transmission', 'doors'] as const,
  })),
  ...['LE12NDX', 'BK65NDX', 'YT18NDX', 'WA20NDX', 'GN72NDX', 'VU24NDX'].map((registration) => ({
    registration,
    missing: INCOMPLETE_FIELDS,
  })),
  { registration: 'P512TRX', missing: ['transmission'] },
  { registration: 'R77DRX', missing: ['doors'] },
  { registration: 'X9FLX', missing: ['fuel'] },
  { registration: 'TRX123R', missing: ['transmission'] },
  { registration: 'DRX45T', missing: ['doors'] },
  { registration: 'FLX7', missing: ['fuel'] },
  { registration: '7NDX', missing: INCOMPLETE_FIELDS },
  { registration: 'TRZ4821', missing: ['transmission'] },
  { registration: 'DXI302', missing: ['doors'] },
];
const RESERVED_ENDINGS = ['TRX', 'DRX', 'FLX', 'TDX', 'NDX'];

/**
 * The DVLA Vehicle Enquiry Service's mock registrations that answer 200 (reference §2.1), so the
 * local lookup behaves like the real service for them. ER19NFD, its "not found" one, is absent.
 */
const DVLA_MOCK_REGISTRATIONS = [
  { registration: 'AA19AAA', model: 'ford-transit-custom', variant: '300 L1H1', year: 2019 },
  { registration: 'AA19EEE', model: 'nissan-nv200', variant: 'e-NV200 40kWh', year: 2019 },
  { registration: 'AA19PPP', model: 'ford-transit-connect', variant: 'Mk2 200 L1 1.0', year: 2019 },
  { registration: 'AA19DSL', model: 'volkswagen-transporter', variant: 'T6 T28', year: 2019 },
  { registration: 'AA19SRN', model: 'vauxhall-vivaro', variant: '2900 1.5', year: 2019 },
  { registration: 'AA19MOT', model: 'renault-trafic', variant: 'SL28', year: 2019 },
  { registration: 'AA19AMP', model: 'mercedes-benz-sprinter', variant: '314 CDI', year: 2018 },
  { registration: 'L2WPS', model: 'ford-transit', variant: 'Mk3 80', year: 1993 },
] as const;

// Letters DVLA uses: current-style memory tags start with a region letter; I, Q and Z appear in
// no GB serial letters except Z in the last three of a current plate (reference §2.2).
const REGION_LETTERS = 'ABCDEFGHKLMNOPRSVWY';
const TAG_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';
const CURRENT_SERIAL_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
const OLD_SERIAL_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';
/** DVA (Northern Ireland) two-letter codes, each with an I or a Z. */
const NORTHERN_IRELAND_CODES =
  'AZ BZ CZ DZ EZ FZ GZ HZ IA IB IG IJ IL IW JI JZ KZ LZ MZ NZ OI OZ PZ RZ SZ TZ UI UZ WZ XI XZ YZ'.split(
    ' ',
  );

const AS_AT_MONTH = monthIndex(DATASET_AS_AT.year, DATASET_AS_AT.month);

/** A fresh generation of the whole dataset; the same every time. */
export function generateRegistrations(): Dataset {
  const random = new Random(SEED);
  const entries = new Map<string, DatasetEntry>();
  const add = (entry: DatasetEntry) => {
    if (entries.has(entry.registration)) throw new Error(`duplicate ${entry.registration}`);
    entries.set(entry.registration, entry);
  };
  const countOf = (style: PlateStyle) =>
    [...entries.values()].filter((entry) => entry.plateStyle === style).length;

  for (const fixed of DVLA_MOCK_REGISTRATIONS) {
    const model = modelById(fixed.model);
    const variant = model.variants.find((each) => each.description.startsWith(fixed.variant));
    if (!variant) throw new Error(`no variant ${fixed.variant} of ${fixed.model}`);
    add(makeEntry(random, fixed.registration, model, variant, fixed.year));
  }

  for (const incomplete of INCOMPLETE_DATA) {
    const style = styleOf(incomplete.registration);
    const period = registrationPeriod(incomplete.registration);
    const year = period ? random.pick(yearsFor(period)) : pickYear(random, style);
    const [model, variant] = pickVariant(random, year);
    const entry = makeEntry(random, incomplete.registration, model, variant, year);
    for (const field of incomplete.missing) delete entry.vehicle[field];
    add(entry);
  }

  // Every variant of the catalogue can be looked up at least once, on a plate of its era.
  VAN_MODELS.forEach((model) => {
    for (const variant of model.variants) {
      const year = random.int(variant.years[0], lastYear(variant));
      const style: PlateStyle = year >= 2002 ? 'current' : year >= 1984 ? 'prefix' : 'suffix';
      add(makeEntry(random, newPlate(random, style, year, entries), model, variant, year));
    }
  });

  for (const style of Object.keys(TARGET_BY_STYLE) as PlateStyle[]) {
    while (countOf(style) < TARGET_BY_STYLE[style]) {
      const year = pickYear(random, style);
      const [model, variant] = pickVariant(random, year);
      add(makeEntry(random, newPlate(random, style, year, entries), model, variant, year));
    }
  }

  return {
    asAt: isoDate(DATASET_AS_AT.year, DATASET_AS_AT.month, DATASET_AS_AT.day),
    entries: [...entries.values()].sort((a, b) => a.registration.localeCompare(b.registration)),
  };
}

function makeEntry(
  random: Random,
  registration: string,
  model: VanModel,
  variant: VanVariant,
  yearOfManufacture: number,
): DatasetEntry {
  if (!madeIn(variant, yearOfManufacture)) {
    throw new Error(`${model.id} ${variant.description} was not made in ${yearOfManufacture}`);
  }
  const firstRegistered = random.int(...firstRegistrationMonths(registration, yearOfManufacture));
  // The keeper bought it at first registration or later, most within the last ten years.
  const bought = random.int(Math.max(firstRegistered, AS_AT_MONTH - 120), AS_AT_MONTH - 1);
  const imported = random.chance(0.025);
  const value = marketValue(model, variant, yearOfManufacture, DATASET_AS_AT.year);
  return {
    registration,
    plateStyle: styleOf(registration),
    model: model.id,
    vehicle: {
      manufacturer: model.manufacturer,
      description: `${model.model} ${variant.description}`,
      abiCode: abiCode(model, model.variants.indexOf(variant)),
      abiProductionYears: abiProductionYears(variant),
      cc: variant.cc,
      transmission: variant.transmission,
      fuel: variant.fuel,
      doors: variant.doors,
      seats: variant.seats,
      grossWeight: variant.grossWeight,
      // Each van's condition and mileage move its value up to 10 % either way, to the nearest £50.
      value: Math.max(VALUE_FLOOR, Math.round((value * (0.9 + 0.2 * random.next())) / 50) * 50),
      lhd: imported && random.chance(0.4),
      yearOfManufacture,
      bodyStyle: variant.bodyStyle,
      immobiliser: immobiliserFor(random, yearOfManufacture),
      alarm: alarmFor(random, yearOfManufacture),
      datePurchased: isoDate(Math.floor(bought / 12), (bought % 12) + 1, random.int(1, 28)),
      imported: imported ? 'Y' : 'N',
    },
  };
}

/** The months (indexes) in which a van made in `year` can first have been registered on this plate. */
function firstRegistrationMonths(registration: string, year: number): [number, number] {
  const period = registrationPeriod(registration);
  const madeFrom = monthIndex(year, 1);
  if (!period) return [madeFrom, Math.min(madeFrom + 14, AS_AT_MONTH - 1)];
  const from = Math.max(monthIndex(period.from.year, period.from.month), madeFrom);
  const to = Math.min(monthIndex(period.to.year, period.to.month), AS_AT_MONTH - 1);
  if (from > to) throw new Error(`${registration} cannot hold a van made in ${year}`);
  return [from, to];
}

// Factory immobilisers became universal in the late 1990s and alarms in the 2000s; ALARM_CODES (§9.7).
function immobiliserFor(random: Random, year: number): string {
  if (year >= 1998) return random.weighted(['FF92', 'FACT', 'FF93'], [50, 35, 15]);
  if (year >= 1990) return random.weighted(['NONE', 'PROF', 'DIY'], [40, 30, 30]);
  return random.weighted(['NONE', 'DIY'], [80, 20]);
}

function alarmFor(random: Random, year: number): string {
  if (year >= 2005)
    return random.weighted(['FACT', 'FF93', 'NONE', 'PROF', 'DIY'], [45, 20, 20, 12, 3]);
  if (year >= 1990) return random.weighted(['NONE', 'PROF', 'DIY', 'FACT'], [55, 20, 15, 10]);
  return random.weighted(['NONE', 'DIY'], [85, 15]);
}

/** Years of manufacture a plate period allows, the period's own years listed more often. */
function yearsFor(period: RegistrationPeriod): number[] {
  const own = [period.from.year, period.to.year];
  const latest = Math.min(period.to.year, DATASET_AS_AT.year);
  return [period.from.year - 1, ...own, ...own, ...own].filter((year) => year <= latest);
}

/** A year of manufacture for a new van of this style, weighted like the vans on the road. */
function pickYear(random: Random, style: PlateStyle): number {
  switch (style) {
    case 'suffix':
      return random.int(1965, 1983);
    case 'prefix':
      // Fewer of the older ones survive.
      return random.weighted(range(1984, 2001), (year) => year - 1980);
    default: {
      // Current plates from September 2001; Northern Ireland and cherished plates on any van.
      const first = style === 'current' ? 2002 : 1990;
      return random.weighted(range(first, DATASET_AS_AT.year), (year) =>
        year >= 2017 ? 10 : Math.max(1, year - 2003),
      );
    }
  }
}

/** A model weighted by popularity among those made in `year`, then one of its variants of then. */
function pickVariant(random: Random, year: number): [VanModel, VanVariant] {
  const available = VAN_MODELS.map(
    (model) => [model, model.variants.filter((each) => madeIn(each, year))] as const,
  ).filter(([, variants]) => variants.length > 0);
  if (available.length === 0) throw new Error(`no van made in ${year}`);
  const [model, variants] = random.weighted(available, ([each]) => each.popularity);
  return [model, random.pick(variants)];
}

function madeIn(variant: VanVariant, year: number): boolean {
  return year >= variant.years[0] && year <= lastYear(variant);
}

function lastYear(variant: VanVariant): number {
  return variant.years[1] ?? DATASET_AS_AT.year;
}

/** A registration of `style` not yet used, whose date (if it has one) allows a van made in `year`. */
function newPlate(
  random: Random,
  style: PlateStyle,
  year: number,
  taken: ReadonlyMap<string, unknown>,
): string {
  for (;;) {
    const plate = randomPlate(random, style, year);
    const reserved = RESERVED_ENDINGS.some((ending) => plate.includes(ending));
    if (!reserved && !taken.has(plate) && styleOf(plate) === style) return plate;
  }
}

function randomPlate(random: Random, style: PlateStyle, year: number): string {
  const letters = (alphabet: string, count: number) =>
    Array.from({ length: count }, () => random.pick([...alphabet])).join('');
  const serial = (max: number) => String(random.int(1, max));
  switch (style) {
    case 'current': {
      const identifier = random.pick(
        CURRENT_IDENTIFIERS.filter(([, period]) => isYearInPeriod(period, year)).map(([id]) => id),
      );
      const tag = letters(REGION_LETTERS, 1) + letters(TAG_LETTERS, 1);
      return `${tag}${identifier}${letters(CURRENT_SERIAL_LETTERS, 3)}`;
    }
    case 'prefix': {
      const letter = random.pick(yearLetters((letter) => `${letter}1ABC`, year));
      return `${letter}${serial(999)}${letters(OLD_SERIAL_LETTERS, 3)}`;
    }
    case 'suffix': {
      const letter = random.pick(yearLetters((letter) => `ABC1${letter}`, year));
      return `${letters(OLD_SERIAL_LETTERS, 3)}${serial(999)}${letter}`;
    }
    case 'northernIreland': {
      const prefix = random.chance(0.85) ? letters(OLD_SERIAL_LETTERS, 1) : '';
      return `${prefix}${random.pick(NORTHERN_IRELAND_CODES)}${serial(9999)}`;
    }
    case 'dateless': {
      // 1234 AB, AB 1234, 123 ABC or ABC 123: at least 3 characters (§5.1).
      const letterCount = random.int(1, 3);
      const digits = serial(letterCount === 3 ? 999 : 9999);
      const mark = letters(OLD_SERIAL_LETTERS, letterCount);
      if (mark.length + digits.length < 3) return randomPlate(random, style, year);
      return random.chance(0.5) ? `${mark}${digits}` : `${digits}${mark}`;
    }
  }
}

/** Current-style age identifiers issued by the as-at date, with their periods. */
const CURRENT_IDENTIFIERS: ReadonlyArray<readonly [string, RegistrationPeriod]> = range(2, 99)
  .map((n) => String(n).padStart(2, '0'))
  .map((id) => [id, registrationPeriod(`AB${id}CDE`)] as const)
  .filter((pair): pair is readonly [string, RegistrationPeriod] => pair[1] !== undefined)
  .filter(([, period]) => monthIndex(period.from.year, period.from.month) < AS_AT_MONTH);

/** Year letters (prefix or suffix, as `plate` places them) whose period fits a van made in `year`. */
function yearLetters(plate: (letter: string) => string, year: number): string[] {
  return [...'ABCDEFGHJKLMNPRSTVWXY'].filter((letter) => {
    const period = registrationPeriod(plate(letter));
    return period !== undefined && isYearInPeriod(period, year);
  });
}

function styleOf(registration: string): PlateStyle {
  const style = plateStyleOf(registration);
  if (!style) throw new Error(`${registration} is in no UK plate style`);
  return style;
}

function modelById(id: string): VanModel {
  const model = VAN_MODELS.find((each) => each.id === id);
  if (!model) throw new Error(`no model ${id}`);
  return model;
}

function monthIndex(year: number, month: number): number {
  return year * 12 + month - 1;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** mulberry32: a small, fast 32-bit PRNG, the same sequence on every platform for one seed. */
class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('nothing to pick from');
    return items[this.int(0, items.length - 1)]!;
  }

  weighted<T>(items: readonly T[], weights: readonly number[] | ((item: T) => number)): T {
    const weightOf = (item: T, index: number) =>
      typeof weights === 'function' ? weights(item) : weights[index]!;
    const total = items.reduce((sum, item, index) => sum + weightOf(item, index), 0);
    let target = this.next() * total;
    for (const [index, item] of items.entries()) {
      target -= weightOf(item, index);
      if (target < 0) return item;
    }
    return items[items.length - 1]!;
  }
}

/** The file's exact text for a dataset: what `prettier` would also write. */
export function serialiseDataset(dataset: Dataset): string {
  return `${JSON.stringify(dataset, null, 2)}\n`;
}

// Run as a script (not when a test imports this file): write the dataset.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataset = generateRegistrations();
  writeFileSync(REGISTRATIONS_FILE, serialiseDataset(dataset));
  console.log(`Wrote ${dataset.entries.length} registrations to ${REGISTRATIONS_FILE}`);
}
