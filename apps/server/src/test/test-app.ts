import { afterAll, beforeAll } from 'vitest';
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

/** The app a test file shares (testAppOnClock), and the time its clock reads. */
export interface ClockedTestApp {
  readonly app: App;
  readonly db: Db;
  /** What the app takes for the time now; a test may move it. */
  now: Date;
}

/**
 * For every test of the calling file: the whole app on a fresh database of its own (createTestApp),
 * made before the first test and dropped after the last, whose clock reads `now`, starting at
 * `start`. Read `app` and `db` inside tests and hooks: they exist once the file's tests begin.
 */
export function testAppOnClock(start: Date): ClockedTestApp {
  let testApp: TestApp | undefined;
  const opened = (): TestApp => {
    if (!testApp)
      throw new Error('The test app is made in beforeAll: use it inside a test or hook.');
    return testApp;
  };
  const shared: ClockedTestApp = {
    now: start,
    get app() {
      return opened().app;
    },
    get db() {
      return opened().db;
    },
  };
  beforeAll(async () => {
    testApp = await createTestApp({ now: () => shared.now });
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return shared;
}
