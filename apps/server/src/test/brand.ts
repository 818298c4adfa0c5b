import { DEV_DEFAULTS } from '../config/config.ts';
import type { SoldPolicy } from '../modules/documents/sold-policy.ts';
import type { DocumentBrand } from '../modules/product-documents/product-cover.ts';

// The brand the documents are written for in tests: the development configuration's (config.ts
// DEV_DEFAULTS), in the two shapes the server makes of it from its configuration.

/** The brand as the product documents name it (product-documents.routes.ts). */
export const DOCUMENT_BRAND: DocumentBrand = {
  brandName: DEV_DEFAULTS.BRAND_NAME,
  brokerLegalName: DEV_DEFAULTS.BROKER_LEGAL_NAME,
  phone: DEV_DEFAULTS.PHONE_GENERAL,
  contactEmail: DEV_DEFAULTS.CONTACT_EMAIL,
};

/** The brand as a sold policy's documents name it (sold-documents.ts). */
export const SOLD_POLICY_BRAND: SoldPolicy['brand'] = {
  brandName: DEV_DEFAULTS.BRAND_NAME,
  brokerLegalName: DEV_DEFAULTS.BROKER_LEGAL_NAME,
  phone: DEV_DEFAULTS.PHONE_GENERAL,
  email: DEV_DEFAULTS.CONTACT_EMAIL,
  insurerName: DEV_DEFAULTS.INSURER_NAME,
  claimsPhone: DEV_DEFAULTS.CLAIMS_PHONE,
  fcaFirmReferenceNumber: DEV_DEFAULTS.FIRM_FCA_NUMBER,
};
