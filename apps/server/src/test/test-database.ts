import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { databaseUrl, runAdminStatement } from '../db/admin.ts';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export interface TestDatabase {
  db: Db;
  /** Its URL, for a second pool (the database fault tests reach it through a proxy). */
  url: string;
  drop: () => Promise<void>;
}

// Every test file runs at once on one machine: slowness there must not turn into 503s. The
// database fault tests use production's time-outs (database-outage.test.ts).
const LOADED_MACHINE_TIMEOUTS = { connectTimeoutMs: 15_000, statementTimeoutMs: 30_000 };

/** A fresh, migrated database of this test file's own on the test PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `van_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const db = createDb(url, 4, LOADED_MACHINE_TIMEOUTS);
  await migrateToLatest(db);
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      await runAdminStatement(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
