import {
  decideOffer,
  offerCodeOf,
  offerRuleFor,
  proofFor,
  type OfferDecision,
  type OfferProof,
  type OfferProofVerdict,
  type OfferRule,
} from '@van/domain/offers';
import { type Risk } from '@van/domain/risk';
import type { Db } from '../../db/database.ts';
import { verifyAppClaim } from './app-claim.ts';
import type { MembershipProvider } from './membership-provider.port.ts';
import { standInMembershipRegister } from './stand-in-membership-register.ts';
import {
  findActiveStaffEntry,
  isStaffEntryActive,
  staffNumberHash,
} from './staff-register.repository.ts';

/** A scheme that has not answered in this long counts as unavailable. */
const MEMBERSHIP_TIMEOUT_MS = 5_000;
const STAFF_REFERENCE = /^STAFF:(\d+)$/;

/** What checking an offer code's proof needs. */
export interface OfferChecks {
  membership: MembershipProvider;
  /** Verifies the app channel's claims (config offers.appClaimSecret). */
  appClaimSecret: string;
  /** Keys the staff register's hashes (config offers.staffRegisterSecret). */
  staffRegisterSecret: string;
}

/** The checks with the shipped stand-in membership register and the configured secrets. */
export function offerChecksFrom(secrets: {
  appClaimSecret: string;
  staffRegisterSecret: string;
}): OfferChecks {
  return { membership: standInMembershipRegister, ...secrets };
}

export interface OfferQuestion {
  /** The risk as it will be rated: its AFFIDON answer is the customer's offer code. */
  risk: Pick<Risk, 'userfieldAnswers'>;
  /** The proof sent with this call, if any. */
  proof?: OfferProof;
  /** The decision the quote's current event answered, when re-pricing a stored quote. */
  earlier?: OfferDecision;
  now: Date;
}

/**
 * Decides the customer's offer code (decision 033 item 3): undefined when there is none (no AFFIDON
 * answer, or MONEYSUPF); otherwise whether its proof earned the discount, and if not why, in the
 * customer's words. A proof verified for the same code on the quote's current event holds without
 * being sent again (a staff number only while its register entry is still active); a proof sent
 * now is checked afresh and replaces it. Never throws for a scheme that cannot answer. Without
 * `checks` (a caller that has none, such as the comparison-site path) a sent proof is not checked
 * and earns nothing.
 */
export async function decideOfferCode(
  db: Db,
  { risk, proof, earlier, now }: OfferQuestion,
  checks?: OfferChecks,
): Promise<OfferDecision | undefined> {
  const code = offerCodeOf(risk);
  if (code === '') return undefined;
  const rule = offerRuleFor(code);
  if (!rule) return decideOffer(code, { status: 'MISSING' });
  const sent = proofFor(rule, proof);
  let verdict: OfferProofVerdict;
  if (!sent) verdict = await carriedOver(db, rule, earlier);
  else if (!checks) verdict = { status: 'UNAVAILABLE' };
  else verdict = await checkProof(db, rule, sent, now, checks);
  return decideOffer(code, verdict);
}

async function checkProof(
  db: Db,
  rule: OfferRule,
  sent: string,
  now: Date,
  checks: OfferChecks,
): Promise<OfferProofVerdict> {
  switch (rule.proof) {
    case 'appClaim': {
      const id = verifyAppClaim(sent, rule.code, checks.appClaimSecret, now);
      return id ? { status: 'CONFIRMED', proofReference: `APP:${id}` } : notConfirmed;
    }
    case 'staffNumber': {
      const id = await findActiveStaffEntry(db, staffNumberHash(sent, checks.staffRegisterSecret));
      return id ? { status: 'CONFIRMED', proofReference: `STAFF:${id}` } : notConfirmed;
    }
    case 'membershipNumber':
      return checkMembership(checks.membership, rule.scheme ?? rule.code, sent);
  }
}

async function checkMembership(
  provider: MembershipProvider,
  scheme: string,
  membershipNumber: string,
): Promise<OfferProofVerdict> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), MEMBERSHIP_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([provider.check(scheme, membershipNumber), timeout]);
    return answer.status === 'CONFIRMED'
      ? { status: 'CONFIRMED', proofReference: answer.reference }
      : notConfirmed;
  } catch {
    // Nothing about the member is logged; the customer is told to try again.
    return { status: 'UNAVAILABLE' };
  } finally {
    clearTimeout(timer);
  }
}

/** The earlier verified proof for the same code, still good; otherwise the proof is missing. */
async function carriedOver(
  db: Db,
  rule: OfferRule,
  earlier: OfferDecision | undefined,
): Promise<OfferProofVerdict> {
  const reference = earlier?.applied && earlier.code === rule.code ? earlier.proofReference : '';
  if (!reference) return { status: 'MISSING' };
  if (rule.proof === 'staffNumber') {
    // Someone who has left the register since keeps no staff discount on a re-price.
    const id = STAFF_REFERENCE.exec(reference)?.[1];
    if (!id || !(await isStaffEntryActive(db, id))) return notConfirmed;
  }
  return { status: 'CONFIRMED', proofReference: reference };
}

const notConfirmed: OfferProofVerdict = { status: 'NOT_CONFIRMED' };
