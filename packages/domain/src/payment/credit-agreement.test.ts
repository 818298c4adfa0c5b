import { describe, expect, it } from 'vitest';
import type { Result } from '../quote/result.schema.ts';
import {
  CREDIT_AGREEMENT_VERSION,
  creditAgreementText,
  creditExplanation,
  creditFigures,
  creditSectionsText,
  preContractCreditInformation,
  type CreditTerms,
} from './credit-agreement.ts';

const RESULT: Result = {
  premiumDetails: { totalPayable: 961.64 },
  instalmentPlans: [
    {
      depositAmountTotal: 96.16,
      paymentCountNormal: 10,
      paymentAmountNormal: 96.38,
      interestAmountTotal: 98.32,
      interestPercentage: 11.36,
      aprRateNewInstruction: 26.9,
      totalPayable: 1059.96,
    },
  ],
} as Result;

const LENDER = {
  name: 'Example Premium Finance Ltd',
  address: '2 Example Street, Exampleton, EX1 1AB',
  fcaNumber: '999998',
  phone: '0808 157 0100',
  email: 'van@example.test',
};

function terms(result: Result = RESULT): CreditTerms {
  return {
    lender: LENDER,
    brandName: 'Roadwise',
    borrower: { name: 'Mr Sam Smith', addressLines: ['12 Park Row', 'Leeds', 'LS1 4AP'] },
    figures: creditFigures(result)!,
  };
}

describe('the credit figures of a monthly plan', () => {
  it('come from the first instalment plan and the annual price', () => {
    expect(creditFigures(RESULT)).toEqual({
      cashPrice: 961.64,
      deposit: 96.16,
      amountOfCredit: 865.48,
      instalmentCount: 10,
      instalmentAmount: 96.38,
      interest: 98.32,
      fees: 0,
      totalPayable: 1059.96,
      interestRate: 11.36,
      apr: 26.9,
    });
  });

  it('are absent without a plan, so monthly cannot be offered', () => {
    expect(creditFigures({ premiumDetails: { totalPayable: 500 } } as Result)).toBeUndefined();
    expect(creditFigures(undefined)).toBeUndefined();
  });
});

describe('the credit agreement text', () => {
  it('names the lender with its address and FCA number, the borrower and the figures', () => {
    const { version, sections } = creditAgreementText(terms());
    expect(version).toBe(CREDIT_AGREEMENT_VERSION);
    const text = creditSectionsText(sections);
    expect(text).toContain(
      'Lender: Example Premium Finance Ltd, 2 Example Street, Exampleton, EX1 1AB. Authorised and regulated by the Financial Conduct Authority, firm reference number 999998.',
    );
    expect(text).toContain('Borrower: Mr Sam Smith, 12 Park Row, Leeds, LS1 4AP');
    expect(text).toContain('Repayments: 10 monthly payments of £96.38 by Direct Debit');
    expect(text).toContain('Total amount payable: £1,059.96');
    expect(text).toContain('APR: 26.9%');
    expect(text).toContain(`Agreement wording ${CREDIT_AGREEMENT_VERSION}.`);
    expect(text).toContain('within 14 days');
  });

  it('is the same text for the same terms, and another for other figures', () => {
    const once = creditSectionsText(creditAgreementText(terms()).sections);
    expect(creditSectionsText(creditAgreementText(terms()).sections)).toBe(once);
    const repriced: Result = {
      ...RESULT,
      instalmentPlans: [{ ...RESULT.instalmentPlans![0]!, paymentAmountNormal: 99.99 }],
    };
    expect(creditSectionsText(creditAgreementText(terms(repriced)).sections)).not.toBe(once);
  });
});

describe('before the agreement', () => {
  it('the pre-contract information gives every SECCI item', () => {
    const text = creditSectionsText(preContractCreditInformation(terms()));
    for (const words of [
      'Lender: Example Premium Finance Ltd',
      'Address: 2 Example Street',
      'FCA firm reference number: 999998',
      'Amount of credit: £865.48',
      'Total amount payable: £1,059.96',
      'APR: 26.9%',
      'Deposit, paid by card today: £96.16',
      'Rate of interest: 11.36% a year',
      'How often you repay: Monthly, by Direct Debit',
      'We do not charge a fee for a missed payment',
      'Your right to withdraw',
      'Paying early',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('the explanation says what monthly costs more than annual, and asks for no confirmation', () => {
    const explanation = creditExplanation(terms());
    expect(explanation[0]).toBe(
      'Paying monthly costs £98.32 more than paying £961.64 for the year today, because you borrow £865.48 and pay interest on it.',
    );
    expect(explanation[1]).toBe(
      'You pay £96.16 today, then 10 payments of £96.38: £1,059.96 in all.',
    );
    expect(explanation.join(' ')).not.toMatch(/confirm|adequate/i);
  });
});
