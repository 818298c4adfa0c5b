import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server the tests may create throwaway databases on. */
    databaseServerUrl: string;
  }
}

/**
 * Gives the server tests a PostgreSQL server: the one in DATABASE_URL when set (CI runs them
 * again against the machine's server), otherwise an embedded one in a temporary folder.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseServerUrl', process.env.DATABASE_URL);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'van-test-pg-'));
  const embedded = await startEmbeddedPostgres(dataDir, () => {});
  project.provide('databaseServerUrl', embedded.url);
  return async () => {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
