import { extractText, getDocumentProxy } from 'unpdf';
import type { DocumentBrand } from './product-cover.ts';

// Tests only: the brand the documents are written for, and a PDF's text to read them back.

export const BRAND: DocumentBrand = {
  brandName: 'Roadwise',
  brokerLegalName: 'Roadwise Insurance Services Limited',
  phone: '0808 157 0100',
  contactEmail: 'vaninsurance@roadwise.example',
};

/** All the text of a PDF, pages joined, runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // unpdf may take over the buffer it is given: read a copy, so the caller's bytes stay intact.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}
