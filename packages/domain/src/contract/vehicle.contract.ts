import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { FUEL_TYPES } from '../reference-data/lists/fuel-types.ts';
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

/** The longest make or model a search takes: the longest in the dataset is well under it. */
export const VEHICLE_SEARCH_TEXT_MAX_LENGTH = 40;
/** The oldest year of manufacture a search takes: older vans are classics, priced by phone. */
export const VEHICLE_SEARCH_FIRST_YEAR = 1950;

const FUEL_CODES = FUEL_TYPES.map((fuel) => fuel.code);

const searchText = (question: string) =>
  z
    .string({ error: `Enter the van's ${question}` })
    .trim()
    .min(1, `Enter the van's ${question}`)
    .max(
      VEHICLE_SEARCH_TEXT_MAX_LENGTH,
      `The ${question} must be ${VEHICLE_SEARCH_TEXT_MAX_LENGTH} characters or fewer`,
    );

/**
 * Registration not found (§8) is not a dead end: the customer finds their van by what they know
 * of it (decision 053). Make and model are matched ignoring case, spaces and punctuation, and a
 * part of either is enough ('merc', 'transit custom'); fuel and body narrow the list when given.
 * The year arrives as text in the query string and is read as a whole number.
 */
export const VehicleSearchQuerySchema = z.strictObject({
  make: searchText('make').describe('Manufacturer, or a part of its name: Ford, merc'),
  model: searchText('model').describe(
    'Model, or a part of the description: Transit, transit custom',
  ),
  year: z
    .string({ error: 'Enter the year the van was made' })
    .trim()
    .regex(/^\d{4}$/, 'Enter the year the van was made as 4 digits, like 2019')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(
          VEHICLE_SEARCH_FIRST_YEAR,
          `Enter a year from ${VEHICLE_SEARCH_FIRST_YEAR} on. For an older van, please call us`,
        ),
    )
    .describe('Year of manufacture, 4 digits'),
  fuel: z
    .enum(FUEL_CODES, { error: 'Choose a fuel from the list' })
    .optional()
    .describe('A Fuel Type code (§9.12); absent: any fuel'),
  body: z
    .string()
    .trim()
    .max(VEHICLE_SEARCH_TEXT_MAX_LENGTH, 'Choose a body type from the list')
    .optional()
    .describe('A GET /v1/vehicleType code; absent: any body'),
});
/** What the customer typed, as the query string carries it. */
export type VehicleSearchInput = z.input<typeof VehicleSearchQuerySchema>;
/** The search as the provider receives it: text trimmed, the year a number. */
export type VehicleSearch = z.output<typeof VehicleSearchQuerySchema>;

/** The most vans one search answers: enough for a model's variants in one year. */
export const VEHICLE_SEARCH_MAX_RESULTS = 50;

export const VehicleSearchResponseSchema = z.object({
  vehicles: z
    .array(VehicleLookupResultSchema)
    .max(VEHICLE_SEARCH_MAX_RESULTS)
    .describe(
      'The matching vans, each as POST /v1/vehicle answers one, without a purchase date; ' +
        'one per variant and year, in description order. Empty when none match',
    ),
});
export type VehicleSearchResponse = z.infer<typeof VehicleSearchResponseSchema>;

export const searchVehiclesContract = defineContract({
  method: 'GET',
  path: '/v1/vehicles',
  summary:
    'Find a van by make, model, year, fuel and body when its registration is not found (decision 053)',
  tags: ['vehicle'],
  querystring: VehicleSearchQuerySchema,
  response: { 200: VehicleSearchResponseSchema, 400: ApiErrorSchema },
});

export const VEHICLE_CONTRACTS = [
  lookupVehicleContract,
  vehicleTypeContract,
  searchVehiclesContract,
] as const;
