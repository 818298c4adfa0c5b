import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'MaritalStatus' (§9.12). M is the §9.2 sample proposer's code; the other codes are
// our own single letters, one per status.
export const MARITAL_STATUSES = [
  { code: 'M', description: 'Married' },
  { code: 'S', description: 'Single' },
  { code: 'C', description: 'Living with partner' },
  { code: 'P', description: 'Civil partnership' },
  { code: 'A', description: 'Separated' },
  { code: 'D', description: 'Divorced' },
  { code: 'L', description: 'Dissolved civil partnership' },
  { code: 'W', description: 'Widowed' },
] as const satisfies readonly MetadataItem[];
