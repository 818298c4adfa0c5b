import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'WhereKept' (§9.12): where the van is kept overnight. Roadside is the §9.2 sample
// code (on the road outside home); the others are our own, in the same style. duq 452 (overnight)
// and 968 (during the day) answer from this list too (§9.10).
export const WHERE_KEPT = [
  { code: 'Garage', description: 'Locked garage' },
  { code: 'UnlockedGarage', description: 'Unlocked garage' },
  { code: 'Driveway', description: 'Driveway' },
  { code: 'PrivateProperty', description: 'Private property, off the road' },
  { code: 'Compound', description: 'Locked compound or secure yard' },
  { code: 'UnlockedCompound', description: 'Unlocked compound or yard' },
  { code: 'WorkPremises', description: 'Work premises' },
  { code: 'PrivateCarPark', description: 'Private car park' },
  { code: 'PublicCarPark', description: 'Public car park' },
  { code: 'Roadside', description: 'On the road outside home' },
  { code: 'RoadsideAway', description: 'On the road away from home' },
] as const satisfies readonly MetadataItem[];
