import {
  consentChanges,
  consentSourceOf,
  WITHDRAWAL_WORDING,
  type ConsentPurpose,
} from '@van/domain/forms';
import type { Risk } from '@van/domain/risk';
import { hashToken, newToken } from '../../lib/token-hash.ts';
import type { Db } from '../../db/database.ts';
import {
  emailHashOf,
  insertConsentEvents,
  quotesWithEmailHash,
  recordedConsents,
} from './consent.repository.ts';

// Decision 043: consent with proof. The server records a consent when a stored answer differs from
// the last one recorded (loads -> decides in @van/domain/forms consentChanges -> writes), so what is
// recorded is what the customer chose on our page, never a default, and never what a client says
// it showed: the wording version is the one this build shows (the web takes its words from the
// same module).

const MARKETING_PURPOSES: readonly ConsentPurpose[] = ['marketing-email', 'marketing-text'];

/** The path of the withdrawal page; the token follows it. */
export const WITHDRAWAL_PATH = '/v1/consent/withdraw';

/**
 * Records the consent events the quote's answers call for (quote.service.ts updateQuote calls it
 * in the re-pricing's transaction, so an answer and its proof are stored together).
 */
export async function recordConsentAnswers(
  db: Db,
  facts: {
    quoteId: string;
    risk: Risk;
    /** The risk this re-pricing replaces: only what the customer changed now is a choice. */
    previousRisk: Risk | undefined;
    sourceOfBusiness: string | undefined;
    now: Date;
  },
): Promise<void> {
  const recorded = await recordedConsents(db, facts.quoteId);
  const changes = consentChanges(facts.risk, facts.previousRisk, recorded);
  const source = consentSourceOf(facts.sourceOfBusiness);
  const emailHash = emailHashOf(facts.risk.proposer?.email);
  await insertConsentEvents(
    db,
    changes.map((change) => ({
      quoteId: facts.quoteId,
      purpose: change.purpose,
      granted: change.granted,
      wordingVersion: change.wordingVersion,
      source,
      emailHash,
      recordedAt: facts.now,
    })),
  );
}

/** Whether the customer's latest recorded answer consents to documents by e-mail. */
export async function hasElectronicDocumentsConsent(db: Db, quoteId: string): Promise<boolean> {
  return (await recordedConsents(db, quoteId))['electronic-documents'] === true;
}

/**
 * A new withdrawal link for the quote's e-mails: 32 random bytes, kept only as their hash, so
 * the link cannot be guessed or rebuilt from the database. `baseUrl` is PUBLIC_URL (never a
 * request's Host header).
 */
export async function createWithdrawalLink(
  db: Db,
  quoteId: string,
  baseUrl: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('consent_withdrawal_token')
    .values({ token_hash: hashToken(token), quote_id: quoteId, created_at: now })
    .execute();
  const url = new URL(baseUrl);
  url.search = '';
  url.hash = '';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${WITHDRAWAL_PATH}/${token}`;
  return url.toString();
}

/** Whether the token is one we sent (the GET page shows the button only then). */
export async function isWithdrawalToken(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('consent_withdrawal_token')
    .select('quote_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Withdraws marketing consent, by e-mail and by text, for the token's quote and every other quote
 * that recorded a consent with the same e-mail address. Only a consent in force gets a withdrawal
 * event, so pressing the button again records nothing. False for a token we never sent: nothing
 * changes.
 */
export async function withdrawMarketing(db: Db, token: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Locked, so two presses at once cannot both see the consent still in force.
    const row = await trx
      .selectFrom('consent_withdrawal_token')
      .select('quote_id')
      .where('token_hash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return false;
    const hashes = await trx
      .selectFrom('consent_event')
      .select('email_hash')
      .distinct()
      .where('quote_id', '=', row.quote_id)
      .where('email_hash', 'is not', null)
      .execute();
    const quoteIds = new Set([row.quote_id]);
    for (const { email_hash } of hashes) {
      for (const quoteId of await quotesWithEmailHash(trx, email_hash!)) quoteIds.add(quoteId);
    }
    for (const quoteId of quoteIds) {
      const recorded = await recordedConsents(trx, quoteId);
      const emailHash = hashes[0]?.email_hash ?? null;
      await insertConsentEvents(
        trx,
        MARKETING_PURPOSES.filter((purpose) => recorded[purpose] === true).map((purpose) => ({
          quoteId,
          purpose,
          granted: false,
          wordingVersion: WITHDRAWAL_WORDING.version,
          source: 'email-link' as const,
          emailHash,
          recordedAt: now,
        })),
      );
    }
    return true;
  });
}

/** createWithdrawalLink for the quote with this web reference; undefined when there is none. */
export async function createWithdrawalLinkFor(
  db: Db,
  webReference: string,
  baseUrl: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', webReference)
    .executeTakeFirst();
  return row ? createWithdrawalLink(db, row.id, baseUrl, now) : undefined;
}
