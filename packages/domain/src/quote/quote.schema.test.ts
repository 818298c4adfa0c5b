import { describe, expect, it } from 'vitest';
import { EXCESS_TYPES } from '../reference-data/excesses.ts';
import { createDefaultDirectQuote } from './default-direct-quote.ts';
import { ExcessPricesEntrySchema, QuoteSchema, TopUpSchema } from './quote.schema.ts';

const fourExcesses = {
  ACCIDENT_DAMAGE: 350,
  FIRE_THEFT: 250,
  WINDSCREEN_REPAIR: 15,
  WINDSCREEN: 75,
};
const sixExcesses = { ...fourExcesses, MALICIOUS_DAMAGE: 350, LOCK_KEYS: 100 };

describe('TopUpSchema (§3.1)', () => {
  it.each([
    ['the six-key reading', sixExcesses],
    ['the four-key reading', fourExcesses],
  ])('accepts excessPrices in %s', (_name, entry) => {
    const topUp = { excessPrices: { VAN: { '0': entry, '1': entry }, GOLD: { '0': entry } } };
    expect(TopUpSchema.parse(topUp)).toEqual(topUp);
  });

  it('names the same six excess keys as the reference data', () => {
    expect(Object.keys(ExcessPricesEntrySchema.shape).sort()).toEqual([...EXCESS_TYPES].sort());
  });

  it.each([
    ['an unknown tier', { excessPrices: { BRONZE: { '0': sixExcesses } } }],
    ['a driver key that is not an index', { excessPrices: { VAN: { main: sixExcesses } } }],
    ['an excess as text', { excessPrices: { VAN: { '0': { ...sixExcesses, WINDSCREEN: '75' } } } }],
    ['credit keyed by an unknown tier', { totalAmountOfCredit: { BRONZE: 100 } }],
    [
      'an extension price as text',
      { monthlyAmountForOptionalExtension: { VAN: { BDV1O: '4.50' } } },
    ],
    ['an unknown payment method', { payment: { selectedPaymentMethod: 'Monthly' } }],
  ])('refuses %s', (_name, topUp) => {
    expect(TopUpSchema.safeParse(topUp).success).toBe(false);
  });

  it('accepts per-tier maps that hold only the offered tiers', () => {
    const topUp = {
      totalAmountOfCredit: { VAN: 512.4 },
      monthlyAmountForOptionalExtension: { VAN: { BDV1O: 4.5, VLAO: 2.1 } },
      payment: { consentToAutoRenew: true, selectedPaymentMethod: 'Instalmnts' },
      van: { shouldAskPartTimeOccupation: false, shouldAskPolicyStartDate: true },
    };
    expect(TopUpSchema.parse(topUp)).toEqual(topUp);
  });
});

describe('QuoteSchema', () => {
  it('strips keys it does not know from a response', () => {
    const quote = { ...createDefaultDirectQuote('2026-03-14'), internalNote: 'x' };
    expect(QuoteSchema.parse(quote)).not.toHaveProperty('internalNote');
  });

  it.each([
    ['noAvailableProducts missing', (q: Record<string, unknown>) => delete q.noAvailableProducts],
    ['policy missing', (q: Record<string, unknown>) => delete q.policy],
  ])('refuses a quote with %s', (_name, edit) => {
    const quote: Record<string, unknown> = createDefaultDirectQuote('2026-03-14');
    edit(quote);
    expect(QuoteSchema.safeParse(quote).success).toBe(false);
  });

  it('refuses a policy start date that is a date-time (§3.2: yyyy-MM-dd)', () => {
    const quote = createDefaultDirectQuote('2026-03-14');
    expect(
      QuoteSchema.safeParse({
        ...quote,
        policy: { ...quote.policy, startDate: '2026-03-14T00:00:00Z' },
      }).success,
    ).toBe(false);
  });
});
