import type { MetadataItem } from '../quote/views.schema.ts';
import { CLAIM_DESCRIPTIONS } from '../reference-data/lists/claim-descriptions.ts';
import { CLASSES_OF_USE } from '../reference-data/lists/class-of-use.ts';
import { CONVICTIONS } from '../reference-data/lists/convictions.ts';
import { EMPLOYERS_BUSINESSES } from '../reference-data/lists/employers-business.ts';
import { FUEL_TYPES } from '../reference-data/lists/fuel-types.ts';
import { LICENCE_TYPES } from '../reference-data/lists/licence-types.ts';
import { MARITAL_STATUSES } from '../reference-data/lists/marital-status.ts';
import { OCCUPATIONS } from '../reference-data/lists/occupations.ts';
import { PREVIOUS_EXPERIENCE_TYPES } from '../reference-data/lists/previous-experience.ts';
import { RELATIONSHIPS_TO_PROPOSER } from '../reference-data/lists/relationship-to-proposer.ts';
import { VEHICLE_ACCESS_TYPES } from '../reference-data/lists/vehicle-access.ts';
import { WHERE_KEPT } from '../reference-data/lists/where-kept.ts';
import {
  ALARM_CODES,
  TRACKER_CODES,
  TRANSMISSION_CODES,
  VEHICLE_COVER_CODES,
} from '../reference-data/van-security-and-use.ts';
import type { Person } from './person.schema.ts';
import type { Risk } from './risk.schema.ts';

/** An answer that is not one of the codes of its list. */
export interface UnknownCode {
  /** Where it is, e.g. 'vehicles.0.classOfUse'. */
  field: string;
  /** What the list is, in words, e.g. 'class of use'. */
  list: string;
  code: string;
}

const codesOf = (items: readonly MetadataItem[]) => new Set(items.map((item) => item.code));
const LISTS = {
  maritalStatus: { words: 'relationship status', codes: codesOf(MARITAL_STATUSES) },
  relationshipToProposer: {
    words: 'relationship to you',
    codes: codesOf(RELATIONSHIPS_TO_PROPOSER),
  },
  occupation: { words: 'occupation', codes: codesOf(OCCUPATIONS) },
  employersBusiness: { words: "employer's business", codes: codesOf(EMPLOYERS_BUSINESSES) },
  licenceType: { words: 'licence type', codes: codesOf(LICENCE_TYPES) },
  conviction: { words: 'conviction code', codes: codesOf(CONVICTIONS) },
  claim: { words: 'claim type', codes: codesOf(CLAIM_DESCRIPTIONS) },
  access: { words: 'access to other vehicles', codes: codesOf(VEHICLE_ACCESS_TYPES) },
  experience: { words: 'previous driving experience', codes: codesOf(PREVIOUS_EXPERIENCE_TYPES) },
  cover: { words: 'cover level', codes: new Set<string>(VEHICLE_COVER_CODES) },
  whereKept: { words: 'where the van is kept', codes: codesOf(WHERE_KEPT) },
  classOfUse: { words: 'class of use', codes: codesOf(CLASSES_OF_USE) },
  alarm: { words: 'alarm or immobiliser', codes: new Set<string>(ALARM_CODES) },
  tracker: { words: 'tracker', codes: new Set<string>(TRACKER_CODES) },
  fuel: { words: 'fuel type', codes: codesOf(FUEL_TYPES) },
  transmission: { words: 'transmission', codes: new Set<string>(TRANSMISSION_CODES) },
} as const;

type ListName = keyof typeof LISTS;

/**
 * The coded answers of a risk that are not in their reference list (§9.7, §9.9, §9.12), so that an
 * unknown code is refused rather than rated as if it were neutral. Empty answers are not checked:
 * they are questions not answered yet.
 */
export function unknownCodes(risk: Risk): UnknownCode[] {
  const found: UnknownCode[] = [];
  const check = (field: string, list: ListName, code: string | undefined) => {
    if (code !== undefined && code !== '' && !LISTS[list].codes.has(code)) {
      found.push({ field, list: LISTS[list].words, code });
    }
  };
  const people: Array<[string, Person]> = [
    ['proposer', risk.proposer],
    ...(risk.additionalInsuredPersons ?? []).map((person, i): [string, Person] => [
      `additionalInsuredPersons.${i}`,
      person,
    ]),
  ];
  for (const [at, person] of people) {
    check(`${at}.maritalStatus`, 'maritalStatus', person.maritalStatus);
    check(`${at}.relationshipToProposer`, 'relationshipToProposer', person.relationshipToProposer);
    for (const job of ['fullTimeOccupation', 'partTimeOccupation'] as const) {
      check(`${at}.${job}.occupation`, 'occupation', person[job]?.occupation);
      check(`${at}.${job}.employersBusiness`, 'employersBusiness', person[job]?.employersBusiness);
    }
    const details = person.driverDetails;
    check(`${at}.driverDetails.accessToOtherVehicles`, 'access', details?.accessToOtherVehicles);
    check(`${at}.driverDetails.licence.licenceType`, 'licenceType', details?.licence?.licenceType);
    details?.licence?.convictions?.forEach((conviction, i) =>
      check(`${at}.driverDetails.licence.convictions.${i}.code`, 'conviction', conviction.code),
    );
    details?.claims?.forEach((claim, i) =>
      check(`${at}.driverDetails.claims.${i}.description`, 'claim', claim.description),
    );
  }
  check('drivingExperience.type', 'experience', risk.drivingExperience?.type);
  const vehicle = risk.vehicles?.[0];
  if (vehicle) {
    check('vehicles.0.cover', 'cover', vehicle.cover);
    check('vehicles.0.whereKept', 'whereKept', vehicle.whereKept);
    check('vehicles.0.classOfUse', 'classOfUse', vehicle.classOfUse);
    check('vehicles.0.alarm', 'alarm', vehicle.alarm);
    check('vehicles.0.immobiliser', 'alarm', vehicle.immobiliser);
    check('vehicles.0.tracker', 'tracker', vehicle.tracker);
    check('vehicles.0.modelInfo.fuel', 'fuel', vehicle.modelInfo?.fuel);
    check('vehicles.0.modelInfo.transmission', 'transmission', vehicle.modelInfo?.transmission);
  }
  return found;
}
