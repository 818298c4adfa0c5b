import {
  searchVehiclesContract,
  vehicleTypeContract,
  VehicleSearchResponseSchema,
  VehicleTypeResponseSchema,
  type VehicleSearchInput,
  type VehicleSearchResponse,
  type VehicleTypeResponse,
} from '@van/domain/contract';
import { api } from '../../lib/api-client';

/**
 * Registration not found, then found by description (decision 053): the vans matching what the
 * customer typed. Only the answers given go in the query; a van's make, model and year describe
 * no person, so they may travel in the address of the call.
 */
export function searchVehicles(
  search: VehicleSearchInput,
  signal?: AbortSignal,
): Promise<VehicleSearchResponse> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  return api.get(`${searchVehiclesContract.path}?${query}`, VehicleSearchResponseSchema, signal);
}

/** §7.2 GET vehicleType: the body types the search offers and the results name. */
export function listVehicleTypes(signal?: AbortSignal): Promise<VehicleTypeResponse> {
  return api.get(vehicleTypeContract.path, VehicleTypeResponseSchema, signal);
}
