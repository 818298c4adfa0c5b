import { selectedResult } from '@van/domain/quote';
import { addCalendarMonths } from '@van/domain/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import { monthlyPolicyFor, OWN_ORIGIN } from './account.ts';
import { payWith, sandboxProvider, startPaymentSandbox, type PaymentSandbox } from './purchase.ts';

// Helpers for the cancellation tests (decisions 063, 065): the POST as the account page sends it,
// the policy's row, and a real payment at the sandbox for a refund to go back to.

/** The cancellation path of a policy: GET previews, POST cancels. */
export const cancellationUrl = (policyNumber: string) =>
  `/v1/account/policies/${policyNumber}/cancellation`;

/** POST the cancellation with `body`, from our own origin unless told otherwise (null: none). */
export function cancel(
  app: App,
  policyNumber: string,
  cookie: string | undefined,
  body: unknown,
  origin: string | null = OWN_ORIGIN,
) {
  return app.inject({
    method: 'POST',
    url: cancellationUrl(policyNumber),
    headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    payload: body as object,
  });
}

/** The policy numbered `policyNumber`, as stored. */
export function policyRow(db: Db, policyNumber: string) {
  return db
    .selectFrom('policy')
    .selectAll()
    .where('policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow();
}

/**
 * Pays `amountPence` (£500 unless told) at the sandbox and makes that session the policy's
 * payment, as issue leaves it; the provider's session id.
 */
export async function paidAtSandbox(
  db: Db,
  sandbox: PaymentSandbox,
  policyNumber: string,
  amountPence = 50_000,
): Promise<string> {
  const session = await sandboxProvider(sandbox).createSession(
    {
      amount: amountPence,
      reference: `ref-${policyNumber}`,
      policyEventReference: '001',
      description: 'Van insurance',
      notifyUrl: 'http://127.0.0.1:9/none',
      allowedOrigin: OWN_ORIGIN,
    },
    `pay-${policyNumber}`,
  );
  expect(await payWith(session.frameUrl)).toBe(303);
  const policy = await policyRow(db, policyNumber);
  await db
    .updateTable('payment')
    .set({ provider_session_id: session.id })
    .where('id', '=', policy.payment_id)
    .execute();
  return session.id;
}

/**
 * Decision 065: a policy sold to `email` on `now`, paid monthly (a £100 deposit by card) with
 * these collections, as account.ts monthlyPolicyFor makes it, under a mandate reference of its own
 * so that one database can hold several.
 */
export async function monthlyPolicyWith(
  app: App,
  db: Db,
  email: string,
  policyNumber: string,
  now: Date,
  collections: readonly { date: string; amount: number }[],
): Promise<{ policyId: string; mandateId: string; premiumPence: number }> {
  await monthlyPolicyFor(app, db, email, policyNumber, now);
  const policy = await policyRow(db, policyNumber);
  const mandate = await db
    .updateTable('direct_debit_mandate')
    .set({
      mandate_reference: `RWVDD${policyNumber.replace(/\D/g, '').slice(-8)}`,
      collections: JSON.stringify(collections),
    })
    .where('policy_id', '=', policy.id)
    .returning('id')
    .executeTakeFirstOrThrow();
  const premium = selectedResult(policy.sold_quote)?.premiumDetails?.totalPayable ?? 0;
  return { policyId: policy.id, mandateId: mandate.id, premiumPence: Math.round(premium * 100) };
}

/** Monthly collections of `amount` pounds on the 22nd, `count` of them from `first`. */
export function monthlyCollections(first: string, count: number, amount: number) {
  return Array.from({ length: count }, (_, index) => ({
    date: addCalendarMonths(first, index),
    amount,
  }));
}

/**
 * A payment sandbox of the calling test file's own, started before its tests and closed after
 * them (once its notifications are done); call the function returned for it inside a test.
 */
export function paymentSandboxForFile(name: string): () => PaymentSandbox {
  let sandbox: PaymentSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({
      merchantKey: `mk_${name}`,
      webhookSecret: `whsec_${name}`,
    });
  });
  afterAll(async () => {
    await sandbox?.idle();
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('the payment sandbox is not started yet');
    return sandbox;
  };
}
