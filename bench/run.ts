/**
 * Benchmarks, printing figures (no pass/fail): the rating engine alone, and a direct quote through
 * the whole server (validation, rating, PostgreSQL insert, response validation) on an embedded
 * PostgreSQL. Run with `npm run bench`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildCreateQuoteRequest } from '@van/domain';
import { RATE_TABLES_2026_11, price } from '@van/rating';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createDb } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { completedDirectQuote } from '../apps/server/src/test/fixtures.ts';

const quote = completedDirectQuote();
const risk = quote.policy.eventCurrent.risk;
const request = buildCreateQuoteRequest(quote);

function report(name: string, samplesMs: number[]): void {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(3);
  const total = samplesMs.reduce((sum, ms) => sum + ms, 0);
  console.log(
    `${name}: n=${samplesMs.length} p50=${at(0.5)} ms p95=${at(0.95)} ms p99=${at(0.99)} ms throughput=${((samplesMs.length / total) * 1000).toFixed(0)}/s`,
  );
}

async function time(n: number, run: () => unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

await time(200, () => price({ risk, tables: RATE_TABLES_2026_11, today: '2026-11-22' }));
report(
  'rating.price (4 tiers)',
  await time(5000, () => price({ risk, tables: RATE_TABLES_2026_11, today: '2026-11-22' })),
);

const dataDir = await mkdtemp(path.join(tmpdir(), 'van-bench-pg-'));
const embedded = await startEmbeddedPostgres(dataDir, () => {});
const db = createDb(embedded.url);
try {
  await migrateToLatest(db);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db });
  const put = () => app.inject({ method: 'PUT', url: '/v1/quote', payload: request });
  await time(50, put);
  report('PUT /v1/quote (inject, embedded PostgreSQL, fsync on)', await time(500, put));
  await app.close();
} finally {
  await db.destroy();
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
