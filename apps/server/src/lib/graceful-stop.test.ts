import { buildCreateQuoteRequest, QuoteSchema } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { databaseLoad } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { closeWithin } from './graceful-stop.ts';

// Decision 034 item 8: stopping lets the requests in flight finish (within a bound) and takes no new
// ones; server.ts then stops the workers and closes the pool.

let database: TestDatabase;
let app: App;
let release: () => void;

afterEach(async () => {
  release?.();
  await app.close();
  await database.drop();
});

/** A listening app whose database connections are all busy until release(). */
async function busyApp(): Promise<string> {
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: database.db });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const gate = new Promise<void>((resolve) => (release = resolve));
  for (let i = 0; i < 4; i += 1) {
    void database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('quote').select('id').limit(1).execute();
      await gate;
    });
  }
  while (databaseLoad(database.db).total < 4 || databaseLoad(database.db).idle > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return address;
}

const createQuote = (address: string) =>
  fetch(`${address}/v1/quote`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildCreateQuoteRequest(completedDirectQuote(ukToday(new Date())))),
  });

async function waitForQueued(): Promise<void> {
  while (databaseLoad(database.db).waiting < 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('closeWithin', () => {
  it('lets a request in flight finish while refusing new connections, then closes', async () => {
    const address = await busyApp();
    const inFlight = createQuote(address);
    await waitForQueued();

    let closed = false;
    const closing = closeWithin(app, 10_000).then((inTime) => {
      closed = true;
      return inTime;
    });
    await expect(fetch(`${address}/health/live`)).rejects.toThrow();
    expect(closed).toBe(false);

    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(QuoteSchema.parse(await answer.json()).policy.webReference).toMatch(/\d/);
    expect(await closing).toBe(true);
  });

  it('cuts off a request still running when the grace has passed', async () => {
    const address = await busyApp();
    const inFlight = createQuote(address).then(
      (answer) => answer.status,
      () => 'cut off',
    );
    await waitForQueued();

    expect(await closeWithin(app, 200)).toBe(false);
    expect(await inFlight).toBe('cut off');
  });
});
