import { Writable } from 'node:stream';
import { BankAccountCheckResponseSchema } from '@van/domain/contract';
import { DIRECT_DEBIT_MESSAGES } from '@van/domain/payment';
import { ApiErrorSchema, TOO_MANY_REQUESTS_MESSAGE } from '@van/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { databaseText } from '../../test/database-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let now = new Date('2026-11-22T10:00:00Z');
let database: TestApp;
let app: App;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestApp({
    now: () => now,
    logLevel: 'trace',
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });
  app = database.app;
});

afterAll(async () => {
  await database.close();
});

/** A fresh hour for each test, so no limit carries over from another. */
function nextHour() {
  now = new Date(now.getTime() + 61 * 60 * 1000);
}

const checkAccount = (payload: Record<string, string>, ip = '203.0.113.9') =>
  app.inject({ method: 'POST', url: '/v1/bankAccount/check', payload, remoteAddress: ip });

describe('POST /v1/bankAccount/check', () => {
  it.each([
    ['as typed with hyphens', '08-99-99', '66374958'],
    ['with spaces', '08 99 99', '6637 4958'],
    ['without separators', '089999', '66374958'],
  ])('answers valid for a pair that passes the modulus check, typed %s', async (_c, s, a) => {
    nextHour();
    const response = await checkAccount({ sortCode: s, accountNumber: a });
    expect(response.statusCode).toBe(200);
    expect(BankAccountCheckResponseSchema.parse(response.json())).toEqual({ valid: true });
  });

  it('pads a 7-digit account number with a leading zero before checking it', async () => {
    nextHour();
    // VocaLink test 34 is 180002 00000190; as a customer might type it, 7 digits.
    const response = await checkAccount({ sortCode: '18-00-02', accountNumber: '0000190' });
    expect(response.json()).toEqual({ valid: true });
  });

  it('answers not valid, with what to tell the customer, for a pair that fails it', async () => {
    nextHour();
    const response = await checkAccount({ sortCode: '08-99-99', accountNumber: '66374959' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: false,
      message: DIRECT_DEBIT_MESSAGES.bankAccountNotValid,
    });
    expect(DIRECT_DEBIT_MESSAGES.bankAccountNotValid).toMatch(
      /^Check your sort code and account number/,
    );
  });

  it.each([
    ['a short sort code', { sortCode: '08-99-9', accountNumber: '66374958' }, 'sortCodeInvalid'],
    ['letters', { sortCode: '08-99-99', accountNumber: '6637495A' }, 'accountNumberInvalid'],
    [
      'a 10-digit account number',
      { sortCode: '08-99-99', accountNumber: '0166374958' },
      'accountNumberTenDigits',
    ],
    ['no sort code', { accountNumber: '66374958' }, 'sortCodeRequired'],
    ['an empty account number', { sortCode: '089999', accountNumber: '' }, 'accountNumberRequired'],
  ] as const)('refuses %s with 400 and the words a customer sees', async (_c, body, message) => {
    nextHour();
    const response = await checkAccount(body);
    expect(response.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(response.json()).error;
    expect(error.code).toBe('BadRequest');
    expect(error.message).toContain(DIRECT_DEBIT_MESSAGES[message]);
  });

  it('refuses a field it does not know', async () => {
    nextHour();
    const response = await checkAccount({
      sortCode: '089999',
      accountNumber: '66374958',
      accountHolderName: 'Sam',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain("'accountHolderName' is not a field we know");
  });

  it('allows 10 checks a minute from one address, then answers 429 until the next minute', async () => {
    nextHour();
    const pair = { sortCode: '089999', accountNumber: '66374958' };
    for (let i = 0; i < 10; i += 1) expect((await checkAccount(pair)).statusCode).toBe(200);
    const refused = await checkAccount(pair);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'TooManyRequests', message: TOO_MANY_REQUESTS_MESSAGE },
    });
    // Another address is not held back; the same one is again a minute later.
    expect((await checkAccount(pair, '198.51.100.4')).statusCode).toBe(200);
    now = new Date(now.getTime() + 60 * 1000);
    expect((await checkAccount(pair)).statusCode).toBe(200);
  });

  it('allows 30 checks an hour from one address, however they are spread', async () => {
    nextHour();
    const pair = { sortCode: '089999', accountNumber: '66374958' };
    const hourStart = now.getTime() - (now.getTime() % (60 * 60 * 1000));
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      now = new Date(hourStart + i * 61 * 1000); // a new minute each time, within one hour
      answers.push((await checkAccount(pair, '192.0.2.77')).statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('never writes the sort code or account number to the log or the database', async () => {
    nextHour();
    logLines.length = 0;
    await checkAccount({ sortCode: '20-29-59', accountNumber: '63748472' });
    await checkAccount({ sortCode: '20-29-59', accountNumber: '63748473' });
    await checkAccount({ sortCode: '20-29-59', accountNumber: '637484729' });
    const logged = logLines.join('\n');
    expect(logged).toContain('/v1/bankAccount/check'); // the request lines were captured
    expect(logged).not.toMatch(/202959|20-29-59|6374847/);
    const keys = await database.db.selectFrom('rate_limit').select('key').execute();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.map((row) => row.key).join(' ')).not.toMatch(/202959|6374847|203\.0\.113/);
    // Nor anywhere else: no table of the database holds them (decision 034 item 7).
    expect(await databaseText(database.db)).not.toMatch(/202959|20-29-59|6374847/);
  });
});
