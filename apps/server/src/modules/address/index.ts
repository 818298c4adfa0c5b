export { addressRoutes } from './address.routes.ts';
export type { AddressLookupProvider } from './address-lookup.port.ts';
// For other tests and fixtures: postcodes that have addresses, one per postcode area (all 124).
export { KNOWN_EXAMPLE_POSTCODES, listSyntheticPostcodes } from './data/synthetic-addresses.ts';
