import { DIRECT_SOURCE_OF_BUSINESS } from './enumerations.ts';

// §4.10 journey type.

/** §4.10: the journey is direct when sourceOfBusiness is one of these; otherwise aggregator (PCW). */
export const DIRECT_SOURCES_OF_BUSINESS = ['', DIRECT_SOURCE_OF_BUSINESS] as const;

/** §4.10: the journey type values. Two carry the brand, so this is a function of it. */
export function journeyTypes(brand: string) {
  return [
    'CDL_AGGREGATOR',
    'CDL_NON_AGGREGATOR',
    `CLASSIC_${brand}`,
    `${brand}_BEAM`,
    'UNKNOWN',
  ] as const;
}

/** §6: the quote type the DUQ metadata set depends on. */
export const QUOTE_TYPES = ['DIRECT', 'PCW'] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];
