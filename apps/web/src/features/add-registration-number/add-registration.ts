import {
  saveTemporaryVehicle,
  updateRisk,
  vehicleFromLookup,
  withDuqAnswer,
  withFirstVehicle,
  type InvalidVehicleData,
} from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import { DUQ_QUESTIONS, IMPORTED_DUQ_ANSWERS } from '@van/domain/reference-data';
import { type VehicleLookupResult } from '@van/domain/risk';

/**
 * The quote with the looked-up van saved as its van (§4.5 temporary vehicle: datePurchased,
 * keptPostcode, pricePaid and value are copied over from the van quoted).
 *
 * Workaround: the domain's saveTemporaryVehicle keeps nothing else of the van quoted, which would
 * drop the customer's answers about it (cover level, class of use, where it is kept, owner and
 * keeper, tracker, modifications) and so change the price without a word. The registration only
 * names the van the customer has already told us about, so those answers are kept; what the
 * lookup returns about the model replaces what was there. duq 476 (imported) follows the lookup,
 * as after any other lookup (§4.5).
 */
export function withRegisteredVan(
  quote: Quote,
  result: VehicleLookupResult,
  registration: string,
): Quote {
  const quoted = quote.policy.eventCurrent.risk.vehicles?.[0] ?? {};
  const saved = saveTemporaryVehicle(quote, vehicleFromLookup(result, registration));
  return updateRisk(saved, (risk) =>
    withDuqAnswer(
      withFirstVehicle(risk, (van) => ({ ...quoted, ...van })),
      DUQ_QUESTIONS.vanImported,
      result.imported === 'N' ? IMPORTED_DUQ_ANSWERS.notImported : IMPORTED_DUQ_ANSWERS.imported,
    ),
  );
}

/** §4.5 invalidVehicleData: the model fields the lookup did not return for the van now quoted. */
export function missingModelFields(quote: Quote): InvalidVehicleData {
  const model = quote.policy.eventCurrent.risk.vehicles?.[0]?.modelInfo;
  return {
    transmission: model?.transmission === undefined,
    doors: model?.doors === undefined,
    fuel: model?.fuel === undefined,
  };
}
