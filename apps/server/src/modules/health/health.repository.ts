import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * True when the database answers a trivial query within `timeoutMs`; false when it fails or is
 * slower (down, frozen, or every connection busy for that long).
 */
export async function pingDatabase(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
