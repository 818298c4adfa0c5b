import {
  VEHICLE_SEARCH_MAX_RESULTS,
  type VehicleSearch,
  type VehicleSearchResponse,
  type VehicleTypeResponse,
} from '@van/domain/contract';
import { checkRegistration, type VehicleLookupResult } from '@van/domain/risk';
import { REGISTRATION_NOT_FOUND_MESSAGE } from '@van/domain/shared';
import { DomainError } from '../../lib/errors.ts';
import type { VehicleLookupProvider } from './vehicle-lookup.port.ts';
import { VEHICLE_TYPES } from './vehicle-types.ts';

/**
 * §4.5 / §7.2 POST vehicle: the van registered as `vrm`, typed in any case with or without
 * spaces. Throws BadRequest (in the customer's words) for a registration that is not 3-10 letters
 * and digits (§5.1), and RegistrationNotFound when the provider knows no such van. A registration
 * in none of the UK plate styles is still looked up: cherished and dateless marks exist.
 */
export async function lookupVehicle(
  provider: VehicleLookupProvider,
  vrm: string,
): Promise<VehicleLookupResult> {
  const checked = checkRegistration(vrm);
  if (!checked.ok) throw new DomainError('BadRequest', checked.message);
  const vehicle = await provider.findByRegistration(checked.registration);
  if (!vehicle) throw new DomainError('RegistrationNotFound', REGISTRATION_NOT_FOUND_MESSAGE);
  return vehicle;
}

/**
 * Registration not found, then found by description (decision 053): the vans the provider holds
 * that match the customer's make, model, year and, when given, fuel and body; at most
 * VEHICLE_SEARCH_MAX_RESULTS, an empty list when none match.
 */
export async function searchVehicles(
  provider: VehicleLookupProvider,
  search: VehicleSearch,
): Promise<VehicleSearchResponse> {
  return { vehicles: await provider.findByDescription(search, VEHICLE_SEARCH_MAX_RESULTS) };
}

/** §7.2 GET vehicleType: the van body types, under the spec's field name VehicleTypeItems. */
export function listVehicleTypes(): VehicleTypeResponse {
  return {
    VehicleTypeItems: VEHICLE_TYPES.map(({ code, description }) => ({ code, description })),
  };
}
