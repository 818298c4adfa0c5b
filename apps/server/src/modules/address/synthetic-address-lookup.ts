import type { AddressLookupProvider } from './address-lookup.port.ts';
import { syntheticAddressesAt } from './data/synthetic-addresses.ts';

/** The address provider the service ships with: the synthetic data of data/synthetic-addresses.ts. */
export const syntheticAddressLookup: AddressLookupProvider = {
  findByPostcode: async (postcode) => syntheticAddressesAt(postcode),
};
