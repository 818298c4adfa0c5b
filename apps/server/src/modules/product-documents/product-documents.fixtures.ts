import type { DocumentBrand } from './product-cover.ts';

// Tests only: the brand the documents are written for (their text is read back with test/pdf-text.ts).

export const BRAND: DocumentBrand = {
  brandName: 'Roadwise',
  brokerLegalName: 'Roadwise Insurance Services Limited',
  phone: '0808 157 0100',
  contactEmail: 'vaninsurance@roadwise.example',
};
