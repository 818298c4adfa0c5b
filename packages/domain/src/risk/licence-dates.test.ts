import { describe, expect, it } from 'vitest';
import { answeredQuote } from '../testing/answered-quote.ts';
import type { Risk } from './risk.schema.ts';
import { licenceDateProblem, licenceDateProblems } from './licence-dates.ts';

const TODAY = '2026-11-27';
const BORN = '1970-05-20';

describe('licenceDateProblem (decision 052)', () => {
  it.each([
    ['the 17th birthday itself', '1987-05-20', undefined],
    ['a licence held for 31 years (1995)', '1995-06-15', undefined],
    ['a licence from 39 years ago', '1987-11-27', undefined],
    ['today', TODAY, undefined],
    ['the day before the 17th birthday', '1987-05-19', 'beforeSeventeen'],
    ['tomorrow', '2026-11-28', 'future'],
  ] as const)('judges %s', (_name, dateObtained, problem) => {
    expect(licenceDateProblem(dateObtained, TODAY, BORN)).toBe(problem);
  });

  it('without a date of birth refuses only a future date', () => {
    expect(licenceDateProblem('1960-01-01', TODAY)).toBeUndefined();
    expect(licenceDateProblem('2027-01-01', TODAY)).toBe('future');
  });
});

describe('licenceDateProblems', () => {
  const risk = answeredQuote().policy.eventCurrent.risk;
  const withLicenceDates = (proposer: string, driver: string): Risk => ({
    ...risk,
    proposer: {
      ...risk.proposer,
      dateOfBirth: BORN,
      driverDetails: {
        ...risk.proposer.driverDetails,
        licence: { ...risk.proposer.driverDetails?.licence, dateObtained: proposer },
      },
    },
    additionalInsuredPersons: (risk.additionalInsuredPersons ?? []).map((person) => ({
      ...person,
      driverDetails: {
        ...person.driverDetails,
        licence: { ...person.driverDetails?.licence, dateObtained: driver },
      },
    })),
  });

  it('has nothing to say about the answered quote', () => {
    expect(licenceDateProblems(risk, TODAY)).toEqual([]);
  });

  it('accepts a proposer licensed in 1995', () => {
    expect(licenceDateProblems(withLicenceDates('1995-06-15', '2010-01-01'), TODAY)).toEqual([]);
  });

  it("names each driver whose licence date cannot be right, in the customer's words", () => {
    const drivers = risk.additionalInsuredPersons ?? [];
    expect(drivers.length).toBeGreaterThan(0);
    const name = `${drivers[0]?.name?.forenames} ${drivers[0]?.name?.surname}`;
    expect(licenceDateProblems(withLicenceDates('2030-01-01', '1900-01-01'), TODAY)).toEqual([
      'The date you got your licence cannot be in the future',
      ...drivers.map(() => `The date ${name} got their licence is before their 17th birthday`),
    ]);
  });
});
