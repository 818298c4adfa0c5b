import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { databaseUrl, runAdminStatement } from '../../db/admin.ts';
import { createDb, type Db } from '../../db/database.ts';
import { staffNumberHash } from './staff-register.repository.ts';

// scripts/staff-register.ts, run as the broker would run it, against a database of its own.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const run = promisify(execFile);
const serverUrl = inject('databaseServerUrl');
const name = `van_test_${randomBytes(6).toString('hex')}`;
const url = databaseUrl(serverUrl, name);
let db: Db;

beforeAll(async () => {
  await runAdminStatement(serverUrl, `create database ${name}`);
  db = createDb(url, 1);
});

afterAll(async () => {
  await db.destroy();
  await runAdminStatement(serverUrl, `drop database if exists ${name} with (force)`);
});

async function script(...args: string[]) {
  return run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/staff-register.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'development' },
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);
}

describe('scripts/staff-register.ts', () => {
  it('adds, checks and removes a staff number, storing only its keyed hash', async () => {
    expect((await script('add', 'EMP-4711')).stdout).toMatch(/^Added: register entry \d+/);
    expect((await script('check', 'emp 4711')).stdout).toMatch(/^On the register/);
    const rows = await db.selectFrom('staff_register').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      number_hash: staffNumberHash('EMP4711', loadConfig({}).offers.staffRegisterSecret),
      active: true,
    });
    expect(JSON.stringify(rows)).not.toMatch(/4711/);

    expect((await script('remove', 'EMP4711')).stdout).toMatch(/^Removed/);
    expect((await script('check', 'EMP4711')).stdout).toMatch(/^Not on the register/);
    const [left] = await db.selectFrom('staff_register').selectAll().execute();
    expect(left).toMatchObject({ active: false });
    expect(left?.left_at).toBeInstanceOf(Date);
  });

  it('refuses a command or staff number it does not know', async () => {
    expect((await script('list')).stderr).toMatch(/Usage/);
    expect((await script('add', '1; drop table quote')).stderr).toMatch(/letters and numbers/);
  });
});
