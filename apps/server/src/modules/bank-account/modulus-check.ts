import { readFile } from 'node:fs/promises';
import UkModulusChecking, {
  type ModulusWeightRow,
  type SortCodeSubstitute,
} from 'uk-modulus-checking';

// The VocaLink modulus check (docs/decisions/028): the algorithm of uk-modulus-checking 0.1.4,
// run on VocaLink's current tables, which we ship here instead of the package's 2020 ones.
//
// VocaLink publishes the tables on its "Modulus checking" page (vocalink.com/tools/modulus-checking)
// a few times a year, each with the date it takes effect. To update: put the new valacdos file
// in data/, point VOCALINK_TABLES at it and run modulus-check.test.ts.

/** The VocaLink tables in use. */
export const VOCALINK_TABLES = {
  valacdos: new URL('./data/valacdos-v8-50.txt', import.meta.url),
  scsubtab: new URL('./data/scsubtab.txt', import.meta.url),
  /** valacdos v8.50, in effect from 23 June 2025. */
  version: '8.50',
} as const;

export interface ModulusTables {
  weights: ModulusWeightRow[];
  substitutes: SortCodeSubstitute[];
}

/** Whether a sort code (6 digits) and account number (8 digits) pass the modulus check. */
export type ModulusCheck = (sortCode: string, accountNumber: string) => boolean;

const POSITIONS = 'uvwxyzabcdefgh';

/** Parses valacdos: "start end MOD u v w x y z a b c d e f g h [exception]" per line. */
export function parseValacdos(text: string): ModulusWeightRow[] {
  return lines(text).map((line) => {
    const [start, end, mod, ...rest] = line.split(/\s+/) as [string, string, string, ...string[]];
    const weights = rest.slice(0, 14).map(Number);
    if (weights.length !== 14 || weights.some(Number.isNaN) || !/^(MOD10|MOD11|DBLAL)$/.test(mod)) {
      throw new Error(`valacdos: cannot read the line ${JSON.stringify(line)}`);
    }
    const row = {
      start: Number(start),
      end: Number(end),
      mod,
      exception: rest[14] === undefined ? null : Number(rest[14]),
    } as ModulusWeightRow;
    [...POSITIONS].forEach((position, index) => {
      row[position as 'u'] = weights[index]!;
    });
    return row;
  });
}

/** Parses scsubtab: "original substitute" per line. */
export function parseScsubtab(text: string): SortCodeSubstitute[] {
  return lines(text).map((line) => {
    const [original, substitute] = line.split(/\s+/).map(Number) as [number, number];
    return { original, substitute };
  });
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Reads the shipped VocaLink tables. */
export async function loadVocalinkTables(): Promise<ModulusTables> {
  const [valacdos, scsubtab] = await Promise.all([
    readFile(VOCALINK_TABLES.valacdos, 'ascii'),
    readFile(VOCALINK_TABLES.scsubtab, 'ascii'),
  ]);
  return { weights: parseValacdos(valacdos), substitutes: parseScsubtab(scsubtab) };
}

/**
 * The modulus check over the given tables. The package's algorithm (the order of checks, which
 * exceptions make one check enough, exceptions 1-3, 5-9, 11-14) is used as it is; two places
 * where it departs from VocaLink's specification are corrected here, each with a test:
 * - exception 4: the remainder must equal the two-digit check digit gh (the package compares it
 *   with g + h, which accepts some wrong numbers and refuses 10);
 * - exception 10: the weights u-b are zeroised only when ab is 09 or 99 and g is 9 (the package
 *   leaves out "and g is 9").
 * The package would otherwise re-read and re-parse its 1,100-line table on every check; the
 * tables here are parsed once and shared, and nothing is written to them.
 */
export function createModulusCheck(tables: ModulusTables): ModulusCheck {
  class VocalinkModulusCheck extends UkModulusChecking {
    override loadValacdos(): ModulusWeightRow[] {
      return tables.weights;
    }

    override loadScsubtab(): SortCodeSubstitute[] {
      return tables.substitutes;
    }

    override getCheckWeight(check: ModulusWeightRow, number: string): number[] {
      if (check.exception === 10 && this.pickPosition(number, 'g') !== 9) {
        return [...POSITIONS].map((position) => check[position as 'u']);
      }
      return super.getCheckWeight(check, number);
    }

    override isCheckValid(check: ModulusWeightRow, number?: string): boolean {
      if (check.exception !== 4) return super.isCheckValid(check, number);
      const digits = this.getNumber(check, number);
      const weights = this.getCheckWeight(check, digits);
      const total = [...digits].reduce(
        (sum, digit, index) => sum + Number(digit) * weights[index]!,
        0,
      );
      return total % 11 === Number(digits.slice(12, 14));
    }
  }
  return (sortCode, accountNumber) =>
    new VocalinkModulusCheck({ sortCode, accountNumber }).isValid();
}
