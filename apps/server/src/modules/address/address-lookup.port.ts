import type { AddressLookupItem } from '@van/domain/risk';

/**
 * Where addresses come from (§2.6 PostCodeFound): today the shipped synthetic data
 * (synthetic-address-lookup.ts); a paid PAF service (Ideal Postcodes, getAddress.io, ...) can
 * take its place without the routes or the service changing.
 */
export interface AddressLookupProvider {
  /**
   * The addresses at a postcode. The postcode is given valid and normalised ('LS1 4AP'); every
   * address answered carries it in that form. A postcode the provider does not know answers [],
   * never an error: the customer can still enter the address by hand (§2.6 ManualAddress).
   */
  findByPostcode(postcode: string): Promise<AddressLookupItem[]>;
}
