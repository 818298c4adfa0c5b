import { expect, type Page } from '@playwright/test';
import { createDb } from '@van/server/db/database';

// Issue 21 item 7 (decision 063): a cancellation's refund, seen where the money moves. The quote
// service's record of it is read from its database (E2E_DATABASE_URL); the payment provider's from
// the provider itself: the payment sandbox's merchant API, called as the quote service calls it
// (server to server, with the merchant key), never through the quote service.

/** The sandbox's development key (apps/payment-sandbox/src/config.ts), unless one was configured. */
const MERCHANT_KEY = process.env.PAYMENT_SANDBOX_MERCHANT_KEY || 'sk_sandbox_development_only';

/**
 * Watches `page` for the payment provider's card frame (its address is `{origin}/pay/{session}`)
 * and answers the provider's origin once the frame has opened. Call before paying.
 */
export function watchForPaymentProvider(page: Page): () => string {
  let origin: string | undefined;
  page.on('framenavigated', (frame) => {
    const url = new URL(frame.url(), 'http://unknown');
    if (/^\/pay\/cs_[\w-]+$/.test(url.pathname)) origin = url.origin;
  });
  return () => {
    expect(origin, "the payment provider's card frame was opened").toBeDefined();
    return origin!;
  };
}

/** A payment session as the provider's merchant API answers it (the parts looked at). */
export interface ProviderSession {
  id: string;
  status: string;
  amount: number;
  /** Pence given back so far, by all refunds of the session. */
  amountRefunded: number;
}

/** GET {provider}/v1/sessions/{id} with the merchant key. */
export async function providerSession(
  page: Page,
  providerOrigin: string,
  sessionId: string,
): Promise<ProviderSession> {
  const response = await page.request.get(
    `${providerOrigin}/v1/sessions/${encodeURIComponent(sessionId)}`,
    { headers: { authorization: `Bearer ${MERCHANT_KEY}` } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as ProviderSession;
}

/** A refund the quote service queued for a cancelled policy, and what became of it. */
export interface StoredRefund {
  providerSessionId: string;
  amountPence: number;
  deliveredAt: Date | null;
  /** The provider's reference for it once paid (its session id). */
  acknowledgementReference: string | null;
  rejectionReason: string | null;
}

/** The policy's cancellation refunds (cancellation_refund_outbox), oldest first. */
export async function cancellationRefundsOf(policyNumber: string): Promise<StoredRefund[]> {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 1);
  try {
    return await db
      .selectFrom('cancellation_refund_outbox as refund')
      .innerJoin('policy', 'policy.id', 'refund.policy_id')
      .where('policy.policy_number', '=', policyNumber)
      .select([
        'refund.provider_session_id as providerSessionId',
        'refund.amount_pence as amountPence',
        'refund.delivered_at as deliveredAt',
        'refund.acknowledgement_reference as acknowledgementReference',
        'refund.rejection_reason as rejectionReason',
      ])
      .orderBy('refund.id')
      .execute();
  } finally {
    await db.destroy();
  }
}

/** Money as the pages show it ('£1,234.56') in pence. */
export function pence(shown: string): number {
  const match = /£([\d,]+)\.(\d\d)/.exec(shown);
  expect(match, `an amount of money in "${shown}"`).not.toBeNull();
  return Number(match![1]!.replaceAll(',', '')) * 100 + Number(match![2]);
}
