import { buildCreateQuoteRequest, type Risk } from '@van/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import { completedDirectQuote } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type {
  CreditCheckApplicant,
  CreditCheckOutcome,
  CreditCheckProvider,
} from './credit-check.port.ts';
import { runCreditCheck } from './credit-check.service.ts';

let database: TestApp;
let quoteId: string;
let risk: Risk;
const today = new Date('2026-11-22T10:00:00Z');
const daysLater = (days: number) => new Date(today.getTime() + days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  database = await createTestApp({ now: () => today });
  const quote = completedDirectQuote();
  const created = await database.app.inject({
    method: 'PUT',
    url: '/v1/quote',
    payload: buildCreateQuoteRequest(quote),
  });
  expect(created.statusCode).toBe(200);
  const row = await database.db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', created.json().policy.webReference)
    .executeTakeFirstOrThrow();
  quoteId = row.id;
  risk = created.json().policy.eventCurrent.risk;
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.db.deleteFrom('credit_check').execute();
});

const withSurname = (surname: string): Risk => ({
  ...risk,
  proposer: { ...risk.proposer, name: { ...risk.proposer.name, surname } },
});

/** A provider answering from a list, counting its calls and keeping what it was asked. */
function scripted(...answers: (CreditCheckOutcome | Error)[]) {
  const asked: CreditCheckApplicant[] = [];
  const provider: CreditCheckProvider = {
    check: async (applicant) => {
      asked.push(applicant);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { provider, asked };
}

const storedRows = () => database.db.selectFrom('credit_check').selectAll().execute();

describe('runCreditCheck', () => {
  it.each([
    ["O'Neill", 'A', 'PASSED'],
    ['Fraudcheck', 'D', 'FAILED'],
    ['Refer', 'R', 'FAILED'],
    ['Creditfail', 'D', 'FAILED_CREDIT'],
    ['Unavailable', 'R', 'SERVICE_UNAVAILABLE'],
  ])('stores and returns the embedded outcome for %s: %s %s', async (surname, decision, result) => {
    const outcome = await runCreditCheck(database.db, quoteId, withSurname(surname), 'MONTHLY_DD', {
      now: today,
    });
    expect(outcome).toEqual({ quoteId, purpose: 'MONTHLY_DD', decision, result, checkedAt: today });
    expect(await storedRows()).toEqual([
      { quote_id: quoteId, purpose: 'MONTHLY_DD', decision, result, checked_at: today },
    ]);
  });

  it('gives the provider the proposer, and stores no personal data', async () => {
    const { provider, asked } = scripted({ decision: 'A', result: 'PASSED' });
    await runCreditCheck(database.db, quoteId, risk, 'ANNUAL_CARD', { provider, now: today });
    expect(asked).toEqual([
      {
        purpose: 'ANNUAL_CARD',
        title: 'Mr',
        forenames: 'Sam',
        surname: "O'Neill",
        dateOfBirth: '1980-05-17',
        address: { houseNameOrNumber: '12', addressLine1: 'Park Row', postcode: 'LS1 4AP' },
      },
    ]);
    const [row] = await storedRows();
    expect(Object.keys(row!).sort()).toEqual([
      'checked_at',
      'decision',
      'purpose',
      'quote_id',
      'result',
    ]);
    expect(JSON.stringify(row)).not.toMatch(/Neill|1980|LS1|Park Row/);
  });

  it('does not check again within 30 days for the same quote and purpose', async () => {
    const { provider, asked } = scripted(
      { decision: 'D', result: 'FAILED_CREDIT' },
      { decision: 'A', result: 'PASSED' },
    );
    const first = await runCreditCheck(database.db, quoteId, risk, 'MONTHLY_DD', {
      provider,
      now: today,
    });
    const again = await runCreditCheck(database.db, quoteId, risk, 'MONTHLY_DD', {
      provider,
      now: daysLater(30),
    });
    expect(asked).toHaveLength(1);
    expect(again).toEqual(first);
    expect(again.result).toBe('FAILED_CREDIT');

    const later = await runCreditCheck(database.db, quoteId, risk, 'MONTHLY_DD', {
      provider,
      now: daysLater(31),
    });
    expect(asked).toHaveLength(2);
    expect(later).toMatchObject({ result: 'PASSED', checkedAt: daysLater(31) });
    expect(await storedRows()).toHaveLength(1);
  });

  it('checks each purpose on its own', async () => {
    const { provider, asked } = scripted(
      { decision: 'A', result: 'PASSED' },
      { decision: 'D', result: 'FAILED_CREDIT' },
    );
    await runCreditCheck(database.db, quoteId, risk, 'ANNUAL_CARD', { provider, now: today });
    const monthly = await runCreditCheck(database.db, quoteId, risk, 'MONTHLY_DD', {
      provider,
      now: today,
    });
    expect(asked.map((applicant) => applicant.purpose)).toEqual(['ANNUAL_CARD', 'MONTHLY_DD']);
    expect(monthly.result).toBe('FAILED_CREDIT');
    expect(await storedRows()).toHaveLength(2);
  });

  it.each([
    ['rejects', new Error('bureau down for Sam O’Neill')],
    ['answers outside §7.4', { decision: 'X', result: 'MAYBE' } as unknown as CreditCheckOutcome],
  ])(
    'counts a provider that %s as SERVICE_UNAVAILABLE, and asks again next time',
    async (_case, answer) => {
      const { provider, asked } = scripted(answer, { decision: 'A', result: 'PASSED' });
      const first = await runCreditCheck(database.db, quoteId, risk, 'MONTHLY_DD', {
        provider,
        now: today,
      });
      expect(first).toMatchObject({ decision: 'R', result: 'SERVICE_UNAVAILABLE' });
      const retried = await runCreditCheck(database.db, quoteId, risk, 'MONTHLY_DD', {
        provider,
        now: daysLater(1),
      });
      expect(asked).toHaveLength(2);
      expect(retried).toMatchObject({ decision: 'A', result: 'PASSED' });
      expect(await storedRows()).toMatchObject([{ result: 'PASSED' }]);
    },
  );

  it('counts a provider that does not answer in time as SERVICE_UNAVAILABLE', async () => {
    const silent: CreditCheckProvider = { check: () => new Promise(() => {}) };
    const outcome = await runCreditCheck(database.db, quoteId, risk, 'ANNUAL_CARD', {
      provider: silent,
      now: today,
      timeoutMs: 20,
    });
    expect(outcome.result).toBe('SERVICE_UNAVAILABLE');
  });

  it('gives racing purchase attempts one stored outcome', async () => {
    let calls = 0;
    const alternating: CreditCheckProvider = {
      check: async () =>
        (calls += 1) % 2 === 0
          ? { decision: 'D', result: 'FAILED' }
          : { decision: 'A', result: 'PASSED' },
    };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        runCreditCheck(database.db, quoteId, risk, 'MONTHLY_DD', {
          provider: alternating,
          now: today,
        }),
      ),
    );
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.result))).toEqual(new Set([rows[0]!.result]));
  });

  it('refuses a risk without the proposer’s surname, date of birth or postcode, storing nothing', async () => {
    const { provider, asked } = scripted({ decision: 'A', result: 'PASSED' });
    const noPostcode: Risk = {
      ...risk,
      proposer: { ...risk.proposer, correspondenceAddress: { addressLine1: 'Park Row' } },
    };
    await expect(
      runCreditCheck(database.db, quoteId, noPostcode, 'ANNUAL_CARD', { provider, now: today }),
    ).rejects.toThrow(DomainError);
    expect(asked).toHaveLength(0);
    expect(await storedRows()).toEqual([]);
  });
});
