import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { createDb, type Db } from '../../db/database.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../lib/errors.ts';
import { monthlyPolicyFor, OWN_ORIGIN, policyFor, signedInAs } from '../../test/account.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

// Decision 063 ("one transaction"), tried the hard way: the database fails part-way through a
// cancellation, at each statement of its transaction in turn. The database really fails: the
// statement is replaced by one that makes PostgreSQL end the connection (as a restart or a
// failover does), so the server rolls the transaction back. After each, the customer is told in
// words to try again (503), and nothing of the cancellation is left: the policy is live, with no
// cancellation, refund, MID update, audit event or e-mail. A retry then cancels exactly once.

const NOW = new Date('2026-11-22T10:00:00Z');
const OWNER = 'fault.in.cancelling@example.com';
const KILL_CONNECTION = 'select pg_terminate_backend(pg_backend_pid())';

/**
 * Where the next transaction fails: at its `statement`-th statement (0 is its begin; the last is
 * its commit), or, with `afterCommit`, once its commit has been made (the answer to the commit
 * lost on the way back). Only the first transaction begun after arming is touched.
 */
type Fault = { statement: number } | { afterCommit: true };

/** Sees every statement the app sends, and fails the one the armed fault names. */
class FaultPlan {
  #fault: Fault | undefined;
  #armed = false;
  #inTransaction = false;
  #index = 0;
  /** The statements of the last transaction seen while armed (for the dry run). */
  statements: string[] = [];
  /** Whether the armed fault was met. */
  struck = false;

  arm(fault: Fault | 'record'): void {
    this.#fault = fault === 'record' ? undefined : fault;
    this.#armed = true;
    this.statements = [];
    this.struck = false;
  }

  /** Whatever happened, the next request runs untouched. */
  disarm(): void {
    this.#armed = false;
    this.#inTransaction = false;
  }

  /** What to send instead of `text`, and whether to end the connection after sending it. */
  next(text: string): { send: string; thenKill: boolean } {
    if (!this.#armed) return { send: text, thenKill: false };
    const begins = /^\s*(begin|start transaction)\b/i.test(text);
    const ends = /^\s*(commit|rollback)\b/i.test(text);
    if (begins && !this.#inTransaction) {
      this.#inTransaction = true;
      this.#index = 0;
    } else if (this.#inTransaction) {
      this.#index += 1;
    } else {
      return { send: text, thenKill: false };
    }
    this.statements.push(text);
    if (ends) {
      this.#inTransaction = false;
      this.#armed = false;
    }
    const fault = this.#fault;
    if (fault && 'statement' in fault && fault.statement === this.#index) {
      this.struck = true;
      this.#inTransaction = false;
      this.#armed = false;
      return { send: KILL_CONNECTION, thenKill: false };
    }
    if (fault && 'afterCommit' in fault && ends && /^\s*commit/i.test(text)) {
      this.struck = true;
      return { send: text, thenKill: true };
    }
    return { send: text, thenKill: false };
  }
}

const plan = new FaultPlan();

/**
 * Every statement the driver sends passes the plan first. pg's Client is patched while this file
 * runs (and put back after it) rather than handed to a pool of the test's own, so that the app
 * keeps the product's own pool and its handling of broken connections (db/database.ts createDb).
 */
const originalQuery = pg.Client.prototype.query;
function planningQuery(this: pg.Client, ...args: unknown[]): unknown {
  const [config, values] = args;
  const run = (...a: unknown[]) => (originalQuery as (...b: unknown[]) => unknown).apply(this, a);
  if (typeof config !== 'string' || typeof args[2] === 'function') return run(...args);
  const { send, thenKill } = plan.next(config);
  return (async () => {
    const result = await run(send, send === config ? values : undefined);
    if (thenKill) await run(KILL_CONNECTION);
    return result;
  })();
}

let database: TestDatabase;
let db: Db;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  pg.Client.prototype.query = planningQuery as typeof originalQuery;
  db = createDb(database.url, 4);
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, now: () => NOW });
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  pg.Client.prototype.query = originalQuery;
  await database?.drop();
});

function cancel(policyNumber: string, cookie: string) {
  return app.inject({
    method: 'POST',
    url: `/v1/account/policies/${policyNumber}/cancellation`,
    headers: { cookie, origin: OWN_ORIGIN },
    payload: { date: 'now', confirm: true },
  });
}

/** Everything a cancellation leaves behind, read past the faulty connections. */
async function leftBehind(policyNumber: string) {
  const reader = database.db;
  const policy = await reader
    .selectFrom('policy')
    .select(['id', 'quote_id', 'status', 'cancelled_at'])
    .where('policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow();
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    status: policy.status,
    cancelledAt: policy.cancelled_at,
    cancellations: await count(
      reader
        .selectFrom('policy_cancellation')
        .select('policy_id')
        .where('policy_id', '=', policy.id)
        .execute(),
    ),
    refunds: await count(
      reader
        .selectFrom('cancellation_refund_outbox')
        .select('id')
        .where('policy_id', '=', policy.id)
        .execute(),
    ),
    midUpdates: await count(
      reader.selectFrom('mid_outbox').select('id').where('policy_id', '=', policy.id).execute(),
    ),
    auditEvents: await count(
      reader
        .selectFrom('policy_event')
        .select('id')
        .where('policy_id', '=', policy.id)
        .where('kind', '=', 'cancelled')
        .execute(),
    ),
    emails: await count(
      reader
        .selectFrom('email_outbox')
        .select('id')
        .where('quote_id', '=', policy.quote_id)
        .where('kind', '=', 'policy-cancelled')
        .execute(),
    ),
  };
}

const NOTHING_DONE = {
  status: 'Live',
  cancelledAt: null,
  cancellations: 0,
  refunds: 0,
  midUpdates: 0,
  auditEvents: 0,
  emails: 0,
};

describe.each([
  [
    'an annual policy (its refund queued for the card)',
    'ANNUAL_CARD',
    'RWV-2026-066301',
    'RWV-2026-066302',
  ],
  [
    'a monthly policy (its Direct Debit stopped)',
    'MONTHLY_DD',
    'RWV-2026-066311',
    'RWV-2026-066312',
  ],
] as const)('a database fault while cancelling %s', (_name, plan_, dryRunNumber, policyNumber) => {
  const sell = (number: string) =>
    plan_ === 'MONTHLY_DD'
      ? monthlyPolicyFor(app, database.db, OWNER, number, NOW)
      : policyFor(app, database.db, OWNER, number, NOW);
  let cookie: string;
  let statements: string[];

  beforeAll(async () => {
    await sell(dryRunNumber);
    // monthlyPolicyFor gives every mandate one reference, which is unique: the first one moves.
    await database.db
      .updateTable('direct_debit_mandate')
      .set({ mandate_reference: 'RWVDD00000066' })
      .where('mandate_reference', '=', 'RWVDD00000061')
      .execute();
    await sell(policyNumber);
    cookie = await signedInAs(app, database.db, OWNER);
    // A first cancellation, of another policy, shows the transaction's statements.
    plan.arm('record');
    const dryRun = await cancel(dryRunNumber, cookie);
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    statements = plan.statements;
  });

  it('records the transaction it will fail: the lock to the commit, with every write inside', () => {
    expect(statements[0]).toMatch(/^begin/i);
    expect(statements.at(-1)).toMatch(/^commit/i);
    for (const table of [
      'policy_cancellation',
      'cancellation_refund_outbox',
      'mid_outbox',
      'policy_event',
      'email_outbox',
    ]) {
      expect(
        statements.some((text) => text.startsWith('insert') && text.includes(`"${table}"`)),
        `an insert into ${table}`,
      ).toBe(true);
    }
  });

  it('answers 503 in words at each statement in turn, and leaves the policy as it was', async () => {
    expect(statements.length).toBeGreaterThan(8);
    for (let statement = 0; statement < statements.length; statement += 1) {
      plan.arm({ statement });
      const response = await cancel(policyNumber, cookie);
      plan.disarm();
      expect(plan.struck, `the fault at statement ${statement} was met`).toBe(true);
      expect(response.statusCode, `statement ${statement}: ${statements[statement]}`).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toEqual({
        error: { code: 'ServiceUnavailable', message: SERVICE_UNAVAILABLE_MESSAGE },
      });
      expect(await leftBehind(policyNumber), `after a fault at ${statements[statement]}`).toEqual(
        NOTHING_DONE,
      );
    }
  });

  it('cancels exactly once when the customer tries again, and again', async () => {
    const retried = await cancel(policyNumber, cookie);
    expect(retried.statusCode, retried.body).toBe(200);
    const again = await cancel(policyNumber, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(retried.json());
    expect(await leftBehind(policyNumber)).toEqual({
      status: 'Cancelled',
      cancelledAt: NOW,
      cancellations: 1,
      // Monthly too: the card deposit is refunded (decision 063).
      refunds: 1,
      midUpdates: 1,
      auditEvents: 1,
      emails: 1,
    });
  });
});

it('keeps one cancellation when the commit is made but its answer is lost, and the retry answers it', async () => {
  const number = 'RWV-2026-066321';
  await policyFor(app, database.db, OWNER, number, NOW);
  const cookie = await signedInAs(app, database.db, OWNER);
  plan.arm({ afterCommit: true });
  const lost = await cancel(number, cookie);
  plan.disarm();
  expect(plan.struck).toBe(true);
  expect(lost.statusCode).toBe(503);
  const retried = await cancel(number, cookie);
  expect(retried.statusCode, retried.body).toBe(200);
  expect(retried.json()).toMatchObject({ status: 'cancelled', policyNumber: number });
  expect(await leftBehind(number)).toEqual({
    status: 'Cancelled',
    cancelledAt: NOW,
    cancellations: 1,
    refunds: 1,
    midUpdates: 1,
    auditEvents: 1,
    emails: 1,
  });
});
