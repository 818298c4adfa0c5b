export { addressRoutes } from './address.routes.ts';
export type { AddressLookupProvider } from './address-lookup.port.ts';
export { checkPostcode, isValidPostcode, normalisePostcode } from './postcode.ts';
// For other tests and fixtures: postcodes that have addresses, one per postcode area (all 124).
export { KNOWN_EXAMPLE_POSTCODES, listSyntheticPostcodes } from './data/synthetic-addresses.ts';
