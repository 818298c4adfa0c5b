// Decision 033 item 3: the member offer codes (50APPMEMBER, {brand}CARXS, AUTOCENTRE, CARSXS) are
// proved by a membership number the scheme confirms. This is the seam where each scheme's own
// service replaces the stand-in register shipped with the product (stand-in-membership-register.ts).

/** What a scheme said about a membership number. */
export type MembershipCheck =
  | {
      status: 'CONFIRMED';
      /**
       * The scheme's reference for the confirmation, recorded on the quote and the sold policy.
       * Never the whole membership number.
       */
      reference: string;
    }
  | { status: 'NOT_CONFIRMED' };

export interface MembershipProvider {
  /**
   * Checks that `membershipNumber` is a current member of `scheme` (the offer code, upper case).
   * May reject when the scheme cannot answer; the caller then applies no discount and says so.
   */
  check(scheme: string, membershipNumber: string): Promise<MembershipCheck>;
}
