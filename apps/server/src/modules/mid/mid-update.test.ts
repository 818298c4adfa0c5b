import { answeredQuote } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { standInRejection } from './mid-stand-in.ts';
import { midAddition, midCancellation } from './mid-update.ts';

// Decision 042: what the MID is told, and what the stand-in refuses as the MID would.

const ISSUED_AT = new Date('2025-06-15T09:30:00Z');

describe('the MID addition', () => {
  it('names the policy, the van without spaces, the cover dates, the policyholder and each named driver, and nothing else', () => {
    const sold = answeredQuote('2025-06-20');

    const update = midAddition({ policyNumber: 'VAN-1', soldQuote: sold, issuedAt: ISSUED_AT });

    expect(update).toEqual({
      kind: 'add',
      policyNumber: 'VAN-1',
      vrm: 'AB12CDE',
      coverStartDate: '2025-06-20',
      coverEndDate: update.coverEndDate,
      cancelledOn: null,
      policyholderName: 'Mr Sam Taylor',
      namedDrivers: ['Mrs Jane Taylor'],
    });
    expect(update.coverEndDate).toBe(sold.policy.endDate?.slice(0, 10) ?? '2026-06-19');
  });

  it('starts cover on the day of issue when the sold start date has passed (bought at 00:01 for a quote finalized at 23:59)', () => {
    const sold = answeredQuote('2025-06-15');

    // 00:01 on 16 June in the UK (summer time).
    const issuedAt = new Date('2025-06-15T23:01:00Z');
    const update = midAddition({ policyNumber: 'VAN-2', soldQuote: sold, issuedAt });

    expect(update.coverStartDate).toBe('2025-06-16');
  });

  it('a cancellation is the same record, effective on the UK day it was cancelled', () => {
    const issued = { policyNumber: 'VAN-3', soldQuote: answeredQuote(), issuedAt: ISSUED_AT };

    // 23:30 UTC on 30 June is 00:30 on 1 July in the UK (summer time).
    const update = midCancellation(issued, new Date('2025-06-30T23:30:00Z'));

    expect(update).toEqual({
      ...midAddition(issued),
      kind: 'cancel',
      cancelledOn: '2025-07-01',
    });
  });
});

describe('the stand-in MID refuses what the MID would', () => {
  const good = midAddition({
    policyNumber: 'VAN-4',
    soldQuote: answeredQuote(),
    issuedAt: ISSUED_AT,
  });

  it('accepts a complete addition', () => {
    expect(standInRejection(good, false)).toBeUndefined();
  });

  it.each([
    ['a registration that cannot be one', { vrm: 'AB-12' }, 'InvalidVrm'],
    ['no policyholder', { policyholderName: ' ' }, 'PolicyholderMissing'],
    ['cover ending before it starts', { coverEndDate: '2020-01-01' }, 'CoverEndsBeforeStart'],
  ])('rejects %s', (_, change, reason) => {
    expect(standInRejection({ ...good, ...change }, false)).toBe(reason);
  });

  it('rejects the cancellation of a policy it does not hold', () => {
    const cancel = { ...good, kind: 'cancel' as const, cancelledOn: '2025-06-16' };
    expect(standInRejection(cancel, false)).toBe('PolicyNotOnRecord');
    expect(standInRejection(cancel, true)).toBeUndefined();
  });
});
