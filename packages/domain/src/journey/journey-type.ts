import type { Quote } from '../quote/quote.schema.ts';
import { DIRECT_SOURCE_OF_BUSINESS } from '../reference-data/enumerations.ts';
import { DIRECT_SOURCES_OF_BUSINESS, type QuoteType } from '../reference-data/journey-types.ts';
import type { PublicConfig } from '../shared/public-config.schema.ts';

/**
 * §4.10: 'The journey counts as direct when sourceOfBusiness is empty or 'Website'. Otherwise it is
 * an aggregator (PCW) journey.' A missing sourceOfBusiness counts as empty.
 */
export function isDirectJourney(sourceOfBusiness: string | undefined): boolean {
  return (DIRECT_SOURCES_OF_BUSINESS as readonly string[]).includes(sourceOfBusiness ?? '');
}

/** §6: the quote type (DIRECT or PCW) of a held quote; DIRECT when none is held. */
export function quoteTypeOf(quote: Quote | null): QuoteType {
  return isDirectJourney(quote?.policy.sourceOfBusiness) ? 'DIRECT' : 'PCW';
}

/**
 * §6 / §9.13: the number a customer should call: a direct journey's is the 'Website' number, a
 * price-comparison journey's that site's own. Falls back to the general number when the config
 * has none for the source.
 */
export function contactPhoneNumber(
  phoneNumbers: PublicConfig['phoneNumbers'],
  sourceOfBusiness: string | undefined,
): string {
  const source = isDirectJourney(sourceOfBusiness) ? DIRECT_SOURCE_OF_BUSINESS : sourceOfBusiness;
  return (source && phoneNumbers.bySourceOfBusiness[source]) || phoneNumbers.general;
}

/**
 * §2.6: the name of the price-comparison site a quote came from, for your-quote's thanks.
 * Undefined for a direct journey (§4.10) and for a source the config names no site for.
 */
export function comparisonSiteName(
  comparisonSiteNames: PublicConfig['comparisonSiteNames'],
  sourceOfBusiness: string | undefined,
): string | undefined {
  if (isDirectJourney(sourceOfBusiness) || sourceOfBusiness === undefined) return undefined;
  return comparisonSiteNames[sourceOfBusiness]?.trim() || undefined;
}
