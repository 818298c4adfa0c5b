import { createDefaultDirectQuote, selectedResult } from '@van/domain/quote';
import { type Risk } from '@van/domain/risk';
import { describe, expect, it } from 'vitest';
import { driverExcesses, driverName } from './excess-details';
import { engineQuote } from '../../testing/quote-test-kit';

const risk: Risk = {
  ...createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk,
  proposer: {
    ...createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk.proposer,
    name: { forenames: 'Amira', surname: 'Okafor' },
  },
  additionalInsuredPersons: [{ name: { forenames: 'Sam', surname: 'Okafor' } }],
};

describe('driverName', () => {
  const quote = engineQuote(risk);
  it.each([
    ['Policyholder', 'Amira Okafor'],
    ['Additional driver 1', 'Sam Okafor'],
    ['Additional driver 2', 'Additional driver 2'],
    ['Named driver', 'Named driver'],
  ])('names %s as %s', (label, name) => {
    expect(driverName(quote, label)).toBe(name);
  });
});

describe('driverExcesses (§3.11 compulsory excess view)', () => {
  it('gives each driver’s excesses by claim type, compulsory + voluntary as the total', () => {
    const quote = engineQuote(risk);
    const drivers = driverExcesses(quote, selectedResult(quote));
    expect(drivers.map((driver) => driver.driver)).toEqual(['Amira Okafor', 'Sam Okafor']);
    expect(drivers[0]?.claims).toEqual([
      {
        excessType: 'ACCIDENT_DAMAGE',
        claimType: 'Accidental damage claims',
        compulsory: 350,
        voluntary: 250,
        total: 600,
        others: [{ reason: 'Extra if you use a repairer we have not approved', value: 200 }],
      },
      {
        excessType: 'WINDSCREEN',
        claimType: 'Windscreen replacement',
        others: [
          { reason: 'Approved repairer', value: 75 },
          { reason: 'Repairer we have not approved', value: 100 },
        ],
      },
    ]);
  });

  it('is empty when the result has no excess details', () => {
    expect(driverExcesses(engineQuote(risk), {})).toEqual([]);
  });
});
