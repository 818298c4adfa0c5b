import type { MetadataItem } from './metadata-item.schema.ts';

// §9.13 other enumerations.

/** §9.13 breakdown cover source (descriptions capitalised for display). */
export const BREAKDOWN_COVER_SOURCES = [
  { code: 'A', description: 'With breakdown cover provider' },
  { code: 'B', description: 'With insurance policy' },
  { code: 'C', description: 'Included product benefit' },
  { code: 'D', description: 'Other' },
  { code: 'E', description: 'None' },
  { code: 'F', description: 'Unknown' },
] as const satisfies readonly MetadataItem[];

/** §2.6 / §9.13: the three address entry modes. */
export const ADDRESS_ENTRY_MODES = {
  EnterPostCode: 1,
  PostCodeFound: 2,
  ManualAddress: 3,
} as const;

/** §3.6 / §9.13: document delivery, default Print. */
export const DOCUMENT_DELIVERY_METHODS = ['Download', 'Print'] as const;
export const DEFAULT_DOCUMENT_DELIVERY_METHOD = 'Print';

/** §3.11 / §9.13 payment options and pay method types. */
export const PAYMENT_OPTION_TYPES = ['MONTHLY_DD', 'ANNUAL_CARD'] as const;
export const PAY_METHOD_TYPES = ['PayInFull', 'Instalmnts'] as const;
/** §9.13: the instalment type of Instalmnts. */
export const INSTALMENT_TYPE_DIRECT_DEBIT = 'DD';
/** §4.8: the payment option each pay method maps to. */
export const PAYMENT_OPTION_BY_PAY_METHOD = {
  Instalmnts: 'MONTHLY_DD',
  PayInFull: 'ANNUAL_CARD',
} as const;

/** §9.13: month values 1 to 12, with a placeholder. */
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const MONTH_PLACEHOLDER = 'Month';

/** §9.13: sources of business of the price-comparison sites; 'Website' is direct. */
export const PCW_SOURCES_OF_BUSINESS = ['115', '102', '104', '105', '114'] as const;
export const DIRECT_SOURCE_OF_BUSINESS = 'Website';
