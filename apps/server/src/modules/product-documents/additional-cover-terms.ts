import { ADD_ON_DOCUMENT_TITLES } from '@van/domain/reference-data';
import type { RateTables } from '@van/rating';
import type { Block, DocumentContent } from '../documents/index.ts';
import { extrasOf } from './extra-cover.ts';
import { issuedAt } from './ipid.ts';
import {
  cancellationText,
  complaintsBlocks,
  tariffMonth,
  type DocumentBrand,
  productParties,
} from './product-cover.ts';

// §9.5 'Additional Cover Terms and Conditions - all of the cover details': the full terms of every
// extra the tariff sells or includes, in one document at a fixed address (ADDITIONAL_COVER_TERMS_URL).

// The spec's title is 'title - what it gives': the first part titles the PDF.
const [TITLE = ADD_ON_DOCUMENT_TITLES.additionalCoverTerms, SUBTITLE = ''] =
  ADD_ON_DOCUMENT_TITLES.additionalCoverTerms.split(' - ');

/** The Additional Cover Terms and Conditions of a tariff. */
export function additionalCoverTerms(tables: RateTables, brand: DocumentBrand): DocumentContent {
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `These are the terms of the extras you can add to your ${brand.brandName} van insurance, or that come with it. An extra is part of your van insurance: the definitions, general exclusions and general conditions of your policy wording apply to it too. Your schedule shows the extras you have.`,
    },
  ];
  for (const extra of extrasOf(tables)) {
    blocks.push(
      { kind: 'heading', text: extra.name },
      { kind: 'paragraph', text: extra.summary },
      ...extra.availability.map((text): Block => ({ kind: 'paragraph', text, style: 'bold' })),
      { kind: 'subheading', text: 'What is covered' },
      { kind: 'bullets', items: extra.insured },
      ...extra.detail,
      { kind: 'subheading', text: 'What is not covered' },
      { kind: 'bullets', items: extra.notInsured },
    );
    if (extra.restrictions.length > 0)
      blocks.push(
        { kind: 'subheading', text: 'Conditions and limits' },
        { kind: 'bullets', items: extra.restrictions },
      );
    blocks.push(
      { kind: 'subheading', text: 'Where you are covered' },
      { kind: 'paragraph', text: extra.where },
    );
  }
  blocks.push(
    { kind: 'heading', text: 'Making a claim under an extra' },
    {
      kind: 'paragraph',
      text: `Call ${brand.brandName} on ${brand.phone}, day or night, with your policy number; for a breakdown, say where your van is and what has happened.`,
    },
    { kind: 'heading', text: 'Cancelling an extra' },
    ...cancellationText(brand).map((text): Block => ({ kind: 'paragraph', text })),
    ...complaintsBlocks(brand, tables),
  );
  return {
    title: TITLE,
    subtitle: `${SUBTITLE.charAt(0).toUpperCase()}${SUBTITLE.slice(1)}`,
    brandName: brand.brandName,
    policyNumber: `ACT-${tariffMonth(tables)}`,
    referenceLabel: 'Document',
    issuedAt: issuedAt(tables),
    parties: productParties(tables, brand),
    blocks,
  };
}
