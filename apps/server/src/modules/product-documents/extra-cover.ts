import { type ProductIdentifier } from '@van/domain/quote';
import {
  ADD_ONS,
  BREAKDOWN_DESCRIPTIONS,
  PRODUCT_IDENTIFIERS,
  VAN_HIRE_DESCRIPTIONS,
} from '@van/domain/reference-data';
import { formatPounds } from '@van/domain/shared';
import type { RateTables } from '@van/rating';
import type { Block } from '../documents/index.ts';
import { COURTESY_VEHICLE_TERMS, listOf, splitDescription } from './product-cover.ts';

// The extras as their IPIDs and the Additional Cover Terms and Conditions describe them (§9.5): the
// add-ons the tariff sells, the extensions it includes (MLAI, MAPI, CHI) and NCD protection. Names,
// limits and descriptions come from the domain's §9.5 static data and the tariff; the plain-English
// terms around them are ours.

/** The code the tariff's protected NCD document stands for (not a §9.5 code: NCD protection is a question). */
export const PROTECTED_NCD = 'PNCD';

/** One extra as its documents describe it. */
export interface ExtraCover {
  /** The codes this document covers: VHO and CHI share the van hire IPID. */
  codes: readonly string[];
  documentID: string;
  url: string;
  name: string;
  /** What is this type of insurance? */
  summary: string;
  /** How a customer gets it: included with which tiers, or optional on which at what price. */
  availability: readonly string[];
  insured: readonly string[];
  notInsured: readonly string[];
  restrictions: readonly string[];
  where: string;
  /** Further detail, such as the NCD step-back table. */
  detail: readonly Block[];
}

type Terms = Omit<ExtraCover, 'codes' | 'documentID' | 'url' | 'availability'>;

const STATIC_DATA = new Map(ADD_ONS.map((addOn) => [addOn.code, addOn]));

const UK = 'In the United Kingdom: England, Scotland, Wales and Northern Ireland.';
const WITH_YOUR_POLICY = 'Wherever your van insurance covers you.';

function breakdown(code: string, tables: RateTables): Terms {
  const level = ['BDV1O', 'BDV2O', 'BDV3O'].indexOf(code) + 1;
  const name = `Breakdown cover: ${STATIC_DATA.get(code)?.name ?? code}`;
  const insured = [
    `${BREAKDOWN_DESCRIPTIONS[0]}: help at the roadside, 24 hours a day, when your van breaks down or will not start`,
    level >= 2
      ? 'National recovery: if your van cannot be fixed at the roadside, we take it, you and your passengers to one place of your choice in the UK'
      : 'If your van cannot be fixed at the roadside, we tow it to a nearby garage',
  ];
  if (level >= 3) insured.push('At home: the same help at your home or within 1/4 mile of it');
  const notInsured = [];
  if (level < 3) notInsured.push('A breakdown at your home or within 1/4 mile of it');
  if (level < 2) notInsured.push('Taking your van anywhere but a nearby garage');
  notInsured.push(
    "The cost of parts, fuel, oil, keys and the garage's repairs",
    `Vans heavier than ${tables.underwriting.declineGrossWeightOver} tonnes gross vehicle weight, and trailers`,
    'A fault we attended before that was not put right',
  );
  return {
    name,
    summary: `Breakdown cover for your van. ${STATIC_DATA.get(code)?.name ?? name} gives the help below.`,
    insured,
    notInsured,
    restrictions: [
      `${BREAKDOWN_DESCRIPTIONS[1]}.`,
      'Your van must be roadworthy and not overloaded; someone must be with it when help arrives.',
    ],
    where: UK,
    detail: [],
  };
}

function tools(code: string): Terms {
  const known = STATIC_DATA.get(code);
  const limit = known?.limit;
  const upTo =
    limit === undefined ? 'up to the limit on your schedule' : `up to ${formatPounds(limit)}`;
  return {
    name: known?.name ?? code,
    summary: `Cover for the tools you use for your work, ${upTo} in each period of insurance.`,
    insured: [
      `Theft of your tools from your locked van, ${upTo} in total in a period of insurance`,
      'Damage to your tools by fire, or in an accident involving your van',
    ],
    notInsured: [
      'Theft when your van is unlocked, or without signs of forced entry',
      'Tools left in your van overnight, unless it is in a locked garage or compound',
      'Goods or stock, money, phones, laptops and tablets',
      'Wear and tear, breakdown, or loss of value',
    ],
    restrictions: [
      `The most we pay for all claims in a period of insurance is ${limit === undefined ? 'the limit on your schedule' : formatPounds(limit)}.`,
      'Tools are valued at their cost to replace, less wear and tear; you may need receipts or photographs to show what you had.',
    ],
    where: UK,
    detail: [],
  };
}

function legalAssistance(name: string, rest: string | undefined): Terms {
  const limit = STATIC_DATA.get('VLAO')?.limit;
  const upTo = limit === undefined ? '' : `, up to ${formatPounds(limit)}`;
  return {
    name,
    summary: rest
      ? `Legal expenses insurance for motoring matters: ${rest}.`
      : 'Legal expenses insurance for motoring matters.',
    insured: [
      `Uninsured loss recovery: claiming back your excess, loss of earnings, personal injury and other losses from whoever caused an accident that was not your fault${upTo}`,
      `Prosecution defence: defending you against a motoring prosecution${upTo}`,
      `Contract disputes: a dispute about buying, selling, repairing or servicing your van${upTo}`,
    ],
    notInsured: [
      'A claim that is not more likely than not to succeed',
      'Costs you run up before we accept the claim, or without our agreement',
      'Fines, penalties and damages awarded against you',
      'Anything that happened before the cover started',
      'Defending a prosecution for drink or drug driving',
    ],
    restrictions: [
      'Tell us as soon as you can about anything that may lead to a claim.',
      'We choose the solicitor until court proceedings are issued; then you may choose your own.',
    ],
    where: UK,
    detail: [],
  };
}

function vanHire(name: string): Terms {
  return {
    name,
    summary: `A hire van while yours cannot be used after a claim: ${VAN_HIRE_DESCRIPTIONS[0].toLowerCase()}.`,
    insured: [
      `${VAN_HIRE_DESCRIPTIONS[0]}`,
      'When your van cannot be driven after an accident, fire, vandalism or theft that your van insurance covers',
    ],
    notInsured: [
      'Hire after a breakdown or mechanical failure, or while your van is serviced',
      "Fuel, tolls, congestion and parking charges, and the hire company's deposit",
      'Hire after your van is repaired or returned to you, or after we pay your claim',
    ],
    restrictions: [
      "The hire company's usual terms apply, including the age and licence of the driver.",
      `Without this cover: ${COURTESY_VEHICLE_TERMS.charAt(0).toLowerCase()}${COURTESY_VEHICLE_TERMS.slice(1)} (where your van insurance includes one).`,
    ],
    where: UK,
    detail: [],
  };
}

function accidentPlan(name: string, rest: string | undefined): Terms {
  return {
    name,
    summary: rest ? `${name}: ${rest}.` : `${name}.`,
    insured: [
      'A fixed benefit if you or a passenger are killed or permanently injured in an accident involving your van',
      'A benefit for each day in hospital after such an accident',
    ],
    notInsured: [
      'Injury while the driver was over the drink-drive limit or unfit through drugs',
      'Anyone not wearing a seat belt when the law requires one',
      'Self-inflicted injury, or an illness that was not caused by the accident',
    ],
    restrictions: ['Each person may claim once for each accident.'],
    where: WITH_YOUR_POLICY,
    detail: [],
  };
}

function protectedNcd(tables: RateTables): Terms {
  const top = tables.ncdStepBack.protected.threeClaims.length - 1;
  const { oneClaim, twoClaims } = tables.ncdStepBack.unprotected;
  const rows = tables.ncdStepBack.protected.threeClaims.flatMap((afterThree, years) =>
    years === 0
      ? []
      : [
          [
            `${years}${years === top ? ' or more' : ''}`,
            String(oneClaim[years] ?? 0),
            String(twoClaims[years] ?? 0),
            String(years),
            String(afterThree),
          ],
        ],
  );
  return {
    name: 'Protected No Claims Discount',
    summary:
      'Protection for your no claims discount: your years of no claims discount are kept after one or two claims in a period of insurance.',
    insured: [
      'Your years of no claims discount stay the same after one or two claims in a period of insurance',
      'A third claim in the same period takes your years back as the table below shows',
    ],
    notInsured: [
      'Protecting your no claims discount does not protect the price of your insurance: it may still go up after a claim',
      'Three or more claims in a period of insurance',
    ],
    restrictions: [
      `Available when you have at least ${tables.protectedNcd.minYears} years of no claims discount.`,
    ],
    where: WITH_YOUR_POLICY,
    detail: [
      {
        kind: 'subheading',
        text: 'Your no claims discount after claims in one period of insurance',
      },
      {
        kind: 'table',
        columns: [
          { header: 'Years now', width: 1.2 },
          { header: 'Not protected, 1 claim', width: 1.4 },
          { header: 'Not protected, 2 claims', width: 1.4 },
          { header: 'Protected, 1 or 2 claims', width: 1.4 },
          { header: 'Protected, 3 claims', width: 1.4 },
        ],
        rows,
      },
      { kind: 'subheading', text: 'The average discount we gave for each number of years' },
      {
        kind: 'table',
        columns: [
          { header: 'Years of no claims discount', width: 2 },
          { header: 'Average discount', width: 1, align: 'right' },
        ],
        rows: tables.ncdAverageDiscountPercent.flatMap((percent, years) =>
          years === 0
            ? []
            : [
                [
                  `${years}${years === tables.ncdAverageDiscountPercent.length - 1 ? ' or more' : ''}`,
                  `${percent}%`,
                ],
              ],
        ),
      },
    ],
  };
}

/** The terms of `code`, from its §9.5 static data, or its tariff description when it has none. */
function termsOf(code: string, description: string | undefined, tables: RateTables): Terms {
  const known = STATIC_DATA.get(code);
  const split = description === undefined ? undefined : splitDescription(description);
  const name = known?.name ?? split?.name ?? code;
  if (code === PROTECTED_NCD) return protectedNcd(tables);
  if (known?.group === 'breakdown') return breakdown(code, tables);
  if (known?.group === 'tools') return tools(code);
  if (code === 'VLAO' || code === 'MLAI')
    return legalAssistance(name, split?.rest ?? known?.descriptions[0]);
  if (code === 'VHO' || code === 'CHI') return vanHire(name);
  if (code === 'MAPI') return accidentPlan(name, split?.rest);
  // An extra a later tariff adds before its terms are written: what its static data says.
  return {
    name,
    summary: split?.rest ?? known?.descriptions[0] ?? name,
    insured: [...(known?.descriptions ?? (split?.rest ? [split.rest] : [name]))],
    notInsured: ['Anything not described above'],
    restrictions: [],
    where: WITH_YOUR_POLICY,
    detail: [],
  };
}

function tierNames(tables: RateTables, tiers: readonly ProductIdentifier[]): string {
  // The tiers in the order of the tariff (VAN, SILVER, GOLD, PLATINUM), not the grid's.
  const order = Object.keys(tables.tiers) as ProductIdentifier[];
  return listOf(
    [...tiers]
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
      .map((tier) => tables.tiers[tier].productName),
  );
}

function availabilityOf(code: string, tables: RateTables): string[] {
  if (code === PROTECTED_NCD) {
    const prices = tables.protectedNcd.pricePercent.map(
      (band, index, all) =>
        `${band.percent}% of your premium with ${band.fromYears}${all[index + 1] ? ` to ${(all[index + 1]?.fromYears ?? 0) - 1}` : ' or more'} years`,
    );
    return [
      `An option on every tier when you have at least ${tables.protectedNcd.minYears} years of no claims discount: ${listOf(prices)}.`,
    ];
  }
  const lines: string[] = [];
  const includedOn = PRODUCT_IDENTIFIERS.filter((tier) =>
    tables.tiers[tier].included.includes(code),
  );
  // Named as the quote names it: Platinum's CHI is 'Car Hire' on the grid (§9.3), van hire here.
  const name = splitDescription(tables.includedExtensions[code]?.description ?? code).name;
  if (includedOn.length > 0)
    lines.push(`${name} is included as standard with ${tierNames(tables, includedOn)}.`);
  const addOn = tables.addOns[code];
  if (addOn)
    lines.push(
      `An optional extra on ${tierNames(tables, addOn.offeredOn)}, for ${formatPounds(addOn.price)} a year including Insurance Premium Tax.`,
    );
  return lines;
}

/**
 * Every extra the tariff names a document for, one per document address: the add-ons in the §9.5
 * order, then the included extensions, then NCD protection. Where two codes share a document
 * (VHO and CHI, van hire), the add-on's terms are used and both are said to be available.
 */
export function extrasOf(tables: RateTables): ExtraCover[] {
  const sources: { code: string; documentID: string; url: string; description?: string }[] = [
    ...Object.entries(tables.addOns)
      .sort(([a], [b]) => orderOf(a) - orderOf(b))
      .map(([code, addOn]) => ({ code, documentID: addOn.documentID, url: addOn.url })),
    ...Object.entries(tables.includedExtensions).map(([code, extension]) => ({
      code,
      documentID: extension.documentID,
      url: extension.url,
      description: extension.description,
    })),
    { code: PROTECTED_NCD, ...tables.protectedNcdDocument },
  ];
  const byUrl = new Map<string, ExtraCover>();
  for (const source of sources) {
    const existing = byUrl.get(source.url);
    if (existing) {
      existing.codes = [...existing.codes, source.code];
      existing.availability = [...existing.availability, ...availabilityOf(source.code, tables)];
      continue;
    }
    byUrl.set(source.url, {
      codes: [source.code],
      documentID: source.documentID,
      url: source.url,
      availability: availabilityOf(source.code, tables),
      ...termsOf(source.code, source.description, tables),
    });
  }
  return [...byUrl.values()];
}

function orderOf(code: string): number {
  const index = ADD_ONS.findIndex((addOn) => addOn.code === code);
  return index === -1 ? ADD_ONS.length : index;
}
