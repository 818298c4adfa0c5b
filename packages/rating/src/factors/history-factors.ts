import type { ClaimFact, ConvictionFact, Facts } from '../facts/read-facts.ts';
import type { RateTables } from '../tables/rate-tables.ts';
import { band, effectOf, line, neutralLine, years, type FactorLine } from './factor-line.ts';

// Driving history (domain notes §1.3.3-§1.3.5): no-claims discount, claims and convictions of all
// drivers in the 5 years before the cover start, and the total of live penalty points.

// Neutral lines whose words never vary: written once, shared by every quote.
const NCD_IN_USE_ELSEWHERE = neutralLine(
  'NCD',
  'No-claims discount in use on another vehicle, so not used here',
);
const NO_NCD = neutralLine('NCD', 'No no-claims discount');
const NO_CLAIMS = neutralLine('CLAIMS', 'No claims in the last 5 years');
const NO_CONVICTIONS = neutralLine('CONVICTIONS', 'No motoring convictions in the last 5 years');

/** The average NCD discount for `years` (the table's last entry for more), as a factor. */
export function ncdFactorFor(ncdYears: number, tables: RateTables): number {
  const table = tables.ncdAverageDiscountPercent;
  const percent = table[Math.min(ncdYears, table.length - 1)] ?? 0;
  return 1 - percent / 100;
}

/**
 * No-claims discount: the average discount actually given for the years held (§1.3.3, the same
 * table disclosed in precis pncdAverageDiscount). Without NCD, claim-free years driving on someone
 * else's policy earn a smaller discount. Protection changes nothing here: it never protects the
 * premium (§1.6); it is priced as an extra.
 */
export function ncdFactor(facts: Facts, tables: RateTables): FactorLine {
  const { years: held, claimedYears, inUseElsewhere } = facts.ncd;
  if (inUseElsewhere) return NCD_IN_USE_ELSEWHERE;
  if (held === 0) {
    const table = tables.experienceDiscountPercent;
    const experience = Math.min(facts.experienceYears, table.length - 1);
    if (experience > 0) {
      const factor = 1 - (table[experience] ?? 0) / 100;
      return line(
        'NCD',
        `No no-claims discount, ${years(facts.experienceYears)} claim-free driving on another policy`,
        factor,
      );
    }
    return NO_NCD;
  }
  const top = tables.ncdAverageDiscountPercent.length - 1;
  const shown =
    held >= top ? `${top} or more years'` : `${held} ${held === 1 ? "year's" : "years'"}`;
  const capped = claimedYears > held ? ' (what can have been earned since age 17)' : '';
  return line('NCD', `${shown} no-claims discount${capped}`, ncdFactorFor(held, tables));
}

/** The load of one claim: by kind, fault and months before the cover start; injury on top. */
export function claimLoad(claim: ClaimFact, tables: RateTables): number {
  const loads = tables.claims[claim.kind];
  const bands = tables.claimMonthBands;
  let index = bands.findIndex((upTo) => claim.monthsAgo < upTo);
  if (index < 0) index = bands.length - 1;
  const load = (claim.fault ? loads.fault : loads.nonFault)[index] ?? 1;
  return load * (claim.personalInjury ? tables.personalInjuryFactor : 1);
}

/** Claims of every driver in the last 5 years, each multiplying in (§1.3.4). */
export function claimsFactor(facts: Facts, tables: RateTables): FactorLine {
  let factor = 1;
  const parts: string[] = [];
  let count = 0;
  for (const driver of facts.drivers) {
    for (const claim of driver.claims) {
      const load = claimLoad(claim, tables);
      factor *= load;
      count += 1;
      const fault = claim.kind === 'accident' ? (claim.fault ? 'fault ' : 'non-fault ') : '';
      const injury = claim.personalInjury ? ' with injury' : '';
      parts.push(
        `${fault}${tables.claims[claim.kind].label}${injury} ${ago(claim.monthsAgo)} ${effectOf(load)}`,
      );
    }
  }
  if (count === 0) return NO_CLAIMS;
  const heading =
    count === 1 ? '1 claim in the last 5 years' : `${count} claims in the last 5 years`;
  return line('CLAIMS', `${heading} (${parts.join('; ')})`, factor);
}

/** The load of one conviction by its group, points and age; unknown codes rate at 1.00. */
export function convictionLoad(conviction: ConvictionFact, tables: RateTables): number {
  if (!conviction.group) return 1;
  const group = tables.convictionGroups[conviction.group];
  const recent = conviction.monthsAgo < tables.convictionRecentMonths;
  const high = group.highPointsFrom !== undefined && conviction.points >= group.highPointsFrom;
  if (high) return (recent ? group.recentHighPoints : group.olderHighPoints) ?? 1;
  return recent ? group.recent : group.older;
}

/** Motoring convictions of every driver in the last 5 years, each multiplying in (§1.3.5). */
export function convictionsFactor(facts: Facts, tables: RateTables): FactorLine {
  let factor = 1;
  const parts: string[] = [];
  let count = 0;
  for (const driver of facts.drivers) {
    for (const conviction of driver.convictions) {
      const load = convictionLoad(conviction, tables);
      factor *= load;
      count += 1;
      const label = conviction.group ? ` ${tables.convictionGroups[conviction.group].label}` : '';
      const points = conviction.points === 1 ? '1 point' : `${conviction.points} points`;
      parts.push(
        `${conviction.code || 'unknown code'}${label}, ${points}, ${ago(conviction.monthsAgo)} ${effectOf(load)}`,
      );
    }
  }
  if (count === 0) return NO_CONVICTIONS;
  const heading =
    count === 1
      ? '1 motoring conviction in the last 5 years'
      : `${count} motoring convictions in the last 5 years`;
  return line('CONVICTIONS', `${heading} (${parts.join('; ')})`, factor);
}

/** Live penalty points of all drivers together (§1.3.5 total points rule). */
export function pointsFactor(facts: Facts, tables: RateTables): FactorLine {
  let points = 0;
  for (const driver of facts.drivers) points += driver.livePoints;
  const text =
    points === 1 ? '1 live penalty point in total' : `${points} live penalty points in total`;
  return line('POINTS', text, band(tables.totalPoints, points));
}

function ago(months: number): string {
  if (months < 1) return 'this month';
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
