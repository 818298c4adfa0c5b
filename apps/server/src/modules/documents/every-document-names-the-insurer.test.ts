import { TARIFF_2026_11 } from '@van/rating';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_BRAND } from '../../test/brand.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { productDocuments } from '../product-documents/index.ts';
import { soldMonthly } from './documents.fixtures.ts';
import { writeDocument } from './document-writer.ts';
import { renderPolicyDocument } from './policy-documents.ts';
import { POLICY_DOCUMENT_KINDS, type PolicyDocumentKind, type SoldPolicy } from './sold-policy.ts';

// Decision 041 (the insurer named in every document): every PDF the customer gets names the
// insurer, by the legal name the tariff gives it, and the broker who arranged the cover, by its
// legal and trading names: the policy documents of a sold policy and every product document the
// quote and the policy link to.

const INSURER = TARIFF_2026_11.insurer.name;
const { brandName, brokerLegalName } = DOCUMENT_BRAND;

/**
 * A policy sold monthly (so it has every kind of document), whose configured insurer differs from
 * the tariff's: the documents must name the insurer of the product sold, not the configuration's.
 */
const sold: SoldPolicy = {
  ...soldMonthly(),
  brand: { ...soldMonthly().brand, insurerName: 'Not The Insurer Of This Product Ltd' },
};

describe('every document names the insurer and the broker', () => {
  it('has a legal name of the broker other than its brand, so both can be seen', () => {
    expect(brokerLegalName).not.toBe(brandName);
    expect(sold.brand.brokerLegalName).toBe(brokerLegalName);
  });

  it.each(Object.keys(POLICY_DOCUMENT_KINDS) as PolicyDocumentKind[])(
    'the %s of a sold policy, on every page',
    async (kind) => {
      const pages = await pdfPages(await renderPolicyDocument(kind, sold));
      for (const page of pages) {
        expect(page).toContain(`Insured by ${INSURER}.`);
        expect(page).toContain(`Arranged by ${brokerLegalName}, trading as ${brandName}.`);
        expect(page).not.toContain(sold.brand.insurerName);
      }
    },
  );

  it.each([...productDocuments(DOCUMENT_BRAND, '2026-11-22').keys()])(
    'the product document at %s, on every page',
    async (url) => {
      const document = productDocuments(DOCUMENT_BRAND, '2026-11-22').get(url)!;
      const pages = await pdfPages(await writeDocument(document.content()));
      for (const page of pages) {
        expect(page).toContain(`Insured by ${INSURER}.`);
        expect(page).toContain(`Arranged by ${brokerLegalName}, trading as ${brandName}.`);
      }
    },
  );
});
