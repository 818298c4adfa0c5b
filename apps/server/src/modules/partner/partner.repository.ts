import { sql } from 'kysely';
import type { Quote } from '@van/domain/quote';
import type { Db } from '../../db/database.ts';
import { quoteAtEvent } from '../quote/index.ts';
import type {
  NewPartnerQuoteRequestRow,
  PartnerQuoteRequestRow,
  PartnerRow,
} from './partner.table.ts';

export interface NewPartner {
  source_of_business: string;
  name: string;
  rate_limit_per_minute: number;
  daily_quota: number;
}

/** Stores a site and its first key's hash, together. */
export async function insertPartnerWithKey(
  db: Db,
  partner: NewPartner,
  keyHash: string,
): Promise<PartnerRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('partner')
      .values(partner)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('partner_key').values({ partner_id: row.id, key_hash: keyHash }).execute();
    return row;
  });
}

export async function findPartnerBySource(
  db: Db,
  sourceOfBusiness: string,
): Promise<PartnerRow | undefined> {
  return db
    .selectFrom('partner')
    .selectAll()
    .where('source_of_business', '=', sourceOfBusiness)
    .executeTakeFirst();
}

/**
 * The site whose key has this hash, if the key and the site may still be used at `now`: neither
 * revoked, and the key not past the expiry a rotation gave it.
 */
export async function findPartnerByKeyHash(
  db: Db,
  keyHash: string,
  now: Date,
): Promise<(PartnerRow & { key_expires_at: Date | null }) | undefined> {
  return db
    .selectFrom('partner_key')
    .innerJoin('partner', 'partner.id', 'partner_key.partner_id')
    .selectAll('partner')
    .select('partner_key.expires_at as key_expires_at')
    .where('partner_key.key_hash', '=', keyHash)
    .where('partner_key.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('partner_key.expires_at', 'is', null), eb('partner_key.expires_at', '>', now)]),
    )
    .where('partner.revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Every site with how many of its keys still work at `now`: never a key or its hash. */
export async function listPartnersWithKeyCounts(
  db: Db,
  now: Date,
): Promise<(PartnerRow & { working_keys: number })[]> {
  return db
    .selectFrom('partner')
    .selectAll('partner')
    .select((eb) =>
      eb
        .selectFrom('partner_key')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('partner_key.partner_id', '=', 'partner.id')
        .where('partner_key.revoked_at', 'is', null)
        .where((inner) =>
          inner.or([
            inner('partner_key.expires_at', 'is', null),
            inner('partner_key.expires_at', '>', now),
          ]),
        )
        .as('working_keys'),
    )
    .orderBy('source_of_business')
    .execute() as Promise<(PartnerRow & { working_keys: number })[]>;
}

/**
 * A rotation: the site's keys still working end at `oldKeysExpireAt` (or earlier, if they already
 * would), and the new key's hash is stored, together.
 */
export async function rotatePartnerKey(
  db: Db,
  partnerId: string,
  newKeyHash: string,
  oldKeysExpireAt: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('partner_key')
      .set({
        expires_at: sql<Date>`least(coalesce(expires_at, ${oldKeysExpireAt}), ${oldKeysExpireAt})`,
      })
      .where('partner_id', '=', partnerId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('partner_key')
      .values({ partner_id: partnerId, key_hash: newKeyHash })
      .execute();
  });
}

/** The site and every key of it stop working at `now`. */
export async function revokePartnerAndKeys(db: Db, partnerId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('partner')
      .set({ revoked_at: now })
      .where('id', '=', partnerId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('partner_key')
      .set({ revoked_at: now })
      .where('partner_id', '=', partnerId)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

export async function findQuoteRequest(
  db: Db,
  partnerId: string,
  requestId: string,
): Promise<PartnerQuoteRequestRow | undefined> {
  return db
    .selectFrom('partner_quote_request')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/**
 * Records a site's request; when the same site and request id are already recorded (a racing
 * retry won), changes nothing. Answers the row recorded, whichever request wrote it.
 */
export async function recordQuoteRequest(
  db: Db,
  row: NewPartnerQuoteRequestRow,
): Promise<PartnerQuoteRequestRow> {
  const inserted = await db
    .insertInto('partner_quote_request')
    .values(row)
    .onConflict((oc) => oc.constraint('partner_quote_request_one_per_request_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  // A racing retry recorded it first: answer from that row.
  const recorded = inserted ?? (await findQuoteRequest(db, row.partner_id, row.request_id));
  if (!recorded) throw new Error('partner_quote_request: the recorded row is missing');
  return recorded;
}

/**
 * The Quote first answered for this reference (its first event's), the one the site was shown:
 * a customer's later changes re-price the quote but do not change what the site was answered.
 * Undefined once the quote has been purged.
 */
export async function findFirstAnsweredQuote(
  db: Db,
  webReference: string,
): Promise<Quote | undefined> {
  return (await quoteAtEvent(db, { webReference }, '001'))?.quote;
}
