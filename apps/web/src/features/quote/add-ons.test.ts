import { createDefaultDirectQuote, selectedResult } from '@van/domain/quote';
import { type Risk } from '@van/domain/risk';
import { describe, expect, it } from 'vitest';
import { addOnGroups, requestedOpexCodes } from './add-ons';
import { engineQuote } from '../../testing/quote-test-kit';

const risk: Risk = {
  ...createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk,
  previousInsuranceMotor: { type: 'GV', noClaimsDiscount: { years: 4, protected: false } },
};

describe('requestedOpexCodes (§4.4)', () => {
  it.each([
    ['adds a code', ['NCDCHECK'], 'VLAO', true, ['NCDCHECK', 'VLAO']],
    ['removes a code', ['NCDCHECK', 'VLAO'], 'VLAO', false, ['NCDCHECK']],
    ['replaces the other breakdown level', ['BDV1O', 'VLAO'], 'BDV3O', true, ['VLAO', 'BDV3O']],
    [
      'replaces the other tools level, leaving breakdown alone',
      ['BDV2O', 'TOOLSV1O'],
      'TOOLSV4O',
      true,
      ['BDV2O', 'TOOLSV4O'],
    ],
    ['does not repeat a code already there', ['VHO'], 'VHO', true, ['VHO']],
    ['removing one breakdown level keeps no other', ['BDV2O'], 'BDV2O', false, []],
  ])('%s', (_name, current, code, add, expected) => {
    expect(requestedOpexCodes(current, code, add)).toEqual(expected);
  });
});

describe('addOnGroups (§9.5)', () => {
  it('groups the VAN tier’s extras as optional, breakdown and tools, in the §9.5 order', () => {
    const groups = addOnGroups(engineQuote(risk));
    expect(groups.included).toEqual([]);
    expect(groups.optional.map((item) => item.name)).toEqual(['Van Legal Assistance', 'Van Hire']);
    expect(groups.breakdown.map((item) => item.name)).toEqual([
      'Roadside',
      'Roadside + National Recovery',
      'Roadside + National Recovery + At Home',
    ]);
    expect(groups.tools.map((item) => item.code)).toEqual([
      'TOOLSV1O',
      'TOOLSV2O',
      'TOOLSV3O',
      'TOOLSV4O',
    ]);
  });

  it('never lists NCDCHECK, NCDOK or the protected NCD extension', () => {
    const groups = addOnGroups(engineQuote(risk));
    const codes = Object.values(groups).flatMap((items) => items.map((item) => item.code));
    expect(codes).not.toContain('NCDCHECK');
    expect(codes).not.toContain('NCDOK');
    expect(codes).not.toContain('PNCD');
  });

  it('shows compulsory applied extras as included, named from their description', () => {
    const quote = engineQuote(risk);
    const gold = quote.policy.eventsRelated?.find(
      (event) => event.result?.grantedDetailsMotor?.productIdentifier === 'GOLD',
    )?.result;
    const groups = addOnGroups(quote, gold);
    expect(
      groups.included.map(({ name, included, selected }) => [name, included, selected]),
    ).toEqual([
      ['Motor Legal Assistance', true, true],
      ['Motor Accident Plan', true, true],
    ]);
    expect(groups.included[0]?.descriptions).toEqual([
      'up to £100,000 for each of uninsured loss recovery, prosecution defence and contract disputes',
    ]);
  });

  it('marks applied extras selected, with annual and monthly prices, bullets, the IPID and the additional cover terms', () => {
    const quote = engineQuote(risk, { opexCodes: ['BDV2O'] });
    const national = addOnGroups(quote).breakdown.find((item) => item.code === 'BDV2O');
    expect(national).toMatchObject({
      selected: true,
      price: 65,
      monthlyPrice: 6.51,
      selectedTitle: 'Remove Roadside + National Recovery',
      unselectedTitle: 'Add Roadside + National Recovery',
      bullets: [
        '24/7 help beyond 1/4 mile from home',
        '3 call-outs per policy year, then pay-for-use',
      ],
      documents: [
        {
          name: 'Insurance Product Information Document - a summary of the cover, and its exclusions and limitations',
          url: '/documents/ipid/bdv2o.pdf',
        },
        {
          name: 'Additional Cover Terms and Conditions - all of the cover details',
          url: '/documents/additional-cover-terms.pdf',
        },
      ],
    });
    expect(addOnGroups(quote).breakdown.filter((item) => item.selected)).toHaveLength(1);
  });

  it('lists no documents for an extra the engine gives no IPID', () => {
    const quote = engineQuote(risk);
    const result = selectedResult(quote)!;
    const bare = {
      ...result,
      allOptionalExtensions: {
        availableOptionalExtensions: [{ code: 'VLAO', amount: 29.99 }],
      },
    };
    expect(addOnGroups(quote, bare).optional[0]?.documents).toEqual([]);
  });

  it('names an extra without static data or description "Static data missing" (§8)', () => {
    const quote = engineQuote(risk);
    const result = selectedResult(quote)!;
    const odd = {
      ...result,
      allOptionalExtensions: {
        availableOptionalExtensions: [{ code: 'ZZZO', amount: 10 }],
      },
    };
    expect(addOnGroups(quote, odd).optional.map((item) => item.name)).toEqual([
      'Static data missing',
    ]);
  });
});
