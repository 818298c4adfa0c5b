import { selectedResult, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { sha256Hex } from '../../lib/token-hash.ts';
import { offeredProductInformation, type SoldProductDocument } from '../documents/index.ts';
import { productDocuments } from '../product-documents/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';

// Decision 032 and ICOBS 6.1.5R: the Insurance Product Information Documents given with a sale,
// recorded in the transaction that issues the policy (migration 0028), so the firm can prove which
// version of each the customer had: the tier's IPID and each extra's, as the documents page links
// them.

/**
 * Records, for policy `policyId`, each IPID the sold result offers for what was bought: its id as
 * printed, its address, the tariff version of the document served there on `now`'s UK day, and the
 * SHA-256 of that PDF (made once per process, the same bytes the address serves).
 * An address no tariff serves cannot happen (the tariff names every IPID address it links) and is
 * left out rather than stopping the policy being issued.
 */
export async function recordSoldProductDocuments(
  trx: Db,
  policyId: string,
  soldQuote: Quote,
  settings: ConfirmationSettings,
  now: Date,
): Promise<SoldProductDocument[]> {
  const result = selectedResult(soldQuote);
  if (!result) return [];
  const served = productDocuments(
    {
      brandName: settings.brandName,
      brokerLegalName: settings.brokerLegalName,
      phone: settings.phone,
      contactEmail: settings.contactEmail,
    },
    ukToday(now),
  );
  const given: SoldProductDocument[] = [];
  for (const { title, url } of offeredProductInformation(result)) {
    const document = served.get(url);
    if (!document) continue;
    given.push({
      documentId: document.content().policyNumber,
      title,
      url,
      tariffVersion: document.tariffVersion,
      sha256: sha256Hex(await document.pdf()),
    });
  }
  if (given.length > 0) {
    await trx
      .insertInto('sold_product_document')
      .values(
        given.map((document) => ({
          policy_id: policyId,
          document_id: document.documentId,
          title: document.title,
          url: document.url,
          tariff_version: document.tariffVersion,
          content_sha256: document.sha256,
          recorded_at: now,
        })),
      )
      .execute();
  }
  return given;
}

/** The IPIDs recorded with policy `policyId`, in the order they were given. */
export async function findSoldProductDocuments(
  db: Db,
  policyId: string,
): Promise<SoldProductDocument[]> {
  const rows = await db
    .selectFrom('sold_product_document')
    .select(['document_id', 'title', 'url', 'tariff_version', 'content_sha256'])
    .where('policy_id', '=', policyId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    documentId: row.document_id,
    title: row.title,
    url: row.url,
    tariffVersion: row.tariff_version,
    sha256: row.content_sha256,
  }));
}
