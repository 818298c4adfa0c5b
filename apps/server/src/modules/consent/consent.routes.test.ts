import { createHash } from 'node:crypto';
import { withUserfieldAnswer } from '@van/domain/forms';
import { buildUpdateQuoteRequest, type Quote } from '@van/domain/quote';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { confirmationSettings } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { storeIssuedPolicy } from '../../test/issued-policy.ts';
import { fromNewClient } from '../../test/network.ts';
import { createQuote } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { policyDocumentAttachments } from '../purchase/index.ts';

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));

type Answer = 'Y' | 'N' | 'U';

/** Re-prices the quote with these answers on the quote page, as the web sends them. */
async function answer(
  quote: Quote,
  choices: { email?: Answer; text?: Answer; delivery?: 'Download' | 'Print' },
) {
  const edited: Quote = JSON.parse(JSON.stringify(quote));
  let risk = edited.policy.eventCurrent.risk;
  if (choices.email) risk = withUserfieldAnswer(risk, 'CLMKTING', choices.email);
  if (choices.text) risk = withUserfieldAnswer(risk, 'CLMKTIN2', choices.text);
  if (choices.delivery) risk = { ...risk, preferredDeliveryMethod: choices.delivery };
  edited.policy.eventCurrent.risk = risk;
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/quote',
    payload: buildUpdateQuoteRequest(edited, retrievalKeyOf(quote), [], {
      selectedPaymentMethod: 'Instalmnts',
    }),
  });
  expect(response.statusCode).toBe(200);
}

async function quoteIdOf(quote: Quote): Promise<string> {
  const row = await server.db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', quote.policy.webReference!)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function eventsOf(quote: Quote) {
  return server.db
    .selectFrom('consent_event')
    .select(['purpose', 'granted', 'wording_version', 'source', 'email_hash', 'recorded_at'])
    .where('quote_id', '=', await quoteIdOf(quote))
    .orderBy('id')
    .execute();
}

/** Asks for the quote e-mail and reads the withdrawal link out of it. */
async function withdrawalLinkFromQuoteEmail(quote: Quote): Promise<string> {
  const sent = await server.app.inject({
    method: 'POST',
    url: '/v1/sendEmail',
    payload: retrievalKeyOf(quote),
    remoteAddress: fromNewClient(),
  });
  expect(sent.statusCode).toBe(200);
  const { body_text: text } = await server.db
    .selectFrom('email_outbox')
    .select('body_text')
    .where('quote_id', '=', await quoteIdOf(quote))
    .where('kind', '=', 'quote')
    .executeTakeFirstOrThrow();
  const match = /To stop marketing messages from us by email and text, go to (\S+)/.exec(text);
  expect(match).not.toBeNull();
  return new URL(match![1]!).pathname;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('consent with proof (decision 043)', () => {
  it('records nothing for a customer who never chose', async () => {
    const quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    await answer(quote, {});
    expect(await eventsOf(quote)).toEqual([]);
  });

  it('stores each choice with the wording version shown, the time and how it was given', async () => {
    const quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    server.now = new Date('2026-11-22T10:05:00Z');
    await answer(quote, { email: 'Y', text: 'N', delivery: 'Download' });
    const emailHash = createHash('sha256').update('sam.oneill@example.com').digest('hex');
    expect(await eventsOf(quote)).toEqual([
      {
        purpose: 'marketing-email',
        granted: true,
        wording_version: 'marketing-email-2026-11-27',
        source: 'web-journey',
        email_hash: emailHash,
        recorded_at: new Date('2026-11-22T10:05:00Z'),
      },
      {
        purpose: 'marketing-text',
        granted: false,
        wording_version: 'marketing-text-2026-11-27',
        source: 'web-journey',
        email_hash: emailHash,
        recorded_at: new Date('2026-11-22T10:05:00Z'),
      },
      {
        purpose: 'electronic-documents',
        granted: true,
        wording_version: 'electronic-documents-2026-11-27',
        source: 'web-journey',
        email_hash: emailHash,
        recorded_at: new Date('2026-11-22T10:05:00Z'),
      },
    ]);
    // The same answers again record nothing more; a change is recorded.
    await answer(quote, { email: 'Y', text: 'N', delivery: 'Download' });
    await answer(quote, { email: 'Y', text: 'Y', delivery: 'Download' });
    const events = await eventsOf(quote);
    expect(events).toHaveLength(4);
    expect(events[3]).toMatchObject({ purpose: 'marketing-text', granted: true });
  });

  it('withdraws marketing by the e-mail link on POST only, once, and says so', async () => {
    const quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    await answer(quote, { email: 'Y', text: 'Y' });
    const link = await withdrawalLinkFromQuoteEmail(quote);

    // Opening the link (or a mail scanner fetching it) only shows the button.
    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect(page.body).toContain('We will still send you messages about your quote or policy.');
    expect(await eventsOf(quote)).toHaveLength(2);

    const done = await server.app.inject({ method: 'POST', url: link, headers: FORM, body: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Marketing messages stopped');
    const events = await eventsOf(quote);
    expect(events.slice(2)).toEqual([
      expect.objectContaining({
        purpose: 'marketing-email',
        granted: false,
        source: 'email-link',
        wording_version: 'email-link-withdrawal-2026-11-27',
      }),
      expect.objectContaining({ purpose: 'marketing-text', granted: false, source: 'email-link' }),
    ]);

    // Pressing it again is answered the same and records nothing.
    const again = await server.app.inject({ method: 'POST', url: link, headers: FORM, body: '' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Marketing messages stopped');
    expect(await eventsOf(quote)).toHaveLength(4);
    // A later re-pricing that leaves the stored answers as they were gives nothing back.
    await answer(quote, { email: 'Y', text: 'Y' });
    expect(await eventsOf(quote)).toHaveLength(4);
  });

  it('takes no answer sent already made at creation as consent to our words', async () => {
    const answers = completedDirectQuote('2026-11-22');
    let risk = withUserfieldAnswer(answers.policy.eventCurrent.risk, 'CLMKTING', 'Y');
    risk = { ...withUserfieldAnswer(risk, 'CLMKTIN2', 'Y'), preferredDeliveryMethod: 'Download' };
    answers.policy.eventCurrent.risk = risk;
    const quote = await createQuote(server.app, answers);
    await answer(quote, { email: 'Y', text: 'Y', delivery: 'Download' });
    expect(await eventsOf(quote)).toEqual([]);
  });

  it('changes nothing for a wrong or made-up token', async () => {
    const quote = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    await answer(quote, { email: 'Y' });
    const link = await withdrawalLinkFromQuoteEmail(quote);
    const wrong = link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const url of [wrong, '/v1/consent/withdraw/short', `${link}x`]) {
      const posted = await server.app.inject({ method: 'POST', url, headers: FORM, body: '' });
      expect(posted.statusCode).toBe(404);
      expect(posted.body).toContain('This link is not valid');
      const shown = await server.app.inject({ method: 'GET', url });
      expect(shown.statusCode).toBe(404);
      expect(shown.body).not.toContain('<form');
    }
    expect(await eventsOf(quote)).toHaveLength(1);
  });

  it('attaches no documents to the confirmation without consent to documents by e-mail', async () => {
    const attachmentsFor = policyDocumentAttachments(
      server.db,
      confirmationSettings(loadConfig({ LOG_LEVEL: 'silent' })),
    );
    const posted = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    const emailed = await createQuote(server.app, completedDirectQuote('2026-11-22'));
    await answer(emailed, { delivery: 'Download' });
    for (const [quote, policyNumber] of [
      [posted, 'VAN000000901'],
      [emailed, 'VAN000000902'],
    ] as const) {
      await storeIssuedPolicy(server.db, {
        webReference: quote.policy.webReference!,
        quote,
        paymentPlan: 'ANNUAL_CARD',
        amountPence: 50000,
        policyNumber,
        at: server.now,
      });
    }
    expect(await attachmentsFor({ kind: 'policy', quoteId: await quoteIdOf(posted) })).toEqual([]);
    const attached = await attachmentsFor({ kind: 'policy', quoteId: await quoteIdOf(emailed) });
    expect(attached.length).toBeGreaterThan(0);
    expect(attached.every((file) => file.contentType === 'application/pdf')).toBe(true);
  });
});
