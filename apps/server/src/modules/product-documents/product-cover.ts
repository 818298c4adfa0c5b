import { type ProductIdentifier } from '@van/domain/quote';
import {
  INCLUDED_AS_STANDARD,
  VAN_HIRE_DESCRIPTIONS,
  WINDSCREEN_EXCESSES,
  type IncludedAsStandardProductCode,
} from '@van/domain/reference-data';
import { formatPounds } from '@van/domain/shared';
import type { RateTables } from '@van/rating';
import { type Block, type Parties } from '../documents/index.ts';

// What every product document says about a tier, from the tariff that prices it: its limits,
// excesses and included benefits (§9.3, §9.4, §9.6), so the documents and the quote never differ.

/** Who arranges the cover and how to reach them (from the server's config). */
export interface DocumentBrand {
  brandName: string;
  brokerLegalName: string;
  phone: string;
  contactEmail: string;
}

/** Who insures the tariff's products (its insurer) and the broker who arranges them. */
export function productParties(tables: RateTables, brand: DocumentBrand): Parties {
  return { insurerName: tables.insurer.name, brokerLegalName: brand.brokerLegalName };
}

/** The usual limit of a UK van policy for damage to other people's property; the tariff sets none. */
export const THIRD_PARTY_PROPERTY_LIMIT = 20_000_000;

/** A policy lasts a year (§9.2: yearly prices, ten instalments after a deposit). */
export const POLICY_MONTHS = 12;

/** The cooling-off period of a consumer insurance contract (FCA ICOBS 7.1). */
export const COOLING_OFF_DAYS = 14;

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'Motor Legal Assistance: up to …' → its name and the rest (the tariff's extension descriptions). */
export function splitDescription(description: string): { name: string; rest?: string } {
  const colon = description.indexOf(':');
  if (colon <= 0) return { name: description };
  return { name: description.slice(0, colon).trim(), rest: description.slice(colon + 1).trim() };
}

// §9.6 benefits the documents explain; the others (courtesy vehicle, windscreen, belongings, keys)
// are written with their figures from the tariff.
const STANDARD_BENEFIT_TEXT: Readonly<Record<string, string>> = {
  'Uninsured driver promise':
    "if a driver who is not insured hits your van and it was not your fault, you keep your no claims discount and we refund your excess, once you give us the other vehicle's registration",
  'Personal accident':
    'a benefit if you are killed or permanently injured in an accident involving your van',
  'Onward travel':
    'help to get you and your passengers home or to your destination after an accident, fire or theft that leaves your van unusable',
  'Repairs guaranteed for 3 years': 'repairs by our approved repairers are guaranteed for 3 years',
  'Lifetime workmanship guarantee':
    'the workmanship of repairs by our approved repairers is guaranteed for as long as you own the van',
  'Lifetime bodywork guarantee':
    'bodywork repairs by our approved repairers are guaranteed for as long as you own the van',
};

/** One tier of a tariff, with what the tariff and §9.6 say it includes. */
export interface TierCover {
  tables: RateTables;
  tier: ProductIdentifier;
  product: RateTables['tiers'][ProductIdentifier];
  /** §9.6 included-as-standard benefits of the product code. */
  standard: readonly string[];
  /** Included extensions (MLAI, MAPI, CHI) as [name, what it gives]. */
  includedExtras: readonly { code: string; name: string; rest?: string }[];
}

/** The cover of `tier` in `tables`. */
export function tierCover(tables: RateTables, tier: ProductIdentifier): TierCover {
  const product = tables.tiers[tier];
  const standard = INCLUDED_AS_STANDARD[product.productCode as IncludedAsStandardProductCode] ?? [];
  const includedExtras = product.included.map((code) => {
    const description = tables.includedExtensions[code]?.description ?? code;
    return { code, ...splitDescription(description) };
  });
  return { tables, tier, product, standard, includedExtras };
}

/** §9.6 benefits of the tier that have no figure of their own, each with what it gives. */
export function standardBenefits(cover: TierCover): string[] {
  return cover.standard.flatMap((benefit) => {
    const text = STANDARD_BENEFIT_TEXT[benefit];
    return text ? [`${benefit}: ${text}`] : [];
  });
}

/** yyyy-MM of the tariff, as the tariff's own document ids end (IPID-BG-2026-11). */
export function tariffMonth(tables: RateTables): string {
  return tables.effectiveFrom.slice(0, 7);
}

/** The standard courtesy vehicle as §9.5 describes it (against van hire). */
export const COURTESY_VEHICLE_TERMS = VAN_HIRE_DESCRIPTIONS[1];

/** What the tier insures, each line with its figure (the IPID's and the summary's "what is insured"). */
export function insuredItems(cover: TierCover): string[] {
  const { product } = cover;
  const windscreen = WINDSCREEN_EXCESSES;
  const items = [
    'Injury to other people: unlimited',
    `Damage to other people's property: up to ${formatPounds(THIRD_PARTY_PROPERTY_LIMIT)}`,
    'Loss of or damage to your van by fire, theft or attempted theft, up to its market value',
    `Accidental and malicious damage to your van, up to its market value, with comprehensive cover (compulsory excess ${formatPounds(product.compulsoryExcess)})`,
    `Windscreen and windows: repair (excess ${formatPounds(windscreen.WINDSCREEN_REPAIR.approved)} with an approved repairer, ${formatPounds(windscreen.WINDSCREEN_REPAIR.unapproved)} otherwise) or replacement (excess ${formatPounds(windscreen.WINDSCREEN.approved)}, or ${formatPounds(windscreen.WINDSCREEN.unapproved)})`,
    `Personal belongings in your van: up to ${formatPounds(product.personalBelongings)}`,
    `Audio, navigation and entertainment equipment fitted to your van: up to ${formatPounds(product.audioLimit)}`,
  ];
  if (product.keyCover !== undefined)
    items.push(`Loss or theft of your van's keys: up to ${formatPounds(product.keyCover)}`);
  if (product.courtesyVehicle)
    items.push(
      `A courtesy vehicle while an approved repairer repairs your van: ${lowerFirst(COURTESY_VEHICLE_TERMS)}`,
    );
  items.push(
    `Cover in the European Union for up to ${product.euCoverDays} days in each period of insurance, the same cover as at home`,
  );
  if (product.drivingOtherVehiclesFromAge !== undefined)
    items.push(
      `Driving other vans: third party cover for the policyholder aged ${product.drivingOtherVehiclesFromAge} or over, with the owner's permission`,
    );
  items.push(...standardBenefits(cover));
  for (const extra of cover.includedExtras)
    items.push(`${extra.name}${extra.rest ? `: ${extra.rest}` : ''} (included)`);
  return items;
}

/** The main things the tier does not insure (the IPID's "what is not insured", the summary's exclusions). */
export function notInsuredItems(cover: TierCover): string[] {
  const { product } = cover;
  const items = [
    'Accidental or malicious damage to your van if you chose third party, fire and theft cover',
    `The excess of each claim for your van: the compulsory excess of ${formatPounds(product.compulsoryExcess)}, any voluntary excess you chose and the extra excesses in the table of excesses`,
  ];
  if (product.keyCover === undefined) items.push("Loss or theft of your van's keys");
  if (!product.courtesyVehicle) items.push('A courtesy vehicle while your van is repaired');
  if (product.drivingOtherVehiclesFromAge === undefined) items.push('Driving other vehicles');
  items.push(
    'Tools, goods and samples carried in your van, unless you add tools cover',
    'Carrying goods or people for payment (hire and reward), such as courier or delivery work',
    'Wear and tear, mechanical, electrical or electronic breakdown, and loss of value',
    'Theft or damage while your van is left unlocked, or with its keys in or on it',
    'Racing, track days, and use on the airside of an airport',
  );
  return items;
}

/** §1.4 and §9.4 excesses of the tier, as a table: what the excess is for, and the amount. */
export function excessTable(cover: TierCover): Block {
  const { product, tables } = cover;
  const { excess } = tables;
  const windscreen = WINDSCREEN_EXCESSES;
  let fromAge = tables.underwriting.minDriverAge;
  const young = excess.youngDriver.map((band) => {
    const ages =
      fromAge <= tables.underwriting.minDriverAge
        ? `aged ${band.upToAge} or under`
        : `aged ${fromAge} to ${band.upToAge}`;
    fromAge = band.upToAge + 1;
    return [`Extra excess for a driver ${ages}`, formatPounds(band.amount)];
  });
  const rows = [
    [
      'Compulsory excess: accidental damage, malicious damage, fire and theft',
      formatPounds(product.compulsoryExcess),
    ],
    ...young,
    [
      `Extra excess for a driver who has held a licence for less than ${excess.inexperiencedUnderYears} years`,
      formatPounds(excess.inexperienced),
    ],
    [
      'Extra excess when a repairer we did not approve repairs your van',
      formatPounds(excess.nonApprovedRepairer),
    ],
    [
      'Windscreen repair (approved repairer / other)',
      `${formatPounds(windscreen.WINDSCREEN_REPAIR.approved)} / ${formatPounds(windscreen.WINDSCREEN_REPAIR.unapproved)}`,
    ],
    [
      'Windscreen replacement (approved repairer / other)',
      `${formatPounds(windscreen.WINDSCREEN.approved)} / ${formatPounds(windscreen.WINDSCREEN.unapproved)}`,
    ],
  ];
  if (product.keyCover !== undefined) rows.push(['Locks and keys', formatPounds(excess.lockKeys)]);
  return {
    kind: 'table',
    columns: [
      { header: 'Excess', width: 4 },
      { header: 'Amount', width: 1.4, align: 'right' },
    ],
    rows,
  };
}

/** How the price is paid (§9.2 credit: a deposit, then monthly Direct Debits). */
export function paymentText(tables: RateTables): string[] {
  const { credit } = tables;
  return [
    `Pay the whole year's price by debit or credit card when you buy, or pay a deposit of ${credit.depositPercent}% by card and then ${credit.instalments} monthly payments by Direct Debit under a credit agreement (representative APR ${credit.aprPercent}%).`,
    `The price includes Insurance Premium Tax at ${tables.iptRatePercent}% and an arrangement fee of ${formatPounds(tables.feeBroker)}.`,
  ];
}

/** How to cancel: the cooling-off period, then at any time. */
export function cancellationText(brand: DocumentBrand): string[] {
  return [
    `Call us on ${brand.phone} or e-mail ${brand.contactEmail}.`,
    `Within ${COOLING_OFF_DAYS} days of buying, or of receiving your documents if that is later, you can cancel and we refund the premium for the days you were not covered.`,
    'After that you can cancel at any time: we refund the premium for the days left, unless a claim has been made in the current period of insurance.',
    'If you pay monthly, the credit agreement ends with the policy; anything owed for the days you were covered is taken from the refund or collected.',
  ];
}

/** Complaints: to the broker first, then the Financial Ombudsman Service. */
export function complaintsBlocks(brand: DocumentBrand, tables: RateTables): Block[] {
  return [
    { kind: 'heading', text: 'If you have a complaint' },
    {
      kind: 'paragraph',
      text: `We want to put things right. Call ${brand.brandName} on ${brand.phone} or e-mail ${brand.contactEmail}, giving your policy number. ${brand.brokerLegalName} will reply within 8 weeks, working with ${tables.insurer.name} where the complaint is about a claim or the cover itself.`,
    },
    {
      kind: 'paragraph',
      text: 'If you are not happy with our final answer, or 8 weeks have passed, you can ask the Financial Ombudsman Service to look at your complaint, free of charge: Exchange Tower, London E14 9SR; 0800 023 4567; www.financial-ombudsman.org.uk. This does not affect your right to take legal action.',
    },
    {
      kind: 'paragraph',
      text: 'The Financial Services Compensation Scheme (FSCS) may pay compensation if an insurer cannot meet its obligations: for compulsory insurance such as van insurance, 100% of the claim (www.fscs.org.uk).',
    },
  ];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
