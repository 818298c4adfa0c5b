import { useMutation } from '@tanstack/react-query';
import { lookupVehicleContract } from '@van/domain/contract';
import { VehicleLookupResultSchema, type VehicleLookupResult } from '@van/domain/risk';
import { api } from './api-client';

/** §7.2 vehicle lookup: POST /v1/vehicle; a 404 means the registration is not known (§8). */
export function lookupVehicle(registrationNumber: string): Promise<VehicleLookupResult> {
  return api.post(
    lookupVehicleContract.path,
    { vrm: registrationNumber },
    VehicleLookupResultSchema,
  );
}

export function useLookupVehicle() {
  return useMutation({ mutationFn: lookupVehicle });
}
