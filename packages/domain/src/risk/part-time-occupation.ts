import { BUSINESS_CLASS_OF_USE_CODES } from '../reference-data/van-security-and-use.ts';
import type { Risk } from './risk.schema.ts';

/** Full-time employment statuses that say the proposer has no main job. */
const NOT_WORKING_STATUSES: readonly string[] = [
  'UnEmploy',
  'Retired',
  'FullTmEdu',
  'HsePerson',
  'None',
  'NotKnown',
];

/**
 * Whether the quote service asks the proposer to confirm another job before a full quote
 * (topUp.van.shouldAskPartTimeOccupation, §2.2 part-time-occupation: "Before we can give you a
 * full quote, please confirm whether you have another job."). The spec does not say when; our
 * reading (decision 027): a proposer with no main job who uses the van for business has not
 * said what the business is, so they are asked, until they answer (a part-time job, or the
 * status None for "no other job", which is what the part-time page writes).
 */
export function asksPartTimeOccupation(risk: Risk): boolean {
  const { fullTimeOccupation, partTimeOccupation } = risk.proposer;
  const classOfUse = risk.vehicles?.[0]?.classOfUse;
  return (
    partTimeOccupation?.empStatus === undefined &&
    NOT_WORKING_STATUSES.includes(fullTimeOccupation?.empStatus ?? '') &&
    (BUSINESS_CLASS_OF_USE_CODES as readonly string[]).includes(classOfUse ?? '')
  );
}
