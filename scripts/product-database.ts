/**
 * The database of the product running here, for the development scripts: DATABASE_URL when set,
 * else the embedded PostgreSQL that `npm start` runs on DATA_DIR (.data).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The running product's database URL; throws when none is running and DATABASE_URL is unset. */
export function productDatabaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  // The embedded server's port is on line 4 of postmaster.pid.
  const pidFile = path.resolve(root, process.env.DATA_DIR ?? '.data', 'postgres', 'postmaster.pid');
  const port = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n')[3]?.trim() : '';
  if (!port) {
    throw new Error('No product is running here: start it with `npm start`, or set DATABASE_URL.');
  }
  // The user and password embedded-postgres.ts gives the embedded server.
  return `postgres://postgres:embedded@127.0.0.1:${port}/postgres`;
}
