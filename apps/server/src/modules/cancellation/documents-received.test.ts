import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cancellationRefund } from '@van/domain/cancellation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyFor, signedInAs } from '../../test/account.ts';
import { cancellationUrl } from '../../test/cancellation.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { createMailTransport, drainOnce, queueEmail, type EmailLog } from '../email/index.ts';
import { postedDocumentsOf, queuePostedDocuments } from '../post/index.ts';
import { documentsReceivedAt, documentsReceivedFrom } from './documents-received.ts';

// Decision 066 (ICOBS 7.1.3): the 14 days to cancel run from the later of the purchase and the day
// the documents are received; this finds that day from what the e-mail and post outboxes recorded.

const PURCHASE = new Date('2026-11-22T10:00:00Z');
const server = testAppOnClock(PURCHASE);
const SILENT: EmailLog = { info: () => {}, warn: () => {}, error: () => {} };
const FROM = '"Roadwise" <no-reply@roadwise.example>';

let mailboxDir: string;
beforeAll(async () => {
  mailboxDir = await mkdtemp(path.join(tmpdir(), 'van-documents-received-'));
});
afterAll(async () => {
  await rm(mailboxDir, { recursive: true, force: true });
});

async function policyRow(policyNumber: string) {
  return server.db
    .selectFrom('policy')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .select([
      'policy.id',
      'policy.sold_quote',
      'policy.payment_plan',
      'policy.issued_at',
      'quote.web_reference',
    ])
    .where('policy.policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow();
}

const drain = (transport: ReturnType<typeof createMailTransport>) =>
  drainOnce({ db: server.db, transport, log: SILENT, now: () => server.now });

describe('documentsReceivedFrom', () => {
  const EMAILED = new Date('2026-11-25T08:30:00Z');
  it.each([
    ['the e-mail with the documents, when it was sent', { emailSentAt: EMAILED }, EMAILED],
    ['nothing while the e-mail is not sent', { emailSentAt: null }, undefined],
    [
      'the posted documents as the day they arrive begins (dispatch + 2 working days)',
      { posted: true, postDispatchedOn: '2026-11-27', emailSentAt: EMAILED },
      new Date('2026-12-01T00:00:00Z'), // Friday + 2 working days = Tuesday, GMT
    ],
    [
      'nothing while the postal item is not dispatched, whatever e-mail was sent',
      { posted: true, postDispatchedOn: null, emailSentAt: EMAILED },
      undefined,
    ],
  ])('takes %s', (_name, delivery, expected) => {
    expect(
      documentsReceivedFrom({
        posted: false,
        postDispatchedOn: null,
        ...delivery,
      }),
    ).toEqual(expected);
  });
});

describe('documentsReceivedAt', () => {
  it('is the sending of the confirmation e-mail, not a failed try, and moves the 14 days with it', async () => {
    await policyFor(
      server.app,
      server.db,
      'emailed.documents@example.com',
      'RWV-2026-066201',
      PURCHASE,
    );
    const policy = await policyRow('RWV-2026-066201');
    await queueEmail(
      server.db,
      {
        kind: 'policy',
        webReference: policy.web_reference,
        recipient: 'emailed.documents@example.com',
        subject: 'Your policy documents',
        text: 'Your documents are attached.',
        html: '<p>Your documents are attached.</p>',
      },
      PURCHASE,
    );
    expect(await documentsReceivedAt(server.db, policy.id)).toBeUndefined();

    // The mail server is down for three days; the try that fails is not a receipt.
    server.now = new Date('2026-11-22T10:00:05Z');
    const down = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: FROM, mailboxDir });
    expect(await drain(down)).toMatchObject({ failed: 1 });
    expect(await documentsReceivedAt(server.db, policy.id)).toBeUndefined();

    server.now = new Date('2026-11-25T09:00:00Z');
    expect(await drain(createMailTransport({ from: FROM, mailboxDir }))).toMatchObject({ sent: 1 });
    const received = await documentsReceivedAt(server.db, policy.id);
    expect(received).toEqual(server.now);

    // Wired into the rule: notice on 9 December is within 14 days of receipt, not of the purchase.
    const rule = cancellationRefund(
      {
        startDate: '2026-11-22',
        endDate: '2027-11-21',
        purchasedAt: policy.issued_at,
        documentsReceivedAt: received,
        premiumPence: 50_000,
        paidPence: 50_000,
        claimMade: false,
      },
      'now',
      new Date('2026-12-09T12:00:00Z'),
    );
    expect(rule).toMatchObject({ rule: 'withinFourteenDays', windowEndsOn: '2026-12-09' });

    // And so the customer's preview on 9 December: from the purchase the window would have
    // closed on 6 December.
    server.now = new Date('2026-12-09T12:00:00Z');
    const cookie = await signedInAs(server.app, server.db, 'emailed.documents@example.com');
    const preview = await server.app.inject({
      method: 'GET',
      url: cancellationUrl('RWV-2026-066201'),
      headers: { cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      rule: 'withinFourteenDays',
      windowEndsOn: '2026-12-09',
    });
  });

  it('is the day posted documents arrive, once the print house has dispatched them', async () => {
    server.now = PURCHASE;
    await policyFor(
      server.app,
      server.db,
      'posted.documents@example.com',
      'RWV-2026-066202',
      PURCHASE,
    );
    const policy = await policyRow('RWV-2026-066202');
    await queuePostedDocuments(
      server.db,
      policy.id,
      postedDocumentsOf({
        policyNumber: 'RWV-2026-066202',
        soldQuote: policy.sold_quote,
        paymentPlan: policy.payment_plan,
        issuedAt: policy.issued_at,
      }),
      PURCHASE,
    );
    expect(await documentsReceivedAt(server.db, policy.id)).toBeUndefined();
    // As the post worker records the print house's acknowledgement (decision 048).
    await server.db
      .updateTable('post_outbox')
      .set({ delivered_at: PURCHASE, next_attempt_at: null, dispatch_date: '2026-11-23' })
      .where('policy_id', '=', policy.id)
      .execute();
    // Monday's dispatch arrives by Wednesday: 00:00 UK time (GMT in November).
    expect(await documentsReceivedAt(server.db, policy.id)).toEqual(
      new Date('2026-11-25T00:00:00Z'),
    );
  });
});
