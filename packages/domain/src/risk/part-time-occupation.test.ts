import { describe, expect, it } from 'vitest';
import type { Risk } from './risk.schema.ts';
import { asksPartTimeOccupation } from './part-time-occupation.ts';

function risk(empStatus: string, classOfUse: string, partTime?: string): Risk {
  return {
    proposer: {
      fullTimeOccupation: { empStatus },
      ...(partTime === undefined ? {} : { partTimeOccupation: { empStatus: partTime } }),
    },
    vehicles: [{ classOfUse }],
  } as Risk;
}

describe('asksPartTimeOccupation', () => {
  it.each([
    ['UnEmploy', 'C1', undefined, true],
    ['Retired', 'Transf', undefined, true],
    ['FullTmEdu', 'C2', undefined, true],
    ['Retired', 'C1', 'None', false],
    ['Retired', 'C1', 'SelfEmploy', false],
    ['Employee', 'C1', undefined, false],
    ['SelfEmploy', 'C2', undefined, false],
    ['Retired', 'SDP', undefined, false],
  ])('%s using the van for %s with part-time %s: %s', (status, use, partTime, asked) => {
    expect(asksPartTimeOccupation(risk(status, use, partTime))).toBe(asked);
  });
});
