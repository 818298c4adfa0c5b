import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { applyDataFollowUps } from './data-follow-ups.ts';
import type { Risk } from './risk.schema.ts';

function riskAt(postcode: string, keptPostcode?: string): Risk {
  const risk = JSON.parse(
    JSON.stringify(createDefaultDirectQuote('2026-11-22').policy.eventCurrent.risk),
  ) as Risk;
  risk.startDate = '2026-12-01';
  risk.proposer.correspondenceAddress = { postcode };
  risk.vehicles = [{ ...risk.vehicles?.[0], keptPostcode }];
  return risk;
}

describe('applyDataFollowUps (§4.7)', () => {
  it('sets keptPostcode to the new postcode when it equalled the old one', () => {
    const next = applyDataFollowUps(riskAt('M1 1AE', 'LS1 4AP'), riskAt('LS1 4AP', 'LS1 4AP'));
    expect(next.vehicles?.[0]?.keptPostcode).toBe('M1 1AE');
  });

  it.each([
    ['the van is kept elsewhere', 'B1 1AA'],
    ['no overnight postcode was given', undefined],
  ])('leaves keptPostcode alone when %s', (_case, kept) => {
    const next = applyDataFollowUps(riskAt('M1 1AE', kept), riskAt('LS1 4AP', kept));
    expect(next.vehicles?.[0]?.keptPostcode).toBe(kept);
  });

  it('sets previousInsuranceMotor only when NCD years > 0, as GV expiring at the cover start', () => {
    const risk = riskAt('LS1 4AP');
    risk.previousInsuranceMotor = { noClaimsDiscount: { years: 4, protected: true } };
    expect(applyDataFollowUps(risk).previousInsuranceMotor).toEqual({
      type: 'GV',
      expiryDate: '2026-12-01',
      noClaimsDiscount: { years: 4, protected: true },
    });
    risk.previousInsuranceMotor = { type: 'GV', noClaimsDiscount: { years: 0, protected: false } };
    expect(applyDataFollowUps(risk).previousInsuranceMotor).toBeUndefined();
  });

  it('keeps drivingExperience only when both type and years are given', () => {
    const risk = riskAt('LS1 4AP');
    risk.drivingExperience = { type: 'BLANK', yearsClaimFree: 0 };
    expect(applyDataFollowUps(risk).drivingExperience).toEqual({
      type: 'BLANK',
      yearsClaimFree: 0,
    });
    risk.drivingExperience = { type: 'BLANK' };
    expect(applyDataFollowUps(risk).drivingExperience).toBeUndefined();
  });

  it('does not change the risk it is given', () => {
    const risk = riskAt('M1 1AE', 'LS1 4AP');
    const before = JSON.parse(JSON.stringify(risk)) as Risk;
    applyDataFollowUps(risk, riskAt('LS1 4AP', 'LS1 4AP'));
    expect(risk).toEqual(before);
  });
});
