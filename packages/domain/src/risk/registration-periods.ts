import { DATED_PLATE_PATTERNS } from './registration.ts';

// The registration period each dated UK plate style encodes, and whether a van's year of
// manufacture fits it (shared/reference/uk-van-insurance-domain.md §2.2). Apart from
// registration.ts so that the lookup page, which needs only the §5.1 check, loads none of these
// tables (decision 025). Pure: no clock, no I/O.

/** A calendar month, 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The months (inclusive) in which a plate of this style and age identifier was first issued. */
export interface RegistrationPeriod {
  from: YearMonth;
  to: YearMonth;
}

/**
 * The registration period a dated plate encodes: current style by its age identifier (March plate
 * = the year's last two digits, September plate = year + 50), prefix and suffix by their year
 * letter. Undefined for Northern Ireland, dateless and unrecognised marks, which carry no date.
 */
export function registrationPeriod(registration: string): RegistrationPeriod | undefined {
  const current = DATED_PLATE_PATTERNS.current.exec(registration);
  if (current) return currentPeriod(Number(current[2]));
  const prefix = DATED_PLATE_PATTERNS.prefix.exec(registration);
  if (prefix) return PREFIX_PERIODS[prefix[1]!];
  const suffix = DATED_PLATE_PATTERNS.suffix.exec(registration);
  if (suffix) return SUFFIX_PERIODS[suffix[1]!];
  return undefined;
}

function currentPeriod(identifier: number): RegistrationPeriod {
  // 51-99: September of (identifier - 50) to the end of the next February; 02-49: March-August.
  if (identifier > 50) {
    const year = 2000 + identifier - 50;
    return { from: { year, month: 9 }, to: { year: year + 1, month: 2 } };
  }
  const year = 2000 + identifier;
  return { from: { year, month: 3 }, to: { year, month: 8 } };
}

const period = (fromYear: number, fromMonth: number, toYear: number, toMonth: number) => ({
  from: { year: fromYear, month: fromMonth },
  to: { year: toYear, month: toMonth },
});

/** Prefix year letters: August to July until R, then March and September changes from 1998. */
const PREFIX_PERIODS: Readonly<Record<string, RegistrationPeriod>> = {
  ...Object.fromEntries(
    [...'ABCDEFGHJKLMNPR'].map((letter, index) => [
      letter,
      period(1983 + index, 8, 1984 + index, 7),
    ]),
  ),
  S: period(1998, 8, 1999, 2),
  T: period(1999, 3, 1999, 8),
  V: period(1999, 9, 2000, 2),
  W: period(2000, 3, 2000, 8),
  X: period(2000, 9, 2001, 2),
  Y: period(2001, 3, 2001, 8),
};

/** Suffix year letters: calendar years 1963-1966, Jan-Jul 1967, then August to July. */
const SUFFIX_PERIODS: Readonly<Record<string, RegistrationPeriod>> = {
  A: period(1963, 2, 1963, 12),
  B: period(1964, 1, 1964, 12),
  C: period(1965, 1, 1965, 12),
  D: period(1966, 1, 1966, 12),
  E: period(1967, 1, 1967, 7),
  ...Object.fromEntries(
    [...'FGHJKLMNPRSTVWXY'].map((letter, index) => [
      letter,
      period(1967 + index, 8, 1968 + index, 7),
    ]),
  ),
};

/**
 * Whether a van made in `yearOfManufacture` can have been first registered on this plate: made no
 * later than the plate period ends, and no more than a year before it starts (stock registered
 * late). Always true for plates that carry no date.
 */
export function isYearConsistentWithPlate(
  registration: string,
  yearOfManufacture: number,
): boolean {
  const period = registrationPeriod(registration);
  return period === undefined || isYearInPeriod(period, yearOfManufacture);
}

/** The rule of isYearConsistentWithPlate for a known registration period. */
export function isYearInPeriod(period: RegistrationPeriod, yearOfManufacture: number): boolean {
  return yearOfManufacture >= period.from.year - 1 && yearOfManufacture <= period.to.year;
}
