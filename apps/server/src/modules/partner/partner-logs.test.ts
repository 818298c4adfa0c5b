import { Writable } from 'node:stream';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPartner } from './index.ts';

// Decision 057: a site's API key is a secret shown once. Whatever a site sends, good, wrong or
// malformed, the key never reaches the log, nor does the customer the site asked about.

const logLines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const now = new Date('2026-11-22T10:00:00Z');
let database: TestApp;

beforeAll(async () => {
  database = await createTestApp({ now: () => now, logLevel: 'info', logStream: capture });
});

afterAll(async () => {
  await database.close();
});

it('never writes a site’s API key or the customer’s details to the log', async () => {
  const { key } = await createPartner(database.db, { sourceOfBusiness: '105', name: 'Site 105' });
  const risk = completedDirectQuote(ukToday(now)).policy.eventCurrent.risk;
  logLines.length = 0;
  const asked = (authorization: string, requestId: string) =>
    database.app.inject({
      method: 'POST',
      url: '/partner/v1/quotes',
      headers: { authorization },
      payload: { requestId, risk },
    });
  expect((await asked(`Bearer ${key}`, 'logs-1')).statusCode).toBe(200);
  expect((await asked(`Bearer ${key}x`, 'logs-2')).statusCode).toBe(401);
  expect((await asked(`Basic ${key}`, 'logs-3')).statusCode).toBe(401);
  const got = await database.app.inject({
    method: 'GET',
    url: '/partner/v1/quotes/logs-1',
    headers: { authorization: `Bearer ${key}` },
  });
  expect(got.statusCode).toBe(200);

  const routes = logLines.map((line) => (JSON.parse(line) as { route?: string }).route);
  expect(routes).toContain('/partner/v1/quotes');
  const secrets = [
    key,
    // The key's secret part alone, should a prefix be logged for support.
    key.slice(-20),
    risk.proposer.name?.surname,
    risk.proposer.email,
    risk.proposer.dateOfBirth,
    risk.proposer.correspondenceAddress?.postcode,
  ].filter((secret): secret is string => typeof secret === 'string' && secret.length > 0);
  expect(secrets.length).toBeGreaterThanOrEqual(5);
  for (const line of logLines) for (const secret of secrets) expect(line).not.toContain(secret);
});
