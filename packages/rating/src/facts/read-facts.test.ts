import { createDefaultDirectQuote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { additionalDriver, buildRisk, factsOf, TODAY } from '../test-support/risk-builder.ts';
import { readFacts } from './read-facts.ts';

describe('readFacts', () => {
  it('needs only the date of birth and the van value, and names them for the customer', () => {
    const risk = createDefaultDirectQuote(TODAY).policy.eventCurrent.risk;
    expect(readFacts(risk, TODAY, tables)).toEqual({
      missing: [
        { field: 'proposer.dateOfBirth', question: 'your date of birth' },
        { field: 'vehicles.0.value', question: "your van's value" },
      ],
    });
  });

  it('asks again for a date of birth that is not a real date', () => {
    const read = readFacts(buildRisk({ dateOfBirth: '1980-02-30' }), TODAY, tables);
    expect(read).toEqual({
      missing: [{ field: 'proposer.dateOfBirth', question: 'your date of birth' }],
    });
  });

  it('measures ages at the cover start, not on the quote day (domain notes §1.3.1)', () => {
    expect(factsOf({ dateOfBirth: '1981-12-01' }).mainDriver.age).toBe(44);
    expect(factsOf({ dateOfBirth: '1981-12-01', startDate: '2026-12-05' }).mainDriver.age).toBe(45);
  });

  it('assumes a licence passed at 17 when no date is given, and counts full years otherwise', () => {
    expect(factsOf({ dateOfBirth: '2006-01-01' }).mainDriver.licenceYears).toBe(3);
    expect(factsOf({ licenceDate: '2025-12-01' }).mainDriver.licenceYears).toBe(0);
    expect(factsOf({ licenceDate: '2016-11-22' }).mainDriver.licenceYears).toBe(10);
  });

  it('caps NCD at what can have been earned since 17, and ignores NCD in use on another vehicle', () => {
    expect(factsOf({ dateOfBirth: '2005-06-01', ncdYears: 9 }).ncd).toMatchObject({
      years: 4,
      claimedYears: 9,
    });
    const risk = buildRisk({ ncdYears: 5 });
    risk.previousInsuranceMotor!.noClaimsDiscount!.appliedToAnotherVehicle = true;
    const read = readFacts(risk, TODAY, tables);
    expect('facts' in read && read.facts.ncd).toMatchObject({ years: 0, inUseElsewhere: true });
  });

  it('keeps claims and convictions of the 5 years before the cover start only (§5.1)', () => {
    const facts = factsOf({
      claims: [
        { description: 'A', claimDate: '2022-01-01', ncdPrejudiced: true },
        { description: 'A', claimDate: '2021-10-01', ncdPrejudiced: true },
      ],
      convictions: [
        { code: 'SP30', offenceDate: '2025-01-01', pointsOnLicence: 3 },
        { code: 'SP30', offenceDate: '2021-06-01', pointsOnLicence: 3 },
      ],
    });
    expect(facts.mainDriver.claims).toHaveLength(1);
    expect(facts.mainDriver.convictions).toHaveLength(1);
  });

  it('counts live points in the 3-year totting-up window, with default points for a code given without', () => {
    const facts = factsOf({
      convictions: [
        { code: 'SP30', offenceDate: '2025-06-01', pointsOnLicence: 4 },
        { code: 'CU80', offenceDate: '2024-06-01' },
        { code: 'TS10', offenceDate: '2022-06-01', pointsOnLicence: 3 },
      ],
    });
    expect(facts.mainDriver.livePoints).toBe(10);
    expect(facts.mainDriver.convictions.map((c) => c.group)).toEqual([
      'SPEEDING',
      'MOBILE_PHONE',
      'TRAFFIC_DIRECTIONS',
    ]);
  });

  it('folds aiding, causing and inciting codes onto the offence (IN14 is IN10)', () => {
    const facts = factsOf({ convictions: [{ code: 'in14', offenceDate: '2022-01-01' }] });
    expect(facts.mainDriver.convictions[0]).toMatchObject({ code: 'IN14', group: 'NO_INSURANCE' });
  });

  it('rates where the van is kept overnight, else the home postcode', () => {
    expect(factsOf({ postcode: 'NG1 1AA' }).postcodeArea).toBe('NG');
    expect(factsOf({ postcode: 'NG1 1AA', keptPostcode: 'SW1A 1AA' }).postcodeArea).toBe('SW');
  });

  it('reads mileage from the risk, else duq 63 (not sent on a direct quote, §5.5), else 10,000', () => {
    expect(factsOf({ mileage: 7000 }).annualMileage).toBe(7000);
    expect(factsOf({ duq: { 63: '15000' } }).annualMileage).toBe(15000);
    expect(factsOf().annualMileage).toBe(10000);
    expect(factsOf().annualMileageGiven).toBe(false);
  });

  it('reads the van answers from the underwriting questions (§9.10)', () => {
    const facts = factsOf({
      duq: { 476: 'A', 354: '70', 355: '2', 896: 'Y', 255: 'N', 142: 'Y', 968: 'Garage' },
    });
    expect(facts.vehicle.imported).toBe(true);
    expect(facts.vehicle.modifications).toEqual(['70', '2']);
    expect(facts.dashcam).toBe(true);
    expect(facts.dangerousGoods).toBe(false);
    expect(facts.refrigerated).toBe(true);
    expect(facts.keptByDay).toBe('GARAGE');
  });

  it('takes the MainUser as the main driver, and names drivers for their excess details', () => {
    const facts = factsOf({
      person: {
        name: { forenames: 'Sam', surname: 'Taylor' },
        driverDetails: { vehicleUse: 'Frequently' },
      },
      additionalDrivers: [
        additionalDriver('1990-01-01', { driverDetails: { vehicleUse: 'MainUser' } }),
      ],
    });
    expect(facts.mainDriver.index).toBe(1);
    expect(facts.drivers.map((driver) => driver.name)).toEqual([
      'Sam Taylor',
      'Additional driver 1',
    ]);
  });
});
