import { CURRENT_CONSENT_WORDING } from '@van/domain/forms';
import type { Db } from '../db/database.ts';
import { insertConsentEvents } from '../modules/consent/consent.repository.ts';

/**
 * Records, for the stored quote `webReference`, the customer's consent to documents by e-mail as
 * the quote page does (decision 043): for tests of a sale whose documents are e-mailed.
 */
export async function consentToDocumentsByEmail(
  db: Db,
  webReference: string,
  at = new Date(),
): Promise<void> {
  const { id } = await db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', webReference)
    .executeTakeFirstOrThrow();
  await insertConsentEvents(db, [
    {
      quoteId: id,
      purpose: 'electronic-documents',
      granted: true,
      wordingVersion: CURRENT_CONSENT_WORDING['electronic-documents'].version,
      source: 'web-journey',
      emailHash: null,
      recordedAt: at,
    },
  ]);
}
