import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl as urlOf, runAdminStatement as admin } from '../apps/server/src/db/admin.ts';
import { findFreePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs the whole product as `npm start` does (built web, server, payment sandbox) against a
 * fresh database of its own, so the journeys can check what was stored. The database lives on
 * DATABASE_URL's server when set (CI), otherwise on an embedded PostgreSQL started here.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'van-e2e-pg-'));
    const embedded = await startEmbeddedPostgres(dataDir, () => {});
    serverUrl = embedded.url;
    cleanups.push(async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    });
  }
  const name = `van_e2e_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const databaseUrl = urlOf(serverUrl, name);
  cleanups.unshift(() => admin(serverUrl, `drop database if exists ${name} with (force)`));

  const port = await findFreePort();
  const product = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.unshift(
    () =>
      new Promise<void>((resolve) => {
        if (product.exitCode !== null) return resolve();
        product.once('exit', () => resolve());
        product.kill('SIGTERM');
      }),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    product.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open the journey:\s+(\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace(/\/$/, ''));
    });
    product.once('exit', (code) =>
      reject(new Error(`the product stopped before it was ready (exit ${code}):\n${output}`)),
    );
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl;

  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
