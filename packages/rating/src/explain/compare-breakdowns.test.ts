import { describe, expect, it } from 'vitest';
import { price } from '../price.ts';
import { TARIFF_2026_11 as tables } from '../tables/2026-11.ts';
import { buildRisk, TODAY, type RiskOptions } from '../test-support/risk-builder.ts';
import { compareBreakdowns } from './compare-breakdowns.ts';

function lines(options: RiskOptions, requestedOpexCodes: string[] = []) {
  const outcome = price({ risk: buildRisk(options), tables, today: TODAY, requestedOpexCodes });
  if (outcome.outcome !== 'priced') throw new Error('expected a price');
  return outcome.tiers.GOLD.calcDetails!.breakdownLines!;
}

describe('compareBreakdowns', () => {
  it('explains Coventry against Nottingham by the postcode line alone', () => {
    const changed = compareBreakdowns(
      lines({ ncdYears: 9, postcode: 'CV1 2AB' }),
      lines({ ncdYears: 9, postcode: 'NG1 1AA' }),
    ).filter((difference) => difference.effectChanged);
    expect(changed).toEqual([
      {
        code: 'POSTCODE_AREA',
        before: 'Kept in postcode area CV (Coventry): +13%',
        after: 'Kept in postcode area NG (Nottingham): -16%',
        effectChanged: true,
      },
    ]);
  });

  it('explains a 19-year-old against a 45-year-old by age, licence and NCD', () => {
    const changed = compareBreakdowns(
      lines({ dateOfBirth: '2007-06-01' }),
      lines({ dateOfBirth: '1981-03-01', ncdYears: 9 }),
    )
      .filter((difference) => difference.effectChanged)
      .map((difference) => difference.code);
    expect(changed).toEqual(['MAIN_DRIVER_AGE', 'LICENCE_YEARS', 'NCD']);
  });

  it('lists an extra only one quote has', () => {
    const differences = compareBreakdowns(lines({}), lines({}, ['VHO']));
    expect(differences).toEqual([
      {
        code: 'EXTRA_VHO',
        before: undefined,
        after: 'Van Hire (price includes IPT)',
        effectChanged: true,
      },
    ]);
  });
});
