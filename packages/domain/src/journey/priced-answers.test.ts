import { describe, expect, it } from 'vitest';
import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import { USERFIELD_CODES } from '../reference-data/offers-and-userfields.ts';
import type { Risk } from '../risk/risk.schema.ts';
import { answeredQuote } from '../testing/answered-quote.ts';
import { answersArePriced } from './priced-answers.ts';

const priced: Risk = answeredQuote().policy.eventCurrent.risk;
/** A copy of `priced` as JSON carries it (sessionStorage, the wire). */
const copy = (): Risk => JSON.parse(JSON.stringify(priced)) as Risk;

describe('answersArePriced (decision 051)', () => {
  it('holds for the priced answers themselves, however their fields are ordered', () => {
    const reordered = Object.fromEntries(Object.entries(copy()).reverse()) as Risk;
    expect(answersArePriced(reordered, priced)).toBe(true);
  });

  it('reads a field held as undefined as the field left out, as JSON does', () => {
    const { quoteType: _left, ...without } = copy();
    expect(answersArePriced({ ...without, quoteType: undefined }, without)).toBe(true);
  });

  it.each<[string, (risk: Risk) => void]>([
    ['"used for" changed to courier', (risk) => (risk.vehicles![0]!.classOfUse = 'C2')],
    ['the voluntary excess changed', (risk) => (risk.volXS = (risk.volXS ?? 0) + 100)],
    ['the cover start changed', (risk) => (risk.startDate = '2099-01-01')],
    [
      'a driver added',
      (risk) =>
        (risk.additionalInsuredPersons = [...(risk.additionalInsuredPersons ?? []), risk.proposer]),
    ],
    [
      'the proposer renamed',
      (risk) => (risk.proposer.name = { ...risk.proposer.name, surname: 'Else' }),
    ],
    [
      'an underwriting answer changed',
      (risk) => risk.duqAnswers?.push({ questionNumber: DUQ_QUESTIONS.vanImported, answer: 'Y' }),
    ],
  ])('fails once %s', (_case, change) => {
    const held = copy();
    change(held);
    expect(answersArePriced(held, priced)).toBe(false);
  });

  it('holds when only the pay method differs: every price carries both figures (§4.8)', () => {
    const held = copy();
    held.userfieldAnswers = [
      ...(held.userfieldAnswers ?? []).filter(
        ({ questionCode }) => questionCode !== USERFIELD_CODES.PaymentFrequency,
      ),
      { questionCode: USERFIELD_CODES.PaymentFrequency, answer: 'Instalmnts' },
    ];
    held.duqAnswers = [
      ...(held.duqAnswers ?? []).filter(
        ({ questionNumber }) => questionNumber !== DUQ_QUESTIONS.paymentFrequency,
      ),
      { questionNumber: DUQ_QUESTIONS.paymentFrequency, answer: 'Instalmnts' },
    ];
    expect(answersArePriced(held, priced)).toBe(true);
  });
});
