import type { Quote, Result } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { addressLines, excessesByDriver, extrasOf, periodOfCover } from './sold-facts.ts';
import type { SoldPolicy } from './sold-policy.ts';

function policyStarting(startDate: string, issuedAt: string, endDate?: string): SoldPolicy {
  return {
    issuedAt: new Date(issuedAt),
    quote: { policy: { startDate, ...(endDate ? { endDate } : {}) } } as unknown as Quote,
  } as SoldPolicy;
}

describe('periodOfCover', () => {
  it.each([
    [
      'a later start begins at midnight UK time and ends the day before its anniversary',
      policyStarting('2026-12-01', '2026-11-22T14:32:00Z', '2027-11-30T23:59:59.000Z'),
      '00:00 on 1 December 2026',
      '23:59 on 30 November 2027',
    ],
    [
      'cover bought for today begins when the policy was issued, never earlier',
      policyStarting('2026-11-22', '2026-11-22T14:32:00Z', '2027-11-21T23:59:59.000Z'),
      '14:32 on 22 November 2026',
      '23:59 on 21 November 2027',
    ],
    [
      'times are on the UK clock (British Summer Time in June)',
      policyStarting('2026-06-01', '2026-06-01T09:15:00Z', '2027-05-31T23:59:59.000Z'),
      '10:15 on 1 June 2026',
      '23:59 on 31 May 2027',
    ],
    [
      'the issue day is the UK day: 23:30 UTC on 1 June is 00:30 on 2 June in summer',
      policyStarting('2026-06-02', '2026-06-01T23:30:00Z'),
      '00:30 on 2 June 2026',
      '23:59 on 1 June 2027',
    ],
    [
      'without an end date, cover ends the day before the anniversary (29 February start)',
      policyStarting('2028-02-29', '2028-02-01T10:00:00Z'),
      '00:00 on 29 February 2028',
      '23:59 on 28 February 2029',
    ],
  ])('%s', (_case, policy, commencement, expiry) => {
    expect(periodOfCover(policy)).toEqual({ commencement, expiry });
  });
});

describe('addressLines', () => {
  it('puts a house number before the street and a house name on its own line', () => {
    expect(
      addressLines({
        houseNameOrNumber: '12',
        addressLine1: 'Park Row',
        addressLine2: 'Leeds',
        postcode: 'ls1 4ap',
      }),
    ).toEqual(['12 Park Row', 'Leeds', 'LS1 4AP']);
    expect(
      addressLines({
        houseNameOrNumber: 'Rose Cottage',
        addressLine1: 'Mill Lane',
        postcode: 'B1 1AA',
      }),
    ).toEqual(['Rose Cottage', 'Mill Lane', 'B1 1AA']);
  });
});

describe('extrasOf', () => {
  it('lists the applied extras but never the hidden NCDCHECK and NCDOK (§9.5)', () => {
    const result: Result = {
      allOptionalExtensions: {
        appliedOptionalExtensions: [
          {
            code: 'NCDOK',
            description: 'No no-claims discount to check',
            amount: 0,
            compulsory: true,
          },
          { code: 'VLAO', description: 'Van Legal Assistance', amount: 29.99, compulsory: false },
          { code: 'WSI', description: 'Windscreen cover', amount: 0, compulsory: true },
        ],
        availableOptionalExtensions: [{ code: 'VHO', description: 'Van Hire', amount: 39.99 }],
      },
    };
    expect(extrasOf(result).map(({ code, included }) => [code, included])).toEqual([
      ['VLAO', false],
      ['WSI', true],
    ]);
  });
});

describe('excessesByDriver', () => {
  it('groups the excess lines by driver, in the order the result gives them', () => {
    const groups = excessesByDriver({
      grantedDetailsMotor: {
        excessDetails: [
          { excessType: 'ACCIDENT_DAMAGE', reason: 'Compulsory', driver: 'Sam', value: 350 },
          { excessType: 'ACCIDENT_DAMAGE', reason: 'Compulsory', driver: 'Ann', value: 350 },
          { excessType: 'FIRE_THEFT', reason: 'Compulsory', driver: 'Sam', value: 350 },
        ],
      },
    });
    expect(groups.map(({ driver, details }) => [driver, details.length])).toEqual([
      ['Sam', 2],
      ['Ann', 1],
    ]);
  });
});
