import { describe, expect, it } from 'vitest';
import { MONTHLY_ACCOUNT_NUMBER, signedInAs } from '../../test/account.ts';
import {
  cancel,
  cancellationUrl,
  monthlyCollections,
  monthlyPolicyWith,
  paidAtSandbox,
  paymentSandboxForFile,
} from '../../test/cancellation.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { SILENT_LOG, sandboxProvider, sandboxSessionOf } from '../../test/purchase.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { cancellationDocument } from './cancellation-document.ts';
import { drainCancellationRefundsOnce } from './cancellation-refund.worker.ts';

// Decision 065 (issue 21 item 4): cancelling a monthly policy mid-schedule settles its credit
// agreement through the Direct Debit mandate: the collections after today stopped (kept, marked),
// a balance owed collected once, a refund beyond the card's deposit sent to the bank account.
// Bought on 22 November 2026; cancelled on Thursday 25 February 2027, three collections later.

const BOUGHT = new Date('2026-11-22T10:00:00Z');
const CANCELLED = new Date('2027-02-25T10:00:00Z');
/** 22 November 2026 to 25 February 2027, both begun: 96 days of 365. */
const DAYS_USED = 96;
const ENDING = MONTHLY_ACCOUNT_NUMBER.slice(-4);

const server = testAppOnClock(BOUGHT);
const OWNER = 'paying.monthly@example.com';

const sandbox = paymentSandboxForFile('cancel_monthly_test');

/** Moves the clock to the day of cancelling and signs in afresh (sessions idle out). */
async function signedInOnTheDay(): Promise<string> {
  server.now = CANCELLED;
  return signedInAs(server.app, server.db, OWNER);
}

async function buy(policyNumber: string, amount: (premiumPence: number) => number) {
  server.now = BOUGHT;
  // First a schedule to learn the premium, then the one this test wants, from 22 December.
  const sold = await monthlyPolicyWith(server.app, server.db, OWNER, policyNumber, BOUGHT, []);
  const collections = monthlyCollections('2026-12-22', 10, amount(sold.premiumPence));
  await server.db
    .updateTable('direct_debit_mandate')
    .set({ collections: JSON.stringify(collections) })
    .where('id', '=', sold.mandateId)
    .execute();
  return { ...sold, collections };
}

async function recordsOf(policyId: string, mandateId: string) {
  const mandate = await server.db
    .selectFrom('direct_debit_mandate')
    .select('collections')
    .where('id', '=', mandateId)
    .executeTakeFirstOrThrow();
  return {
    collections: mandate.collections,
    adjustments: await server.db
      .selectFrom('direct_debit_adjustment')
      .selectAll()
      .where('policy_id', '=', policyId)
      .execute(),
    refunds: await server.db
      .selectFrom('cancellation_refund_outbox')
      .selectAll()
      .where('policy_id', '=', policyId)
      .execute(),
    cancellations: await server.db
      .selectFrom('policy_cancellation')
      .selectAll()
      .where('policy_id', '=', policyId)
      .execute(),
  };
}

const STOPPED = [
  '2027-03-22',
  '2027-04-22',
  '2027-05-22',
  '2027-06-22',
  '2027-07-22',
  '2027-08-22',
  '2027-09-22',
];

describe('a monthly policy cancelled with a balance owed', () => {
  const NUMBER = 'RWV-2027-065001';
  let sold: Awaited<ReturnType<typeof buy>>;
  let first: Record<string, unknown>;

  it('previews the final collection and the stopped instalments, changing nothing', async () => {
    // £1 a month: three taken by 25 February, far less than the cover used.
    sold = await buy(NUMBER, () => 1);
    const cookie = await signedInOnTheDay();
    const response = await server.app.inject({
      method: 'GET',
      url: cancellationUrl(NUMBER),
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json();
    const owed = Math.floor((sold.premiumPence * DAYS_USED) / 365) - (10_000 + 300);
    expect(owed).toBeGreaterThan(0);
    expect(figures).toMatchObject({
      paymentFrequency: 'MONTHLY_DD',
      paidPence: 10_300,
      daysUsed: DAYS_USED,
      refundPence: 0,
      balanceOwedPence: owed,
      cardRefundPence: 0,
      directDebit: {
        accountNumberEnding: ENDING,
        // 25 February + 10 working days is 11 March; the next collection, 22 March, is later.
        finalCollection: { amountPence: owed, date: '2027-03-22' },
      },
    });
    expect(
      figures.directDebit.stoppedCollections.map((each: { date: string }) => each.date),
    ).toEqual(STOPPED);
    expect(figures.directDebit.bankRefund).toBeUndefined();
    const records = await recordsOf(sold.policyId, sold.mandateId);
    expect(records.collections).toEqual(sold.collections);
    expect(records.adjustments).toEqual([]);
  });

  it('cancels: the later collections marked cancelled and kept, one final collection recorded, said in words', async () => {
    const cookie = await signedInOnTheDay();
    // Three at once, as a double click and a retry from another tab would send them.
    const answers = await Promise.all(
      [1, 2, 3].map(() => cancel(server.app, NUMBER, cookie, { date: 'now', confirm: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    first = answers[0]!.json();
    for (const answer of answers) expect(answer.json()).toEqual(first);

    const owed = first.balanceOwedPence as number;
    const records = await recordsOf(sold.policyId, sold.mandateId);
    expect(records.cancellations).toHaveLength(1);
    expect(records.refunds).toEqual([]);
    expect(records.adjustments).toMatchObject([
      {
        kind: 'FinalCollection',
        amount_pence: owed,
        due_on: '2027-03-22',
        mandate_id: sold.mandateId,
        created_at: CANCELLED,
      },
    ]);
    // Every collection is still on record, with the same dates and amounts; those after today
    // say when they were stopped, the three taken do not.
    expect(records.collections.map(({ date, amount }) => ({ date, amount }))).toEqual(
      sold.collections,
    );
    expect(
      records.collections
        .filter((each) => each.cancelledAt === CANCELLED.toISOString())
        .map((each) => each.date),
    ).toEqual(STOPPED);
    expect(records.collections.slice(0, 3).every((each) => each.cancelledAt === undefined)).toBe(
      true,
    );

    const words = (first.explanation as string[]).join(' ');
    const pounds = `£${(owed / 100).toFixed(2)}`;
    expect(words).toContain(
      `${pounds} will be collected by Direct Debit on 22 March 2027 from the account ending ${ENDING}`,
    );
    expect(words).toContain(
      'the 7 Direct Debit instalments still to come, from 22 March 2027, will not be collected',
    );
    const email = await server.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('kind', '=', 'policy-cancelled')
      .where('recipient', '=', OWNER)
      .executeTakeFirstOrThrow();
    expect(email.body_text).toContain(
      `${pounds} will be collected by Direct Debit on 22 March 2027`,
    );
  });

  it('the policy page shows the stopped collections as cancelled and the final collection', async () => {
    const cookie = await signedInOnTheDay();
    const response = await server.app.inject({
      method: 'GET',
      url: `/v1/account/policies/${NUMBER}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const debit = response.json().directDebit;
    expect(debit.collections).toHaveLength(10);
    expect(
      debit.collections.filter((each: { cancelledAt?: string }) => each.cancelledAt).length,
    ).toBe(STOPPED.length);
    expect(debit.settlement).toEqual({
      kind: 'finalCollection',
      amount: (first.balanceOwedPence as number) / 100,
      date: '2027-03-22',
    });
    // A retry days later answers the first cancellation, settlement and all.
    server.now = new Date('2027-03-01T10:00:00Z');
    const again = await cancel(server.app, NUMBER, await signedInAs(server.app, server.db, OWNER), {
      date: 'now',
      confirm: true,
    });
    expect(again.json()).toEqual(first);
    expect((await recordsOf(sold.policyId, sold.mandateId)).adjustments).toHaveLength(1);
  });
});

describe('a monthly policy cancelled with more to refund than the card paid', () => {
  const NUMBER = 'RWV-2027-065002';

  it('refunds the deposit to the card and the rest to the bank account, each once', async () => {
    // A sixth of the premium a month: three taken by 25 February, more than the cover used.
    const sold = await buy(NUMBER, (premiumPence) => Math.round(premiumPence / 6) / 100);
    const sessionId = await paidAtSandbox(server.db, sandbox(), NUMBER, 10_000);
    const cookie = await signedInOnTheDay();
    const answers = await Promise.all(
      [1, 2, 3].map(() => cancel(server.app, NUMBER, cookie, { date: 'now', confirm: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const answer = answers[0]!.json();
    for (const other of answers) expect(other.json()).toEqual(answer);
    const paid = 10_000 + 3 * Math.round(sold.premiumPence / 6);
    const refund = paid - Math.floor((sold.premiumPence * DAYS_USED) / 365);
    expect(refund).toBeGreaterThan(10_000);
    expect(answer).toMatchObject({
      paidPence: paid,
      refundPence: refund,
      balanceOwedPence: 0,
      cardRefundPence: 10_000,
      refundBy: '2027-03-27',
      directDebit: { bankRefund: { amountPence: refund - 10_000, date: '2027-02-25' } },
    });
    expect(answer.directDebit.finalCollection).toBeUndefined();
    expect(answer.explanation.join(' ')).toContain(
      `We will refund £100.00 to the card you paid with and £${((refund - 10_000) / 100).toFixed(2)} to the account ending ${ENDING} by 27 March 2027.`,
    );

    const records = await recordsOf(sold.policyId, sold.mandateId);
    expect(records.refunds).toMatchObject([
      { amount_pence: 10_000, provider_session_id: sessionId },
    ]);
    expect(records.adjustments).toMatchObject([
      { kind: 'Refund', amount_pence: refund - 10_000, due_on: '2027-02-25' },
    ]);
    expect(records.collections.filter((each) => each.cancelledAt).map((each) => each.date)).toEqual(
      STOPPED,
    );

    // The card gets back what it paid, once; no more.
    const drain = () =>
      drainCancellationRefundsOnce({
        db: server.db,
        provider: sandboxProvider(sandbox()),
        log: SILENT_LOG,
        now: () => server.now,
      });
    await Promise.all([drain(), drain()]);
    expect((await sandboxSessionOf(sandbox(), sessionId)).amountRefunded).toBe(10_000);

    // The cancellation document states both refunds.
    const policy = await server.db
      .selectFrom('policy')
      .selectAll()
      .where('id', '=', sold.policyId)
      .executeTakeFirstOrThrow();
    const text = await pdfText(
      await cancellationDocument(server.db, policy, records.cancellations[0]!, {
        brandName: 'Van Cover',
        brokerLegalName: 'Van Cover Ltd',
        phone: '0300 000 0000',
        contactEmail: 'help@example.com',
        insurerName: 'An Insurer plc',
        directDebitServiceUserNumber: '123456',
        lender: { name: 'Lender', address: 'Somewhere', fcaNumber: '1' },
        claimsPhone: '0300 000 0001',
        fcaFirmReferenceNumber: '2',
        withdrawalBaseUrl: 'http://localhost',
      }),
    );
    expect(text).toContain(`Refund to the account ending ${ENDING}`);
    expect(text).toContain('Direct Debit instalments cancelled');
  });
});
