/**
 * Runs the whole product as `npm start` does (built web, server, payment sandbox) against a fresh
 * database of its own, for the browser journeys and the benchmarks. The database lives on
 * DATABASE_URL's server when set (CI), otherwise on an embedded PostgreSQL started here; both are
 * removed by `stop`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl as urlOf, runAdminStatement as admin } from '@van/server/db/admin';
import { findFreePort, startEmbeddedPostgres } from '@van/server/db/embedded-postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningProduct {
  /** Where the journey is served, without a trailing slash. */
  baseUrl: string;
  /** The product's own database, for checking what it stored. */
  databaseUrl: string;
  stop: () => Promise<void>;
}

export interface ProductOptions {
  /**
   * The PostgreSQL server to make the fresh database on (any database's URL on it); by default
   * DATABASE_URL's, else an embedded one started here.
   */
  databaseServerUrl?: string;
  /**
   * The address the product is given for its fresh database, made from the database's own: a
   * test puts something between the two that it can cut (e2e/support/database-outage.ts).
   */
  reachDatabase?: (databaseUrl: string) => Promise<string>;
}

export async function startProductOnFreshDatabase(
  options: ProductOptions = {},
): Promise<RunningProduct> {
  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups) await cleanup();
  };
  try {
    let serverUrl = options.databaseServerUrl ?? process.env.DATABASE_URL;
    if (!serverUrl) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'van-product-pg-'));
      const embedded = await startEmbeddedPostgres(dataDir, () => {});
      serverUrl = embedded.url;
      cleanups.push(async () => {
        await embedded.stop();
        await rm(dataDir, { recursive: true, force: true });
      });
    }
    const adminUrl = serverUrl;
    const name = `van_run_${randomBytes(6).toString('hex')}`;
    await admin(adminUrl, `create database ${name}`);
    const databaseUrl = urlOf(adminUrl, name);
    cleanups.unshift(() => admin(adminUrl, `drop database if exists ${name} with (force)`));

    const productDatabaseUrl = options.reachDatabase
      ? await options.reachDatabase(databaseUrl)
      : databaseUrl;
    const port = await findFreePort();
    const product = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: productDatabaseUrl,
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
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
    return { baseUrl, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
