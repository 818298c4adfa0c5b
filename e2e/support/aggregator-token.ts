import { ukToday } from '@van/domain/shared';
import { createDb } from '@van/server/db/database';
import {
  issueAggregatorToken,
  sampleComparisonSiteRisk,
  type IssuedAggregatorToken,
} from '@van/server/modules/aggregator';

// A comparison site's click-through link, made by the quote service's own function straight on
// its database (E2E_DATABASE_URL, set by global-setup.ts): partners' API for it is a later issue.

/** A made-up customer priced for comparison site `sourceOfBusiness`, and a token for the quote. */
export async function comparisonSiteToken(
  sourceOfBusiness: string,
): Promise<IssuedAggregatorToken> {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 1);
  try {
    const now = new Date();
    return await issueAggregatorToken(
      db,
      { sourceOfBusiness, risk: sampleComparisonSiteRisk(ukToday(now)) },
      now,
    );
  } finally {
    await db.destroy();
  }
}

/** Marks the quote bought, as the purchase will (no policy is issued yet, so no number). */
export async function markQuoteBought(webReference: string): Promise<void> {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 1);
  try {
    await db
      .updateTable('quote')
      .set({ purchased_at: new Date() })
      .where('web_reference', '=', webReference)
      .execute();
  } finally {
    await db.destroy();
  }
}
