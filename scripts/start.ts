/**
 * Runs the whole product on one machine: the payment sandbox, then the quote service (which starts
 * its embedded PostgreSQL unless DATABASE_URL is set) serving the built web app, and prints the
 * address to open. `--dev` serves the web from Vite with hot reload instead of the build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '@van/server/node-flags';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const host = process.env.HOST ?? '127.0.0.1';
const children: ChildProcess[] = [];
let stopping = false;

const serverPort = await portOrNext(Number(process.env.PORT ?? 3000));
const paymentPort = await portOrNext(Number(process.env.PAYMENT_SANDBOX_PORT ?? 3100), [
  serverPort,
]);
const paymentUrl = `http://${host}:${paymentPort}`;
const serverUrl = `http://${host}:${serverPort}`;

run('payment-sandbox', ['apps/payment-sandbox/src/server.ts'], {
  PORT: String(paymentPort),
  HOST: host,
});
// In development the journey is served by Vite, which proxies /v1 to the server: the payment
// frame is embedded by, and its notifications reach us through, that origin.
const webPort = dev ? await portOrNext(5173, [serverPort, paymentPort]) : undefined;
const webUrl = webPort === undefined ? undefined : `http://${host}:${webPort}`;

run(
  'server',
  ['apps/server/src/server.ts'],
  {
    PORT: String(serverPort),
    HOST: host,
    PAYMENT_SANDBOX_URL: paymentUrl,
    ...(dev ? {} : { WEB_DIST_DIR: path.join(root, 'apps/web/dist') }),
    ...(webUrl && !process.env.PUBLIC_URL ? { PUBLIC_URL: webUrl } : {}),
  },
  SERVER_NODE_FLAGS,
);

await Promise.all([waitForHealth(`${paymentUrl}/health`), waitForHealth(`${serverUrl}/health`)]);
let openUrl = `${serverUrl}/`;
if (dev && webPort !== undefined) {
  spawnChild('web', 'npx', ['vite', '--port', String(webPort), '--strictPort', '--host', host], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, SERVER_PORT: String(serverPort) },
  });
  openUrl = `${webUrl}/`;
}
process.stdout.write(
  `\nVan insurance is running.\n  Open the journey:   ${openUrl}\n  API documentation:  ${serverUrl}/docs\n  Payment sandbox:    ${paymentUrl}/\nPress Ctrl+C to stop.\n\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll(signal, 0));
}
// Never leave the server and its database running behind a launcher that failed.
process.on('uncaughtException', (error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  void stopAll('SIGTERM', 1);
});

function run(
  name: string,
  args: string[],
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): void {
  spawnChild(name, process.execPath, [...nodeFlags, '--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
}

function spawnChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): void {
  const child = spawn(command, args, { ...options, stdio: 'inherit' });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`})\n`);
      void stopAll('SIGTERM', 1);
    }
  });
}

async function stopAll(signal: NodeJS.Signals, exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill(signal);
        }),
    ),
  );
  process.exit(exitCode);
}

async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.stderr.write(`${url} did not become healthy within ${timeoutMs / 1000} s\n`);
  await stopAll('SIGTERM', 1);
}

/** The wanted port if it is free, else the next free one (never one of `taken`). */
async function portOrNext(wanted: number, taken: number[] = []): Promise<number> {
  for (let port = wanted; port < wanted + 100; port += 1) {
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port between ${wanted} and ${wanted + 99}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
