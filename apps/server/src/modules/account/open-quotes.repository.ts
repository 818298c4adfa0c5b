import type { Db } from '../../db/database.ts';

// Decision 061: when each of an address's open quotes (openQuotesOwnedBy) was made.

/** The creation time of each quote with one of these references. */
export async function quoteCreationTimes(
  db: Db,
  webReferences: string[],
): Promise<Map<string, Date>> {
  if (webReferences.length === 0) return new Map();
  const rows = await db
    .selectFrom('quote')
    .select(['web_reference', 'created_at'])
    .where('web_reference', 'in', webReferences)
    .execute();
  return new Map(rows.map((row) => [row.web_reference, row.created_at]));
}
