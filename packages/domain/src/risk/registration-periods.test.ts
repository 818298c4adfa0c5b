import { describe, expect, it } from 'vitest';
import { isYearConsistentWithPlate, registrationPeriod } from './registration-periods.ts';

describe('registrationPeriod (the age identifier or year letter)', () => {
  const months = (registration: string) => {
    const period = registrationPeriod(registration);
    return period && [period.from.year, period.from.month, period.to.year, period.to.month];
  };

  // Reference §2.2's tables.
  it.each([
    ['AB02CDE', [2002, 3, 2002, 8]],
    ['AB51CDE', [2001, 9, 2002, 2]],
    ['AB21CDE', [2021, 3, 2021, 8]],
    ['AB71CDE', [2021, 9, 2022, 2]],
    ['AB24CDE', [2024, 3, 2024, 8]],
    ['AB74CDE', [2024, 9, 2025, 2]],
    ['AB76CDE', [2026, 9, 2027, 2]],
    ['AB99CDE', [2049, 9, 2050, 2]],
    ['A123BCD', [1983, 8, 1984, 7]],
    ['L2WPS', [1993, 8, 1994, 7]],
    ['R123BCD', [1997, 8, 1998, 7]],
    ['S123BCD', [1998, 8, 1999, 2]],
    ['T123BCD', [1999, 3, 1999, 8]],
    ['V123BCD', [1999, 9, 2000, 2]],
    ['W123BCD', [2000, 3, 2000, 8]],
    ['X123BCD', [2000, 9, 2001, 2]],
    ['Y123BCD', [2001, 3, 2001, 8]],
    ['ABC123A', [1963, 2, 1963, 12]],
    ['ABC123D', [1966, 1, 1966, 12]],
    ['ABC123E', [1967, 1, 1967, 7]],
    ['ABC123F', [1967, 8, 1968, 7]],
    ['ABC123R', [1976, 8, 1977, 7]],
    ['ABC123Y', [1982, 8, 1983, 7]],
    ['ABZ1234', undefined],
    ['1234AB', undefined],
    ['ABCDEFGHIJ', undefined],
  ])('%s was issued %j (from year, month, to year, month)', (registration, expected) => {
    expect(months(registration)).toEqual(expected);
  });

  it.each([
    ['AB21CDE', 2021, true],
    ['AB21CDE', 2020, true], // made late 2020, registered in March 2021
    ['AB21CDE', 2019, false],
    ['AB21CDE', 2022, false], // a 2022 van cannot wear a plate of March-August 2021
    ['AB71CDE', 2022, true], // registered January or February 2022
    ['AB71CDE', 2023, false],
    ['R123BCD', 1998, true],
    ['R123BCD', 1999, false],
    ['ABC123A', 1962, true],
    ['ABZ1234', 1955, true],
    ['1234AB', 2026, true],
  ])('%s fits a van made in %i: %s', (registration, year, fits) => {
    expect(isYearConsistentWithPlate(registration, year)).toBe(fits);
  });
});
