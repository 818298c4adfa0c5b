import { PartnerQuoteAnswerSchema, type PartnerQuoteAnswer } from '@van/domain/contract';
import type { Risk } from '@van/domain/risk';
import { createDb } from '@van/server/db/database';
import {
  DEFAULT_KEY_OVERLAP_DAYS,
  createPartner,
  listPartners,
  rotateKey,
} from '@van/server/modules/partner';
import { baseUrl } from './journey.ts';

// A comparison site on the partner API (decision 057): registered through the partner module's own
// functions straight on the product's database (E2E_DATABASE_URL, set by global-setup.ts), as
// scripts/partner.ts does, then calling the running product over HTTP with its key, as a site does.

/** An API key for site `sourceOfBusiness`: registering it, or a new key if it already is. */
export async function partnerKey(sourceOfBusiness: string, name: string): Promise<string> {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 1);
  try {
    const now = new Date();
    const registered = (await listPartners(db, now)).some(
      (partner) => partner.source_of_business === sourceOfBusiness,
    );
    if (registered) {
      return (await rotateKey(db, sourceOfBusiness, DEFAULT_KEY_OVERLAP_DAYS, now)).key;
    }
    return (await createPartner(db, { sourceOfBusiness, name })).key;
  } finally {
    await db.destroy();
  }
}

/** POST /partner/v1/quotes with the site's key; the answer, checked against its contract. */
export async function askForPrices(
  key: string,
  requestId: string,
  risk: Risk,
): Promise<PartnerQuoteAnswer> {
  const response = await fetch(`${baseUrl()}/partner/v1/quotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ requestId, risk }),
  });
  if (!response.ok) {
    throw new Error(
      `POST /partner/v1/quotes answered ${response.status}: ${await response.text()}`,
    );
  }
  return PartnerQuoteAnswerSchema.parse(await response.json());
}
