import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'RelationshipToProposer' (§9.12). Proposer, SPOUSEREL and OFFSPRNG are the §3.7
// codes; the others are our own, written in the same style. Proposer is the proposer's own
// relationship (§6); a named driver takes one of the others.
export const RELATIONSHIPS_TO_PROPOSER = [
  { code: 'Proposer', description: 'Proposer' },
  { code: 'SPOUSEREL', description: 'Spouse' },
  { code: 'CIVILPTNR', description: 'Civil partner' },
  { code: 'PARTNER', description: 'Partner (living together)' },
  { code: 'OFFSPRNG', description: 'Son or daughter' },
  { code: 'PARENT', description: 'Parent' },
  { code: 'SIBLING', description: 'Brother or sister' },
  { code: 'GRANDPRNT', description: 'Grandparent' },
  { code: 'GRANDCHLD', description: 'Grandchild' },
  { code: 'INLAW', description: 'Relative by marriage (in-law)' },
  { code: 'OTHERREL', description: 'Other relative' },
  { code: 'BUSPTNR', description: 'Business partner' },
  { code: 'EMPLOYEE', description: 'Employee of the proposer' },
  { code: 'EMPLOYER', description: 'Employer of the proposer' },
  { code: 'FRIEND', description: 'Friend' },
  { code: 'OTHER', description: 'Other, not related' },
] as const satisfies readonly MetadataItem[];
