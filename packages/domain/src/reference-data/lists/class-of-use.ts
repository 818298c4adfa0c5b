import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'Class of Use' (§9.12). First the four vehicle uses of §9.7 in the spec's order,
// then OwnGoods (the §9.2 sample's class of use), then the business codes C1, JC1, C2 and Transf,
// which the journey shows as 'SDPC+Business' with the code as who uses the van for business
// (§5.5): so their descriptions answer "who". Meanings follow the domain notes §1.7 (flagged there
// as inferred). The spec does not say what Transf means; as the fourth "who" answer we read it as
// business use by the spouse or civil partner alone, the fourth business class of common industry
// class-of-use lists.
export const CLASSES_OF_USE = [
  { code: 'SDPexC', description: 'Social, domestic and pleasure use, excluding commuting' },
  { code: 'SDP', description: 'Social, domestic and pleasure use, including commuting' },
  { code: 'SDPC+Business', description: 'Social, domestic, pleasure, commuting and business use' },
  { code: 'C3', description: 'Social, domestic, pleasure, commuting and commercial travelling' },
  {
    code: 'OwnGoods',
    description: 'Social, domestic, pleasure, commuting and carrying my own goods and tools',
  },
  { code: 'C1', description: 'Business use by the proposer' },
  { code: 'JC1', description: 'Business use by the proposer and spouse or civil partner' },
  { code: 'C2', description: 'Business use by all drivers' },
  { code: 'Transf', description: 'Business use by the spouse or civil partner only' },
] as const satisfies readonly MetadataItem[];
