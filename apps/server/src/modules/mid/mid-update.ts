import { coverEndDate, type Quote } from '@van/domain/quote';
import type { Person } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import type { MidUpdateKind } from './mid.table.ts';

// What the Motor Insurance Database is told of a policy (decision 042). Pure. The MID needs the
// policy, the van, when cover runs and who holds it; the named drivers are sent by name only, as
// the MID allows for a named-driver policy. Nothing else (no address, date of birth, licence or
// claims) leaves us for it.

/** One update for the MID, as queued and as the port sends it. */
export interface MidUpdate {
  kind: MidUpdateKind;
  policyNumber: string;
  /** Upper case, without spaces: 'AB12CDE'. */
  vrm: string;
  /** 'yyyy-MM-dd' on the UK calendar. */
  coverStartDate: string;
  coverEndDate: string;
  /** A cancellation's effective date; null for an addition. */
  cancelledOn: string | null;
  policyholderName: string;
  namedDrivers: string[];
}

/** The policy as issued: what an update is made from (the policy row's fields). */
export interface IssuedPolicy {
  policyNumber: string;
  soldQuote: Quote;
  issuedAt: Date;
}

/** 'Mr Sam O'Neill': title, forenames and surname as given (the certificate's way). */
function fullName(person: Person | undefined): string {
  const name = person?.name;
  return [name?.title, name?.forenames, name?.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The addition of a newly issued policy. Cover starts on its start date, or on the day of issue
 * for a policy bought for today (the certificate's period of cover), and ends on policy.endDate
 * (the day before the anniversary).
 */
export function midAddition({ policyNumber, soldQuote, issuedAt }: IssuedPolicy): MidUpdate {
  const issuedOn = ukToday(issuedAt);
  const startDate = soldQuote.policy.startDate ?? issuedOn;
  const risk = soldQuote.policy.eventCurrent.risk;
  return {
    kind: 'add',
    policyNumber,
    vrm: (risk?.vehicles?.[0]?.regNumber ?? '').replace(/\s+/g, '').toUpperCase(),
    coverStartDate: issuedOn > startDate ? issuedOn : startDate,
    coverEndDate: soldQuote.policy.endDate?.slice(0, 10) ?? coverEndDate(startDate),
    cancelledOn: null,
    policyholderName: fullName(risk?.proposer),
    namedDrivers: (risk?.additionalInsuredPersons ?? []).map(fullName).filter(Boolean),
  };
}

/** The removal of a cancelled policy, effective on the UK day it was cancelled. */
export function midCancellation(policy: IssuedPolicy, cancelledAt: Date): MidUpdate {
  return { ...midAddition(policy), kind: 'cancel', cancelledOn: ukToday(cancelledAt) };
}
