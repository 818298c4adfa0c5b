import { type PrecisDetails, type PrecisItem, type ProductIdentifier } from '@van/domain/quote';
import {
  INCLUDED_AS_STANDARD,
  type IncludedAsStandardProductCode,
} from '@van/domain/reference-data';
import { formatPounds } from '@van/domain/shared';
import type { Facts } from '../facts/read-facts.ts';
import type { RateTables } from '../tables/rate-tables.ts';

// The precis (§3.5 precisDetails): what the tier covers, in short HTML lines. Terms carry the codes
// the tier grid reads (§9.3): nnEU for EU cover days, SWT1 personal belongings, SWT5 keys, DRVI
// driving other vehicles. The NCD disclosures follow the CMA Order (domain notes §1.6).

function item(text: string, extraInfo?: string, code?: string): PrecisItem {
  const precisItem: PrecisItem = { text, status: 'NORM' };
  if (code !== undefined) precisItem.code = code;
  if (extraInfo !== undefined) precisItem.extraInfo = extraInfo;
  return precisItem;
}

/** Items shared by every quote are frozen: a caller changing one would change them all. */
const frozen = (text: string, extraInfo?: string, code?: string): PrecisItem =>
  Object.freeze(item(text, extraInfo, code));

interface StaticPrecis {
  terms: readonly PrecisItem[];
  termsWithDrivingOtherVehicles: readonly PrecisItem[];
  /** Endorsements by [tools cover][third party only], see tierEndorsements. */
  endorsements: readonly (readonly PrecisItem[])[];
}

const staticByTables = new WeakMap<RateTables, Partial<Record<ProductIdentifier, StaticPrecis>>>();
const tablesHtml = new WeakMap<RateTables, { averageDiscount: string; stepBack: string }>();

function staticPrecis(tier: ProductIdentifier, tables: RateTables): StaticPrecis {
  let byTier = staticByTables.get(tables);
  if (!byTier) {
    byTier = {};
    staticByTables.set(tables, byTier);
  }
  const cached = byTier[tier];
  if (cached) return cached;
  const product = tables.tiers[tier];
  const terms: PrecisItem[] = [
    frozen(
      `<p>Up to ${product.euCoverDays} days' cover in the EU, the same as you have at home</p>`,
      String(product.euCoverDays),
      `${product.euCoverDays}EU`,
    ),
    frozen(
      `<p>Personal belongings up to ${formatPounds(product.personalBelongings)}</p>`,
      String(product.personalBelongings),
      'SWT1',
    ),
  ];
  if (product.keyCover !== undefined)
    terms.push(
      frozen(
        `<p>Loss or theft of keys up to ${formatPounds(product.keyCover)}</p>`,
        String(product.keyCover),
        'SWT5',
      ),
    );
  // §9.6: the included-as-standard benefits of the product code.
  const included = INCLUDED_AS_STANDARD[product.productCode as IncludedAsStandardProductCode] ?? [];
  included.forEach((benefit, index) =>
    terms.push(frozen(`<p>Included as standard: ${benefit}</p>`, undefined, `STD${index + 1}`)),
  );
  const drivingOther =
    product.drivingOtherVehiclesFromAge === undefined
      ? []
      : [
          frozen(
            `<p>Driving other vans: third party cover for the policyholder aged ${product.drivingOtherVehiclesFromAge} or over, with the owner's permission</p>`,
            undefined,
            'DRVI',
          ),
        ];
  const hireAndReward = frozen(
    '<p>No cover for carrying goods or people for payment (hire and reward)</p>',
    undefined,
    'E01',
  );
  const noTools = frozen(
    '<p>Tools and goods carried in the van are not covered unless you add tools cover</p>',
    undefined,
    'E02',
  );
  const thirdPartyOnly = frozen(
    '<p>No cover for accidental damage to your van (third party, fire and theft)</p>',
    undefined,
    'E03',
  );
  const result: StaticPrecis = {
    terms: Object.freeze(terms),
    termsWithDrivingOtherVehicles: Object.freeze([...terms, ...drivingOther]),
    endorsements: [
      Object.freeze([hireAndReward, noTools]),
      Object.freeze([hireAndReward, noTools, thirdPartyOnly]),
      Object.freeze([hireAndReward]),
      Object.freeze([hireAndReward, thirdPartyOnly]),
    ],
  };
  byTier[tier] = result;
  return result;
}

function disclosureHtml(tables: RateTables): { averageDiscount: string; stepBack: string } {
  let html = tablesHtml.get(tables);
  if (!html) {
    html = { averageDiscount: averageDiscountTable(tables), stepBack: stepBackTable(tables) };
    tablesHtml.set(tables, html);
  }
  return html;
}

function averageDiscountTable(tables: RateTables): string {
  const rows = tables.ncdAverageDiscountPercent
    .map((percent, years) => {
      if (years === 0) return '';
      const last = years === tables.ncdAverageDiscountPercent.length - 1;
      return `<tr><td>${years}${last ? ' or more' : ''}</td><td>${percent}%</td></tr>`;
    })
    .join('');
  return `<p>The average no-claims discount we gave for each number of years of no-claims discount:</p><table><tr><th>Years</th><th>Average discount</th></tr>${rows}</table>`;
}

function stepBackTable(tables: RateTables): string {
  const { oneClaim, twoClaims } = tables.ncdStepBack.unprotected;
  const protectedThree = tables.ncdStepBack.protected.threeClaims;
  const rows = oneClaim
    .map((_, years) => {
      if (years === 0) return '';
      const last = years === oneClaim.length - 1;
      return `<tr><td>${years}${last ? ' or more' : ''}</td><td>${oneClaim[years]}</td><td>${twoClaims[years]}</td><td>${years}</td><td>${protectedThree[years]}</td></tr>`;
    })
    .join('');
  return `<p>What happens to your no-claims discount after claims in one year:</p><table><tr><th>Years now</th><th>Not protected, 1 claim</th><th>Not protected, 2 claims</th><th>Protected, 1 or 2 claims</th><th>Protected, 3 claims</th></tr>${rows}</table><p>Three or more claims without protection take the discount to 0. Protecting your no-claims discount does not protect the price of your insurance: it may still go up after a claim.</p>`;
}

// Lines that read the same on every quote, shared by them all (so frozen).
const COVER_LEVEL: Readonly<Record<'C' | 'TPFT', PrecisItem>> = {
  C: frozen('<p>Comprehensive</p>', 'C'),
  TPFT: frozen('<p>Third party, fire and theft</p>', 'TPFT'),
};
const DRIVING_OTHER_VEHICLES = frozen(
  '<p>Third party cover to drive other vans, for the policyholder</p>',
);
const NO_DRIVING_OTHER_VEHICLES = frozen('<p>No cover to drive other vehicles</p>');

/** The precis lines that are the same on every tier of one quote, built once per quote. */
export interface QuotePrecis {
  coverLevel: PrecisItem;
  vehicleUse: PrecisItem;
  pncdAverageDiscount: PrecisItem;
  pncdStepBack: PrecisItem;
  drivingOtherVehicles: PrecisItem;
  noDrivingOtherVehicles: PrecisItem;
}

/** The tier-independent precis lines for these facts (CMA NCD disclosures with the customer's line). */
export function quotePrecis(facts: Facts, tables: RateTables): QuotePrecis {
  const html = disclosureHtml(tables);
  const use = tables.classOfUse[facts.classOfUse];
  const top = tables.ncdAverageDiscountPercent.length - 1;
  const years = Math.min(facts.ncd.years, top);
  const average = tables.ncdAverageDiscountPercent[years] ?? 0;
  const { oneClaim, twoClaims } = tables.ncdStepBack.unprotected;
  return {
    coverLevel: COVER_LEVEL[facts.cover],
    vehicleUse: item(
      `<p>${use ? capitalise(use.label) : 'Social, domestic and pleasure use, commuting and carrying your own goods'}</p>`,
      facts.classOfUseAsGiven,
    ),
    pncdAverageDiscount: item(
      html.averageDiscount,
      years > 0 ? `With ${facts.ncd.years} years, the average discount is ${average}%` : undefined,
    ),
    pncdStepBack: item(
      html.stepBack,
      years > 0
        ? `With ${facts.ncd.years} years: ${oneClaim[years]} after one claim, ${twoClaims[years]} after two; protected, ${facts.ncd.years} after one or two claims`
        : undefined,
    ),
    drivingOtherVehicles: DRIVING_OTHER_VEHICLES,
    noDrivingOtherVehicles: NO_DRIVING_OTHER_VEHICLES,
  };
}

/** The precis of one tier: the shared lines, this tier's terms and endorsements, its excesses. */
export function tierPrecis(
  tier: ProductIdentifier,
  facts: Facts,
  tables: RateTables,
  shared: QuotePrecis,
  excesses: PrecisItem[],
  drivingOtherVehicles: boolean,
  toolsCover: boolean,
): PrecisDetails {
  const product = tables.tiers[tier];
  const fixed = staticPrecis(tier, tables);
  return {
    insurerName: tables.insurer.name,
    productName: product.productName,
    policySummaryUrl: product.policySummaryUrl,
    policyDocumentUrl: product.policyDocumentUrl,
    coverLevel: shared.coverLevel,
    drivingOtherVehicles: drivingOtherVehicles
      ? shared.drivingOtherVehicles
      : shared.noDrivingOtherVehicles,
    vehicleUse: shared.vehicleUse,
    pncdAverageDiscount: shared.pncdAverageDiscount,
    pncdStepBack: shared.pncdStepBack,
    excesses,
    // Frozen arrays shared by every quote; the domain type is mutable, the objects are not.
    terms: (drivingOtherVehicles
      ? fixed.termsWithDrivingOtherVehicles
      : fixed.terms) as PrecisItem[],
    endorsements: fixed.endorsements[
      (toolsCover ? 2 : 0) + (facts.cover === 'TPFT' ? 1 : 0)
    ] as PrecisItem[],
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
