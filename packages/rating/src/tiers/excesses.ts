import { type ExcessDetail, type ExcessPricesEntry, type PrecisItem } from '@van/domain/quote';
import { CLAIM_TYPES, WINDSCREEN_EXCESSES } from '@van/domain/reference-data';
import { formatPounds } from '@van/domain/shared';
import type { DriverFacts, Facts } from '../facts/read-facts.ts';
import type { RateTables, TierProduct } from '../tables/rate-tables.ts';

// Excesses (§9.3, §9.4, domain notes §1.4). The accidental damage total is the compulsory excess
// (the tier's, plus a young or inexperienced driver's additions) plus the voluntary excess. Fire
// and theft and malicious damage happen while the van is parked, so driver additions do not apply
// to them. TPFT has no accidental damage, malicious damage or windscreen cover: those read 0.

export interface ExcessAddition {
  reason: string;
  amount: number;
}

/** The tariff's additions with their reasons, written once per tariff and frozen. */
interface AdditionsOfTables {
  /** One per youngDriver band, in the same order. */
  youngDriver: readonly ExcessAddition[];
  inexperienced: ExcessAddition;
}

const additionsByTables = new WeakMap<RateTables, AdditionsOfTables>();

function additionsOf(tables: RateTables): AdditionsOfTables {
  const cached = additionsByTables.get(tables);
  if (cached) return cached;
  const { youngDriver, inexperiencedUnderYears, inexperienced } = tables.excess;
  let lower = tables.underwriting.minDriverAge;
  const young: ExcessAddition[] = [];
  for (const band of youngDriver) {
    young.push(
      Object.freeze({
        reason: `Young driver aged ${lower} to ${band.upToAge}`,
        amount: band.amount,
      }),
    );
    lower = band.upToAge + 1;
  }
  const additions: AdditionsOfTables = {
    youngDriver: young,
    inexperienced: Object.freeze({
      reason: `Inexperienced driver, licence held less than ${inexperiencedUnderYears} years`,
      amount: inexperienced,
    }),
  };
  additionsByTables.set(tables, additions);
  return additions;
}

/** The extra compulsory excess a driver carries for being young or newly qualified. */
export function driverAdditions(driver: DriverFacts, tables: RateTables): ExcessAddition[] {
  const additions: ExcessAddition[] = [];
  const written = additionsOf(tables);
  const { youngDriver, inexperiencedUnderYears } = tables.excess;
  const age = driver.age;
  if (age !== undefined) {
    // The first band covering the age.
    const band = youngDriver.findIndex(({ upToAge }) => age <= upToAge);
    if (band >= 0) additions.push(written.youngDriver[band]!);
  }
  if (driver.licenceYears !== undefined && driver.licenceYears < inexperiencedUnderYears)
    additions.push(written.inexperienced);
  return additions;
}

export interface TierExcesses {
  details: ExcessDetail[];
  /** topUp.excessPrices for this tier, by driver index (§3.1). */
  prices: Record<string, ExcessPricesEntry>;
  /** Compulsory accidental damage excess of the policyholder (driver 0) on this tier. */
  compulsory: number;
  precis: PrecisItem[];
}

type ExcessType = keyof typeof CLAIM_TYPES;

// The windscreen excesses are the same on every quote: their words are written once.
const { WINDSCREEN_REPAIR: repair, WINDSCREEN: replacement } = WINDSCREEN_EXCESSES;
const WINDSCREEN_PRECIS: Readonly<PrecisItem> = Object.freeze({
  code: 'WINDSCREEN',
  text: `<p>Windscreen repair ${formatPounds(repair.approved)}, replacement ${formatPounds(replacement.approved)} with an approved repairer (${formatPounds(repair.unapproved)} and ${formatPounds(replacement.unapproved)} otherwise)</p>`,
  extraInfo: String(replacement.approved),
  status: 'NORM',
});

function excessDetail(
  excessType: ExcessType,
  reason: string,
  driver: string,
  value: number,
): ExcessDetail {
  return {
    excessType,
    policySection: CLAIM_TYPES[excessType],
    reason,
    driver,
    value,
    isOverridden: false,
  };
}

/** An excess line shared by the four tiers of a quote, so frozen (see DriverExcessParts). */
function sharedDetail(
  excessType: ExcessType,
  reason: string,
  driver: string,
  value: number,
): ExcessDetail {
  return Object.freeze(excessDetail(excessType, reason, driver, value));
}

/**
 * One driver's excess lines that are the same on every tier of a quote (all but the tier's
 * compulsory excess), built once per quote rather than once per tier. The four tiers of a quote
 * share these objects, so they are frozen: changing one tier's line would change them all.
 */
export interface DriverExcessParts {
  driver: DriverFacts;
  /** The driver's additions to the compulsory excess, in pounds. */
  added: number;
  /** Accidental damage lines after the compulsory one: additions, voluntary, repairer. */
  accidentalDamage: readonly ExcessDetail[];
  maliciousVoluntary: ExcessDetail | undefined;
  fireTheftVoluntary: ExcessDetail | undefined;
  lockKeys: ExcessDetail;
  windscreen: readonly ExcessDetail[];
  /** The driver's name as precis HTML. */
  nameHtml: string;
}

/** Each driver's tier-independent excess lines for a quote (see DriverExcessParts). */
export function quoteExcessParts(
  facts: Facts,
  tables: RateTables,
  additionsByDriver: readonly ExcessAddition[][],
): DriverExcessParts[] {
  const voluntary = facts.voluntaryExcess;
  return facts.drivers.map((driver) => {
    const name = driver.name;
    const additions = additionsByDriver[driver.index] ?? [];
    let added = 0;
    const accidentalDamage: ExcessDetail[] = [];
    for (const addition of additions) {
      added += addition.amount;
      accidentalDamage.push(
        sharedDetail('ACCIDENT_DAMAGE', addition.reason, name, addition.amount),
      );
    }
    if (voluntary > 0)
      accidentalDamage.push(sharedDetail('ACCIDENT_DAMAGE', 'Voluntary', name, voluntary));
    accidentalDamage.push(
      sharedDetail(
        'ACCIDENT_DAMAGE',
        'Extra if you use a repairer we have not approved',
        name,
        tables.excess.nonApprovedRepairer,
      ),
    );
    return {
      driver,
      added,
      accidentalDamage,
      maliciousVoluntary:
        voluntary > 0 ? sharedDetail('MALICIOUS_DAMAGE', 'Voluntary', name, voluntary) : undefined,
      fireTheftVoluntary:
        voluntary > 0 ? sharedDetail('FIRE_THEFT', 'Voluntary', name, voluntary) : undefined,
      lockKeys: sharedDetail('LOCK_KEYS', 'Compulsory', name, tables.excess.lockKeys),
      windscreen: [
        sharedDetail('WINDSCREEN_REPAIR', 'Approved repairer', name, repair.approved),
        sharedDetail('WINDSCREEN_REPAIR', 'Repairer we have not approved', name, repair.unapproved),
        sharedDetail('WINDSCREEN', 'Approved repairer', name, replacement.approved),
        sharedDetail('WINDSCREEN', 'Repairer we have not approved', name, replacement.unapproved),
      ],
      nameHtml: escapeHtml(name),
    };
  });
}

/**
 * Every driver's excesses on one tier, as details, topUp prices and precis lines. `parts` are the
 * quote's tier-independent lines (quoteExcessParts), passed in when pricing all four tiers.
 */
export function tierExcesses(
  product: TierProduct,
  facts: Facts,
  tables: RateTables,
  additionsByDriver: readonly ExcessAddition[][],
  parts: readonly DriverExcessParts[] = quoteExcessParts(facts, tables, additionsByDriver),
): TierExcesses {
  const comprehensive = facts.cover === 'C';
  const voluntary = facts.voluntaryExcess;
  const compulsory = product.compulsoryExcess;
  const hasKeyCover = product.keyCover !== undefined;
  const details: ExcessDetail[] = [];
  const prices: Record<string, ExcessPricesEntry> = {};
  const precis: PrecisItem[] = [];
  // The same for every driver: written once per tier.
  const voluntaryWords = voluntary > 0 ? ` + ${formatPounds(voluntary)} voluntary` : '';

  for (const part of parts) {
    const { driver, added } = part;
    if (comprehensive) {
      details.push(excessDetail('ACCIDENT_DAMAGE', 'Compulsory', driver.name, compulsory));
      for (const line of part.accidentalDamage) details.push(line);
      details.push(excessDetail('MALICIOUS_DAMAGE', 'Compulsory', driver.name, compulsory));
      if (part.maliciousVoluntary) details.push(part.maliciousVoluntary);
    }
    details.push(excessDetail('FIRE_THEFT', 'Compulsory', driver.name, compulsory));
    if (part.fireTheftVoluntary) details.push(part.fireTheftVoluntary);
    if (hasKeyCover) details.push(part.lockKeys);
    if (comprehensive) for (const line of part.windscreen) details.push(line);

    const accidentalDamage = comprehensive ? compulsory + added + voluntary : 0;
    const entry: ExcessPricesEntry = {
      ACCIDENT_DAMAGE: accidentalDamage,
      MALICIOUS_DAMAGE: comprehensive ? compulsory + voluntary : 0,
      FIRE_THEFT: compulsory + voluntary,
      WINDSCREEN_REPAIR: comprehensive ? WINDSCREEN_EXCESSES.WINDSCREEN_REPAIR.approved : 0,
      WINDSCREEN: comprehensive ? WINDSCREEN_EXCESSES.WINDSCREEN.approved : 0,
    };
    if (hasKeyCover) entry.LOCK_KEYS = tables.excess.lockKeys;
    prices[String(driver.index)] = entry;

    if (comprehensive && (driver.index === 0 || added > 0)) {
      precis.push({
        code: 'ACCIDENT_DAMAGE',
        text: `<p>Accidental damage while ${part.nameHtml} is driving: ${formatPounds(accidentalDamage)} (${formatPounds(compulsory + added)} compulsory${voluntaryWords})</p>`,
        extraInfo: String(accidentalDamage),
        status: 'NORM',
      });
    }
  }
  precis.push({
    code: 'FIRE_THEFT',
    text: `<p>Fire and theft: ${formatPounds(compulsory + voluntary)}</p>`,
    extraInfo: String(compulsory + voluntary),
    status: 'NORM',
  });
  if (comprehensive) precis.push(WINDSCREEN_PRECIS);

  const proposerAdded = parts[0]?.added ?? 0;
  return { details, prices, compulsory: compulsory + (comprehensive ? proposerAdded : 0), precis };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const HTML_SPECIAL = /[&<>"']/;

/** Names go into precis HTML (§3.5 text is HTML), so they are escaped. */
export function escapeHtml(text: string): string {
  // Most names have nothing to escape: testing first spares building a copy of each.
  if (!HTML_SPECIAL.test(text)) return text;
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
