import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'Previous Experience' (§9.12): the driving experience a proposer without no-claims
// discount on a van of their own can show (drivingExperience type, §4.7). BLANK is the §4.7 code
// for none; the other codes are our own.
export const PREVIOUS_EXPERIENCE_TYPES = [
  { code: 'BLANK', description: 'No previous experience' },
  { code: 'NAMEDVAN', description: 'Named driver on another van policy' },
  { code: 'NAMEDCAR', description: 'Named driver on a car policy' },
  { code: 'OWNCAR', description: 'Policyholder on my own car policy' },
  { code: 'COMPVAN', description: 'Driver of a company van' },
  { code: 'COMPCAR', description: 'Driver of a company car' },
  { code: 'FLEET', description: 'Driver on a business fleet policy' },
  { code: 'ABROADVAN', description: 'Own van policy held abroad' },
  { code: 'ABROADCAR', description: 'Own car policy held abroad' },
  { code: 'FORCES', description: 'Driving in the armed forces' },
  { code: 'MOTORBIKE', description: 'Policyholder on my own motorcycle policy' },
] as const satisfies readonly MetadataItem[];
