import { describe, expect, it } from 'vitest';
import { OWN_ORIGIN, policyFor, signedInAs } from '../../test/account.ts';
import {
  cancel as cancelAt,
  paidAtSandbox as paidAt,
  policyRow as policyRowOf,
  paymentSandboxForFile,
} from '../../test/cancellation.ts';
import { SILENT_LOG, sandboxProvider, sandboxSessionOf } from '../../test/purchase.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { drainCancellationRefundsOnce } from './cancellation-refund.worker.ts';

// Decision 063, amended: a cancellation from a later date is recorded at once, but the policy
// stays in force until 00:00 UK time that day; its certificate is served until then and refused
// from then on, read from the clock (no job runs on the date). The refund is paid as cover ends.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));

const OWNER = 'selling.the.van@example.com';
const LATER = 'RWV-2026-063101';
const NOW = 'RWV-2026-063102';
/** Friday 4 December 2026: cover ends as it begins (00:00 UK time is 00:00 UTC in winter). */
const FRIDAY = '2026-12-04';
const ENDS_AT = new Date('2026-12-04T00:00:00Z');

const sandbox = paymentSandboxForFile('cancel_later_test');

/** Moves the app's clock and signs in afresh (a session lasts 30 idle minutes). */
async function at(instant: string): Promise<string> {
  server.now = new Date(instant);
  return signedInAs(server.app, server.db, OWNER);
}

function get(path: string, cookie: string) {
  return server.app.inject({ method: 'GET', url: path, headers: { cookie } });
}

const cancel = (policyNumber: string, cookie: string, date: string) =>
  cancelAt(server.app, policyNumber, cookie, { date, confirm: true });

const certificate = (policyNumber: string, cookie: string) =>
  get(`/v1/account/policies/${policyNumber}/documents/certificate`, cookie);

async function summaryOf(policyNumber: string, cookie: string) {
  const response = await get('/v1/account/policies', cookie);
  expect(response.statusCode, response.body).toBe(200);
  const policies = response.json().policies as { policyNumber: string; status: string }[];
  return policies.find((policy) => policy.policyNumber === policyNumber);
}

const policyRow = (policyNumber: string) => policyRowOf(server.db, policyNumber);

async function refundsOf(policyNumber: string) {
  const policy = await policyRow(policyNumber);
  return server.db
    .selectFrom('cancellation_refund_outbox')
    .selectAll()
    .where('policy_id', '=', policy.id)
    .execute();
}

const paidAtSandbox = (policyNumber: string) => paidAt(server.db, sandbox(), policyNumber);

const drainRefunds = () =>
  drainCancellationRefundsOnce({
    db: server.db,
    provider: sandboxProvider(sandbox()),
    log: SILENT_LOG,
    now: () => server.now,
  });

describe('a cancellation from a later date', () => {
  let sessionId: string;
  let first: Record<string, unknown>;

  it('is recorded at once, with the MID told its end date, the e-mail and the refund due when cover ends', async () => {
    await policyFor(server.app, server.db, OWNER, LATER, server.now);
    sessionId = await paidAtSandbox(LATER);
    const cookie = await at('2026-11-22T10:00:00Z');
    const response = await cancel(LATER, cookie, FRIDAY);
    expect(response.statusCode, response.body).toBe(200);
    first = response.json();
    // 22 November to 3 December: 12 days of 365 used, floor(50,000 x 12 / 365) = 1,643.
    expect(first).toMatchObject({
      status: 'cancelled',
      cancelledAt: '2026-11-22T10:00:00.000Z',
      effectiveAt: ENDS_AT.toISOString(),
      lastDayOfCover: '2026-12-03',
      daysUsed: 12,
      coverUsedPence: 1_643,
      refundPence: 48_357,
      refundBy: '2026-12-22',
    });
    expect((first.explanation as string[]).join(' ')).toContain(
      'Your policy stays in force until then. We will refund £483.57 to the card you paid with when your cover ends',
    );

    const policy = await policyRow(LATER);
    // Cancelled from the instant cover ends; the audit event is the notice.
    expect(policy).toMatchObject({
      status: 'Cancelled',
      cancelled_at: ENDS_AT,
      cancellation_reason: 'CustomerOnline',
    });
    const events = await server.db
      .selectFrom('policy_event')
      .selectAll()
      .where('policy_id', '=', policy.id)
      .execute();
    expect(events).toMatchObject([{ kind: 'cancelled', at: new Date('2026-11-22T10:00:00Z') }]);
    const mid = await server.db
      .selectFrom('mid_outbox')
      .selectAll()
      .where('policy_id', '=', policy.id)
      .execute();
    expect(mid).toMatchObject([{ kind: 'cancel', cancelled_on: FRIDAY }]);
    const emails = await server.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'policy-cancelled')
      .where('quote_id', '=', policy.quote_id)
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.body_text).toContain('Until then you are insured as before');
    expect(await refundsOf(LATER)).toMatchObject([
      { amount_pence: 48_357, due_at: ENDS_AT, next_attempt_at: ENDS_AT, delivered_at: null },
    ]);
  });

  it('leaves the certificate downloadable and the account saying it is cancelling, until the date', async () => {
    const cookie = await at('2026-12-03T23:59:59Z');
    const response = await certificate(LATER, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(await summaryOf(LATER, cookie)).toMatchObject({
      status: 'cancelling',
      cancellationEffectiveAt: ENDS_AT.toISOString(),
    });
    const detail = await get(`/v1/account/policies/${LATER}`, cookie);
    expect(detail.json().status).toBe('cancelling');
    expect(detail.json().documents.map((document: { kind: string }) => document.kind)).toContain(
      'certificate',
    );
    // It cannot be cancelled twice: the preview says when cover ends, a second request answers the first.
    const preview = await get(`/v1/account/policies/${LATER}/cancellation`, cookie);
    expect(preview.statusCode).toBe(410);
    expect(preview.json().error.message).toMatch(/already cancelled: your cover ends at/);
    expect((await cancel(LATER, cookie, 'now')).json()).toEqual(first);
    // It will not renew, so there is no renewal choice to change.
    const renewal = await server.app.inject({
      method: 'PUT',
      url: `/v1/account/policies/${LATER}/auto-renewal`,
      headers: { cookie, origin: OWN_ORIGIN },
      payload: { autoRenew: true },
    });
    expect(renewal.statusCode).toBe(410);
  });

  it('pays no refund and raises no alert before cover ends, then pays it once as it ends', async () => {
    // Nine days after the notice: more than the 7 days of the alert, but the refund is not yet due.
    server.now = new Date('2026-12-01T10:00:00Z');
    expect(await drainRefunds()).toEqual({ delivered: 0, failed: 0, overdue: 0 });
    expect((await sandboxSessionOf(sandbox(), sessionId)).amountRefunded).toBe(0);

    server.now = ENDS_AT;
    expect(await drainRefunds()).toMatchObject({ delivered: 1, overdue: 0 });
    expect(await drainRefunds()).toMatchObject({ delivered: 0 });
    expect((await sandboxSessionOf(sandbox(), sessionId)).amountRefunded).toBe(48_357);
  });

  it('refuses the certificate and says cancelled from the instant cover ends, with no job run', async () => {
    const cookie = await at(ENDS_AT.toISOString());
    const response = await certificate(LATER, cookie);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.message).toMatch(/no longer valid/);
    expect(await summaryOf(LATER, cookie)).toMatchObject({
      status: 'cancelled',
      cancellationEffectiveAt: ENDS_AT.toISOString(),
    });
    const detail = await get(`/v1/account/policies/${LATER}`, cookie);
    expect(
      detail.json().documents.map((document: { kind: string }) => document.kind),
    ).not.toContain('certificate');
    // A retry after the date still gets the first answer, unchanged.
    expect((await cancel(LATER, cookie, 'now')).json()).toEqual(first);
    const preview = await get(`/v1/account/policies/${LATER}/cancellation`, cookie);
    expect(preview.json().error.message).toMatch(/already been cancelled/);
  });
});

describe('a cancellation now (unchanged)', () => {
  it('cancels at once: the certificate refused, the account cancelled, the refund due now', async () => {
    let cookie = await at('2026-12-05T10:00:00Z');
    await policyFor(server.app, server.db, OWNER, NOW, server.now);
    expect((await certificate(NOW, cookie)).statusCode).toBe(200);
    expect((await summaryOf(NOW, cookie))?.status).toBe('live');

    const response = await cancel(NOW, cookie, 'now');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      effectiveAt: server.now.toISOString(),
    });
    expect(response.json().explanation.join(' ')).toMatch(
      /We will refund £[\d.,]+ to the card you paid with by/,
    );
    expect(await policyRow(NOW)).toMatchObject({ status: 'Cancelled', cancelled_at: server.now });
    expect(await refundsOf(NOW)).toMatchObject([{ due_at: server.now }]);

    expect((await certificate(NOW, cookie)).statusCode).toBe(410);
    expect(await summaryOf(NOW, cookie)).toMatchObject({
      status: 'cancelled',
      cancellationEffectiveAt: server.now.toISOString(),
    });
    cookie = await at('2026-12-05T10:00:01Z');
    expect((await certificate(NOW, cookie)).statusCode).toBe(410);
  });
});
