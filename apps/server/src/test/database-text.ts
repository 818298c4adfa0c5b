import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Every row of every table of the database as text (PostgreSQL's row output), for tests that
 * must show a value is stored nowhere in clear, whichever table or column it could have reached.
 */
export async function databaseText(db: Db): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{
      text: string | null;
    }>`select string_agg(t::text, E'\n') as text from ${sql.table(name)} t`.execute(db);
    parts.push(`${name}:\n${rows[0]?.text ?? ''}`);
  }
  return parts.join('\n');
}
