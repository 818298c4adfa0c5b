// Test support for the e-mail tests: priced quotes with known prices, stored as the quote module
// stores them, so the tests do not depend on the rating engine's current tariff.
import { randomInt } from 'node:crypto';
import type { ProductIdentifier, Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import type { Db } from '../../db/database.ts';
import { retrievalHash } from '../quote/index.ts';

export interface TierPrice {
  productIdentifier: ProductIdentifier;
  productName: string;
  annual: number;
  /** The first instalment plan's paymentAmountNormal; no plan when absent. */
  monthly?: number;
}

/** Stored out of price order on purpose: the e-mail must order them itself (§4.4). */
export const TIER_PRICES: TierPrice[] = [
  { productIdentifier: 'PLATINUM', productName: 'Van Platinum', annual: 1234.56, monthly: 123.45 },
  { productIdentifier: 'SILVER', productName: 'Van Silver', annual: 620.01, monthly: 62.13 },
  { productIdentifier: 'VAN', productName: 'Van Essentials', annual: 581.28, monthly: 58.2 },
  { productIdentifier: 'GOLD', productName: 'Van Gold', annual: 664.27, monthly: 66.57 },
];

export const EXPIRY_DATE_TIME = '2026-12-22T23:59:59.000Z';

/** A new reference in the §5.2 format, different for every call in practice. */
export function newReference(): string {
  const group = () => String(randomInt(0, 100_000)).padStart(5, '0');
  return `${group()}-${group()}-${group()}`;
}

/** completedDirectQuote's customer (@van/domain/testing), priced with `tiers` and given `webReference`. */
export function pricedQuote(
  webReference: string,
  { email, tiers = TIER_PRICES }: { email?: string; tiers?: TierPrice[] } = {},
): Quote {
  const quote = completedDirectQuote(ukToday(new Date()));
  const risk = quote.policy.eventCurrent.risk;
  // The completed quote has an e-mail address; this customer has the one given, or none.
  if (email === undefined) delete risk.proposer.email;
  else risk.proposer.email = email;
  quote.policy.webReference = webReference;
  quote.policy.expiryDate = EXPIRY_DATE_TIME;
  quote.policy.eventsRelated = tiers.map((tier) => ({
    policyEventReference: '001',
    risk,
    result: {
      premiumDetails: { totalPayable: tier.annual },
      grantedDetailsMotor: {
        productIdentifier: tier.productIdentifier,
        productName: tier.productName,
      },
      ...(tier.monthly === undefined
        ? {}
        : {
            // A 10 % deposit, then 10 payments (the tariff's plan shape, decision 013).
            instalmentPlans: [
              {
                depositAmountTotal: depositOf(tier.annual),
                paymentAmountNormal: tier.monthly,
                paymentCountNormal: 10,
                aprRateStored: 26.9,
                totalPayable: totalOf(tier),
              },
            ],
          }),
    },
  }));
  return quote;
}

/** The fixture plans' deposit: 10 % of the yearly price, to the penny. */
export function depositOf(annual: number): number {
  return Math.round(annual * 10) / 100;
}

/** The fixture plans' total: the deposit and the 10 payments. */
export function totalOf(tier: TierPrice): number {
  return Math.round((depositOf(tier.annual) + 10 * (tier.monthly ?? 0)) * 100) / 100;
}

/** Stores the quote with the hash of its retrieval key, as the quote service does on create. */
export async function storeQuote(db: Db, quote: Quote): Promise<void> {
  const webReference = quote.policy.webReference;
  await db
    .insertInto('quote')
    .values({
      web_reference: webReference,
      status: 'Quote',
      source_of_business: 'Website',
      no_available_products: quote.noAvailableProducts,
      quote,
      expires_at: new Date(EXPIRY_DATE_TIME),
      idempotency_key: null,
      retrieval_hash: retrievalHash(webReference, retrievalKeyOf(quote)),
    })
    .execute();
}
