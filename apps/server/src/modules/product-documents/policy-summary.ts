import { type ProductIdentifier } from '@van/domain/quote';
import { WINDSCREEN_EXCESSES } from '@van/domain/reference-data';
import { formatPounds } from '@van/domain/shared';
import type { Block, DocumentContent } from '../documents/index.ts';
import { extrasOf } from './extra-cover.ts';
import { issuedAt } from './ipid.ts';
import {
  COOLING_OFF_DAYS,
  COURTESY_VEHICLE_TERMS,
  POLICY_MONTHS,
  THIRD_PARTY_PROPERTY_LIMIT,
  complaintsBlocks,
  excessTable,
  notInsuredItems,
  paymentText,
  tariffMonth,
  type DocumentBrand,
  type TierCover,
  productParties,
} from './product-cover.ts';

// The policy summary of a tier (§3.5 precisDetails.policySummaryUrl): its key features and limits
// on a page or two, the significant exclusions, and what the customer can do.

const NOT_INCLUDED = 'Not included';

/** Cover, and its limit or excess on this tier. */
function keyFeatures(cover: TierCover): string[][] {
  const { product } = cover;
  const windscreen = WINDSCREEN_EXCESSES;
  return [
    ['Injury to other people', 'Unlimited'],
    ["Damage to other people's property", formatPounds(THIRD_PARTY_PROPERTY_LIMIT)],
    ['Fire, theft and attempted theft of your van', 'Market value'],
    [
      'Accidental and malicious damage to your van (comprehensive cover)',
      `Market value; compulsory excess ${formatPounds(product.compulsoryExcess)}`,
    ],
    [
      'Windscreen repair',
      `Excess ${formatPounds(windscreen.WINDSCREEN_REPAIR.approved)} approved repairer, ${formatPounds(windscreen.WINDSCREEN_REPAIR.unapproved)} other`,
    ],
    [
      'Windscreen replacement',
      `Excess ${formatPounds(windscreen.WINDSCREEN.approved)} approved repairer, ${formatPounds(windscreen.WINDSCREEN.unapproved)} other`,
    ],
    ['Personal belongings', `Up to ${formatPounds(product.personalBelongings)}`],
    ['Audio, navigation and entertainment equipment', `Up to ${formatPounds(product.audioLimit)}`],
    [
      'Loss or theft of keys',
      product.keyCover === undefined ? NOT_INCLUDED : `Up to ${formatPounds(product.keyCover)}`,
    ],
    ['Courtesy vehicle', product.courtesyVehicle ? COURTESY_VEHICLE_TERMS : NOT_INCLUDED],
    ['EU cover', `Up to ${product.euCoverDays} days in each period of insurance`],
    [
      'Driving other vans (third party only)',
      product.drivingOtherVehiclesFromAge === undefined
        ? NOT_INCLUDED
        : `The policyholder, aged ${product.drivingOtherVehiclesFromAge} or over`,
    ],
    ...cover.includedExtras.map((extra) => [
      extra.name,
      `Included${extra.rest ? `: ${extra.rest}` : ''}`,
    ]),
  ];
}

/** The optional extras offered on this tier, with their yearly prices (§9.5). */
function optionalExtras(cover: TierCover): string[][] {
  const { tables, tier } = cover;
  const rows: string[][] = [];
  for (const extra of extrasOf(tables)) {
    for (const code of extra.codes) {
      const addOn = tables.addOns[code];
      if (addOn?.offeredOn.includes(tier))
        rows.push([extra.name, `${formatPounds(addOn.price)} a year`]);
    }
  }
  const bands = tables.protectedNcd.pricePercent.map(
    (band) => `${band.percent}% from ${band.fromYears} years`,
  );
  rows.push([
    `Protected no claims discount (with ${tables.protectedNcd.minYears} or more years)`,
    `Of the premium: ${bands.join(', ')}`,
  ]);
  return rows;
}

/** The policy summary of a tier. */
export function policySummary(cover: TierCover, brand: DocumentBrand): DocumentContent {
  const { product, tables } = cover;
  const others = (Object.keys(tables.tiers) as ProductIdentifier[])
    .filter((tier) => tier !== cover.tier)
    .map((tier) => tables.tiers[tier].productName);
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `This summary gives the key features, benefits and limits of ${product.productName}. It does not give all the terms of the cover: they are in the policy wording. Please read both, with your schedule.`,
    },
    {
      kind: 'rows',
      rows: [
        { label: 'Insurer', value: tables.insurer.name },
        { label: 'Arranged by', value: `${brand.brandName} (${brand.brokerLegalName})` },
        { label: 'Product', value: product.productName },
        { label: 'Length of cover', value: `${POLICY_MONTHS} months` },
        {
          label: 'Cover',
          value: 'Comprehensive, or third party, fire and theft: your schedule says which',
        },
        { label: 'Other levels', value: others },
      ],
    },
    { kind: 'heading', text: 'Key features and limits' },
    {
      kind: 'table',
      columns: [
        { header: 'Cover', width: 3 },
        { header: 'Limit or excess', width: 3 },
      ],
      rows: keyFeatures(cover),
    },
  ];
  if (cover.standard.length > 0)
    blocks.push(
      { kind: 'heading', text: 'Included as standard' },
      { kind: 'bullets', items: cover.standard },
    );
  blocks.push(
    { kind: 'heading', text: 'Excesses' },
    {
      kind: 'paragraph',
      text: 'The excess is the part of a claim for your van you pay yourself. The extra excesses add to the compulsory excess and to any voluntary excess you chose.',
    },
    excessTable(cover),
    { kind: 'heading', text: 'Optional extras' },
    {
      kind: 'table',
      columns: [
        { header: 'Extra', width: 3 },
        { header: 'Price, including Insurance Premium Tax', width: 2.4 },
      ],
      rows: optionalExtras(cover),
    },
    { kind: 'heading', text: 'Significant exclusions' },
    { kind: 'bullets', items: notInsuredItems(cover) },
    { kind: 'heading', text: 'Paying for your cover' },
    ...paymentText(tables).map((text): Block => ({ kind: 'paragraph', text })),
    { kind: 'heading', text: 'Your right to cancel' },
    {
      kind: 'paragraph',
      text: `You can cancel within ${COOLING_OFF_DAYS} days of buying, or of receiving your documents if that is later, and we refund the premium for the days you were not covered. After that you can cancel at any time (see the policy wording).`,
    },
    { kind: 'heading', text: 'Making a claim' },
    {
      kind: 'paragraph',
      text: `Call ${brand.brandName} on ${brand.phone} as soon as you can, with your policy number, the other people's details and what happened.`,
    },
    ...complaintsBlocks(brand, tables),
  );
  return {
    title: 'Policy summary',
    subtitle: product.productName,
    brandName: brand.brandName,
    policyNumber: `PS-${product.productCode}-${tariffMonth(tables)}`,
    referenceLabel: 'Document',
    issuedAt: issuedAt(tables),
    parties: productParties(tables, brand),
    blocks,
  };
}
