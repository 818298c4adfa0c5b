import { PREVIOUS_INSURANCE_TYPE } from '../reference-data/van-security-and-use.ts';
import { samePostcode } from './postcode.ts';
import type { Risk } from './risk.schema.ts';

/**
 * The §4.7 data follow-ups, which hold whatever a client sent:
 * - the van's keptPostcode follows the proposer's postcode when it equalled the previous one;
 * - previousInsuranceMotor exists only when NCD years > 0, with type 'GV' and expiryDate the cover start;
 * - drivingExperience is kept only when both type and years are given.
 * `previous` is the risk as last stored (none for a new quote). Pure: returns a new risk.
 */
export function applyDataFollowUps(risk: Risk, previous?: Risk): Risk {
  const next: Risk = { ...risk };
  const newPostcode = risk.proposer.correspondenceAddress?.postcode;
  const oldPostcode = previous?.proposer.correspondenceAddress?.postcode;
  const vehicle = risk.vehicles?.[0];
  if (
    vehicle &&
    newPostcode &&
    samePostcode(vehicle.keptPostcode, oldPostcode) &&
    !samePostcode(newPostcode, oldPostcode)
  ) {
    next.vehicles = [{ ...vehicle, keptPostcode: newPostcode }, ...(risk.vehicles ?? []).slice(1)];
  }

  const ncd = risk.previousInsuranceMotor?.noClaimsDiscount;
  if (ncd && (ncd.years ?? 0) > 0) {
    next.previousInsuranceMotor = {
      ...risk.previousInsuranceMotor,
      type: PREVIOUS_INSURANCE_TYPE,
      ...(risk.startDate ? { expiryDate: risk.startDate.slice(0, 10) } : {}),
      noClaimsDiscount: ncd,
    };
  } else {
    delete next.previousInsuranceMotor;
  }

  const experience = risk.drivingExperience;
  if (experience && (experience.type === undefined || experience.yearsClaimFree === undefined)) {
    delete next.drivingExperience;
  }
  return next;
}
