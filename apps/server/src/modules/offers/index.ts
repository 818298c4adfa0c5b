export { APP_CLAIM_MAX_SECONDS, issueAppClaim, verifyAppClaim } from './app-claim.ts';
export type { MembershipCheck, MembershipProvider } from './membership-provider.port.ts';
export {
  decideOfferCode,
  offerChecksFrom,
  type OfferChecks,
  type OfferQuestion,
} from './offers.service.ts';
export {
  normaliseMembershipNumber,
  standInMembership,
  standInMembershipRegister,
} from './stand-in-membership-register.ts';
export { STAND_IN_MEMBERS, STAND_IN_UNAVAILABLE_NUMBER } from './stand-in-members.ts';
export {
  addStaffNumber,
  findActiveStaffEntry,
  isStaffEntryActive,
  normaliseStaffNumber,
  removeStaffNumber,
  staffNumberHash,
} from './staff-register.repository.ts';
