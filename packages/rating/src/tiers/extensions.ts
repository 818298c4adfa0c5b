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
  monthly: Record<string, number>;
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
}

const catalogues = new WeakMap<RateTables, Catalogue>();
const offeredByTables = new WeakMap<
  RateTables,
  Partial<Record<ProductIdentifier, readonly (readonly [string, AddOnPrice])[]>>
>();

/** The add-ons offered on a tier, in catalogue order: listed once per tariff, not per quote. */
function offeredOn(tier: ProductIdentifier, tables: RateTables) {
  let byTier = offeredByTables.get(tables);
  if (!byTier) {
    byTier = {};
    offeredByTables.set(tables, byTier);
  }
  let offered = byTier[tier];
  if (!offered) {
    offered = Object.entries(tables.addOns).filter(([, addOn]) => addOn.offeredOn.includes(tier));
    byTier[tier] = offered;
  }
  return offered;
}

/** The extension objects that do not depend on the risk, built once per tariff and frozen. */
function catalogueOf(tables: RateTables): Catalogue {
  const cached = catalogues.get(tables);
  if (cached) return cached;
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
  const catalogue = { included, applied, available, monthly, chargeText, hidden };
  catalogues.set(tables, catalogue);
  return catalogue;
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
  const product = tables.tiers[tier];
  const applied: OptionalExtension[] = [];
  const available: OptionalExtension[] = [];
  const charges: ExtraCharge[] = [];
  const monthly: Record<string, number> = {};

  for (const code of product.included) {
    const extension = catalogue.included[code];
    if (extension) applied.push(extension);
  }
  const hidden = catalogue.hidden[facts.ncd.claimedYears > 0 ? 'NCDCHECK' : 'NCDOK'];
  if (hidden) applied.push(hidden);

  let toolsCover = false;
  let legalExpenses = product.included.includes('MLAI');
  let carHire = product.included.includes('CHI');
  for (const [code, addOn] of offeredOn(tier, tables)) {
    monthly[code] = catalogue.monthly[code] ?? 0;
    if (selected.includes(code)) {
      applied.push(catalogue.applied[code]!);
      charges.push({
        code,
        text: catalogue.chargeText[code]!,
        amount: addOn.price,
      });
      if (addOn.group === 'tools') toolsCover = true;
      if (code === 'VLAO') legalExpenses = true;
      if (code === 'VHO') carHire = true;
    } else {
      available.push(catalogue.available[code]!);
    }
  }

  const pncdPrice = protectedNcdPrice(facts, tables, premiumInsurer);
  const protectedNcdGranted = pncdPrice !== undefined && facts.ncd.protectionRequested;
  if (pncdPrice !== undefined) {
    monthly[PROTECTED_NCD_CODE] = monthlyAmountFor(pncdPrice, tables.credit);
    const extension: OptionalExtension = {
      code: PROTECTED_NCD_CODE,
      description: 'Protected no-claims discount',
      amount: pncdPrice,
      amountSigned: pncdPrice,
      includedInInstalments: true,
      status: protectedNcdGranted ? APPLIED : AVAILABLE,
      compulsory: false,
      insuranceProductInformationDocument: {
        documentID: tables.protectedNcdDocument.documentID,
        ipidRequired: true,
        url: tables.protectedNcdDocument.url,
      },
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
