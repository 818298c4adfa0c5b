import { checkPostcode, type AddressLookupItem } from '@van/domain/risk';
import { DomainError } from '../../lib/errors.ts';
import type { AddressLookupProvider } from './address-lookup.port.ts';
import { sortAddresses } from './address-order.ts';

/**
 * The addresses at a postcode as the customer typed it (§2.6 EnterPostCode → PostCodeFound), in
 * street order. A postcode that is not in the UK format is refused with BadRequest and a message
 * fit to show; a valid postcode the provider does not know answers [], so that the customer goes
 * on to enter the address by hand (§2.6 ManualAddress) rather than meeting an error.
 */
export async function findAddresses(
  provider: AddressLookupProvider,
  postcodeAsTyped: string,
): Promise<AddressLookupItem[]> {
  const check = checkPostcode(postcodeAsTyped);
  if (!check.valid) throw new DomainError('BadRequest', check.message);
  const found = await provider.findByPostcode(check.postcode);
  // The provider promises normalised postcodes; we hold it to that rather than trust it, since a
  // third-party provider may answer 'sw1a1aa' and the address is copied into the quote as is.
  return sortAddresses(found.map((address) => ({ ...address, postcode: check.postcode })));
}
