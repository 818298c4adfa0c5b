import { describe, expect, it } from 'vitest';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { factsOf } from '../test-support/risk-builder.ts';
import {
  annualMileageFactor,
  businessMileageFactor,
  classOfUseFactor,
  dashcamFactor,
  homeOwnerFactor,
  keptByDayFactor,
  keptOvernightFactor,
  postcodeAreaFactor,
  publicLiabilityFactor,
  refrigeratedFactor,
  securityFactor,
  tradeAssociationFactor,
  trackerFactor,
  voluntaryExcessFactor,
} from './use-factors.ts';

describe('postcode area (§4.2)', () => {
  it.each([
    ['E1 6AN', 2.28],
    ['CR0 1AA', 1.98],
    ['B1 1AA', 1.3],
    ['CV1 2AB', 1.13],
    ['NG1 1AA', 0.84],
    ['TR1 1AA', 0.66],
    ['BT1 1AA', 1],
    ['ZZ1 1AA', 1],
  ])('a van kept at %s rates %d', (postcode, factor) => {
    expect(postcodeAreaFactor(factsOf({ postcode }), tables).factor).toBe(factor);
  });

  it('says the area and its name', () => {
    expect(postcodeAreaFactor(factsOf({ postcode: 'CV1 2AB' }), tables).text).toBe(
      'Kept in postcode area CV (Coventry): +13%',
    );
  });
});

describe('use and keeping (§1.3.8)', () => {
  it.each([
    [3_000, 0.85],
    [6_000, 0.92],
    [10_000, 1],
    [14_000, 1.05],
    [18_000, 1.12],
    [25_000, 1.22],
    [40_000, 1.35],
  ])('%d miles a year rate %d', (mileage, factor) => {
    expect(annualMileageFactor(factsOf({ mileage }), tables).factor).toBe(factor);
  });

  it.each([
    [0, 1],
    [3_000, 1.03],
    [8_000, 1.06],
    [12_000, 1.1],
  ])('%d business miles rate %d', (businessMileage, factor) => {
    expect(businessMileageFactor(factsOf({ businessMileage }), tables).factor).toBe(factor);
  });

  it.each([
    ['SDPexC', 0.88],
    ['SDP', 0.92],
    ['C1', 1],
    ['JC1', 1.03],
    ['C2', 1.06],
    ['C3', 1],
    ['OwnGoods', 1],
    ['SDPC+Business', 1],
    ['Transf', 1],
    ['Whatever', 1],
  ])('class of use %s rates %d', (classOfUse, factor) => {
    expect(classOfUseFactor(factsOf({ vehicle: { classOfUse } }), tables).factor).toBe(factor);
  });

  it.each([
    ['Garage', 0.9],
    ['1', 0.9],
    ['Compound', 0.92],
    ['Driveway', 0.95],
    ['PrivateProperty', 0.95],
    ['UnlockedGarage', 0.97],
    ['PrivateCarPark', 0.98],
    ['WorkPremises', 1],
    ['UnlockedCompound', 1],
    ['Roadside', 1.05],
    ['RoadsideAway', 1.15],
    ['PublicCarPark', 1.2],
    ['F', 1.2],
    ['Somewhere', 1],
  ])('kept %s overnight rates %d', (whereKept, factor) => {
    expect(keptOvernightFactor(factsOf({ vehicle: { whereKept } }), tables).factor).toBe(factor);
  });

  it.each([
    ['Garage', 0.97],
    ['WorkPremises', 1],
    ['Roadside', 1.02],
    ['Various', 1.03],
    ['PublicCarPark', 1.05],
  ])('kept %s by day rates %d', (answer, factor) => {
    expect(keptByDayFactor(factsOf({ duq: { 968: answer } }), tables).factor).toBe(factor);
  });

  it.each([
    ['PROF', 'FF92', 0.93],
    ['FF92', 'FF92', 0.93],
    ['FACT', 'FF92', 0.96],
    ['FF93', 'FF93', 1],
    ['DIY', 'NONE', 1.02],
    ['NONE', 'NONE', 1.15],
    ['NONE', 'FF93', 1],
  ])('alarm %s with immobiliser %s rates %d', (alarm, immobiliser, factor) => {
    expect(securityFactor(factsOf({ vehicle: { alarm, immobiliser } }), tables).factor).toBe(
      factor,
    );
  });

  it('takes 5% off for a tracker and 2% for a dash cam', () => {
    expect(trackerFactor(factsOf({ vehicle: { tracker: 'TRAC' } }), tables).factor).toBe(0.95);
    expect(trackerFactor(factsOf({ vehicle: { tracker: 'NONE' } }), tables).factor).toBe(1);
    expect(dashcamFactor(factsOf({ duq: { 896: 'Y' } }), tables).factor).toBe(0.98);
    expect(dashcamFactor(factsOf({ duq: { 896: 'N' } }), tables).factor).toBe(1);
  });

  it('rates the van questions: refrigerated, home owner, liability cover, trade association', () => {
    const yes = factsOf({ duq: { 142: 'Y', 78: 'Y', 135: 'Y', 279: 'Y' } });
    expect(refrigeratedFactor(yes, tables).factor).toBe(1.05);
    expect(homeOwnerFactor(yes, tables).factor).toBe(0.95);
    expect(publicLiabilityFactor(yes, tables).factor).toBe(0.98);
    expect(tradeAssociationFactor(yes, tables).factor).toBe(0.98);
  });

  it.each([
    [0, 1],
    [100, 0.98],
    [150, 0.97],
    [249, 0.97],
    [250, 0.94],
    [350, 0.92],
    [500, 0.88],
    [750, 0.84],
    [1000, 0.81],
    [1500, 0.81],
  ])('a voluntary excess of £%d rates %d', (volXS, factor) => {
    expect(voluntaryExcessFactor(factsOf({ volXS }), tables).factor).toBe(factor);
  });
});
