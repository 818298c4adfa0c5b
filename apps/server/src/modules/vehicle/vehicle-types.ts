import type { MetadataItem } from '@van/domain/quote';

/**
 * §7.2 GET vehicleType: the van body types, in the order the journey lists them. The spec gives
 * no codes, so these are ours; they are stable (answers and stored quotes hold them) and every
 * bodyStyle the vehicle lookup returns is one of them. 'Van' is the §9.2 sample default bodyStyle.
 * Labels follow the usual body-type list (shared/reference/uk-van-insurance-domain.md §3).
 */
export const VEHICLE_TYPES = [
  { code: 'Van', description: 'Panel Van' },
  { code: 'CrewVan', description: 'Crew Van / Double Cab-in-Van' },
  { code: 'WindowVan', description: 'Window Van / Kombi' },
  { code: 'PickUp', description: 'Pick-up' },
  { code: 'ChassisCab', description: 'Chassis Cab' },
  { code: 'Dropside', description: 'Dropside' },
  { code: 'Tipper', description: 'Tipper' },
  { code: 'Luton', description: 'Luton / Box Van' },
  { code: 'Refrigerated', description: 'Refrigerated Van' },
  { code: 'Minibus', description: 'Minibus' },
  { code: 'CarDerived', description: 'Car-derived Van' },
] as const satisfies readonly MetadataItem[];

export type VehicleTypeCode = (typeof VEHICLE_TYPES)[number]['code'];
