import { describe, expect, it } from 'vitest';
import { ukToday } from '../shared/uk-date.ts';
import {
  coverEndDate,
  coverRenewalDate,
  coverStartDate,
  coverStartProblem,
  latestCoverStart,
  riskCoverStartDate,
} from './cover-start.ts';
import { createDefaultDirectQuote } from './default-direct-quote.ts';

describe('the cover start window (decision 033 item 1)', () => {
  it.each([
    ['2026-06-11', undefined, 'today'],
    ['2026-07-11', undefined, '30 days ahead'],
    ['2026-06-10', 'past', 'yesterday'],
    ['2026-07-12', 'tooFarAhead', '31 days ahead'],
    ['2026-06-11T00:00:00Z', undefined, 'today as a date-time'],
  ] as const)('on 11 June a start on %s is %s (%s)', (startDate, problem, _) => {
    expect(coverStartProblem(startDate, '2026-06-11')).toBe(problem);
  });

  it('runs to MAX_COVER_START_DAYS after today, over a month end', () => {
    expect(latestCoverStart('2026-12-15')).toBe('2027-01-14');
  });

  it('opens on the UK date: at 00:30 BST a start on the UTC date has passed (decision 037)', () => {
    const today = ukToday(new Date('2026-06-10T23:30:00Z'));
    expect(coverStartProblem('2026-06-11', today)).toBeUndefined();
    expect(coverStartProblem('2026-06-10', today)).toBe('past');
    expect(latestCoverStart(today)).toBe('2026-07-11');
  });
});

describe('coverStartDate', () => {
  it("is the current risk's start date, the date part of a date-time", () => {
    const quote = createDefaultDirectQuote('2026-06-11');
    quote.policy.eventCurrent.risk.startDate = '2026-06-20T00:00:00Z';
    expect(coverStartDate(quote, '2026-06-11')).toBe('2026-06-20');
  });

  it('is today while no start date is given', () => {
    const quote = createDefaultDirectQuote('2026-06-11');
    delete quote.policy.eventCurrent.risk.startDate;
    expect(coverStartDate(quote, '2026-06-12')).toBe('2026-06-12');
    expect(riskCoverStartDate({}, '2026-06-12')).toBe('2026-06-12');
  });
});

describe('a year of cover (§3.2 renewalDate and endDate)', () => {
  it.each([
    ['2026-11-22', '2027-11-22', '2027-11-21'],
    ['2026-01-01', '2027-01-01', '2026-12-31'],
    ['2027-03-01', '2028-03-01', '2028-02-29'], // the year of cover holds a 29 February
    ['2028-02-29', '2029-03-01', '2029-02-28'], // a leap-day start renews on 1 March
  ])('starting on %s renews on %s and ends on %s', (start, renewal, end) => {
    expect(coverRenewalDate(start)).toBe(renewal);
    expect(coverEndDate(start)).toBe(end);
  });
});
