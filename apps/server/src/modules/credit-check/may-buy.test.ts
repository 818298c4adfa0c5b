import { describe, expect, it } from 'vitest';
import { CHECK_RESULTS, FRAUD_DECISIONS, type CreditCheckOutcome } from './credit-check.port.ts';
import { embeddedCreditCheck, embeddedOutcome } from './embedded-credit-check.ts';
import { mayBuy } from './may-buy.ts';

describe('the embedded check (README.md test data)', () => {
  it.each([
    ['Fraudcheck', 'D', 'FAILED'],
    ['Refer', 'R', 'FAILED'],
    ['Creditfail', 'D', 'FAILED_CREDIT'],
    ['Unavailable', 'R', 'SERVICE_UNAVAILABLE'],
    ['  fraudCHECK ', 'D', 'FAILED'],
    ["O'Neill", 'A', 'PASSED'],
    ['Fraudchecker', 'A', 'PASSED'],
    ['Smith-Refer', 'A', 'PASSED'],
  ])('answers the surname %j with decision %s, result %s', (surname, decision, result) => {
    expect(embeddedOutcome({ surname })).toEqual({ decision, result });
  });

  it('answers the same through the provider interface, for either purpose', async () => {
    const applicant = {
      forenames: 'Sam',
      surname: 'Creditfail',
      dateOfBirth: '1980-05-17',
      address: { postcode: 'LS1 4AP' },
    };
    for (const purpose of ['ANNUAL_CARD', 'MONTHLY_DD'] as const) {
      expect(await embeddedCreditCheck.check({ ...applicant, purpose })).toEqual({
        decision: 'D',
        result: 'FAILED_CREDIT',
      });
    }
  });
});

describe('mayBuy', () => {
  it.each([
    ['PASSED', true, true],
    ['FAILED', false, false],
    ['FAILED_CREDIT', true, false],
    ['SERVICE_UNAVAILABLE', true, false],
  ] as const)(
    'with %s: annual by card %s, monthly by Direct Debit %s',
    (result, annual, monthly) => {
      for (const decision of FRAUD_DECISIONS) {
        const outcome: CreditCheckOutcome = { decision, result };
        expect(mayBuy(outcome, 'ANNUAL_CARD')).toBe(annual);
        expect(mayBuy(outcome, 'MONTHLY_DD')).toBe(monthly);
      }
    },
  );

  it('lets every outcome of the test data buy on the plans the README says', () => {
    const buyable = ['Fraudcheck', 'Refer', 'Creditfail', 'Unavailable', 'Smith'].map((surname) => {
      const outcome = embeddedOutcome({ surname });
      return [surname, mayBuy(outcome, 'ANNUAL_CARD'), mayBuy(outcome, 'MONTHLY_DD')];
    });
    expect(buyable).toEqual([
      ['Fraudcheck', false, false],
      ['Refer', false, false],
      ['Creditfail', true, false],
      ['Unavailable', true, false],
      ['Smith', true, true],
    ]);
    expect(CHECK_RESULTS).toHaveLength(4);
  });
});
