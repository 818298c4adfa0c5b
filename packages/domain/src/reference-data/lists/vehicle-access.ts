import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'VehAccess' (§9.12): a driver's access to other vehicles (accessToOtherVehicles,
// §3.7). Owner is the §9.2 sample code; the others are our own.
export const VEHICLE_ACCESS_TYPES = [
  { code: 'Owner', description: 'Own another vehicle' },
  { code: 'NamedDriver', description: 'Named driver on another policy' },
  { code: 'Company', description: 'Company vehicle, business use only' },
  { code: 'CompanyPrivate', description: 'Company vehicle, including private use' },
  { code: 'Household', description: 'Use of another vehicle in the household' },
  { code: 'NoAccess', description: 'No access to other vehicles' },
] as const satisfies readonly MetadataItem[];
