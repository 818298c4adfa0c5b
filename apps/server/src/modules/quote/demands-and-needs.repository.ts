import { sha256Hex } from '../../lib/token-hash.ts';
import {
  demandsAndNeeds,
  demandsAndNeedsText,
  type DemandsAndNeedsStatement,
  type Quote,
} from '@van/domain/quote';
import type { Db } from '../../db/database.ts';
import type { DemandsAndNeedsStatementRow } from './demands-and-needs.table.ts';

/**
 * Decision 044: records the demands-and-needs statement of `quote` as the server builds it from
 * the quote it holds (never the client's text), for the event being finalized, with the version
 * the web said it showed.
 */
export async function recordDemandsAndNeeds(
  db: Db,
  quote: Quote,
  policyEventReference: string,
  versionShown: string,
  now: Date,
): Promise<DemandsAndNeedsStatement> {
  const statement = demandsAndNeeds(quote);
  const text = demandsAndNeedsText(statement);
  await db
    .insertInto('demands_and_needs_statement')
    .columns([
      'quote_id',
      'policy_event_reference',
      'version',
      'version_shown',
      'statement_text',
      'text_hash',
      'recorded_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('quote')
        .select([
          'id',
          eb.val(policyEventReference).as('policy_event_reference'),
          eb.val(statement.version).as('version'),
          eb.val<string | null>(versionShown).as('version_shown'),
          eb.val(text).as('statement_text'),
          eb.val(sha256Hex(text)).as('text_hash'),
          eb.val(now).as('recorded_at'),
        ])
        .where('web_reference', '=', quote.policy.webReference),
    )
    .execute();
  return statement;
}

/** The statement last recorded for the event of quote `quoteId` that was finalized (and sold). */
export async function findDemandsAndNeeds(
  db: Db,
  quoteId: string,
  policyEventReference: string,
): Promise<DemandsAndNeedsStatementRow | undefined> {
  return db
    .selectFrom('demands_and_needs_statement')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .where('policy_event_reference', '=', policyEventReference)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
