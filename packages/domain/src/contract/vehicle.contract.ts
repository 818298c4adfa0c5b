import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { MetadataItemSchema } from '../quote/views.schema.ts';
import { VehicleLookupResultSchema } from '../risk/vehicle.schema.ts';
import { defineContract } from './define-contract.ts';

// §7.2 vehicle lookup and vehicle types.

/**
 * Spaces in a registration as typed are not part of it ('ab12 cde' is AB12CDE), so the §5.1
 * limits (3-10 letters and digits) are checked by the server after removing them, which answers
 * 400 with a message for the customer. The schema only bounds the raw text.
 */
export const VEHICLE_LOOKUP_VRM_MAX_LENGTH = 20;

// Request bodies are strict at the top: a field we do not know is refused, not ignored (decision 027).
export const VehicleLookupRequestSchema = z.strictObject({
  vrm: z
    .string()
    .max(VEHICLE_LOOKUP_VRM_MAX_LENGTH)
    .describe(
      `Registration number as typed. Spaces and case are ignored; what is left must be ${FIELD_LIMITS.registrationNumber.minLength}-${FIELD_LIMITS.registrationNumber.maxLength} letters and digits (§5.1), otherwise 400`,
    ),
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
