import type { MetadataItem } from '../metadata-item.schema.ts';
import type { VEHICLE_COVER_CODES } from '../van-security-and-use.ts';

// Metadata list 'Type of Cover' (§9.12): the two §3.8 cover codes.
export const COVER_TYPES = [
  { code: 'C', description: 'Comprehensive' },
  { code: 'TPFT', description: 'Third party, fire and theft' },
] as const satisfies readonly (MetadataItem & { code: (typeof VEHICLE_COVER_CODES)[number] })[];
