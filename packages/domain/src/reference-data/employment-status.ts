import type { MetadataItem } from './metadata-item.schema.ts';

// §9.9 employment status (empStatus), in full. Codes without a label in the spec describe themselves.
// The occupation and employer's business lists are built by a later issue.
export const EMPLOYMENT_STATUSES = [
  { code: 'Club', description: 'Club/Association' },
  { code: 'Director', description: 'Director' },
  { code: 'Employee', description: 'Employee' },
  { code: 'FullTmEdu', description: 'Full-time education' },
  { code: 'Gvnment', description: 'Government' },
  { code: 'HsePerson', description: 'Houseperson' },
  { code: 'LtdComp', description: 'Limited Company' },
  { code: 'None', description: 'None' },
  { code: 'OtherEuro', description: 'Other' },
  { code: 'Prop/Prtn', description: 'Prop/Partner' },
  { code: 'Retired', description: 'Retired' },
  { code: 'SelfEmploy', description: 'Self Employed' },
  { code: 'UnEmploy', description: 'Unemployed' },
  { code: 'NotKnown', description: '(Not Known)' },
] as const satisfies readonly MetadataItem[];

export const EMPLOYMENT_STATUS_CODES = [
  'Club',
  'Director',
  'Employee',
  'FullTmEdu',
  'Gvnment',
  'HsePerson',
  'LtdComp',
  'None',
  'OtherEuro',
  'Prop/Prtn',
  'Retired',
  'SelfEmploy',
  'UnEmploy',
  'NotKnown',
] as const satisfies readonly (typeof EMPLOYMENT_STATUSES)[number]['code'][];
