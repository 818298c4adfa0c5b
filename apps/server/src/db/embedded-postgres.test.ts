import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function query(url: string, statement: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  it('runs a real PostgreSQL on a free port, keeps its data across restarts, and stops', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'van-embedded-'));
    folders.push(dataDir);
    const first = await startEmbeddedPostgres(dataDir, () => {});
    expect(new URL(first.url).port).not.toBe('5432');
    await query(
      first.url,
      'create table kept (value text); insert into kept values ($$still here$$)',
    );
    await first.stop();
    await expect(query(first.url, 'select 1')).rejects.toThrow();

    const second = await startEmbeddedPostgres(dataDir, () => {});
    expect(await query(second.url, 'select value from kept')).toEqual([{ value: 'still here' }]);
    await second.stop();
  });

  it('takes over a data folder whose earlier server was left running (a killed process)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'van-embedded-'));
    folders.push(dataDir);
    const abandoned = await startEmbeddedPostgres(dataDir, () => {});
    const messages: string[] = [];
    const next = await startEmbeddedPostgres(dataDir, (message) => messages.push(message));
    expect(messages.join('\n')).toMatch(/an earlier run left running/);
    await expect(query(abandoned.url, 'select 1')).rejects.toThrow();
    expect(await query(next.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await next.stop();
  });
});
