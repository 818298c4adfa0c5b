// §9.12 metadata list names, spelt as the quote service knows them.

export const METADATA_LIST_NAMES = [
  'MaritalStatus',
  'RelationshipToProposer',
  'ClaimDescription',
  'Vehicle Modifications',
  'Class of Use',
  'WhereKept',
  'VehAccess',
  'EmployStatus',
  'Employer',
  'Occupation',
  'TYPES-LIC',
  'Convictions',
  'Previous Experience',
  'Type of Cover',
  'Fuel Type',
  'Travel to work',
] as const;
export type MetadataListName = (typeof METADATA_LIST_NAMES)[number];

/** §9.12: the Instep numbers of the employer and occupation lists. */
export const METADATA_LIST_INSTEPS = { Employer: 11, Occupation: 55 } as const;

/** §9.12: lookup data names. */
export const LOOKUP_DATA_NAMES = ['convictionData', 'incidentTypeData'] as const;

/** §2.2: cover-details waits for these two lists before entry. */
export const COVER_DETAILS_METADATA_LISTS = ['Previous Experience', 'Type of Cover'] as const;
