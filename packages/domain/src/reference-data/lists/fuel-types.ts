import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'Fuel Type' (§9.12). FuelPetrol and FuelDiesel are the §3.8 codes; the others are
// our own, in the same Fuel... style.
export const FUEL_TYPES = [
  { code: 'FuelDiesel', description: 'Diesel' },
  { code: 'FuelPetrol', description: 'Petrol' },
  { code: 'FuelElectric', description: 'Electric' },
  { code: 'FuelHybrid', description: 'Hybrid' },
  { code: 'FuelPlugInHybrid', description: 'Plug-in hybrid' },
  { code: 'FuelLPG', description: 'LPG' },
  { code: 'FuelBiFuel', description: 'Bi-fuel (petrol and LPG)' },
  { code: 'FuelHydrogen', description: 'Hydrogen fuel cell' },
] as const satisfies readonly MetadataItem[];
