/**
 * Development only: a click-through link as a price-comparison site would send its customer, to
 * try the aggregator arrival (§4.4) by hand. Partners' own API for this is a later issue.
 *
 *   npm start                                   # in another terminal
 *   npx tsx scripts/aggregator-token.ts         # a made-up customer quoted for site 115
 *   npx tsx scripts/aggregator-token.ts --site 104
 *   npx tsx scripts/aggregator-token.ts --reference 12345-67890-12345   # another link to a
 *                                                                       # comparison-site quote
 *
 * It writes to the database of the running product: DATABASE_URL when set, else the embedded
 * PostgreSQL that `npm start` runs on DATA_DIR (.data). The link's origin is --base-url, else
 * PUBLIC_URL, else http://127.0.0.1:3000.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pageHref } from '@van/domain/journey';
import { PCW_SOURCES_OF_BUSINESS } from '@van/domain/reference-data';
import { ukToday } from '@van/domain/shared';
import { createDb } from '@van/server/db/database';
import { migrateToLatest } from '@van/server/db/migrate';
import {
  issueAggregatorToken,
  issueTokenForQuote,
  sampleComparisonSiteRisk,
} from '@van/server/modules/aggregator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: '115' },
    reference: { type: 'string' },
    'base-url': { type: 'string' },
  },
});

/** The running embedded PostgreSQL's URL: its port is on line 4 of postmaster.pid. */
function embeddedDatabaseUrl(): string {
  const pidFile = path.resolve(root, process.env.DATA_DIR ?? '.data', 'postgres', 'postmaster.pid');
  const port = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n')[3]?.trim() : '';
  if (!port) {
    throw new Error('No product is running here: start it with `npm start`, or set DATABASE_URL.');
  }
  // The user and password embedded-postgres.ts gives the embedded server.
  return `postgres://postgres:embedded@127.0.0.1:${port}/postgres`;
}

async function main(): Promise<void> {
  if (!values.reference && !(PCW_SOURCES_OF_BUSINESS as readonly string[]).includes(values.site)) {
    throw new Error(`--site must be one of ${PCW_SOURCES_OF_BUSINESS.join(', ')}.`);
  }
  const baseUrl = (values['base-url'] ?? process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000')
    .trim()
    .replace(/\/+$/, '');
  const db = createDb(process.env.DATABASE_URL ?? embeddedDatabaseUrl(), 1);
  try {
    await migrateToLatest(db);
    const now = new Date();
    const issued = values.reference
      ? await issueTokenForQuote(db, values.reference, now)
      : await issueAggregatorToken(
          db,
          { sourceOfBusiness: values.site, risk: sampleComparisonSiteRisk(ukToday(now)) },
          now,
        );
    const link = new URL(`${baseUrl}${pageHref('Aggregator')}`);
    link.searchParams.set('token', issued.token);
    process.stdout.write(
      `Quote ${issued.webReference} (source of business ${issued.quote.policy.sourceOfBusiness}), ` +
        `link valid until ${issued.expiresAt.toISOString()}:\n${link.href}\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
