import { describe, expect, it } from 'vitest';
import { ANSWERED_TODAY, answeredQuote } from '../testing/answered-quote.ts';
import {
  applyCarUsage,
  carUsageFormFromQuote,
  type CarUsageForm,
} from '../forms/car-usage.form.ts';
import {
  DEMANDS_AND_NEEDS_VERSION,
  demandsAndNeeds,
  demandsAndNeedsText,
} from './demands-and-needs.ts';
import type { Quote } from './quote.schema.ts';
import type { Result } from './result.schema.ts';

/** `quote` priced on its current event with `result` (the tier being sold, §4.4). */
function pricedWith(quote: Quote, result: Result): Quote {
  return {
    ...quote,
    policy: { ...quote.policy, eventCurrent: { ...quote.policy.eventCurrent, result } },
  };
}

const PRICED: Result = {
  grantedDetailsMotor: { productName: 'Van Comprehensive', insurerName: 'Fictional Insurance plc' },
  allOptionalExtensions: {
    appliedOptionalExtensions: [
      { code: 'MLAI', description: 'Motor Legal Assistance' },
      { code: 'BDV2O' },
      { code: 'NCDOK' },
    ],
    availableOptionalExtensions: [
      { code: 'BDV2O' },
      { code: 'VLAO' },
      { code: 'TOOLSV1O' },
      { code: 'NCDCHECK' },
    ],
  },
};

const statementOf = (quote: Quote) => demandsAndNeeds(quote).paragraphs;

describe('the demands-and-needs statement (ICOBS 5.2)', () => {
  it.each([
    ['annually', 'PayInFull', 'You want to pay for the year in one payment by card.'],
    [
      'monthly',
      'Instalmnts',
      'You want to spread the cost in monthly payments by Direct Debit. This is a credit agreement, and it costs more in total than paying in one go.',
    ],
  ] as const)('says the customer pays %s', (_, paymentFrequency, words) => {
    const quote = answeredQuote('2025-06-20', { coverDetails: { paymentFrequency } });
    expect(statementOf(quote)).toContain(words);
  });

  it.each([
    ['C', 'You want comprehensive cover for your van.'],
    ['TPFT', 'You want third party, fire and theft cover for your van.'],
  ] as const)('names the level of cover %s', (coverLevel, words) => {
    expect(statementOf(answeredQuote('2025-06-20', { coverDetails: { coverLevel } }))).toContain(
      words,
    );
  });

  it('names the extras included, taken and declined, never the hidden ones', () => {
    const paragraphs = statementOf(pricedWith(answeredQuote(), PRICED));
    expect(paragraphs).toContain('Included with this cover: Motor Legal Assistance.');
    expect(paragraphs).toContain('Extras you chose to add: Roadside + National Recovery.');
    expect(paragraphs).toContain(
      'Extras you were offered and chose not to take: Van Legal Assistance and Tools cover up to £1,000. Without them you are not covered for what they cover.',
    );
    expect(paragraphs.join(' ')).not.toMatch(/NCDOK|NCDCHECK/);
  });

  it('says no extras were added when none were', () => {
    expect(statementOf(answeredQuote())).toContain('You chose not to add any extras.');
  });

  it('says the use, the business use and what the van carries', () => {
    const answered = answeredQuote();
    const quote = applyCarUsage(answered, {
      ...(carUsageFormFromQuote(answered) as CarUsageForm),
      classOfUse: 'SDPC+Business',
      whoUsesTheCarForBusiness: 'C1',
      businessAnnualMileage: 6000,
      vanUsedFor: 'OWNGOODS',
    });
    expect(statementOf(quote)).toEqual(
      expect.arrayContaining([
        'You want the van insured for: social, domestic, pleasure, commuting and business use.',
        'The business use you need is: business use by the proposer.',
        'You told us the van is used for: delivering my own goods to my customers.',
      ]),
    );
  });

  it.each([
    [
      'the customer and a named driver',
      answeredQuote(),
      'You want these people insured to drive it: Sam Taylor (you) and Jane Taylor.',
    ],
    [
      'the customer alone',
      answeredQuote('2025-06-20', { drivers: [] }),
      'You want only yourself insured to drive it: Sam Taylor.',
    ],
  ])('names who is insured: %s', (_, quote, words) => {
    expect(statementOf(quote)).toContain(words);
  });

  it('states the voluntary excess chosen', () => {
    expect(statementOf(answeredQuote())).toContain(
      'You chose a voluntary excess of £250, paid on top of the compulsory excess on a claim.',
    );
  });

  it('says the sale is non-advised and what the policy meets', () => {
    const paragraphs = statementOf(pricedWith(answeredQuote(), PRICED));
    expect(paragraphs).toContain(
      'We have not given you advice or a personal recommendation about this insurance. You have chosen it yourself, on the information you gave us. Please read the policy documents to make sure the cover is right for you.',
    );
    expect(paragraphs.at(-1)).toBe(
      'On the information you gave us, the Van Comprehensive policy from Fictional Insurance plc meets these demands and needs.',
    );
  });

  it('carries its version, and its text is the heading and paragraphs as shown', () => {
    const statement = demandsAndNeeds(answeredQuote('2025-06-20', { today: ANSWERED_TODAY }));
    expect(statement.version).toBe(DEMANDS_AND_NEEDS_VERSION);
    const text = demandsAndNeedsText(statement);
    expect(text.startsWith('Your demands and needs\n\nFrom your answers')).toBe(true);
    expect(text).toContain(statement.paragraphs.at(-1));
  });
});
