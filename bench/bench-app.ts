/**
 * The product's app as the benchmarks run it: buildApp on an embedded PostgreSQL of its own, with
 * the per-client quote limits lifted and the bench's own machine trusted as a proxy. One set-up for
 * the server the HTTP benchmarks drive (serve-for-bench.ts) and the one the per-step costs run in
 * (step-costs.ts), so both measure the same configuration.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '@van/server/app';
import { loadConfig } from '@van/server/config';
import { createDb, type Db } from '@van/server/db/database';
import { startEmbeddedPostgres } from '@van/server/db/embedded-postgres';
import { migrateToLatest } from '@van/server/db/migrate';

/** The floor route's path: the bench's alone, served by serve-for-bench.ts and never by buildApp. */
export const FLOOR_PATH = '/bench/floor';

export interface BenchApp {
  app: App;
  db: Db;
  /** The embedded PostgreSQL's postmaster, whose processes' CPU the bench reads (process-cpu.ts). */
  postgresPid: number;
  /** Closes the app, the pool and the database, and removes its data. */
  stop: () => Promise<void>;
}

/**
 * The address every bench request forwards as its client's (X-Forwarded-For) when it stands for a
 * customer of its own: the bench is the only proxy this app believes (TRUST_PROXY below), as a
 * load balancer is in production, so each such request is counted under its own client key.
 */
export function benchClientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function startBenchApp(): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'van-bench-http-'));
  const embedded = await startEmbeddedPostgres(dataDir, () => {});
  const db = createDb(embedded.url, 20);
  await migrateToLatest(db);
  // Every quote benchmark request comes from this one machine: the per-client quote limits
  // (decision 034 item 6) are lifted, or the run would measure 429s instead of quotes. Retrieve's
  // per-client limit is a rule, not a setting: the retrieve bench sends each request as another
  // customer, through the proxy setting production uses (benchClientAddress), so the limit and its
  // count stay exactly as the product has them.
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      QUOTE_CREATE_RATE_LIMIT_PER_HOUR: '1000000000',
      QUOTE_REPRICE_RATE_LIMIT_PER_HOUR: '1000000000',
      TRUST_PROXY: '127.0.0.1',
      // Load shedding as configured for the run (the OVERLOAD_* settings), else the defaults.
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => key.startsWith('OVERLOAD_')),
      ),
    }),
    db,
  });
  // PostgreSQL writes its postmaster's process id on the first line of postmaster.pid.
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return {
    app,
    db,
    postgresPid: Number(pidFile.split('\n')[0]),
    stop: async () => {
      await app.close();
      await db.destroy();
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
