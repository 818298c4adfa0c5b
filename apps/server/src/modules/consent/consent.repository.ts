import { sha256Hex } from '../../lib/token-hash.ts';
import type { ConsentPurpose, ConsentSource } from '@van/domain/forms';
import type { Db } from '../../db/database.ts';
import type { ConsentEventTable } from './consent.table.ts';

// Decision 043: consent events are only ever inserted; the latest of a purpose is in force.

export interface NewConsentEvent {
  quoteId: string;
  purpose: ConsentPurpose;
  granted: boolean;
  wordingVersion: string;
  source: ConsentSource;
  emailHash: string | null;
  recordedAt: Date;
}

/** SHA-256 of the trimmed, lower-cased address: finds a person's consents without storing it twice. */
export function emailHashOf(email: string | undefined): string | null {
  const normalised = email?.trim().toLowerCase();
  return normalised ? sha256Hex(normalised) : null;
}

export async function insertConsentEvents(db: Db, events: NewConsentEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('consent_event')
    .values(
      events.map((event) => ({
        quote_id: event.quoteId,
        purpose: event.purpose,
        granted: event.granted,
        wording_version: event.wordingVersion,
        source: event.source,
        email_hash: event.emailHash,
        recorded_at: event.recordedAt,
      })),
    )
    .execute();
}

/** The latest recorded answer of each purpose for the quote; a purpose never recorded is absent. */
export async function recordedConsents(
  db: Db,
  quoteId: string,
): Promise<Partial<Record<ConsentPurpose, boolean>>> {
  const rows = await db
    .selectFrom('consent_event')
    .select(['purpose', 'granted'])
    .distinctOn('purpose')
    .where('quote_id', '=', quoteId)
    .orderBy('purpose')
    .orderBy('id', 'desc')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.purpose, row.granted]));
}

/** Every consent event of the quote, oldest first. */
export async function consentEventsOf(
  db: Db,
  quoteId: string,
): Promise<Array<Omit<ConsentEventTable, 'id'> & { id: string }>> {
  return db
    .selectFrom('consent_event')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('id')
    .execute();
}

/** The quotes that recorded a consent with this e-mail address (by its hash). */
export async function quotesWithEmailHash(db: Db, emailHash: string): Promise<string[]> {
  const rows = await db
    .selectFrom('consent_event')
    .select('quote_id')
    .distinct()
    .where('email_hash', '=', emailHash)
    .execute();
  return rows.map((row) => row.quote_id);
}
