import type { RateTables } from '@van/rating';
import type { Block, DocumentContent } from '../documents/index.ts';
import type { ExtraCover } from './extra-cover.ts';
import {
  POLICY_MONTHS,
  cancellationText,
  excessTable,
  insuredItems,
  notInsuredItems,
  paymentText,
  type DocumentBrand,
  type TierCover,
  productParties,
} from './product-cover.ts';

// Insurance Product Information Documents (IPIDs): the standard summary every general insurance
// product has (ICOBS 6.1.5R; the template of Regulation (EU) 2017/1469, kept in UK law), in its
// fixed questions and order. One for each tier, one for each extra (§9.5).

export const IPID_TITLE = 'Insurance Product Information Document';

/** The template's questions, in its order. */
export const IPID_QUESTIONS = {
  type: 'What is this type of insurance?',
  insured: 'What is insured?',
  notInsured: 'What is not insured?',
  restrictions: 'Are there any restrictions on cover?',
  where: 'Where am I covered?',
  obligations: 'What are my obligations?',
  pay: 'When and how do I pay?',
  period: 'When does the cover start and end?',
  cancel: 'How do I cancel the contract?',
} as const;

type Answers = Record<keyof typeof IPID_QUESTIONS, readonly Block[]>;

const bullets = (items: readonly string[]): Block => ({ kind: 'bullets', items });
const paragraphs = (texts: readonly string[]): Block[] =>
  texts.map((text) => ({ kind: 'paragraph', text }));

function ipid(
  brand: DocumentBrand,
  tables: RateTables,
  documentID: string,
  product: string,
  answers: Answers,
): DocumentContent {
  const blocks: Block[] = [
    {
      kind: 'rows',
      rows: [
        { label: 'Company', value: tables.insurer.name },
        { label: 'Product', value: product },
        { label: 'Arranged by', value: `${brand.brandName} (${brand.brokerLegalName})` },
      ],
    },
    {
      kind: 'paragraph',
      text: 'This document is a summary of the main features and limits of this insurance. It does not take your needs into account. The complete information is in the policy summary, the policy wording and your schedule.',
      style: 'small',
    },
  ];
  for (const [key, question] of Object.entries(IPID_QUESTIONS)) {
    blocks.push({ kind: 'heading', text: question }, ...answers[key as keyof Answers]);
  }
  return {
    title: IPID_TITLE,
    subtitle: product,
    brandName: brand.brandName,
    policyNumber: documentID,
    referenceLabel: 'Document',
    issuedAt: issuedAt(tables),
    parties: productParties(tables, brand),
    blocks,
  };
}

/** A product document's date: the tariff's first day, so the same tariff gives the same bytes. */
export function issuedAt(tables: RateTables): Date {
  return new Date(`${tables.effectiveFrom}T00:00:00Z`);
}

/** The IPID of a tier: its own figures from the tariff (§9.3 grid, §9.4 excesses, §9.6). */
export function productIpid(cover: TierCover, brand: DocumentBrand): DocumentContent {
  const { product, tables } = cover;
  return ipid(brand, tables, product.ipid.documentID, product.productName, {
    type: paragraphs([
      `Van insurance for a private individual in the UK, for a van of up to ${tables.underwriting.declineGrossWeightOver} tonnes gross vehicle weight. It meets the law's requirement to insure against injury to other people and damage to their property, and you choose comprehensive cover or third party, fire and theft.`,
    ]),
    insured: [bullets(insuredItems(cover))],
    notInsured: [bullets(notInsuredItems(cover))],
    restrictions: [
      excessTable(cover),
      bullets([
        'Only the drivers your certificate names may drive, for the uses it allows.',
        `Cover in the European Union is limited to ${product.euCoverDays} days in each period of insurance.`,
        'Personal belongings cover does not include money, cards, tickets or documents, or tools and goods for work.',
      ]),
    ],
    where: [
      bullets([
        'In the United Kingdom: England, Scotland, Wales and Northern Ireland.',
        `In the European Union, for up to ${product.euCoverDays} days in each period of insurance, with the same cover as at home.`,
      ]),
    ],
    obligations: [
      bullets([
        'Answer our questions honestly and with reasonable care, and check the statement of fact we send you.',
        'Tell us straight away about any change: your address, your van, how it is used, who drives it, modifications, or any motoring conviction or claim.',
        'Keep your van roadworthy, with a valid MOT where one is needed, and keep it locked with its keys safe.',
        'Tell us about any accident, loss or damage as soon as you can; do not admit fault or agree to pay anyone.',
      ]),
    ],
    pay: paragraphs(paymentText(tables)),
    period: paragraphs([
      `Cover starts on the date and time on your schedule and certificate and lasts ${POLICY_MONTHS} months. We write to you before it ends.`,
    ]),
    cancel: paragraphs(cancellationText(brand)),
  });
}

/** The IPID of an extra (an add-on, an included extension, or NCD protection). */
export function extraIpid(
  extra: ExtraCover,
  tables: RateTables,
  brand: DocumentBrand,
): DocumentContent {
  return ipid(brand, tables, extra.documentID, extra.name, {
    type: paragraphs([extra.summary, ...extra.availability]),
    insured: [bullets(extra.insured), ...extra.detail],
    notInsured: [bullets(extra.notInsured)],
    restrictions:
      extra.restrictions.length > 0
        ? [bullets(extra.restrictions)]
        : paragraphs(['None beyond those of your van insurance.']),
    where: paragraphs([extra.where]),
    obligations: [
      bullets([
        'Tell us as soon as you can about anything that may lead to a claim, and give us the help and information we ask for.',
        'Keep to the conditions of your van insurance: this cover is part of it.',
      ]),
    ],
    pay: paragraphs([
      'With your van insurance: in one payment, or in the monthly payments of your credit agreement.',
    ]),
    period: paragraphs([
      'The same period as your van insurance: it starts when the extra is added and ends when your van insurance ends.',
    ]),
    cancel: paragraphs(cancellationText(brand)),
  });
}
