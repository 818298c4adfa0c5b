import { createDefaultDirectQuote, type Quote, type Result } from '@van/domain/quote';
import { withUserfieldAnswer } from '@van/domain/forms';
import { USERFIELD_CODES } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { engineQuote } from '../../testing/quote-test-kit';
import {
  isAccidentPlanCode,
  isCarHireCode,
  isLegalAssistanceCode,
  termAmount,
  tierColumn,
  tierColumns,
} from './tier-grid';

const risk = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;
const quote = engineQuote(risk);

const resultOf = (q: Quote, tier: string): Result => {
  const found = q.policy.eventsRelated?.find(
    (event) => event.result?.grantedDetailsMotor?.productIdentifier === tier,
  )?.result;
  if (!found) throw new Error(`no ${tier}`);
  return found;
};

describe('tierColumns (§9.3)', () => {
  it('orders the tiers by totalPayable ascending (§4.4)', () => {
    const reversed: Quote = {
      ...quote,
      policy: { ...quote.policy, eventsRelated: [...(quote.policy.eventsRelated ?? [])].reverse() },
    };
    expect(tierColumns(reversed, 'PayInFull').map((column) => column.productIdentifier)).toEqual([
      'VAN',
      'SILVER',
      'GOLD',
      'PLATINUM',
    ]);
  });

  it('reads the yearly figure from premiumDetails.totalPayable', () => {
    const [van] = tierColumns(quote, 'PayInFull');
    expect(van?.yearly).toBe(resultOf(quote, 'VAN').premiumDetails?.totalPayable);
  });

  it('reads the monthly figure from the first plan’s paymentAmountNormal and totalPayable', () => {
    const result = resultOf(quote, 'GOLD');
    const plan = result.instalmentPlans?.[0];
    const withSecondPlan: Result = {
      ...result,
      instalmentPlans: [plan!, { ...plan, paymentAmountNormal: 1, totalPayable: 2 }],
    };
    expect(tierColumn(quote, withSecondPlan)?.monthly).toEqual({
      depositAmountTotal: plan?.depositAmountTotal,
      paymentCountNormal: 10,
      paymentAmountNormal: plan?.paymentAmountNormal,
      totalPayable: plan?.totalPayable,
    });
  });

  it('hides a tier without instalment plans when paying monthly, and shows it paying yearly', () => {
    const withoutGoldPlans = engineQuote(risk, { withoutPlans: ['GOLD'] });
    const tiers = (payMethod: 'PayInFull' | 'Instalmnts') =>
      tierColumns(withoutGoldPlans, payMethod).map((column) => column.productIdentifier);
    expect(tiers('Instalmnts')).toEqual(['VAN', 'SILVER', 'PLATINUM']);
    expect(tiers('PayInFull')).toEqual(['VAN', 'SILVER', 'GOLD', 'PLATINUM']);
  });

  it('marks VAN as the selected tier by default, with 4 stars; the others have 5 (§9.3)', () => {
    expect(
      tierColumns(quote, 'PayInFull').map(({ productIdentifier, selected, stars }) => [
        productIdentifier,
        selected,
        stars,
      ]),
    ).toEqual([
      ['VAN', true, 4],
      ['SILVER', false, 5],
      ['GOLD', false, 5],
      ['PLATINUM', false, 5],
    ]);
  });

  it('marks the tier the customer chose (the current event’s), named by the tariff', () => {
    const gold = engineQuote(withUserfieldAnswer(risk, USERFIELD_CODES.Tier, 'GOLD'));
    expect(
      tierColumns(gold, 'PayInFull').map(({ productName, selected }) => [productName, selected]),
    ).toEqual([
      ['Van Essentials', false],
      ['Van Silver', false],
      ['Van Gold', true],
      ['Van Platinum', false],
    ]);
  });

  it('reads legal assistance, the accident plan and car hire from the applied extension codes', () => {
    const rows = tierColumns(quote, 'PayInFull').map(
      ({ productIdentifier, legalAssistance, accidentPlan, carHire }) => [
        productIdentifier,
        legalAssistance,
        accidentPlan,
        carHire,
      ],
    );
    expect(rows).toEqual([
      ['VAN', false, false, false],
      ['SILVER', true, false, false],
      ['GOLD', true, true, false],
      ['PLATINUM', true, true, true],
    ]);
  });

  it('reads EU days, personal belongings (SWT1) and keys (SWT5) from the terms', () => {
    const columns = tierColumns(quote, 'PayInFull');
    expect(columns.map((column) => column.euCoverDays)).toEqual([90, 90, 90, 90]);
    expect(columns.map((column) => column.personalBelongings)).toEqual([100, 150, 250, 500]);
    expect(columns.map((column) => column.keys)).toEqual([undefined, 500, 750, 1000]);
  });

  it('adds the voluntary excess to the compulsory one for accidental damage, keeping both parts', () => {
    const columns = tierColumns(engineQuote({ ...risk, volXS: 500 }), 'PayInFull');
    expect(columns.map((column) => column.accidentalDamageExcess)).toEqual([
      { total: 850, compulsory: 350, voluntary: 500 },
      { total: 800, compulsory: 300, voluntary: 500 },
      { total: 750, compulsory: 250, voluntary: 500 },
      { total: 700, compulsory: 200, voluntary: 500 },
    ]);
  });

  it('gives the §9.4 windscreen excesses, approved and not', () => {
    const [van] = tierColumns(quote, 'PayInFull');
    expect(van?.windscreenReplacementExcess).toEqual({ approved: 75, unapproved: 100 });
    expect(van?.windscreenRepairExcess).toEqual({ approved: 15, unapproved: 25 });
  });

  it('leaves out a tier the service did not price', () => {
    const unpriced: Quote = {
      ...quote,
      policy: {
        ...quote.policy,
        eventsRelated: quote.policy.eventsRelated?.map((event) =>
          event.result?.grantedDetailsMotor?.productIdentifier === 'SILVER'
            ? { ...event, result: { ...event.result, premiumDetails: {} } }
            : event,
        ),
      },
    };
    expect(tierColumns(unpriced, 'PayInFull')).toHaveLength(3);
  });
});

describe('grid code rules (§9.3)', () => {
  it.each([
    ['MLAI', 'legal', true],
    ['VLAO', 'legal', false],
    ['MAPI', 'accident plan', true],
    ['CHI', 'car hire', true],
    ['VHO', 'car hire', false],
    // exactly 3 characters containing CH
    ['CHIX', 'car hire', false],
    ['XCH', 'car hire', true],
  ])('%s counts as %s: %s', (code, row, expected) => {
    const rule =
      row === 'legal'
        ? isLegalAssistanceCode
        : row === 'car hire'
          ? isCarHireCode
          : isAccidentPlanCode;
    expect(rule(code)).toBe(expected);
  });
});

describe('termAmount', () => {
  it.each([
    [{ text: '<p>Up to £100</p>', extraInfo: '250', status: 'NORM' as const }, 250],
    [{ text: '<p>Keys up to £1,000</p>', status: 'NORM' as const }, 1000],
    [{ text: '<p>Included</p>', status: 'NORM' as const }, undefined],
  ])('reads %j as %s', (term, expected) => {
    expect(termAmount(term)).toBe(expected);
  });
});
