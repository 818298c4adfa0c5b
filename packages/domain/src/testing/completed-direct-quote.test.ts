import { describe, expect, it } from 'vitest';
import { missingRequiredAnswers } from '../risk/required-answers.ts';
import { completedDirectQuote } from './completed-direct-quote.ts';

describe('completedDirectQuote', () => {
  // Tests run on any day, and some set the server's clock years ahead (decision 034 item 3).
  it.each(['2026-11-22', '2031-04-01', '2040-12-01'])(
    'answers every question the direct journey requires, its cover starting on the day given (%s)',
    (today) => {
      const quote = completedDirectQuote(today);
      expect(missingRequiredAnswers(quote.policy.eventCurrent.risk)).toEqual([]);
      expect(quote.policy.eventCurrent.risk.startDate?.slice(0, 10)).toBe(today);
    },
  );
});
