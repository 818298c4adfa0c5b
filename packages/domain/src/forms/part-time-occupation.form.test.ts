import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import type { Occupation } from '../risk/person.schema.ts';
import {
  applyPartTimeOccupation,
  partTimeOccupationFormFromQuote,
  PartTimeOccupationFormSchema,
} from './part-time-occupation.form.ts';

const quote = createDefaultDirectQuote('2025-06-15');
const JOB = { empStatus: 'SelfEmploy', employersBusiness: '021' } as const;

function withPartTime(partTimeOccupation: Occupation | undefined): Quote {
  const risk = quote.policy.eventCurrent.risk;
  const { partTimeOccupation: _, ...proposer } = risk.proposer;
  return {
    ...quote,
    policy: {
      ...quote.policy,
      eventCurrent: {
        ...quote.policy.eventCurrent,
        risk: {
          ...risk,
          proposer: partTimeOccupation ? { ...proposer, partTimeOccupation } : proposer,
        },
      },
    },
  };
}

function messagesFor(form: unknown): Record<string, string> {
  const result = PartTimeOccupationFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('PartTimeOccupationFormSchema', () => {
  it.each([
    ['no answer', {}, { hasOtherJob: 'Please tell us whether you have another job' }],
    [
      'Yes without a job',
      { hasOtherJob: true },
      { 'partTimeOccupation.empStatus': 'Please choose your employment status' },
    ],
    ['Yes with a job', { hasOtherJob: true, partTimeOccupation: JOB }, {}],
    ['No', { hasOtherJob: false }, {}],
  ])('%s', (_case, form, messages) => {
    expect(messagesFor(form)).toEqual(messages);
  });
});

describe('applyPartTimeOccupation', () => {
  const partTimeOf = (next: Quote) => next.policy.eventCurrent.risk.proposer.partTimeOccupation;

  it('stores the job given after Yes', () => {
    expect(
      partTimeOf(applyPartTimeOccupation(quote, { hasOtherJob: true, partTimeOccupation: JOB })),
    ).toEqual(JOB);
  });

  it('stores No as employment status None (§3.13), whatever job was typed before', () => {
    const next = applyPartTimeOccupation(withPartTime(JOB), {
      hasOtherJob: false,
      partTimeOccupation: JOB,
    });
    expect(partTimeOf(next)).toEqual({ empStatus: 'None' });
  });

  it('leaves the quote it was given unchanged', () => {
    const before = JSON.stringify(quote);
    applyPartTimeOccupation(quote, { hasOtherJob: true, partTimeOccupation: JOB });
    expect(JSON.stringify(quote)).toBe(before);
  });
});

describe('partTimeOccupationFormFromQuote', () => {
  it.each<[string, Occupation | undefined, object]>([
    ['no part-time job held: unanswered', undefined, {}],
    ['status None: No', { empStatus: 'None' }, { hasOtherJob: false }],
    ['a job: Yes and the job', JOB, { hasOtherJob: true, partTimeOccupation: JOB }],
  ])('%s', (_case, held, form) => {
    expect(partTimeOccupationFormFromQuote(withPartTime(held))).toEqual(form);
  });

  it('reads back what applyPartTimeOccupation wrote', () => {
    for (const form of [{ hasOtherJob: false }, { hasOtherJob: true, partTimeOccupation: JOB }]) {
      expect(partTimeOccupationFormFromQuote(applyPartTimeOccupation(quote, form))).toEqual(form);
    }
  });
});
