import type { SupportNeedsToKeep } from '@van/domain/forms';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SupportNeedsTable } from './support-needs.table.ts';

/** Keeps the answer for the quote, replacing one given before. */
export async function saveSupportNeeds(
  db: Db,
  quoteId: string,
  keep: SupportNeedsToKeep,
): Promise<void> {
  const row = {
    quote_id: quoteId,
    categories: keep.categories,
    other_help: keep.otherHelp,
    formats: keep.formats,
    consent_version: keep.consentVersion,
    consented_at: keep.consentedAt,
  };
  await db
    .insertInto('support_needs')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('quote_id').doUpdateSet({
        categories: row.categories,
        other_help: row.other_help,
        formats: row.formats,
        consent_version: row.consent_version,
        consented_at: row.consented_at,
      }),
    )
    .execute();
}

/** Forgets the quote's answer: the customer gave it again without consent, or asked for nothing. */
export async function deleteSupportNeeds(db: Db, quoteId: string): Promise<void> {
  await db.deleteFrom('support_needs').where('quote_id', '=', quoteId).execute();
}

export async function findSupportNeeds(
  db: Db,
  quoteId: string,
): Promise<Selectable<SupportNeedsTable> | undefined> {
  return db
    .selectFrom('support_needs')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
}

/** The quote a quoteKey was given for (by its SHA-256), with what says whether it is still open. */
export async function findQuoteOfKey(
  db: Db,
  keyHash: string,
): Promise<{ quoteId: string; expiresAt: Date; purchasedAt: Date | null } | undefined> {
  const row = await db
    .selectFrom('quote_key')
    .innerJoin('quote', 'quote.id', 'quote_key.quote_id')
    .select(['quote.id', 'quote.expires_at', 'quote.purchased_at'])
    .where('quote_key.key_hash', '=', keyHash)
    .executeTakeFirst();
  return row && { quoteId: row.id, expiresAt: row.expires_at, purchasedAt: row.purchased_at };
}
