import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { MetadataItemSchema } from '../quote/views.schema.ts';
import { VehicleLookupResultSchema } from '../risk/vehicle.schema.ts';
import { defineContract } from './define-contract.ts';

// §7.2 vehicle lookup and vehicle types.

export const VehicleLookupRequestSchema = z.object({
  vrm: z
    .string()
    .min(FIELD_LIMITS.registrationNumber.minLength)
    .max(FIELD_LIMITS.registrationNumber.maxLength)
    .describe('Registration number as typed (§5.1: 3-10 characters)'),
});
export type VehicleLookupRequest = z.infer<typeof VehicleLookupRequestSchema>;

export const VehicleTypeResponseSchema = z.object({
  VehicleTypeItems: z.array(MetadataItemSchema).describe('Spelt as in §7.2'),
});
export type VehicleTypeResponse = z.infer<typeof VehicleTypeResponseSchema>;

export const lookupVehicleContract = defineContract({
  method: 'POST',
  path: '/v1/vehicle',
  summary: 'Look a van up by registration (§4.5); 404 leads to registration-number-error (§8)',
  tags: ['vehicle'],
  body: VehicleLookupRequestSchema,
  response: { 200: VehicleLookupResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
});

export const vehicleTypeContract = defineContract({
  method: 'GET',
  path: '/v1/vehicleType',
  summary: 'The vehicle types (§7.2)',
  tags: ['vehicle', 'metadata'],
  response: { 200: VehicleTypeResponseSchema },
});

export const VEHICLE_CONTRACTS = [lookupVehicleContract, vehicleTypeContract] as const;
