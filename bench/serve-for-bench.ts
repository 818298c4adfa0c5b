/**
 * The quote service on an embedded PostgreSQL in a process of its own, so that the load generator
 * (autocannon, in the bench process) does not share its thread. Prints `listening <url>` when
 * ready (after `partner-key <key>`, a comparison site's API key); stops and removes its data on
 * SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@van/server/app';
import { loadConfig } from '@van/server/config';
import { createDb } from '@van/server/db/database';
import { startEmbeddedPostgres } from '@van/server/db/embedded-postgres';
import { migrateToLatest } from '@van/server/db/migrate';
import { startLivenessListener } from '@van/server/liveness-listener';
import { createPartner } from '@van/server/modules/partner';

const dataDir = await mkdtemp(path.join(tmpdir(), 'van-bench-http-'));
const embedded = await startEmbeddedPostgres(dataDir, () => {});
const db = createDb(embedded.url, 20);
await migrateToLatest(db);
// The comparison site the partner bench (partner.ts) calls as: its rate limit and daily quota
// lifted, for the same reason as the quote limits below.
const partner = await createPartner(db, {
  sourceOfBusiness: '104',
  name: 'Bench site',
  ratePerMinute: 1_000_000_000,
  dailyQuota: 1_000_000_000,
});
// Every benchmark request comes from this one machine: the per-client quote limits (decision 034
// item 6) are lifted, or the run would measure 429s instead of quotes.
const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    QUOTE_CREATE_RATE_LIMIT_PER_HOUR: '1000000000',
    QUOTE_REPRICE_RATE_LIMIT_PER_HOUR: '1000000000',
    // Load shedding as configured for the run (the OVERLOAD_* settings), else the defaults.
    ...Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key.startsWith('OVERLOAD_')),
    ),
  }),
  db,
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
// Liveness also from a worker thread, as HEALTH_PORT gives it in production (decision 034 item 2).
const liveness = await startLivenessListener({ host: '127.0.0.1', port: 0 });
process.stdout.write(`liveness http://127.0.0.1:${liveness.port}\n`);
// A throwaway key of a throwaway database: printed for the bench process to send.
process.stdout.write(`partner-key ${partner.key}\n`);
process.stdout.write(`listening ${address}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await liveness.stop();
    await db.destroy();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
