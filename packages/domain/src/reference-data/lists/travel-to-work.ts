import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'Travel to work' (§9.12): how a driver usually travels to work, which tells
// whether the van is used for commuting (class of use, §9.7). Codes are our own.
export const TRAVEL_TO_WORK = [
  { code: 'THISVAN', description: 'In this van' },
  { code: 'OTHERVEH', description: 'In another vehicle' },
  { code: 'PUBLIC', description: 'By public transport' },
  { code: 'WALKCYCLE', description: 'On foot or by bicycle' },
  { code: 'FROMHOME', description: 'I work from home' },
  { code: 'NOTWORK', description: 'I do not travel to work' },
] as const satisfies readonly MetadataItem[];
