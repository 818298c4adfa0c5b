import {
  lookupVehicleContract,
  searchVehiclesContract,
  vehicleTypeContract,
} from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import { loadDatasetVehicleLookup } from './dataset-vehicle-lookup.ts';
import type { VehicleLookupProvider } from './vehicle-lookup.port.ts';
import { listVehicleTypes, lookupVehicle, searchVehicles } from './vehicle.service.ts';

/**
 * The vehicle routes over a given lookup provider: the seam where a commercial vehicle-data
 * service replaces the shipped dataset (`createVehicleRoutes(() => commercialLookup(config))`).
 */
export function createVehicleRoutes(
  loadProvider: () => Promise<VehicleLookupProvider>,
): FastifyPluginAsync {
  return async (app) => {
    const provider = await loadProvider();
    // The registration is personal data: it is never logged (lib/logger.ts redacts bodies and vrm).
    contractRoute(app, lookupVehicleContract, async (request) =>
      lookupVehicle(provider, request.body.vrm),
    );
    contractRoute(app, vehicleTypeContract, async () => listVehicleTypes());
    contractRoute(app, searchVehiclesContract, async (request) =>
      searchVehicles(provider, request.query),
    );
  };
}

/**
 * POST /v1/vehicle and GET /v1/vehicleType (§7.2), and GET /v1/vehicles (decision 053), looking
 * vans up in the shipped dataset.
 */
export const vehicleRoutes: FastifyPluginAsync = createVehicleRoutes(loadDatasetVehicleLookup);
