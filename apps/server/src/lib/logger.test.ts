import { Writable } from 'node:stream';
import { buildCreateQuoteRequest } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { serializeError } from './logger.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
let database: TestApp;
let app: App;

beforeAll(async () => {
  database = await createTestApp({ logLevel: 'info', logStream: capture });
  app = database.app;
});

afterAll(async () => {
  await database.close();
});

describe('request logs', () => {
  it('write one structured line per request, with a request id and no personal data', async () => {
    lines.length = 0;
    const quote = completedDirectQuote(ukToday(new Date()));
    quote.policy.eventCurrent.risk.proposer.email = 'sam.oneill@example.com';
    const created = await app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: buildCreateQuoteRequest(quote),
    });
    const reference = created.json().policy.webReference as string;
    await app.inject({
      method: 'POST',
      url: '/v1/retrieve',
      payload: retrievalKeyOf(created.json()),
    });
    await app.inject({ method: 'GET', url: '/v1/address/LS1%204AP' });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        msg: 'request',
        reqId: expect.any(String),
        statusCode: expect.any(Number),
      });
    }
    expect(entries.map((entry) => entry.route)).toEqual([
      '/v1/quote',
      '/v1/retrieve',
      '/v1/address/:postcode',
    ]);
    const written = lines.join('\n');
    for (const personal of [
      "O'Neill",
      'Sam',
      '1980-05-17',
      'LS1 4AP',
      'LS1%204AP',
      'AB12CDE',
      'sam.oneill@example.com',
      reference,
    ]) {
      expect(written).not.toContain(personal);
    }
  });

  it('censor personal fields in anything logged by name', () => {
    lines.length = 0;
    app.log.info(
      { risk: { proposer: { surname: 'Taylor', dateOfBirth: '1980-05-17' } } },
      'detail',
    );
    expect(lines.join('\n')).not.toMatch(/Taylor|1980-05-17/);
    expect(lines.join('\n')).toContain('[redacted]');
  });

  it('leave out the text of database errors, which quotes the values', () => {
    const error = Object.assign(
      new Error('duplicate key value: Key (email)=(sam@example.com) already exists'),
      {
        code: '23505',
      },
    );
    expect(JSON.stringify(serializeError(error))).not.toContain('sam@example.com');
    expect(serializeError(error)).toMatchObject({ type: 'DatabaseError', code: '23505' });
  });
});
