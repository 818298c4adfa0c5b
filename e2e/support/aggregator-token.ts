import { DUQ_QUESTIONS } from '@van/domain/reference-data';
import { type Risk } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { createDb } from '@van/server/db/database';
import { issueAggregatorToken, type IssuedAggregatorToken } from '@van/server/modules/aggregator';

// A comparison site's click-through link, made by the quote service's own function straight on
// its database (E2E_DATABASE_URL, set by global-setup.ts); support/partner.ts asks for one through
// the partner API, as a site does.

/**
 * What a site sends: every answer the direct journey asks ('complete'), or those less what its own
 * form did not ask ('partial', decision 058): e-mail, phone, motoring convictions, claims and the
 * registered keeper.
 */
export type SiteAnswers = 'complete' | 'partial';

/** The answers the 'partial' site leaves out, as the arrival summary words them. */
export const PARTIAL_SITE_DID_NOT_ASK = [
  "Who is the van's registered keeper",
  'Your e-mail address',
  'Your phone number',
  'Whether you have had any motoring convictions in the last 5 years',
  'Whether you have had any claims in the last 5 years',
];

/** A made-up customer (Sam O'Neill) as a site sends them, cover starting `today`. */
export function siteRisk(today: string, answers: SiteAnswers): Risk {
  const risk = completedDirectQuote(today).policy.eventCurrent.risk;
  if (answers === 'complete') return risk;
  const { email: _email, telephoneNumbers: _phones, ...proposer } = risk.proposer;
  const { claims: _claims, ...driverDetails } = proposer.driverDetails ?? {};
  const { convictions: _convictions, ...licence } = driverDetails.licence ?? {};
  return {
    ...risk,
    proposer: { ...proposer, driverDetails: { ...driverDetails, licence } },
    duqAnswers: risk.duqAnswers?.filter(
      ({ questionNumber }) => questionNumber !== DUQ_QUESTIONS.registeredKeeper,
    ),
  };
}

/** A made-up customer priced for comparison site `sourceOfBusiness`, and a token for the quote. */
export async function comparisonSiteToken(
  sourceOfBusiness: string,
  answers: SiteAnswers = 'complete',
): Promise<IssuedAggregatorToken> {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 1);
  try {
    const now = new Date();
    return await issueAggregatorToken(
      db,
      { sourceOfBusiness, risk: siteRisk(ukToday(now), answers) },
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
