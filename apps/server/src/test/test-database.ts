import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { databaseUrl, runAdminStatement } from '../db/admin.ts';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export interface TestDatabase {
  db: Db;
  drop: () => Promise<void>;
}

/** A fresh, migrated database of this test file's own on the test PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `van_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(serverUrl, `create database ${name}`);
  const db = createDb(databaseUrl(serverUrl, name), 4);
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      await runAdminStatement(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
