import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import {
  TRACKER_CODES,
  TRANSMISSION_CODES,
  VEHICLE_COVER_CODES,
} from '../reference-data/van-security-and-use.ts';

// §3.8: the van. Optional throughout: the default quote (§3.13) holds a van with only its
// defaults, and a lookup may leave transmission, doors and fuel out (§4.5).

/** §3.8: upper-cased registration, 3-10 letters, digits or spaces (§5.1). */
export const RegistrationNumberSchema = z
  .string()
  .min(FIELD_LIMITS.registrationNumber.minLength)
  .max(FIELD_LIMITS.registrationNumber.maxLength)
  .regex(/^[A-Z0-9 ]+$/, 'Upper-case letters and digits only')
  .describe('Registration, upper-cased (§3.8, §5.1)');

export const ModelInfoSchema = z.object({
  manufacturer: z.string().optional(),
  description: z.string().optional(),
  abiCode: z.string().optional(),
  abiProductionYears: z.string().optional().describe('Year range, e.g. 2015-2019'),
  cc: z.number().int().nonnegative().optional().describe('Engine size, cc'),
  transmission: z.enum(TRANSMISSION_CODES).optional(),
  fuel: z.string().optional().describe('FuelPetrol, FuelDiesel and others (Fuel Type list)'),
  doors: z.number().int().min(FIELD_LIMITS.doors.min).max(FIELD_LIMITS.doors.max).optional(),
  seats: z.number().int().min(FIELD_LIMITS.seats.min).max(FIELD_LIMITS.seats.max).optional(),
  grossWeight: z.number().nonnegative().optional().describe('Tonnes'),
});
export type ModelInfo = z.infer<typeof ModelInfoSchema>;

export const VehicleSchema = z.object({
  regNumber: RegistrationNumberSchema.optional(),
  cover: z
    .enum(VEHICLE_COVER_CODES)
    .optional()
    .describe('C comprehensive, TPFT third party fire and theft'),
  keptPostcode: z.string().optional().describe('Where the van is kept overnight'),
  whereKept: z.string().optional().describe('WhereKept code, e.g. Roadside'),
  value: z
    .number()
    .min(FIELD_LIMITS.vehicleValue.min)
    .max(FIELD_LIMITS.vehicleValue.max)
    .optional()
    .describe('Market value, pounds (§5.1)'),
  pricePaid: z.number().nonnegative().optional().describe('Pounds'),
  datePurchased: IsoDateSchema.optional().describe(
    '§4.7: the cover start when the van is not yet bought',
  ),
  proposerIsKeeper: z.boolean().optional(),
  owner: z.string().optional().describe('e.g. Proposer'),
  yearOfManufacture: z.number().int().optional(),
  modified: z.boolean().optional(),
  abs: z.boolean().optional(),
  lhd: z.boolean().optional().describe('Left-hand drive'),
  classOfUse: z.string().optional().describe('Class of Use code, e.g. OwnGoods, SDP, C1 (§9.7)'),
  radiusLimit: z.number().nonnegative().optional(),
  bodyStyle: z.string().optional().describe('e.g. Van'),
  alarm: z.string().optional().describe('NONE, FACT, FF92, FF93, PROF or DIY (§9.7)'),
  immobiliser: z.string().optional().describe('e.g. FF92'),
  tracker: z.enum(TRACKER_CODES).optional(),
  modelInfo: ModelInfoSchema.optional(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/**
 * §3.8: the vehicle-lookup response: the model fields at the top level plus the listed extras.
 * Values are as the lookup supplies them, so no §5.1 bounds on value here.
 */
export const VehicleLookupResultSchema = ModelInfoSchema.extend({
  value: z.number().nonnegative().optional().describe('Pounds'),
  lhd: z.boolean().optional(),
  yearOfManufacture: z.number().int().optional(),
  bodyStyle: z.string().optional(),
  immobiliser: z.string().optional(),
  alarm: z.string().optional(),
  datePurchased: IsoDateSchema.optional(),
  imported: z.enum(['Y', 'N']).optional().describe('§4.5: N sets duq 476 to C, otherwise A'),
});
export type VehicleLookupResult = z.infer<typeof VehicleLookupResultSchema>;
