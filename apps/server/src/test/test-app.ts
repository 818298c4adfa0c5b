import { buildApp, type App, type AppDependencies } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  db: Db;
  /** Closes the app and drops its database. */
  close: () => Promise<void>;
}

/** The whole app on a fresh database of its own, silent unless a log stream is given. */
export async function createTestApp(
  options: Pick<AppDependencies, 'now' | 'logStream'> & {
    logLevel?: string;
    /** More configuration, as the environment would give it (e.g. a small rate limit). */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ ...options.env, LOG_LEVEL: options.logLevel ?? 'silent' }),
    db: database.db,
    ...(options.now ? { now: options.now } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
