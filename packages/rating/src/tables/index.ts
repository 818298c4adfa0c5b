import { TARIFF_2026_11 } from './2026-11.ts';
import type { RateTables } from './rate-tables.ts';

/** Every tariff version, oldest first (newest last). */
export const RATE_TABLES: readonly RateTables[] = [TARIFF_2026_11];

/**
 * The tariff in force on `today` (yyyy-MM-dd): the latest version whose effectiveFrom is on or
 * before it. A quote records the version in calcDetails, so a stored quote can be explained later.
 * @throws RangeError when no version is in force on that date.
 */
export function rateTablesFor(
  today: string,
  versions: readonly RateTables[] = RATE_TABLES,
): RateTables {
  let inForce: RateTables | undefined;
  for (const tables of versions) {
    // ISO dates compare as strings.
    if (
      tables.effectiveFrom <= today &&
      (!inForce || tables.effectiveFrom >= inForce.effectiveFrom)
    )
      inForce = tables;
  }
  if (!inForce) throw new RangeError(`No rate tables are in force on ${today}`);
  return inForce;
}

/**
 * The tariff version named `version` (a priced result's calcDetails.rtpRulesetName), whatever
 * date it is now: a stored quote is re-rated with the tables that priced it, not those in force.
 * @throws RangeError when no such version is known.
 */
export function rateTablesOfVersion(
  version: string,
  versions: readonly RateTables[] = RATE_TABLES,
): RateTables {
  const tables = versions.find((candidate) => candidate.version === version);
  if (!tables) throw new RangeError(`No rate tables of version ${version}`);
  return tables;
}
