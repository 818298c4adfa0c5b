import type { MembershipCheck, MembershipProvider } from './membership-provider.port.ts';
import { STAND_IN_MEMBERS, STAND_IN_UNAVAILABLE_NUMBER } from './stand-in-members.ts';

/** A membership number as the register compares it: upper case, no spaces or hyphens. */
export function normaliseMembershipNumber(membershipNumber: string): string {
  return membershipNumber.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * What the stand-in register says about a membership number: deterministic, no I/O. Confirmed
 * members get the reference MEMBER:<scheme>:<last 4 characters>, enough to find the member with
 * the scheme without keeping their whole number.
 * @throws Error for STAND_IN_UNAVAILABLE_NUMBER, as a scheme that cannot answer would.
 */
export function standInMembership(scheme: string, membershipNumber: string): MembershipCheck {
  const number = normaliseMembershipNumber(membershipNumber);
  if (number === STAND_IN_UNAVAILABLE_NUMBER) {
    throw new Error('stand-in membership register: unavailable (test number)');
  }
  if (!(STAND_IN_MEMBERS[scheme] ?? []).includes(number)) return { status: 'NOT_CONFIRMED' };
  return { status: 'CONFIRMED', reference: `MEMBER:${scheme}:${number.slice(-4)}` };
}

/**
 * The membership provider shipped with the service: a fixed register of made-up members
 * (stand-in-members.ts). Production puts each scheme's own service behind MembershipProvider.
 */
export const standInMembershipRegister: MembershipProvider = {
  check: async (scheme, membershipNumber) => standInMembership(scheme, membershipNumber),
};
