import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'TYPES-LIC' (§9.12). 'Full Licence' and 'Provisional Licence' are the §3.7 codes
// (a new driver starts on 'Full Licence', §3.13; choosing 'Provisional Licence' sets tests to 0,
// §4.6). The other codes are our own, in the same style.
export const LICENCE_TYPES = [
  { code: 'Full Licence', description: 'Full UK licence' },
  { code: 'Full UK Automatic', description: 'Full UK licence, automatic vehicles only' },
  { code: 'Provisional Licence', description: 'Provisional UK licence' },
  { code: 'Full EU Licence', description: 'Full EU or EEA licence' },
  { code: 'International', description: 'International driving permit' },
  { code: 'Full Foreign Licence', description: 'Full licence from outside the UK, EU and EEA' },
] as const satisfies readonly MetadataItem[];
