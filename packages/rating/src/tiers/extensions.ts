import {
  type AllOptionalExtensions,
  type OptionalExtension,
  type ProductIdentifier,
} from '@van/domain/quote';
import { ADD_ONS, HIDDEN_ADD_ON_CODES } from '@van/domain/reference-data';
import type { Facts } from '../facts/read-facts.ts';
import { monthlyAmountFor } from '../finance/instalments.ts';
import { roundPence } from '../finance/money.ts';
import type { AddOnPrice, RateTables } from '../tables/rate-tables.ts';

// Optional extras (§9.5, §3.4 allOptionalExtensions). Selected extras are applied with status
// ADDED_AT_QUOTE and charged on top of the premium, each price including its own IPT (domain notes
// §8.1); the others offered on the tier are listed as available. A tier's included extras are
// applied with compulsory: true at no charge, their cost being in the tier's load. Protected NCD
// is an extra too (code PNCD), selected by previousInsuranceMotor.noClaimsDiscount.protected (§4.4).

/** Code of the protected no-claims discount extra. */
export const PROTECTED_NCD_CODE = 'PNCD';
const APPLIED = 'ADDED_AT_QUOTE';
const AVAILABLE = 'AVAILABLE';

const ADD_ON_NAMES: ReadonlyMap<string, string> = new Map(
  ADD_ONS.map((addOn) => [
    addOn.code,
    addOn.group === 'breakdown' ? `Breakdown cover: ${addOn.name}` : addOn.name,
  ]),
);

/** A priced extra applied to a tier: one breakdown line and part of totalPayable. */
export interface ExtraCharge {
  code: string;
  text: string;
  amount: number;
}

export interface TierExtras {
  extensions: AllOptionalExtensions;
  charges: ExtraCharge[];
  /** Frozen and shared by other quotes when protected NCD is not offered. */
  monthly: Readonly<Record<string, number>>;
  /** CMA implied price of NCD protection, with IPT, when it is offered (domain notes §1.6). */
  protectedNcdPrice: number | undefined;
  protectedNcdGranted: boolean;
  legalExpenses: boolean;
  carHire: boolean;
  toolsCover: boolean;
}

/**
 * The add-on codes the customer selected, among those the tariff sells, in catalogue order. Only
 * one breakdown and one tools code can be held (§4.4 mutually exclusive groups): the last one
 * requested wins. Unknown, hidden and integrated codes, and PNCD (read from the risk), are ignored.
 */
export function selectedAddOns(
  requested: readonly string[] | undefined,
  tables: RateTables,
): string[] {
  if (!requested || requested.length === 0) return [];
  const byGroup = new Map<string, string>();
  const singles = new Set<string>();
  for (const raw of requested) {
    const code = raw.trim().toUpperCase();
    const addOn = tables.addOns[code];
    if (!addOn) continue;
    if (addOn.group === 'optional') singles.add(code);
    else byGroup.set(addOn.group, code);
  }
  const chosen = new Set([...singles, ...byGroup.values()]);
  return Object.keys(tables.addOns).filter((code) => chosen.has(code));
}

interface Catalogue {
  included: Readonly<Record<string, OptionalExtension>>;
  applied: Readonly<Record<string, OptionalExtension>>;
  available: Readonly<Record<string, OptionalExtension>>;
  monthly: Readonly<Record<string, number>>;
  /** The breakdown line's words for each add-on when selected. */
  chargeText: Readonly<Record<string, string>>;
  hidden: Readonly<Record<string, OptionalExtension>>;
  protectedNcdDocument: OptionalExtension['insuranceProductInformationDocument'];
}

const catalogues = new WeakMap<RateTables, Catalogue>();

/** An add-on offered on a tier, with what a quote takes of it. */
interface OfferedAddOn {
  code: string;
  addOn: AddOnPrice;
  applied: OptionalExtension;
  available: OptionalExtension;
  chargeText: string;
  /** What it adds to a monthly payment. */
  monthly: number;
}

/**
 * What a tier includes and offers, listed once per tariff, not per quote. Only the engine reads
 * it; the extensions and the monthly amounts it holds go into quotes, and are frozen.
 */
interface TierCatalogue {
  /** The tier's included extensions, applied at no charge, in the tier's order. */
  included: readonly OptionalExtension[];
  legalExpensesIncluded: boolean;
  carHireIncluded: boolean;
  /** The add-ons offered on the tier, in catalogue order. */
  offered: readonly OfferedAddOn[];
  /**
   * What each offered add-on adds to a monthly payment, in catalogue order: the tier's
   * monthlyAmountForOptionalExtension without protected NCD, shared by such quotes, so frozen.
   */
  monthly: Readonly<Record<string, number>>;
}

const tierCatalogues = new WeakMap<RateTables, Partial<Record<ProductIdentifier, TierCatalogue>>>();

function tierCatalogueOf(tier: ProductIdentifier, tables: RateTables): TierCatalogue {
  let byTier = tierCatalogues.get(tables);
  if (!byTier) {
    byTier = {};
    tierCatalogues.set(tables, byTier);
  }
  // Built apart (below), so that the optimising compiler, which compiles this lookup as every
  // quote's tiers call it, is not also given the building that runs once per tariff.
  return (byTier[tier] ??= buildTierCatalogue(tier, tables));
}

function buildTierCatalogue(tier: ProductIdentifier, tables: RateTables): TierCatalogue {
  const catalogue = catalogueOf(tables);
  const product = tables.tiers[tier];
  const included: OptionalExtension[] = [];
  for (const code of product.included) {
    const extension = catalogue.included[code];
    if (extension) included.push(extension);
  }
  const offered: OfferedAddOn[] = [];
  const monthly: Record<string, number> = {};
  for (const [code, addOn] of Object.entries(tables.addOns)) {
    if (!addOn.offeredOn.includes(tier)) continue;
    offered.push({
      code,
      addOn,
      applied: catalogue.applied[code]!,
      available: catalogue.available[code]!,
      chargeText: catalogue.chargeText[code]!,
      monthly: catalogue.monthly[code] ?? 0,
    });
    monthly[code] = catalogue.monthly[code] ?? 0;
  }
  const tierCatalogue: TierCatalogue = {
    included,
    legalExpensesIncluded: product.included.includes('MLAI'),
    carHireIncluded: product.included.includes('CHI'),
    offered,
    monthly: Object.freeze(monthly),
  };
  return tierCatalogue;
}

/** The extension objects that do not depend on the risk, built once per tariff and frozen. */
function catalogueOf(tables: RateTables): Catalogue {
  let catalogue = catalogues.get(tables);
  if (!catalogue) {
    // Built apart, as a tier's catalogue is (tierCatalogueOf).
    catalogue = buildCatalogue(tables);
    catalogues.set(tables, catalogue);
  }
  return catalogue;
}

function buildCatalogue(tables: RateTables): Catalogue {
  const included: Record<string, OptionalExtension> = {};
  for (const [code, extra] of Object.entries(tables.includedExtensions)) {
    included[code] = Object.freeze({
      code,
      description: extra.description,
      amount: 0,
      amountSigned: 0,
      includedInInstalments: true,
      status: APPLIED,
      compulsory: true,
      insuranceProductInformationDocument: Object.freeze({
        documentID: extra.documentID,
        ipidRequired: true,
        url: extra.url,
      }),
    });
  }
  const applied: Record<string, OptionalExtension> = {};
  const available: Record<string, OptionalExtension> = {};
  const monthly: Record<string, number> = {};
  const chargeText: Record<string, string> = {};
  for (const [code, addOn] of Object.entries(tables.addOns)) {
    const extension = (status: string): OptionalExtension =>
      Object.freeze({
        code,
        description: ADD_ON_NAMES.get(code) ?? code,
        amount: addOn.price,
        amountSigned: addOn.price,
        includedInInstalments: true,
        status,
        compulsory: false,
        insuranceProductInformationDocument: Object.freeze({
          documentID: addOn.documentID,
          ipidRequired: true,
          url: addOn.url,
        }),
      });
    applied[code] = extension(APPLIED);
    available[code] = extension(AVAILABLE);
    monthly[code] = monthlyAmountFor(addOn.price, tables.credit);
    chargeText[code] = `${ADD_ON_NAMES.get(code) ?? code} (price includes IPT)`;
  }
  // §9.5: NCDCHECK and NCDOK are carried but never shown. We read NCDCHECK as "the NCD claimed
  // will be checked" and NCDOK as "no NCD claimed, nothing to check".
  const hidden: Record<string, OptionalExtension> = {};
  const [check, ok] = HIDDEN_ADD_ON_CODES;
  for (const [code, description] of [
    [check, 'No-claims discount to be checked'],
    [ok, 'No no-claims discount to check'],
  ] as const) {
    hidden[code] = Object.freeze({
      code,
      description,
      amount: 0,
      amountSigned: 0,
      includedInInstalments: true,
      status: APPLIED,
      compulsory: true,
    });
  }
  const protectedNcdDocument = Object.freeze({
    documentID: tables.protectedNcdDocument.documentID,
    ipidRequired: true,
    url: tables.protectedNcdDocument.url,
  });
  return {
    included,
    applied,
    available,
    monthly,
    chargeText,
    hidden,
    protectedNcdDocument,
  };
}

/** The price of NCD protection for this premium, with IPT; undefined where it is not offered. */
export function protectedNcdPrice(
  facts: Facts,
  tables: RateTables,
  premiumInsurer: number,
): number | undefined {
  const { minYears, pricePercent } = tables.protectedNcd;
  if (facts.ncd.years < minYears) return undefined;
  let percent = 0;
  for (const entry of pricePercent) if (facts.ncd.years >= entry.fromYears) percent = entry.percent;
  const net = roundPence((premiumInsurer * percent) / 100);
  return roundPence(net + roundPence((net * tables.iptRatePercent) / 100));
}

/** The extras of one tier: applied and available extensions, their charges and monthly amounts. */
export function tierExtras(
  tier: ProductIdentifier,
  facts: Facts,
  tables: RateTables,
  selected: readonly string[],
  premiumInsurer: number,
): TierExtras {
  const catalogue = catalogueOf(tables);
  const onTier = tierCatalogueOf(tier, tables);
  const applied: OptionalExtension[] = onTier.included.slice();
  const available: OptionalExtension[] = [];
  const charges: ExtraCharge[] = [];

  const hidden = catalogue.hidden[facts.ncd.claimedYears > 0 ? 'NCDCHECK' : 'NCDOK'];
  if (hidden) applied.push(hidden);

  let toolsCover = false;
  let legalExpenses = onTier.legalExpensesIncluded;
  let carHire = onTier.carHireIncluded;
  for (const offered of onTier.offered) {
    const { code, addOn } = offered;
    if (selected.includes(code)) {
      applied.push(offered.applied);
      charges.push({ code, text: offered.chargeText, amount: addOn.price });
      if (addOn.group === 'tools') toolsCover = true;
      if (code === 'VLAO') legalExpenses = true;
      if (code === 'VHO') carHire = true;
    } else {
      available.push(offered.available);
    }
  }

  const pncdPrice = protectedNcdPrice(facts, tables, premiumInsurer);
  const protectedNcdGranted = pncdPrice !== undefined && facts.ncd.protectionRequested;
  let monthly = onTier.monthly;
  if (pncdPrice !== undefined) {
    // Built afresh rather than spread from the frozen one, which V8 copies slowly.
    const withProtectedNcd: Record<string, number> = {};
    for (const offered of onTier.offered) withProtectedNcd[offered.code] = offered.monthly;
    withProtectedNcd[PROTECTED_NCD_CODE] = monthlyAmountFor(pncdPrice, tables.credit);
    monthly = withProtectedNcd;
    const extension: OptionalExtension = {
      code: PROTECTED_NCD_CODE,
      description: 'Protected no-claims discount',
      amount: pncdPrice,
      amountSigned: pncdPrice,
      includedInInstalments: true,
      status: protectedNcdGranted ? APPLIED : AVAILABLE,
      compulsory: false,
      insuranceProductInformationDocument: catalogue.protectedNcdDocument,
    };
    if (protectedNcdGranted) {
      applied.push(extension);
      charges.push({
        code: PROTECTED_NCD_CODE,
        text: `Protected no-claims discount, ${facts.ncd.years} years (price includes IPT)`,
        amount: pncdPrice,
      });
    } else {
      available.push(extension);
    }
  }

  return {
    extensions: { appliedOptionalExtensions: applied, availableOptionalExtensions: available },
    charges,
    monthly,
    protectedNcdPrice: pncdPrice,
    protectedNcdGranted,
    legalExpenses,
    carHire,
    toolsCover,
  };
}
