import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { VehicleSearch } from '@van/domain/contract';
import {
  PLATE_STYLES,
  VehicleLookupResultSchema,
  type VehicleLookupResult,
} from '@van/domain/risk';
import { IsoDateSchema } from '@van/domain/shared';
import { z } from 'zod';
import type { VehicleLookupProvider } from './vehicle-lookup.port.ts';

/** The dataset shipped with the product, written by data/generate-registrations.ts. */
export const REGISTRATIONS_FILE = fileURLToPath(
  new URL('./data/registrations.json', import.meta.url),
);

export const DatasetEntrySchema = z.strictObject({
  registration: z
    .string()
    .regex(/^[A-Z0-9]{3,10}$/)
    .describe('Normalised: upper case, no spaces'),
  plateStyle: z.enum(PLATE_STYLES),
  model: z.string().describe('VanModel.id in data/van-models.ts'),
  vehicle: VehicleLookupResultSchema.strict().describe('What POST /v1/vehicle answers'),
});
export type DatasetEntry = z.infer<typeof DatasetEntrySchema>;

export const DatasetSchema = z.strictObject({
  asAt: IsoDateSchema.describe('Values and purchase dates are as at this date'),
  entries: z.array(DatasetEntrySchema),
});
export type Dataset = z.infer<typeof DatasetSchema>;

/** Reads and checks the shipped dataset; rejects if the file is missing or malformed. */
export async function readDataset(file: string = REGISTRATIONS_FILE): Promise<Dataset> {
  return DatasetSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Text compared as a customer means it: case, spaces and punctuation ignored ('Mercedes-Benz'). */
function comparable(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether a dataset van is one the search describes. */
function matches(vehicle: VehicleLookupResult, search: VehicleSearch): boolean {
  return (
    comparable(vehicle.manufacturer ?? '').includes(comparable(search.make)) &&
    comparable(vehicle.description ?? '').includes(comparable(search.model)) &&
    vehicle.yearOfManufacture === search.year &&
    (search.fuel === undefined || vehicle.fuel === search.fuel) &&
    (search.body === undefined || vehicle.bodyStyle === search.body)
  );
}

/**
 * A lookup over dataset entries, by normalised registration, and a search by description over
 * the same entries. Answers a copy, so that a caller
 * changing its answer cannot change the next one.
 */
export function createDatasetVehicleLookup(
  entries: readonly DatasetEntry[],
): VehicleLookupProvider {
  const byRegistration = new Map<string, VehicleLookupResult>(
    entries.map((entry) => [entry.registration, entry.vehicle]),
  );
  return {
    findByRegistration: async (vrm) => {
      const vehicle = byRegistration.get(vrm);
      return vehicle && { ...vehicle };
    },
    findByDescription: async (search, limit) => {
      // One answer per variant and year: many registrations share them. The purchase date is
      // that registered van's, not the customer's, so it is left for van-details to ask.
      const found = new Map<string, VehicleLookupResult>();
      for (const { vehicle } of entries) {
        const key = `${vehicle.abiCode ?? vehicle.description}/${vehicle.yearOfManufacture}`;
        if (found.has(key) || !matches(vehicle, search)) continue;
        const { datePurchased: _theirs, ...van } = vehicle;
        found.set(key, van);
      }
      return [...found.values()]
        .sort((a, b) => (a.description ?? '').localeCompare(b.description ?? ''))
        .slice(0, limit);
    },
  };
}

let shipped: Promise<VehicleLookupProvider> | undefined;

/**
 * The lookup over the shipped dataset. The file is read and checked once per process, however
 * many apps are built (tests build one per file).
 */
export function loadDatasetVehicleLookup(): Promise<VehicleLookupProvider> {
  if (!shipped) {
    shipped = readDataset().then((dataset) => createDatasetVehicleLookup(dataset.entries));
    // A failed read is not kept, so that the next app built tries again.
    shipped.catch(() => {
      shipped = undefined;
    });
  }
  return shipped;
}
