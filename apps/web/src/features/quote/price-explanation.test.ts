import type { PriceDetails, Result } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { explainPrice, waysToChangePrice, type PriceExplanation } from './price-explanation';

const result = (lines: { code: string; text: string; value: number }[], total = 900): Result => ({
  calcDetails: { breakdownLines: lines },
  premiumDetails: { totalPayable: total },
});

const CUSTOMER_LINES = [
  { code: 'START', text: 'A typical price for van cover like yours', value: 800 },
  { code: 'PROFILE_DRIVERS', text: 'You and your drivers', value: -55 },
  { code: 'PROFILE_VAN', text: 'Your van', value: 40 },
  { code: 'PROFILE_KEPT', text: 'Where your van is kept', value: 0 },
  { code: 'PROFILE_HISTORY', text: 'Your driving history', value: -20 },
  { code: 'CHOICE_TIER', text: 'Choosing Van Gold', value: 110.13 },
  { code: 'CHOICE_VOLUNTARY_EXCESS', text: 'Your voluntary excess of £500', value: -25 },
  { code: 'CHOICE_NCD_PROTECTION', text: 'Protecting your no claims discount', value: 91.77 },
  { code: 'CHOICE_EXTRA_BDV1O', text: 'Breakdown cover: Roadside', value: 35 },
  { code: 'CHOICE_EXTRA_VHO', text: 'Van Hire', value: 39.99 },
  { code: 'CHOICE_OFFER', text: 'Your offer code STAFF', value: -40 },
  { code: 'IPT', text: 'Insurance Premium Tax at 12%', value: 98.33 },
  { code: 'FEE', text: 'Our arrangement fee', value: 28 },
  { code: 'FEE_INSURER', text: 'The insurer’s fee', value: 12 },
];

describe('explainPrice (decision 050)', () => {
  it('groups the customer lines: about you and your van, your choices, tax and fees', () => {
    const explanation = explainPrice(result(CUSTOMER_LINES, 1194.23));
    expect(explanation?.start).toBe(800);
    expect(explanation?.profile.map(({ text, effect, value }) => [text, effect, value])).toEqual([
      ['You and your drivers', 'lowered', -55],
      ['Your van', 'raised', 40],
      ['Where your van is kept', 'little', 0],
      ['Your driving history', 'lowered', -20],
    ]);
    expect(explanation?.choices.map(({ code }) => code)).toEqual([
      'CHOICE_TIER',
      'CHOICE_VOLUNTARY_EXCESS',
      'CHOICE_NCD_PROTECTION',
      'CHOICE_EXTRA_BDV1O',
      'CHOICE_EXTRA_VHO',
      'CHOICE_OFFER',
    ]);
    expect(explanation?.taxAndFees.map(({ value }) => value)).toEqual([98.33, 28, 12]);
    expect(explanation?.total).toBe(1194.23);
  });

  it('never shows a line of the engine’s own breakdown (no rating factor is published)', () => {
    const explanation = explainPrice(
      result([
        ...CUSTOMER_LINES,
        { code: 'OCCUPATION', text: 'occupation: +3%', value: 25.5 },
        { code: 'POSTCODE_AREA', text: 'postcode area LS: +7%', value: 60.1 },
      ]),
    );
    const shown = [
      ...(explanation?.profile ?? []),
      ...(explanation?.choices ?? []),
      ...(explanation?.taxAndFees ?? []),
    ].map(({ text }) => text);
    expect(shown).not.toContain('occupation: +3%');
    expect(shown).not.toContain('postcode area LS: +7%');
    expect(shown).toHaveLength(CUSTOMER_LINES.length - 1);
  });

  it('leaves the section out without a price or without customer lines', () => {
    expect(explainPrice(undefined)).toBeUndefined();
    expect(explainPrice({ calcDetails: { breakdownLines: CUSTOMER_LINES } })).toBeUndefined();
    expect(
      explainPrice(result([{ code: 'BASE', text: 'Starting price: £812.34', value: 812.34 }])),
    ).toBeUndefined();
  });

  it.each([
    [4.99, 'little'],
    [-4.99, 'little'],
    [5, 'raised'],
    [-5, 'lowered'],
  ] as const)('a profile group moving the price by %s made %s difference', (value, effect) => {
    const explanation = explainPrice(result([{ code: 'PROFILE_VAN', text: 'Your van', value }]));
    expect(explanation?.profile[0]?.effect).toBe(effect);
  });
});

const details = (monthly: number, annual: number): PriceDetails => ({
  annualTotalPayable: annual,
  monthlyTotalPayable: monthly,
  aprRateNewInstruction: 26.9,
  depositAmountTotal: 100,
  interestAmountTotal: 50,
  interestPercentage: 11.36,
  paymentAmountNormal: 80,
  paymentAmountVaried: 100,
  paymentCountNormal: 10,
  totalAmountOfCredit: 800,
});

describe('waysToChangePrice', () => {
  const explanation = explainPrice(result(CUSTOMER_LINES)) as PriceExplanation;

  it('leads with what the customer controls, each at its exact figure', () => {
    expect(waysToChangePrice(explanation, 500, 'Instalmnts', details(1000, 900))).toEqual([
      { kind: 'voluntaryExcess', amount: 500, cost: -25 },
      { kind: 'extras', cost: 74.99 },
      { kind: 'ncdProtection', cost: 91.77 },
      { kind: 'payAnnually', saving: 100 },
    ]);
  });

  it('offers only the voluntary excess when nothing else was chosen and they pay yearly', () => {
    const plain = explainPrice(
      result(CUSTOMER_LINES.filter(({ code }) => !code.startsWith('CHOICE_'))),
    ) as PriceExplanation;
    expect(waysToChangePrice(plain, 250, 'PayInFull', details(1000, 900))).toEqual([
      { kind: 'voluntaryExcess', amount: 250, cost: undefined },
    ]);
  });
});
