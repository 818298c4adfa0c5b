import { applyVehicleLookup } from '@van/domain/forms';
import { createDefaultDirectQuote, type Quote } from '@van/domain/quote';
import { type VehicleLookupResult } from '@van/domain/risk';

// What vehicle-lookup needs once the customer acts rather than to show itself: the lookup call,
// with the contract its answer is parsed with, and applying the van found to the quote. The page
// loads this when the customer first focuses the registration box or submits, so these (and all
// of zod that the domain's schemas need) are not part of the first page's JavaScript
// (decision 025).

export { lookupVehicle } from '../../lib/vehicle-lookup';

/**
 * §4.5: the van found applied to the working copy: the held quote when the customer came back to
 * change the van, otherwise the §3.13 default quote of `today`. A van found by make and model
 * (decision 053) keeps the registration the customer typed, when there is one.
 */
export function applyVanFound(
  heldQuote: Quote | null,
  result: VehicleLookupResult,
  registrationNumber: string | undefined,
  today: string,
): ReturnType<typeof applyVehicleLookup> {
  return applyVehicleLookup(
    heldQuote ?? createDefaultDirectQuote(today),
    result,
    registrationNumber,
  );
}
