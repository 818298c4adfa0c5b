import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildCreateQuoteRequest } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { databaseLoad } from '../db/database.ts';
import { hitsWaiting } from '../modules/rate-limit/index.ts';
import { fromNewClient } from '../test/network.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// Decision 034 item 2: past its capacity the service answers new requests 503 with Retry-After and
// the spec's error body, before doing any work, while liveness is still answered.

let database: TestDatabase | undefined;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  await database?.drop();
  app = undefined;
  database = undefined;
});

/** The app's log lines, to say what happened should an admitted request not be answered. */
const logLines: string[] = [];
const log = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

async function appWith(env: Record<string, string>): Promise<{ app: App; database: TestDatabase }> {
  database = await createTestDatabase();
  logLines.length = 0;
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'info', ...env }),
    db: database.db,
    logStream: log,
  });
  return { app, database };
}

const createQuote = (target: App) =>
  target.inject({
    method: 'PUT',
    url: '/v1/quote',
    payload: buildCreateQuoteRequest(completedDirectQuote(ukToday(new Date()))),
    remoteAddress: fromNewClient(),
  });

function expectShed(response: Awaited<ReturnType<App['inject']>>): void {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    error: {
      code: 'ServiceUnavailable',
      message: 'Our service is not available at the moment. Please try again in a few minutes.',
    },
  });
}

const WEB_FILE = 'console.log("the journey");';

/** A built web app of one page and one file, as `npm run build` leaves it. */
async function builtWeb(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Van insurance</title></head><body></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), WEB_FILE);
  return dist;
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('waited too long');
    await sleep(10);
  }
}

describe('when a call has queued too long for a database connection', () => {
  it('sheds new requests until the queue moves again, and still answers liveness', async () => {
    const { app, database } = await appWith({
      OVERLOAD_MAX_DATABASE_WAIT_MS: '100',
      WEB_DIST_DIR: await builtWeb(),
    });
    // Every connection of the pool (4) busy in a transaction that waits for the gate. Counted from
    // inside each transaction: the pool's own counts include a connection still being made, whose
    // caller is still waiting, so the queue would not yet be empty when the next call arrives.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let holding = 0;
    const holders = Array.from({ length: 4 }, () =>
      database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('quote').select('id').limit(1).execute();
        holding += 1;
        await gate;
      }),
    );
    await waitFor(() => holding === 4);
    const queued = createQuote(app); // admitted: nobody waits yet; it waits for a connection
    await waitFor(() => databaseLoad(database.db).expectedWaitMs >= 100);

    expectShed(await createQuote(app));
    expectShed(await app.inject({ method: 'GET', url: '/v1/config' }));
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    // The web page and its built files are never shed: a page missing one file is blank.
    const file = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(WEB_FILE);
    const page = await app.inject({ method: 'GET', url: '/your-quote' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Van insurance</title>');

    open();
    await Promise.all(holders);
    expect((await queued).statusCode, logLines.join('\n')).toBe(200);
    expect((await createQuote(app)).statusCode, logLines.join('\n')).toBe(200);
  });
});

describe('when the event loop is saturated', () => {
  /** Every connection of the pool (4) busy in a transaction until the gate opens. */
  function holdPool(database: TestDatabase): {
    open: () => void;
    holders: Promise<void>[];
    holding: () => number;
  } {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let holding = 0;
    const holders = Array.from({ length: 4 }, () =>
      database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('quote').select('id').limit(1).execute();
        holding += 1;
        await gate;
      }),
    );
    return { open, holders, holding: () => holding };
  }

  /** Keeps the event loop busy (as a flood of requests would) until the plugin notices. */
  async function saturate(app: App): Promise<void> {
    for (let tries = 0; !app.isUnderPressure(); tries += 1) {
      if (tries > 50) throw new Error('never under pressure');
      const until = performance.now() + 300;
      while (performance.now() < until) {
        // busy
      }
      await sleep(5);
    }
  }

  it('sheds new requests while many are in flight, and still answers liveness', async () => {
    const { app, database } = await appWith({
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '20',
      OVERLOAD_MAX_DATABASE_WAIT_MS: '0',
      OVERLOAD_MIN_IN_FLIGHT: '32',
    });
    const { open, holders, holding } = holdPool(database);
    await waitFor(() => holding() === 4);
    const inFlight = Array.from({ length: 40 }, () => createQuote(app));
    // Each waits for the database to count its hit (its rate limit), counted in batches.
    await waitFor(() => hitsWaiting(database.db) >= 40);

    await saturate(app);
    expectShed(await app.inject({ method: 'GET', url: '/v1/config' }));
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

    open();
    await Promise.all(holders);
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    await waitFor(() => !app.isUnderPressure());
    expect((await app.inject({ method: 'GET', url: '/v1/config' })).statusCode).toBe(200);
  });

  it('sheds nothing while only a few requests are in flight: a slow machine is not overloaded', async () => {
    const { app } = await appWith({
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '20',
      OVERLOAD_MIN_IN_FLIGHT: '32',
    });
    await saturate(app);
    expect((await app.inject({ method: 'GET', url: '/v1/config' })).statusCode).toBe(200);
  });
});

describe('at the default thresholds', () => {
  it('lets a burst of quotes through without shedding any', async () => {
    const { app } = await appWith({});
    const answers = await Promise.all(Array.from({ length: 20 }, () => createQuote(app)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });
});
