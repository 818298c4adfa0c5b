import { type Risk } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import { createQuote } from '../../test/quotes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type {
  CheckedBankAccount,
  CreditCheckApplicant,
  CreditCheckOutcome,
  CreditCheckProvider,
} from './credit-check.port.ts';
import { runCreditCheck, type CreditCheckDependencies } from './credit-check.service.ts';

let database: TestApp;
let quoteId: string;
let risk: Risk;
const today = new Date('2026-11-22T10:00:00Z');
const hoursLater = (hours: number) => new Date(today.getTime() + hours * 60 * 60 * 1000);
const SECRET = 'a-test-secret-of-thirty-two-characters';
const ACCOUNT: CheckedBankAccount = { sortCode: '089999', accountNumber: '66374958' };

beforeAll(async () => {
  database = await createTestApp({ now: () => today });
  const quote = completedDirectQuote(ukToday(today));
  const created = await createQuote(database.app, quote);
  const row = await database.db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', created.policy.webReference)
    .executeTakeFirstOrThrow();
  quoteId = row.id;
  risk = created.policy.eventCurrent.risk;
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

/** The check of `checked` (the quote's risk by default), monthly with ACCOUNT unless told. */
function check(
  deps: Partial<CreditCheckDependencies> & { now: Date },
  {
    checked = risk,
    purpose = 'MONTHLY_DD',
    bankAccount = ACCOUNT,
  }: {
    checked?: Risk;
    purpose?: 'ANNUAL_CARD' | 'MONTHLY_DD';
    bankAccount?: CheckedBankAccount;
  } = {},
) {
  return runCreditCheck(
    database.db,
    { quoteId, risk: checked, purpose, bankAccount },
    { fingerprintSecret: SECRET, ...deps },
  );
}

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
    const outcome = await check({ now: today }, { checked: withSurname(surname) });
    expect(outcome).toEqual({
      quoteId,
      purpose: 'MONTHLY_DD',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      decision,
      result,
      checkedAt: today,
    });
    expect(await storedRows()).toEqual([
      {
        quote_id: quoteId,
        purpose: 'MONTHLY_DD',
        fingerprint: outcome.fingerprint,
        decision,
        result,
        checked_at: today,
      },
    ]);
  });

  it('gives the provider the proposer, and for monthly the bank account; stores no personal data', async () => {
    const { provider, asked } = scripted({ decision: 'A', result: 'PASSED' });
    await check({ provider, now: today }, { purpose: 'ANNUAL_CARD' });
    await check({ provider, now: today }, { purpose: 'MONTHLY_DD' });
    const proposer = {
      title: 'Mr',
      forenames: 'Sam',
      surname: "O'Neill",
      dateOfBirth: '1980-05-17',
      address: {
        houseNameOrNumber: '12',
        addressLine1: 'Park Row',
        addressLine2: 'Leeds',
        postcode: 'LS1 4AP',
      },
    };
    expect(asked).toEqual([
      { purpose: 'ANNUAL_CARD', ...proposer },
      { purpose: 'MONTHLY_DD', ...proposer, bankAccount: ACCOUNT },
    ]);
    const rows = await storedRows();
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'checked_at',
      'decision',
      'fingerprint',
      'purpose',
      'quote_id',
      'result',
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Neill|Sam|1980|LS1|Park Row|089999|66374958|4958/i);
  });

  it('does not check the same facts again within 24 hours, and does after', async () => {
    const { provider, asked } = scripted(
      { decision: 'D', result: 'FAILED_CREDIT' },
      { decision: 'A', result: 'PASSED' },
    );
    const first = await check({ provider, now: today });
    const again = await check({ provider, now: hoursLater(24) });
    expect(asked).toHaveLength(1);
    expect(again).toEqual(first);
    expect(again.result).toBe('FAILED_CREDIT');

    const later = await check({ provider, now: hoursLater(24.01) });
    expect(asked).toHaveLength(2);
    expect(later).toMatchObject({ result: 'PASSED', checkedAt: hoursLater(24.01) });
    expect(await storedRows()).toHaveLength(1);
  });

  it.each<[string, (risk: Risk) => Risk, CheckedBankAccount?]>([
    ['the surname', (r) => withName(r, { surname: 'Smith' })],
    ['the forenames', (r) => withName(r, { forenames: 'Samuel' })],
    ['the title', (r) => withName(r, { title: 'Dr' })],
    [
      'the date of birth',
      (r) => ({ ...r, proposer: { ...r.proposer, dateOfBirth: '1980-05-18' } }),
    ],
    ['the house', (r) => withAddress(r, { houseNameOrNumber: '14' })],
    ['the first address line', (r) => withAddress(r, { addressLine1: 'Boar Lane' })],
    ['a second address line', (r) => withAddress(r, { addressLine2: 'Holbeck' })],
    ['the postcode', (r) => withAddress(r, { postcode: 'LS1 4AQ' })],
    ['the sort code', (r) => r, { ...ACCOUNT, sortCode: '202959' }],
    ['the account number', (r) => r, { ...ACCOUNT, accountNumber: '63748472' }],
  ])('checks again when %s changes, and keeps both outcomes', async (_fact, change, account) => {
    const { provider, asked } = scripted(
      { decision: 'A', result: 'PASSED' },
      { decision: 'D', result: 'FAILED' },
    );
    await check({ provider, now: today });
    const changed = await check(
      { provider, now: hoursLater(1) },
      { checked: change(risk), bankAccount: account ?? ACCOUNT },
    );
    expect(asked).toHaveLength(2);
    expect(changed.result).toBe('FAILED');
    // Back to the first facts: their outcome still answers, without a third call.
    const back = await check({ provider, now: hoursLater(2) });
    expect(back.result).toBe('PASSED');
    expect(asked).toHaveLength(2);
    expect(await storedRows()).toHaveLength(2);
  });

  it('reuses the outcome when the facts differ only in case and spacing', async () => {
    const { provider, asked } = scripted({ decision: 'A', result: 'PASSED' });
    await check({ provider, now: today });
    const cosmetic: Risk = {
      ...risk,
      proposer: {
        ...risk.proposer,
        name: { title: ' MR', forenames: 'sam ', surname: "  o'NEILL" },
        correspondenceAddress: {
          ...risk.proposer.correspondenceAddress,
          addressLine1: 'PARK  ROW',
          postcode: 'ls14ap',
        },
      },
    };
    await check(
      { provider, now: hoursLater(1) },
      { checked: cosmetic, bankAccount: { sortCode: '08-99-99', accountNumber: '6637 4958' } },
    );
    expect(asked).toHaveLength(1);
    expect(await storedRows()).toHaveLength(1);
  });

  it('checks each purpose on its own', async () => {
    const { provider, asked } = scripted(
      { decision: 'A', result: 'PASSED' },
      { decision: 'D', result: 'FAILED_CREDIT' },
    );
    await check({ provider, now: today }, { purpose: 'ANNUAL_CARD' });
    const monthly = await check({ provider, now: today });
    expect(asked.map((applicant) => applicant.purpose)).toEqual(['ANNUAL_CARD', 'MONTHLY_DD']);
    expect(monthly.result).toBe('FAILED_CREDIT');
    expect(await storedRows()).toHaveLength(2);
  });

  it('keys the fingerprint with the secret: another secret is another fingerprint', async () => {
    const { provider } = scripted({ decision: 'A', result: 'PASSED' });
    const first = await check({ provider, now: today });
    const other = await check({
      provider,
      now: today,
      fingerprintSecret: 'another-secret-of-32-characters!!',
    });
    expect(other.fingerprint).not.toBe(first.fingerprint);
  });

  it.each([
    ['rejects', new Error('bureau down for Sam O’Neill')],
    ['answers outside §7.4', { decision: 'X', result: 'MAYBE' } as unknown as CreditCheckOutcome],
  ])(
    'counts a provider that %s as SERVICE_UNAVAILABLE, and asks again next time',
    async (_case, answer) => {
      const { provider, asked } = scripted(answer, { decision: 'A', result: 'PASSED' });
      const first = await check({ provider, now: today });
      expect(first).toMatchObject({ decision: 'R', result: 'SERVICE_UNAVAILABLE' });
      const retried = await check({ provider, now: hoursLater(1) });
      expect(asked).toHaveLength(2);
      expect(retried).toMatchObject({ decision: 'A', result: 'PASSED' });
      expect(await storedRows()).toMatchObject([{ result: 'PASSED' }]);
    },
  );

  it('counts a provider that does not answer in time as SERVICE_UNAVAILABLE', async () => {
    const silent: CreditCheckProvider = { check: () => new Promise(() => {}) };
    const outcome = await check(
      { provider: silent, now: today, timeoutMs: 20 },
      { purpose: 'ANNUAL_CARD' },
    );
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
      Array.from({ length: 10 }, () => check({ provider: alternating, now: today })),
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
      check({ provider, now: today }, { checked: noPostcode, purpose: 'ANNUAL_CARD' }),
    ).rejects.toThrow(DomainError);
    expect(asked).toHaveLength(0);
    expect(await storedRows()).toEqual([]);
  });

  it('refuses to check monthly payments without the bank account, storing nothing', async () => {
    const { provider, asked } = scripted({ decision: 'A', result: 'PASSED' });
    await expect(
      runCreditCheck(
        database.db,
        { quoteId, risk, purpose: 'MONTHLY_DD' },
        { fingerprintSecret: SECRET, provider, now: today },
      ),
    ).rejects.toThrow(/bank account/);
    expect(asked).toHaveLength(0);
    expect(await storedRows()).toEqual([]);
  });
});

function withName(risk: Risk, name: Partial<NonNullable<Risk['proposer']['name']>>): Risk {
  return { ...risk, proposer: { ...risk.proposer, name: { ...risk.proposer.name, ...name } } };
}

function withAddress(
  risk: Risk,
  address: Partial<NonNullable<Risk['proposer']['correspondenceAddress']>>,
): Risk {
  return {
    ...risk,
    proposer: {
      ...risk.proposer,
      correspondenceAddress: { ...risk.proposer.correspondenceAddress, ...address },
    },
  };
}
