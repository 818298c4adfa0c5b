import type { PublicConfig } from '@van/domain/shared';

// The footer's words (decision 041), apart from the legal pages' (legal.ts): every page shows the
// footer, so these are in the first page's JavaScript and the pages' long texts are not (025).

/** The config values the legal pages and footer need. */
export type FirmDetails = Pick<
  PublicConfig,
  | 'brandName'
  | 'brokerLegalName'
  | 'insurerName'
  | 'firm'
  | 'contactEmail'
  | 'phoneNumbers'
  | 'textPhonePrefix'
>;

/** The FCA status disclosure every page carries (GEN 4 Annex 1). */
export function fcaStatusDisclosure(firm: FirmDetails): string {
  return `${firm.brokerLegalName} is authorised and regulated by the Financial Conduct Authority, firm reference number ${firm.firm.fcaFirmReferenceNumber}.`;
}

export function registeredOfficeLine(firm: FirmDetails): string {
  return `Registered in England and Wales, company number ${firm.firm.companyNumber}. Registered office: ${firm.firm.registeredOffice}.`;
}

export const footerCopy = {
  navLabel: 'Legal information',
  links: {
    PrivacyNotice: 'Privacy notice',
    CookieNotice: 'Cookies',
    TermsOfBusiness: 'Terms of business',
    Complaints: 'Complaints',
    FscsProtection: 'FSCS protection',
    Accessibility: 'Accessibility statement',
  },
  fcaRegisterHint: 'You can check this on the Financial Services Register at register.fca.org.uk.',
} as const;

export type LegalPageId = keyof typeof footerCopy.links;

/** The footer's pages, in the order the footer lists them. */
export const LEGAL_PAGES = Object.keys(footerCopy.links) as LegalPageId[];
