import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InstalmentPlan } from '../quote/result.schema.ts';
import { addCalendarDays, addWorkingDays, isWorkingDay } from './bank-holidays.ts';
import {
  AccountHolderNameSchema,
  AccountNumberSchema,
  DIRECT_DEBIT_MESSAGES,
  DirectDebitMandateFormSchema,
  SortCodeSchema,
  directDebitSchedule,
  normaliseAccountNumber,
  normaliseSortCode,
} from './direct-debit.ts';
import { DIRECT_DEBIT_GUARANTEE, DIRECT_DEBIT_POLICYHOLDER_TEXT } from './direct-debit-text.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('sort codes as people type them', () => {
  it.each([
    ['12-34-56', '123456'],
    ['12 34 56', '123456'],
    ['123456', '123456'],
    [' 30-99-50 ', '309950'],
    ['00-00-00', '000000'],
  ])('reads %j as %s', (typed, digits) => {
    expect(normaliseSortCode(typed)).toEqual({ ok: true, value: digits });
    expect(SortCodeSchema.parse(typed)).toBe(digits);
  });

  it.each([
    ['', DIRECT_DEBIT_MESSAGES.sortCodeRequired],
    ['  -  ', DIRECT_DEBIT_MESSAGES.sortCodeRequired],
    ['12345', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['1234567', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['12/34/56', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['AB-CD-EF', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['１２３４５６', DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
    ['1'.repeat(21), DIRECT_DEBIT_MESSAGES.sortCodeInvalid],
  ])('refuses %j with "%s"', (typed, message) => {
    expect(messageOf(SortCodeSchema.safeParse(typed))).toEqual([message]);
  });

  it('refuses a sort code that is not text, asking for it', () => {
    expect(messageOf(SortCodeSchema.safeParse(123456))).toEqual([
      DIRECT_DEBIT_MESSAGES.sortCodeRequired,
    ]);
  });

  it("words the sort code message in the spec's voice", () => {
    expect(DIRECT_DEBIT_MESSAGES.sortCodeInvalid).toBe('Enter a valid sort code, like 30-99-50');
  });
});

describe('account numbers as people type them', () => {
  it.each([
    ['31926819', '31926819'],
    ['3192 6819', '31926819'],
    ['3192-6819', '31926819'],
    ['1234567', '01234567'],
    ['123456', '00123456'],
    ['00000190', '00000190'],
  ])('reads %j as %s (6 and 7 digits padded with leading zeros)', (typed, digits) => {
    expect(normaliseAccountNumber(typed)).toEqual({ ok: true, value: digits });
    expect(AccountNumberSchema.parse(typed)).toBe(digits);
  });

  it.each([
    ['', DIRECT_DEBIT_MESSAGES.accountNumberRequired],
    ['12345', DIRECT_DEBIT_MESSAGES.accountNumberInvalid],
    ['123456789', DIRECT_DEBIT_MESSAGES.accountNumberInvalid],
    ['12345678901', DIRECT_DEBIT_MESSAGES.accountNumberInvalid],
    ['1234567a', DIRECT_DEBIT_MESSAGES.accountNumberInvalid],
    ['-1234567', '01234567'],
  ])('answers %j with "%s"', (typed, expected) => {
    const parsed = AccountNumberSchema.safeParse(typed);
    if (/^\d{8}$/.test(expected)) expect(parsed.data).toBe(expected);
    else expect(messageOf(parsed)).toEqual([expected]);
  });

  it('refuses a 10-digit account number, asking for the 8 digits the bank uses', () => {
    const parsed = AccountNumberSchema.safeParse('01234567 89');
    expect(messageOf(parsed)).toEqual([DIRECT_DEBIT_MESSAGES.accountNumberTenDigits]);
    expect(DIRECT_DEBIT_MESSAGES.accountNumberTenDigits).toMatch(/8-digit account number/);
  });
});

describe('the account holder and the Direct Debit form', () => {
  it.each([
    ["Sam O'Neill", "Sam O'Neill"],
    ['Sam O’Neill', "Sam O'Neill"],
    ['  Anne-Marie   Smith ', 'Anne-Marie Smith'],
    ['Zoë Brontë', 'Zoë Brontë'],
    ['Al', 'Al'],
    ['A'.repeat(40), 'A'.repeat(40)],
  ])('accepts %j as %j', (typed, stored) => {
    expect(AccountHolderNameSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['', DIRECT_DEBIT_MESSAGES.accountHolderRequired],
    ['   ', DIRECT_DEBIT_MESSAGES.accountHolderRequired],
    ['A', DIRECT_DEBIT_MESSAGES.accountHolderLength],
    ['A'.repeat(41), DIRECT_DEBIT_MESSAGES.accountHolderLength],
    ['Sam O.Neill', DIRECT_DEBIT_MESSAGES.accountHolderCharacters],
    ['Sam 2nd', DIRECT_DEBIT_MESSAGES.accountHolderCharacters],
    ["'Sam", DIRECT_DEBIT_MESSAGES.accountHolderCharacters],
  ])('refuses %j with "%s"', (typed, message) => {
    expect(messageOf(AccountHolderNameSchema.safeParse(typed))).toEqual([message]);
  });

  const form = {
    accountHolderName: "Sam O'Neill",
    sortCode: '08-99-99',
    accountNumber: '66374958',
    soleSignatory: true,
  };

  it('gives the mandate in its stored form', () => {
    expect(DirectDebitMandateFormSchema.parse(form)).toEqual({
      accountHolderName: "Sam O'Neill",
      sortCode: '089999',
      accountNumber: '66374958',
      soleSignatory: true,
    });
  });

  it.each([false, undefined, 'true'])(
    'requires the sole-signatory confirmation (given %j)',
    (soleSignatory) => {
      const parsed = DirectDebitMandateFormSchema.safeParse({ ...form, soleSignatory });
      expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['soleSignatory'], DIRECT_DEBIT_MESSAGES.soleSignatoryRequired],
      ]);
    },
  );

  it('names every wrong field at once', () => {
    const parsed = DirectDebitMandateFormSchema.safeParse({
      accountHolderName: '',
      sortCode: '12',
      accountNumber: '0123456789',
      soleSignatory: true,
    });
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual([
      'accountHolderName',
      'sortCode',
      'accountNumber',
    ]);
  });
});

describe('the Direct Debit words', () => {
  it('gives the four points of the Direct Debit Guarantee, naming the collector', () => {
    const points = DIRECT_DEBIT_GUARANTEE.points('Roadwise Insurance Services Limited');
    expect(DIRECT_DEBIT_GUARANTEE.heading).toBe('The Direct Debit Guarantee');
    expect(points).toHaveLength(4);
    expect(points[0]).toMatch(/offered by all banks and building societies/);
    expect(points[1]).toMatch(/Roadwise Insurance Services Limited will tell you 10 working days/);
    expect(points[2]).toMatch(/full and immediate refund/);
    expect(points[3]).toMatch(/cancel a Direct Debit at any time/);
  });

  it('tells the policyholder the account must be theirs and how payments appear', () => {
    const paragraphs = DIRECT_DEBIT_POLICYHOLDER_TEXT.paragraphs('Roadwise Insurance Services');
    expect(paragraphs.join(' ')).toMatch(/in your name, as the policyholder/);
    expect(paragraphs.join(' ')).toMatch(/bank statement as Roadwise Insurance Services\./);
  });
});

/** The plan the rating engine builds (§3.4): a deposit first, then 10 equal payments. */
const plan: InstalmentPlan = {
  depositAmountTotal: 71.8,
  paymentAmountVaried: 71.8,
  paymentVariedFirst: true,
  paymentVariedLast: false,
  paymentAmountNormal: 61.23,
  paymentCountNormal: 10,
  paymentCountTotal: 11,
  paymentFrequency: 'OneMonth',
  instalmentType: 'DD',
};

const dates = (request: Parameters<typeof directDebitSchedule>[0]) =>
  directDebitSchedule(request).map((collection) => collection.date);

describe('directDebitSchedule', () => {
  it('collects the normal payments monthly on the cover start day, the first 10 working days or more after today, moving weekends and bank holidays to the next working day', () => {
    // 10 working days after Sunday 22 November 2026 is Friday 4 December, past the 1st, so the
    // first collection is due on 1 January 2027: New Year's Day, so Monday 4 January.
    // 1 May 2027 is a Saturday and Monday 3 May the Early May bank holiday: Tuesday 4 May.
    const schedule = directDebitSchedule({
      plan,
      coverStartDate: '2026-12-01',
      today: '2026-11-22',
    });
    expect(schedule).toEqual(
      [
        '2027-01-04',
        '2027-02-01',
        '2027-03-01',
        '2027-04-01',
        '2027-05-04',
        '2027-06-01',
        '2027-07-01',
        '2027-08-02',
        '2027-09-01',
        '2027-10-01',
      ].map((date) => ({ date, amount: 61.23 })),
    );
  });

  it('does not collect before the cover starts', () => {
    expect(dates({ plan, coverStartDate: '2026-12-15', today: '2026-11-02' }).slice(0, 3)).toEqual([
      '2026-12-15',
      '2027-01-15',
      '2027-02-15',
    ]);
  });

  it('collects on the first possible day itself when it is exactly 10 working days away', () => {
    // 10 working days after Monday 2 November 2026 is Monday 16 November.
    expect(addWorkingDays('2026-11-02', 10)).toBe('2026-11-16');
    expect(dates({ plan, coverStartDate: '2026-11-16', today: '2026-11-02' })[0]).toBe(
      '2026-11-16',
    );
    expect(dates({ plan, coverStartDate: '2026-11-13', today: '2026-11-02' })[0]).toBe(
      '2026-12-14', // the 13th of December 2026 is a Sunday
    );
  });

  it('counts Christmas and Easter as non-working days for the notice and the collection', () => {
    // A chosen 28th: 28 December 2026 is the Boxing Day substitute, 28 February 2027 a Sunday,
    // 28 March 2027 Easter Sunday (then Easter Monday), 28 August 2027 a Saturday (then the
    // Summer bank holiday).
    expect(
      dates({ plan, coverStartDate: '2026-11-30', today: '2026-11-10', collectionDay: 28 }),
    ).toEqual([
      '2026-12-29',
      '2027-01-28',
      '2027-03-01',
      '2027-03-30',
      '2027-04-28',
      '2027-05-28',
      '2027-06-28',
      '2027-07-28',
      '2027-08-31',
      '2027-09-28',
    ]);
  });

  it.each([
    ['2027-01-31', 28],
    ['2027-01-29', 28],
    ['2027-01-28', 28],
    ['2027-01-05', 5],
  ])('defaults the collection day to the cover start day (%s), at most the 28th', (start, day) => {
    const request = { plan, coverStartDate: start, today: '2026-12-01' };
    expect(dates(request)).toEqual(dates({ ...request, collectionDay: day }));
  });

  it('starts the month after the cover start when the cover starts after the 28th', () => {
    // Sunday 28 February 2027, so Monday 1 March; then Easter Sunday 28 March, so Tuesday 30 March.
    expect(dates({ plan, coverStartDate: '2027-01-31', today: '2026-12-01' }).slice(0, 3)).toEqual([
      '2027-03-01',
      '2027-03-30',
      '2027-04-28',
    ]);
  });

  it('collects on the chosen day of the month instead when one is given', () => {
    expect(
      dates({ plan, coverStartDate: '2026-12-01', today: '2026-11-22', collectionDay: 15 }),
    ).toEqual([
      '2026-12-15',
      '2027-01-15',
      '2027-02-15',
      '2027-03-15',
      '2027-04-15',
      '2027-05-17',
      '2027-06-15',
      '2027-07-15',
      '2027-08-16',
      '2027-09-15',
    ]);
  });

  it('adds the varied payment as the last collection when the plan puts it last', () => {
    const last = directDebitSchedule({
      plan: {
        ...plan,
        paymentVariedFirst: false,
        paymentVariedLast: true,
        paymentAmountVaried: 58,
      },
      coverStartDate: '2026-12-01',
      today: '2026-11-22',
    });
    expect(last).toHaveLength(11);
    expect(last.slice(0, 10).every((collection) => collection.amount === 61.23)).toBe(true);
    expect(last[10]).toEqual({ date: '2027-11-01', amount: 58 });
  });

  it.each([
    ['a collection day of 29', { collectionDay: 29 }],
    ['a collection day of 0', { collectionDay: 0 }],
    ['a fractional collection day', { collectionDay: 1.5 }],
    ['a cover start that is not a real date', { coverStartDate: '2026-02-30' }],
    ['today as a date-time', { today: '2026-11-22T10:00:00Z' }],
    ['a plan without monthly payments', { plan: { paymentAmountNormal: 61.23 } }],
    ['a plan of no payments', { plan: { ...plan, paymentCountNormal: 0 } }],
    ['a date past the bank-holiday list', { coverStartDate: '2031-01-10', today: '2030-12-20' }],
  ])('refuses %s', (_case, change) => {
    expect(() =>
      directDebitSchedule({ plan, coverStartDate: '2026-12-01', today: '2026-11-22', ...change }),
    ).toThrow(RangeError);
  });

  it('always gives working days in order, on the collection day or just after, from the first day allowed', () => {
    const firstDay = new Date('2026-01-01T00:00:00Z').getTime();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * 365 }),
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.integer({ min: 1, max: 28 }), { nil: undefined }),
        fc.integer({ min: 1, max: 12 }),
        (todayOffset, startOffset, collectionDay, count) => {
          const today = new Date(firstDay + todayOffset * 86_400_000).toISOString().slice(0, 10);
          const coverStartDate = addCalendarDays(today, startOffset);
          const schedule = directDebitSchedule({
            plan: { ...plan, paymentCountNormal: count },
            coverStartDate,
            today,
            collectionDay,
          });
          const day = collectionDay ?? Math.min(Number(coverStartDate.slice(8)), 28);
          // The first due date: the first day-of-month `day` on or after both limits.
          const notice = addWorkingDays(today, 10);
          let due = notice > coverStartDate ? notice : coverStartDate;
          while (Number(due.slice(8)) !== day) due = addCalendarDays(due, 1);
          expect(schedule).toHaveLength(count);
          schedule.forEach(({ date, amount }, index) => {
            expect(amount).toBe(61.23);
            expect(isWorkingDay(date)).toBe(true);
            if (index > 0) expect(date > schedule[index - 1]!.date).toBe(true);
            // On its due date, or moved on past a weekend and holidays (at most 4 days, Christmas).
            const moved = (Date.parse(date) - Date.parse(due)) / 86_400_000;
            expect(moved).toBeGreaterThanOrEqual(0);
            expect(moved).toBeLessThanOrEqual(4);
            const [year, month] = due.split('-').map(Number) as [number, number];
            due = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-${due.slice(8)}`;
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
