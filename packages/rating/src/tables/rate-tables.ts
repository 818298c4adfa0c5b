import type { ProductIdentifier } from '@van/domain';
import type { CreditTerms } from '../finance/instalments.ts';

/** A banded relativity: the first band whose `upTo` (inclusive) covers the value applies. */
export interface Band {
  upTo: number;
  factor: number;
}

/** Everything the engine prices with. Versioned data, never code: a new tariff is a new table. */
export interface RateTables {
  version: string;
  /** Annual premium in pounds for the base risk, before any relativity. */
  baseRate: number;
  mainDriverAge: readonly Band[];
  /** Factor by years of no-claims discount; the last entry applies to more years. */
  ncdYears: readonly number[];
  vehicleValue: readonly Band[];
  tiers: Readonly<
    Record<ProductIdentifier, { factor: number; productCode: string; productName: string }>
  >;
  iptRatePercent: number;
  feeBroker: number;
  credit: CreditTerms;
  minimumPremium: number;
}

/**
 * Tariff 2026-11 (first cut): age, NCD and van value over a base rate. The other factors of the
 * domain notes (§1.3) join it with the rating engine issue.
 */
export const RATE_TABLES_2026_11: RateTables = {
  version: '2026-11.1',
  baseRate: 520,
  // Main driver's age in full years at the cover start (domain notes §1.3.1).
  mainDriverAge: [
    { upTo: 17, factor: 1.85 },
    { upTo: 18, factor: 1.75 },
    { upTo: 19, factor: 1.65 },
    { upTo: 20, factor: 1.55 },
    { upTo: 21, factor: 1.45 },
    { upTo: 22, factor: 1.35 },
    { upTo: 23, factor: 1.28 },
    { upTo: 24, factor: 1.2 },
    { upTo: 29, factor: 1.12 },
    { upTo: 34, factor: 1.05 },
    { upTo: 39, factor: 1 },
    { upTo: 49, factor: 0.95 },
    { upTo: 59, factor: 0.93 },
    { upTo: 69, factor: 0.95 },
    { upTo: 74, factor: 1.05 },
    { upTo: 99, factor: 1.2 },
  ],
  // 1 - the average commercial-vehicle NCD discount actually awarded (domain notes §1.3.3).
  ncdYears: [1, 0.91, 0.85, 0.79, 0.68, 0.63, 0.57, 0.52, 0.49, 0.47],
  vehicleValue: [
    { upTo: 5_000, factor: 0.9 },
    { upTo: 10_000, factor: 0.95 },
    { upTo: 20_000, factor: 1 },
    { upTo: 30_000, factor: 1.1 },
    { upTo: 45_000, factor: 1.22 },
    { upTo: 9_999_999, factor: 1.35 },
  ],
  tiers: {
    VAN: { factor: 1, productCode: 'VV', productName: 'Van Essentials' },
    SILVER: { factor: 1.07, productCode: 'AE', productName: 'Van Silver' },
    GOLD: { factor: 1.15, productCode: 'BG', productName: 'Van Gold' },
    PLATINUM: { factor: 1.27, productCode: 'C3', productName: 'Van Platinum' },
  },
  iptRatePercent: 12,
  feeBroker: 28,
  credit: { depositPercent: 10, flatInterestPercent: 11.35, instalments: 10, schemeCode: 'DD10' },
  minimumPremium: 250,
};
