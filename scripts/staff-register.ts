/**
 * The broker's staff register, which proves the STAFF offer code (decision 033 item 3; README in
 * apps/server/src/modules/offers). Staff numbers are stored only as keyed hashes.
 *
 *   npx tsx scripts/staff-register.ts add 100001      # may now use STAFF
 *   npx tsx scripts/staff-register.ts remove 100001   # has left: STAFF no longer applies
 *   npx tsx scripts/staff-register.ts check 100001    # is the number on the register?
 *
 * It writes to the database of the running product: DATABASE_URL when set, else the embedded
 * PostgreSQL that `npm start` runs on DATA_DIR (.data). The hashes are keyed with
 * STAFF_REGISTER_SECRET, which must be the server's (development has a default).
 */
import { loadConfig } from '@van/server/config';
import { createDb } from '@van/server/db/database';
import { migrateToLatest } from '@van/server/db/migrate';
import {
  addStaffNumber,
  findActiveStaffEntry,
  removeStaffNumber,
  staffNumberHash,
} from '@van/server/modules/offers';
import { productDatabaseUrl } from './product-database.ts';

const USAGE = 'Usage: npx tsx scripts/staff-register.ts add|remove|check <staff number>';
const STAFF_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{0,29}$/;

async function main(): Promise<void> {
  const [command, staffNumber, ...rest] = process.argv.slice(2);
  if (!command || !['add', 'remove', 'check'].includes(command) || !staffNumber || rest.length) {
    throw new Error(USAGE);
  }
  if (!STAFF_NUMBER.test(staffNumber)) {
    throw new Error('A staff number is up to 30 letters and numbers (spaces and hyphens allowed).');
  }
  const hash = staffNumberHash(staffNumber, loadConfig().offers.staffRegisterSecret);
  const db = createDb(productDatabaseUrl(), 1);
  try {
    await migrateToLatest(db);
    const now = new Date();
    if (command === 'add') {
      const id = await addStaffNumber(db, hash, now);
      process.stdout.write(`Added: register entry ${id} (proof reference STAFF:${id}).\n`);
    } else if (command === 'remove') {
      const removed = await removeStaffNumber(db, hash, now);
      process.stdout.write(removed ? 'Removed: marked as left.\n' : 'Not on the register.\n');
    } else {
      const id = await findActiveStaffEntry(db, hash);
      process.stdout.write(id ? `On the register: entry ${id}.\n` : 'Not on the register.\n');
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
