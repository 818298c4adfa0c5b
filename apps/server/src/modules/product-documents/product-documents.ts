import { type ProductIdentifier } from '@van/domain/quote';
import { ADDITIONAL_COVER_TERMS_URL } from '@van/domain/reference-data';
import { RATE_TABLES, rateTablesFor, type RateTables } from '@van/rating';
import { writeDocument, type DocumentContent } from '../documents/index.ts';
import { additionalCoverTerms } from './additional-cover-terms.ts';
import { extrasOf } from './extra-cover.ts';
import { extraIpid, productIpid } from './ipid.ts';
import { policySummary } from './policy-summary.ts';
import { policyWording } from './policy-wording.ts';
import { tierCover, type DocumentBrand } from './product-cover.ts';

// The product documents a quote links to (§3.5 precisDetails.policySummaryUrl and
// policyDocumentUrl, insuranceProductInformationDocs, §3.4 each extension's IPID, §9.5 the
// additional cover terms): exactly the addresses the tariffs name, each with the document made
// from the tariff that names it. Nothing else is a product document.

/** The address shape the tariffs use: /documents/, lower-case words and folders, .pdf. */
const DOCUMENT_URL = /^\/documents\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

export interface ProductDocument {
  url: string;
  /** The name a browser saves it under: its address after /documents/, folders joined by '-'. */
  fileName: string;
  /** The tariff version whose figures it gives. */
  tariffVersion: string;
  content: () => DocumentContent;
  /**
   * Its PDF, made once in this process for the same address, tariff version and brand: the bytes
   * the address serves, and the ones a sale hashes (sold-product-documents.ts).
   */
  pdf: () => Promise<Uint8Array>;
}

/** The PDFs made so far (a handful: one per address, tariff version and brand). */
const pdfs = new Map<string, Promise<Uint8Array>>();

function pdfOnce(key: string, content: () => DocumentContent): Promise<Uint8Array> {
  let pdf = pdfs.get(key);
  if (!pdf) {
    pdf = writeDocument(content());
    // A failure is not kept: the next request tries again.
    pdf.catch(() => pdfs.delete(key));
    pdfs.set(key, pdf);
  }
  return pdf;
}

function documentsOfTariff(
  tables: RateTables,
  brand: DocumentBrand,
): [string, () => DocumentContent][] {
  const documents: [string, () => DocumentContent][] = [];
  for (const tier of Object.keys(tables.tiers) as ProductIdentifier[]) {
    const cover = tierCover(tables, tier);
    documents.push(
      [cover.product.ipid.url, () => productIpid(cover, brand)],
      [cover.product.policySummaryUrl, () => policySummary(cover, brand)],
      [cover.product.policyDocumentUrl, () => policyWording(cover, brand)],
    );
  }
  for (const extra of extrasOf(tables))
    documents.push([extra.url, () => extraIpid(extra, tables, brand)]);
  documents.push([ADDITIONAL_COVER_TERMS_URL, () => additionalCoverTerms(tables, brand)]);
  return documents;
}

/**
 * Every product document of the tariff `versions`, by address. An address several versions name
 * gets the document of the version in force on `today` among them (rateTablesFor), else of the
 * first to name it (a tariff not yet in force), so a quote's links always lead to a document.
 * @throws Error when a tariff names an address outside /documents/…/*.pdf (a defect in the tariff:
 * the address becomes a route, and must not be a pattern).
 */
export function productDocuments(
  brand: DocumentBrand,
  today: string,
  versions: readonly RateTables[] = RATE_TABLES,
): Map<string, ProductDocument> {
  const naming = new Map<string, { tables: RateTables; content: () => DocumentContent }[]>();
  for (const tables of versions) {
    const seen = new Set<string>();
    for (const [url, content] of documentsOfTariff(tables, brand)) {
      if (!DOCUMENT_URL.test(url))
        throw new Error(
          `Tariff ${tables.version} names a document at '${url}', not /documents/…/*.pdf`,
        );
      if (seen.has(url)) continue;
      seen.add(url);
      naming.set(url, [...(naming.get(url) ?? []), { tables, content }]);
    }
  }
  const documents = new Map<string, ProductDocument>();
  for (const [url, candidates] of naming) {
    const chosen = inForce(candidates, today);
    const { brandName, brokerLegalName, phone, contactEmail } = brand;
    const key = JSON.stringify([
      url,
      chosen.tables.version,
      brandName,
      brokerLegalName,
      phone,
      contactEmail,
    ]);
    documents.set(url, {
      url,
      fileName: url.slice('/documents/'.length).replaceAll('/', '-'),
      tariffVersion: chosen.tables.version,
      content: chosen.content,
      pdf: () => pdfOnce(key, chosen.content),
    });
  }
  return documents;
}

function inForce<T extends { tables: RateTables }>(candidates: readonly T[], today: string): T {
  const first = candidates[0];
  if (!first) throw new Error('a document without a tariff');
  try {
    const tables = rateTablesFor(
      today,
      candidates.map((candidate) => candidate.tables),
    );
    return candidates.find((candidate) => candidate.tables === tables) ?? first;
  } catch (error) {
    // None of them in force yet.
    if (error instanceof RangeError) return first;
    throw error;
  }
}
