import { createDefaultDirectQuote, QuoteSchema, type Quote } from '@van/domain';
import { describe, expect, it } from 'vitest';
import { applyStartQuoteAnswers } from './apply-start-quote-answers';
import type { StartQuoteAnswers } from './start-quote.form';

const TODAY = '2025-06-15';

const answers: StartQuoteAnswers = {
  registrationNumber: 'AB12CDE',
  estimatedValue: 12500,
  firstName: 'Amira',
  lastName: 'Okafor',
  dateOfBirth: '1985-03-27',
  postcode: 'SW1A 1AA',
  ncdYears: 4,
  coverStartDate: '2025-06-20',
};

const riskOf = (quote: Quote) => quote.policy.eventCurrent.risk;

describe('applyStartQuoteAnswers', () => {
  it.each([
    ['the first van’s registration', (q: Quote) => riskOf(q).vehicles?.[0]?.regNumber, 'AB12CDE'],
    ['the first van’s value', (q: Quote) => riskOf(q).vehicles?.[0]?.value, 12500],
    ['the proposer’s forenames', (q: Quote) => riskOf(q).proposer.name?.forenames, 'Amira'],
    ['the proposer’s surname', (q: Quote) => riskOf(q).proposer.name?.surname, 'Okafor'],
    ['the proposer’s date of birth', (q: Quote) => riskOf(q).proposer.dateOfBirth, '1985-03-27'],
    [
      'the correspondence postcode',
      (q: Quote) => riskOf(q).proposer.correspondenceAddress?.postcode,
      'SW1A 1AA',
    ],
    ['the risk start date (cover start)', (q: Quote) => riskOf(q).startDate, '2025-06-20'],
  ])('sets %s', (_name, read, expected) => {
    const result = applyStartQuoteAnswers(createDefaultDirectQuote(TODAY), answers);
    expect(read(result)).toEqual(expected);
  });

  it.each([
    [1, 1],
    [4, 4],
    [20, 20],
  ])(
    'sets previousInsuranceMotor to GV, expiring on the cover start, when NCD years is %i (§4.7)',
    (ncdYears, years) => {
      const result = applyStartQuoteAnswers(createDefaultDirectQuote(TODAY), {
        ...answers,
        ncdYears,
      });
      expect(riskOf(result).previousInsuranceMotor).toEqual({
        type: 'GV',
        expiryDate: '2025-06-20',
        noClaimsDiscount: { years, protected: false },
      });
    },
  );

  it('leaves previousInsuranceMotor out when NCD years is 0 (§4.7)', () => {
    const result = applyStartQuoteAnswers(createDefaultDirectQuote(TODAY), {
      ...answers,
      ncdYears: 0,
    });
    expect(riskOf(result)).not.toHaveProperty('previousInsuranceMotor');
  });

  it('removes a previousInsuranceMotor the quote already held when NCD years is 0 (§4.7)', () => {
    const withNcd = applyStartQuoteAnswers(createDefaultDirectQuote(TODAY), answers);
    expect(riskOf(withNcd).previousInsuranceMotor).toBeDefined();

    const result = applyStartQuoteAnswers(withNcd, { ...answers, ncdYears: 0 });
    expect(riskOf(result)).not.toHaveProperty('previousInsuranceMotor');
  });

  it('does not mutate the quote it is given', () => {
    const quote = createDefaultDirectQuote(TODAY);
    const before = structuredClone(quote);

    applyStartQuoteAnswers(quote, answers);

    expect(quote).toEqual(before);
  });

  it('does not mutate the quote when it removes previousInsuranceMotor', () => {
    const quote = applyStartQuoteAnswers(createDefaultDirectQuote(TODAY), answers);
    const before = structuredClone(quote);

    applyStartQuoteAnswers(quote, { ...answers, ncdYears: 0 });

    expect(quote).toEqual(before);
  });

  it('keeps the defaults it does not answer, such as the van’s cover and the proposer’s gender', () => {
    const quote = createDefaultDirectQuote(TODAY);
    const result = applyStartQuoteAnswers(quote, answers);

    expect(riskOf(result).vehicles?.[0]?.cover).toBe(riskOf(quote).vehicles?.[0]?.cover);
    expect(riskOf(result).proposer.gender).toBe(riskOf(quote).proposer.gender);
    expect(riskOf(result).duqAnswers).toEqual(riskOf(quote).duqAnswers);
    expect(result.policy.webReference).toBe('directQuote');
  });

  it('gives a quote that still satisfies the contract', () => {
    const result = applyStartQuoteAnswers(createDefaultDirectQuote(TODAY), answers);
    expect(QuoteSchema.safeParse(result).success).toBe(true);
  });
});
