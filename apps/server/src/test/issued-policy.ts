import type { Quote } from '@van/domain/quote';
import type { Db } from '../db/database.ts';

/**
 * Stores what the purchase's issue transaction leaves behind for the stored quote `webReference`
 * (payment-settlement.ts), without going through a payment: its paid payment, the policy `quote`
 * was sold as (the VAN tier, on `paymentPlan`, consenting to renew), and the quote marked bought,
 * all at `at`. For tests of what comes after a sale (its e-mail, the links that find it).
 */
export async function storeIssuedPolicy(
  db: Db,
  {
    webReference,
    quote,
    paymentPlan,
    amountPence,
    policyNumber,
    at,
  }: {
    webReference: string;
    quote: Quote;
    paymentPlan: 'ANNUAL_CARD' | 'MONTHLY_DD';
    amountPence: number;
    policyNumber: string;
    at: Date;
  },
): Promise<{ quoteId: string; paymentId: string; policyId: string }> {
  const { id: quoteId } = await db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', webReference)
    .executeTakeFirstOrThrow();
  const payment = await db
    .insertInto('payment')
    .values({
      quote_id: quoteId,
      policy_event_reference: '001',
      payment_option: paymentPlan,
      amount_pence: amountPence,
      provider_session_id: `cs_${webReference}`,
      idempotency_key: `ps_${webReference}`,
      status: 'succeeded',
      created_at: at,
      updated_at: at,
      expires_at: at,
      paid_at: at,
      consent_to_auto_renew: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const policy = await db
    .insertInto('policy')
    .values({
      policy_number: policyNumber,
      quote_id: quoteId,
      payment_id: payment.id,
      tier: 'VAN',
      payment_plan: paymentPlan,
      policy_event_reference: '001',
      sold_quote: JSON.stringify(quote),
      status: 'Live',
      issued_at: at,
      consent_to_auto_renew: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('quote').set({ purchased_at: at }).where('id', '=', quoteId).execute();
  return { quoteId, paymentId: payment.id, policyId: policy.id };
}
