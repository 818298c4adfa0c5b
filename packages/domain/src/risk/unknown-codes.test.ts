import { describe, expect, it } from 'vitest';
import {
  createAdditionalDriverDefaults,
  createDefaultDirectQuote,
} from '../quote/default-direct-quote.ts';
import type { Risk } from './risk.schema.ts';
import { unknownCodes } from './unknown-codes.ts';

function risk(): Risk {
  return JSON.parse(
    JSON.stringify(createDefaultDirectQuote('2026-11-22').policy.eventCurrent.risk),
  ) as Risk;
}

describe('unknownCodes', () => {
  it('finds none in the default direct quote (§3.13, §9.2) or with a default additional driver', () => {
    const withDriver = { ...risk(), additionalInsuredPersons: [createAdditionalDriverDefaults()] };
    expect(unknownCodes(risk())).toEqual([]);
    expect(unknownCodes(withDriver)).toEqual([]);
  });

  it('accepts real codes from the lists (spec examples and ours)', () => {
    const answered = risk();
    answered.proposer.fullTimeOccupation = {
      empStatus: 'Employee',
      occupation: '637',
      employersBusiness: '605',
    };
    answered.proposer.driverDetails = {
      ...answered.proposer.driverDetails,
      licence: { licenceType: 'Full Licence', convictions: [{ code: 'SP30' }] },
    };
    answered.vehicles = [{ ...answered.vehicles?.[0], classOfUse: 'SDP', cover: 'TPFT' }];
    expect(unknownCodes(answered)).toEqual([]);
  });

  it.each([
    [
      'class of use',
      (r: Risk) => (r.vehicles = [{ ...r.vehicles?.[0], classOfUse: 'RACING' }]),
      'vehicles.0.classOfUse',
    ],
    [
      'occupation',
      (r: Risk) => (r.proposer.fullTimeOccupation = { occupation: 'ZZZ' }),
      'proposer.fullTimeOccupation.occupation',
    ],
    [
      'conviction code',
      (r: Risk) => (r.proposer.driverDetails = { licence: { convictions: [{ code: 'XX99' }] } }),
      'proposer.driverDetails.licence.convictions.0.code',
    ],
    [
      'alarm or immobiliser',
      (r: Risk) => (r.vehicles = [{ ...r.vehicles?.[0], alarm: 'LASER' }]),
      'vehicles.0.alarm',
    ],
  ])('reports an unknown %s with where it is', (list, change, field) => {
    const answered = risk();
    change(answered);
    expect(unknownCodes(answered)).toEqual([expect.objectContaining({ list, field })]);
  });

  it('does not check questions not answered yet (empty codes)', () => {
    const answered = risk();
    answered.vehicles = [{ ...answered.vehicles?.[0], whereKept: '' }];
    expect(unknownCodes(answered)).toEqual([]);
  });
});
