import { describe, expect, it } from 'vitest';
import {
  MONTHLY_COLLECTIONS,
  monthlyPolicyFor,
  OWN_ORIGIN,
  policyFor,
  signedInAs,
} from '../../test/account.ts';
import {
  cancel as cancelAt,
  cancellationUrl,
  paidAtSandbox as paidAt,
  policyRow as policyRowOf,
  paymentSandboxForFile,
} from '../../test/cancellation.ts';
import { SILENT_LOG, sandboxProvider, sandboxSessionOf } from '../../test/purchase.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { cancellationAttachments } from './cancellation-document.ts';
import { drainCancellationRefundsOnce } from './cancellation-refund.worker.ts';

// Decision 063 (issue 21 items 4 and 6): cancelling online, for the signed-in owner only, once.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));

const OWNER = 'cancelling.owner@example.com';
const STRANGER = 'not.the.owner@example.com';

const sandbox = paymentSandboxForFile('cancel_test');

let ownerCookie: string | undefined;
async function signedInOwner(): Promise<string> {
  ownerCookie ??= await signedInAs(server.app, server.db, OWNER);
  return ownerCookie;
}

function preview(policyNumber: string, cookie?: string, date?: string) {
  return server.app.inject({
    method: 'GET',
    url: cancellationUrl(policyNumber) + (date ? `?date=${date}` : ''),
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const cancel = (
  policyNumber: string,
  cookie: string | undefined,
  body: unknown,
  origin?: string | null,
) => cancelAt(server.app, policyNumber, cookie, body, origin);
const paidAtSandbox = (policyNumber: string) => paidAt(server.db, sandbox(), policyNumber);
const policyRow = (policyNumber: string) => policyRowOf(server.db, policyNumber);

async function rowsOf(policyNumber: string) {
  const policy = await policyRow(policyNumber);
  return {
    policy,
    cancellations: await server.db
      .selectFrom('policy_cancellation')
      .selectAll()
      .where('policy_id', '=', policy.id)
      .execute(),
    refunds: await server.db
      .selectFrom('cancellation_refund_outbox')
      .selectAll()
      .where('policy_id', '=', policy.id)
      .execute(),
    mid: await server.db
      .selectFrom('mid_outbox')
      .selectAll()
      .where('policy_id', '=', policy.id)
      .execute(),
    events: await server.db
      .selectFrom('policy_event')
      .selectAll()
      .where('policy_id', '=', policy.id)
      .execute(),
    emails: await server.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'policy-cancelled')
      .where('quote_id', '=', policy.quote_id)
      .execute(),
  };
}

describe('the cancellation preview', () => {
  it('shows the refund by the rule in figures and words, with the continuous insurance warning', async () => {
    await policyFor(server.app, server.db, OWNER, 'RWV-2026-063001', server.now);
    const cookie = await signedInOwner();
    const response = await preview('RWV-2026-063001', cookie, '2026-12-02');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const figures = response.json();
    // Cover from 22 November 2026 to 21 November 2027 (365 days); ends as 2 December begins.
    expect(figures).toMatchObject({
      policyNumber: 'RWV-2026-063001',
      paymentFrequency: 'ANNUAL_CARD',
      rule: 'withinFourteenDays',
      effectiveAt: '2026-12-02T00:00:00.000Z',
      lastDayOfCover: '2026-12-01',
      windowEndsOn: '2026-12-06',
      daysUsed: 10,
      daysInPeriod: 365,
      premiumPence: 50_000,
      paidPence: 50_000,
      // floor(50,000 x 10 / 365) = 1,369
      coverUsedPence: 1_369,
      feePence: 0,
      refundPence: 48_631,
      balanceOwedPence: 0,
      refundBy: '2026-12-22',
    });
    expect(figures.explanation.join(' ')).toContain('£486.31');
    expect(figures.continuousInsuranceWarning).toMatch(/insured or declared off the road \(SORN\)/);
    // A preview changes nothing.
    expect((await rowsOf('RWV-2026-063001')).cancellations).toEqual([]);
  });

  it('refuses a date that cannot be chosen, in words', async () => {
    const cookie = await signedInOwner();
    const past = await preview('RWV-2026-063001', cookie, '2026-11-22');
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('Choose a date after today, or cancel now.');
    const late = await preview('RWV-2026-063001', cookie, '2027-11-22');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/on or before 2027-11-21/);
  });

  it('is not shown to anyone signed out (401) or to another customer (404)', async () => {
    expect((await preview('RWV-2026-063001')).statusCode).toBe(401);
    await policyFor(server.app, server.db, STRANGER, 'RWV-2026-063009', server.now);
    const stranger = await signedInAs(server.app, server.db, STRANGER);
    const response = await preview('RWV-2026-063001', stranger);
    expect(response.statusCode).toBe(404);
    const posted = await cancel('RWV-2026-063001', stranger, { date: 'now', confirm: true });
    expect(posted.statusCode).toBe(404);
    expect((await rowsOf('RWV-2026-063001')).policy.status).toBe('Live');
  });
});

describe('cancelling', () => {
  it('refuses a call without our Origin (403) or without confirming (400), and changes nothing', async () => {
    const cookie = await signedInOwner();
    expect(
      (await cancel('RWV-2026-063001', cookie, { date: 'now', confirm: true }, null)).statusCode,
    ).toBe(403);
    expect(
      (
        await cancel(
          'RWV-2026-063001',
          cookie,
          { date: 'now', confirm: true },
          'https://evil.example',
        )
      ).statusCode,
    ).toBe(403);
    const unconfirmed = await cancel('RWV-2026-063001', cookie, { date: 'now' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(
      (await cancel('RWV-2026-063001', undefined, { date: 'now', confirm: true })).statusCode,
    ).toBe(401);
    const rows = await rowsOf('RWV-2026-063001');
    expect(rows.policy.status).toBe('Live');
    expect(rows.cancellations).toEqual([]);
  });

  it('within 14 days (annual): cancels, queues the refund, MID removal and e-mail; the provider refunds once', async () => {
    await policyFor(server.app, server.db, OWNER, 'RWV-2026-063002', server.now);
    const sessionId = await paidAtSandbox('RWV-2026-063002');
    const cookie = await signedInOwner();
    const response = await cancel('RWV-2026-063002', cookie, { date: 'now', confirm: true });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    // Cancelled on its first day: one day of 365 used, floor(50,000 / 365) = 136.
    expect(answer).toMatchObject({
      status: 'cancelled',
      cancelledAt: server.now.toISOString(),
      effectiveAt: server.now.toISOString(),
      rule: 'withinFourteenDays',
      daysUsed: 1,
      coverUsedPence: 136,
      refundPence: 49_864,
    });
    expect(answer.continuousInsuranceWarning).toContain('SORN');

    const rows = await rowsOf('RWV-2026-063002');
    expect(rows.policy).toMatchObject({
      status: 'Cancelled',
      cancellation_reason: 'CustomerOnline',
    });
    expect(rows.cancellations).toHaveLength(1);
    expect(rows.cancellations[0]).toMatchObject({ reason: 'CustomerOnline', refund_pence: 49_864 });
    expect(rows.cancellations[0]!.session_id).not.toBeNull();
    expect(rows.refunds).toMatchObject([
      { amount_pence: 49_864, provider_session_id: sessionId, delivered_at: null },
    ]);
    expect(rows.mid).toMatchObject([{ kind: 'cancel', cancelled_on: '2026-11-22' }]);
    expect(rows.events).toMatchObject([{ kind: 'cancelled', amount_pence: 49_864 }]);
    expect(rows.emails).toHaveLength(1);
    expect(rows.emails[0]).toMatchObject({ recipient: OWNER });
    expect(rows.emails[0]!.body_text).toContain('£498.64');
    expect(rows.emails[0]!.body_text).toContain('SORN');

    // Two workers at once, then again: the provider refunds once, the amount worked out.
    const drain = () =>
      drainCancellationRefundsOnce({
        db: server.db,
        provider: sandboxProvider(sandbox()),
        log: SILENT_LOG,
        now: () => server.now,
      });
    const counts = await Promise.all([drain(), drain()]);
    expect(counts.reduce((sum, each) => sum + each.delivered, 0)).toBe(1);
    await drain();
    const atProvider = await sandboxSessionOf(sandbox(), sessionId);
    expect(atProvider.amountRefunded).toBe(49_864);
    const [refund] = (await rowsOf('RWV-2026-063002')).refunds;
    expect(refund!.delivered_at).not.toBeNull();
    expect(refund!.attempts).toBe(1);
  });

  it('no longer serves the certificate as valid, and answers the preview 410', async () => {
    const cookie = await signedInOwner();
    const certificate = await server.app.inject({
      method: 'GET',
      url: '/v1/account/policies/RWV-2026-063002/documents/certificate',
      headers: { cookie },
    });
    expect(certificate.statusCode).toBe(410);
    expect(certificate.json().error.message).toMatch(/no longer valid/);
    expect((await preview('RWV-2026-063002', cookie)).statusCode).toBe(410);
  });

  it('cancels once under a double click, and a retry gets the same answer', async () => {
    await policyFor(server.app, server.db, OWNER, 'RWV-2026-063003', server.now);
    const cookie = await signedInOwner();
    const body = { date: '2026-12-10', confirm: true };
    const answers = await Promise.all([
      cancel('RWV-2026-063003', cookie, body),
      cancel('RWV-2026-063003', cookie, body),
      cancel('RWV-2026-063003', cookie, body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [first, ...rest] = answers.map((answer) => answer.json());
    for (const other of rest) expect(other).toEqual(first);
    const retry = await cancel('RWV-2026-063003', cookie, { date: 'now', confirm: true });
    expect(retry.json()).toEqual(first);
    const rows = await rowsOf('RWV-2026-063003');
    expect(rows.cancellations).toHaveLength(1);
    expect(rows.refunds).toHaveLength(1);
    expect(rows.events).toHaveLength(1);
    expect(rows.mid).toMatchObject([{ kind: 'cancel', cancelled_on: '2026-12-10' }]);
    expect(rows.emails).toHaveLength(1);
  });

  it('monthly: stops the Direct Debit and settles the credit by the rule', async () => {
    await monthlyPolicyFor(server.app, server.db, OWNER, 'RWV-2026-063004', server.now);
    const cookie = await signedInOwner();
    const response = await cancel('RWV-2026-063004', cookie, { date: 'now', confirm: true });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    // The £100 deposit paid, no collection yet due (the first is on 22 December).
    expect(answer).toMatchObject({
      paymentFrequency: 'MONTHLY_DD',
      paidPence: 10_000,
      daysUsed: 1,
    });
    expect(answer.refundPence).toBe(10_000 - answer.coverUsedPence);
    expect(answer.coverUsedPence).toBe(Math.floor((answer.premiumPence * 1) / 365));
    // Decision 065: the three collections to come are stopped; the refund fits the card.
    expect(answer).toMatchObject({
      cardRefundPence: answer.refundPence,
      directDebit: { accountNumberEnding: '4958', stoppedCollections: MONTHLY_COLLECTIONS },
    });
    expect(answer.explanation.join(' ')).toContain(
      'the 3 Direct Debit instalments still to come, from 22 December 2026, will not be collected',
    );
    const rows = await rowsOf('RWV-2026-063004');
    expect(rows.cancellations[0]).toMatchObject({
      direct_debit_stopped_at: server.now,
      mandate_reference: 'RWVDD00000061',
      payment_plan: 'MONTHLY_DD',
    });
    expect(rows.refunds).toMatchObject([{ amount_pence: answer.refundPence }]);
    expect(rows.mid).toMatchObject([{ kind: 'cancel' }]);
  });

  it('refuses (410) a policy already cancelled another way, and records nothing', async () => {
    await policyFor(server.app, server.db, OWNER, 'RWV-2026-063005', server.now);
    await server.db
      .updateTable('policy')
      .set({ status: 'Cancelled', cancelled_at: server.now, cancellation_reason: 'FullRefund' })
      .where('policy_number', '=', 'RWV-2026-063005')
      .execute();
    const cookie = await signedInOwner();
    const response = await cancel('RWV-2026-063005', cookie, { date: 'now', confirm: true });
    expect(response.statusCode).toBe(410);
    expect(response.json().error.message).toMatch(/already been cancelled/);
    const rows = await rowsOf('RWV-2026-063005');
    expect(rows.cancellations).toEqual([]);
    expect(rows.refunds).toEqual([]);
  });

  it('the confirmation e-mail carries a cancellation document of its own (PDF)', async () => {
    const policy = await policyRow('RWV-2026-063002');
    const attachments = await cancellationAttachments(
      server.db,
      {
        brandName: 'Van Cover',
        brokerLegalName: 'Van Cover Ltd',
        phone: '0300 000 0000',
        contactEmail: 'help@example.com',
        insurerName: 'An Insurer plc',
        directDebitServiceUserNumber: '123456',
        lender: { name: 'Lender', address: 'Somewhere', fcaNumber: '1' },
        claimsPhone: '0300 000 0001',
        fcaFirmReferenceNumber: '2',
        withdrawalBaseUrl: OWN_ORIGIN,
      },
      async () => [],
    )({ kind: 'policy-cancelled', quoteId: policy.quote_id });
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.filename).toBe('cancellation-RWV-2026-063002.pdf');
    expect(attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
