/**
 * Rows the Motor Insurance Database and print-and-post workers gave up on (refused, or out of
 * tries), for a person to look at and, once the cause is put right, send again (decision 048).
 * Only policy numbers, kinds, tries and error codes are printed: no name, address or registration.
 *
 *   npx tsx scripts/outbox-requeue.ts list                          # every row given up
 *   npx tsx scripts/outbox-requeue.ts requeue mid RWV-2026-000123   # its MID update(s) again
 *   npx tsx scripts/outbox-requeue.ts requeue post RWV-2026-000123  # its postal item again
 *
 * It writes to the database of the running product: DATABASE_URL when set, else the embedded
 * PostgreSQL that `npm start` runs on DATA_DIR (.data). The running workers pick a re-queued row
 * up within seconds.
 */
import { createDb } from '@van/server/db/database';
import { migrateToLatest } from '@van/server/db/migrate';
import {
  GIVEN_UP_OUTBOXES,
  givenUpDeliveries,
  requeueGivenUp,
  type GivenUpOutbox,
} from '@van/server/modules/outbox';
import { productDatabaseUrl } from './product-database.ts';

const USAGE = `Usage: npx tsx scripts/outbox-requeue.ts list | requeue ${GIVEN_UP_OUTBOXES.join('|')} <policy number>`;
const POLICY_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

async function main(): Promise<void> {
  const [command, outbox, policyNumber, ...rest] = process.argv.slice(2);
  const listing = command === 'list' && outbox === undefined;
  const requeueing =
    command === 'requeue' &&
    GIVEN_UP_OUTBOXES.includes(outbox as GivenUpOutbox) &&
    policyNumber !== undefined &&
    rest.length === 0;
  if (!listing && !requeueing) throw new Error(USAGE);
  if (requeueing && !POLICY_NUMBER.test(policyNumber!)) {
    throw new Error(
      'A policy number is 3 to 40 letters, digits and hyphens, like RWV-2026-000123.',
    );
  }
  const db = createDb(productDatabaseUrl(), 1);
  try {
    await migrateToLatest(db);
    if (listing) {
      const rows = await givenUpDeliveries(db);
      if (rows.length === 0) process.stdout.write('Nothing given up.\n');
      for (const row of rows) {
        process.stdout.write(
          `${row.outbox}\t${row.policyNumber}\t${row.kind}\t${row.attempts} tries\tgiven up ${row.failedAt.toISOString()}\t${row.lastError ?? ''}\n`,
        );
      }
    } else {
      const count = await requeueGivenUp(db, outbox as GivenUpOutbox, policyNumber!, new Date());
      process.stdout.write(
        count > 0
          ? `Re-queued ${count} ${outbox} row${count === 1 ? '' : 's'} of ${policyNumber}: due now.\n`
          : `Nothing of ${policyNumber} is given up in the ${outbox} outbox.\n`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
