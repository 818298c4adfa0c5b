import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
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

/**
 * A lookup over dataset entries, by normalised registration. Answers a copy, so that a caller
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
