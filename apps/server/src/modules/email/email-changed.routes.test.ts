import { buildUpdateQuoteRequest, QuoteSchema, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { fromNewClient } from '../../test/network.ts';
import { createQuote } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { maskEmailAddress } from './email-changed.ts';

// Decision 034 item 7: when a retrieve-and-update changes a quote's e-mail address, the old address
// is told.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));

async function newQuote(email: string): Promise<Quote> {
  const answers = completedDirectQuote(ukToday(server.now));
  answers.policy.eventCurrent.risk.proposer.email = email;
  return createQuote(server.app, answers);
}

/** The retrieved quote sent back with another e-mail address (or the same one). */
async function updateEmail(quote: Quote, email: string | undefined) {
  const edited: Quote = JSON.parse(JSON.stringify(quote));
  edited.policy.eventCurrent.risk.proposer.email = email;
  const body = buildUpdateQuoteRequest(edited, retrievalKeyOf(quote), [], {});
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/quote',
    payload: body,
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return QuoteSchema.parse(response.json());
}

async function noticesFor(quote: Quote) {
  return server.db
    .selectFrom('email_outbox')
    .innerJoin('quote', 'quote.id', 'email_outbox.quote_id')
    .select(['email_outbox.recipient', 'email_outbox.subject', 'body_text', 'body_html'])
    .where('quote.web_reference', '=', quote.policy.webReference)
    .where('email_outbox.kind', '=', 'email-changed')
    .execute();
}

describe('telling the old address of an e-mail change (decision 034 item 7)', () => {
  it('queues a notice to the old address, with the new one masked and nothing else personal', async () => {
    const quote = await newQuote('sam.oneill@example.com');
    await updateEmail(quote, 'mallory.taker@elsewhere.example');

    const notices = await noticesFor(quote);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice!.recipient).toBe('sam.oneill@example.com');
    const reference = quote.policy.webReference;
    expect(notice!.subject).toBe(
      `The e-mail address on your Roadwise quote ${reference} was changed`,
    );
    expect(notice!.body_text).toContain(
      `The e-mail address on your Roadwise van insurance quote ${reference} was changed on 22 November 2026 to m***@elsewhere.example.`,
    );
    expect(notice!.body_text).toContain('please call us on 0808 157 0100');
    for (const body of [notice!.body_text, notice!.body_html, notice!.subject]) {
      expect(body).not.toContain('mallory.taker');
      expect(body).not.toContain('Sam');
      expect(body).not.toContain("O'Neill");
      expect(body).not.toContain('LS1');
    }
  });

  it('queues nothing when the e-mail address did not change (case apart)', async () => {
    const quote = await newQuote('sam.oneill@example.com');
    await updateEmail(quote, 'sam.oneill@example.com');
    await updateEmail(quote, 'Sam.ONeill@Example.com');
    expect(await noticesFor(quote)).toEqual([]);
  });

  it('tells the first old address even if the address changes again before it is sent', async () => {
    const quote = await newQuote('sam.oneill@example.com');
    const first = await updateEmail(quote, 'one@elsewhere.example');
    await updateEmail(first, 'two@elsewhere.example');
    const notices = await noticesFor(quote);
    expect(notices.map((notice) => notice.recipient)).toEqual(['sam.oneill@example.com']);
  });

  it('tells the old address when the e-mail address is removed', async () => {
    const quote = await newQuote('sam.oneill@example.com');
    await updateEmail(quote, undefined);
    const [notice] = await noticesFor(quote);
    expect(notice?.recipient).toBe('sam.oneill@example.com');
    expect(notice?.body_text).toContain('was removed on 22 November 2026');
  });
});

describe('maskEmailAddress', () => {
  it.each([
    ['jane.doe@example.com', 'j***@example.com'],
    ['j@example.com', 'j***@example.com'],
    ['not-an-address', '***'],
  ])('masks %s as %s', (address, masked) => {
    expect(maskEmailAddress(address)).toBe(masked);
  });
});
