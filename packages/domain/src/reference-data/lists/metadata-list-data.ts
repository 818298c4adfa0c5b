import type { MetadataItem } from '../metadata-item.schema.ts';
import { EMPLOYMENT_STATUSES } from '../employment-status.ts';
import type { MetadataListName } from '../metadata-lists.ts';
import { CLAIM_DESCRIPTIONS } from './claim-descriptions.ts';
import { CLASSES_OF_USE } from './class-of-use.ts';
import { CONVICTIONS } from './convictions.ts';
import { COVER_TYPES } from './cover-types.ts';
import { EMPLOYERS_BUSINESSES } from './employers-business.ts';
import { FUEL_TYPES } from './fuel-types.ts';
import { LICENCE_TYPES } from './licence-types.ts';
import { MARITAL_STATUSES } from './marital-status.ts';
import { OCCUPATIONS } from './occupations.ts';
import { PREVIOUS_EXPERIENCE_TYPES } from './previous-experience.ts';
import { RELATIONSHIPS_TO_PROPOSER } from './relationship-to-proposer.ts';
import { TRAVEL_TO_WORK } from './travel-to-work.ts';
import { VEHICLE_ACCESS_TYPES } from './vehicle-access.ts';
import { VEHICLE_MODIFICATIONS } from './vehicle-modifications.ts';
import { WHERE_KEPT } from './where-kept.ts';

/** §9.12: every metadata list, by the name the quote service knows it by (§7.3 metadata/{type}). */
export const METADATA_LISTS: Readonly<Record<MetadataListName, readonly MetadataItem[]>> = {
  MaritalStatus: MARITAL_STATUSES,
  RelationshipToProposer: RELATIONSHIPS_TO_PROPOSER,
  ClaimDescription: CLAIM_DESCRIPTIONS,
  'Vehicle Modifications': VEHICLE_MODIFICATIONS,
  'Class of Use': CLASSES_OF_USE,
  WhereKept: WHERE_KEPT,
  VehAccess: VEHICLE_ACCESS_TYPES,
  EmployStatus: EMPLOYMENT_STATUSES,
  Employer: EMPLOYERS_BUSINESSES,
  Occupation: OCCUPATIONS,
  'TYPES-LIC': LICENCE_TYPES,
  Convictions: CONVICTIONS,
  'Previous Experience': PREVIOUS_EXPERIENCE_TYPES,
  'Type of Cover': COVER_TYPES,
  'Fuel Type': FUEL_TYPES,
  'Travel to work': TRAVEL_TO_WORK,
};
