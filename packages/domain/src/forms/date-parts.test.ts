import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IsoDateSchema } from '../shared/dates.ts';
import {
  DatePartsSchema,
  datePartsFromIsoDate,
  isRealDate,
  toIsoDateFromParts,
} from './date-parts.ts';

describe('date parts (§5.3)', () => {
  it.each([
    [{ day: 29, month: 2, year: 2024 }, true],
    [{ day: 29, month: 2, year: 2023 }, false],
    [{ day: 31, month: 4, year: 2026 }, false],
    [{ day: 0, month: 1, year: 2026 }, false],
    [{ day: 1, month: 13, year: 2026 }, false],
    [{ day: 1.5, month: 1, year: 2026 }, false],
  ])('%j is a real date: %s', (parts, real) => {
    expect(isRealDate(parts)).toBe(real);
    expect(DatePartsSchema.safeParse(parts).success).toBe(real);
  });

  it('writes zero-padded yyyy-MM-dd', () => {
    expect(toIsoDateFromParts({ day: 3, month: 7, year: 2026 })).toBe('2026-07-03');
  });

  it('round-trips every real date through yyyy-MM-dd', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const parts = datePartsFromIsoDate(iso);
          expect(DatePartsSchema.safeParse(parts).success).toBe(true);
          expect(toIsoDateFromParts(parts)).toBe(iso);
          expect(IsoDateSchema.safeParse(iso).success).toBe(true);
        },
      ),
    );
  });
});
