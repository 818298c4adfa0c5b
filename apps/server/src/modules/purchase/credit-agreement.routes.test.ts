import { createHash } from 'node:crypto';
import { CREDIT_AGREEMENT_VERSION, creditSectionsText } from '@van/domain/payment';
import { buildUpdateQuoteRequest, QuoteSchema, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { DEV_DEFAULTS } from '../../config/config.ts';
import { fromNewClient } from '../../test/network.ts';
import { GOOD_BANK_ACCOUNT, postPaymentSession } from '../../test/purchase.ts';
import { createFinalizedQuote, finalizeQuote } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';

// Decision 045: no money is taken for a monthly plan until the customer has signed the credit
// agreement as it stands for the quote's current figures. Strangers and dishonest callers skip the
// web's steps, so every refusal is tested at the server.

const server = testAppOnClock(new Date());

const post = (url: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url, payload, remoteAddress: fromNewClient() });

const readAgreement = (quoteKey: string) => post('/v1/creditAgreement', { quoteKey });

const sign = (quoteKey: string, body: Record<string, unknown>) =>
  post('/v1/creditAgreement/sign', { quoteKey, signerName: 'Sam Smith', ...body });

/** The Direct Debit mandate, given without signing first (the test helper would sign). */
const giveMandate = (quoteKey: string) =>
  post('/v1/directDebitMandate', {
    quoteKey,
    accountHolderName: 'Sam Smith',
    ...GOOD_BANK_ACCOUNT,
    soleSignatory: true,
  });

const NOT_SIGNED = {
  code: 'CreditAgreementNotSigned',
  message:
    'Please read and sign the credit agreement first. If your price has changed, sign it again.',
};

async function finalized(): Promise<{ quote: Quote; quoteKey: string }> {
  server.now = new Date();
  return createFinalizedQuote(server.app, completedDirectQuote(ukToday(server.now)));
}

const signaturesOf = (quote: Quote) =>
  server.db
    .selectFrom('credit_agreement_signature')
    .innerJoin('quote', 'quote.id', 'credit_agreement_signature.quote_id')
    .select([
      'version',
      'agreement_text',
      'text_hash',
      'signer_name',
      'signed_at',
      'policy_event_reference',
    ])
    .where('quote.web_reference', '=', quote.policy.webReference)
    .execute();

describe('the credit agreement of a monthly payment (decision 045)', () => {
  it('shows the SECCI, the explanation and the agreement naming the configured lender', async () => {
    const { quoteKey } = await finalized();
    const response = await readAgreement(quoteKey);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.version).toBe(CREDIT_AGREEMENT_VERSION);
    expect(body.signedAt).toBeNull();
    const agreementText = creditSectionsText(body.agreement);
    expect(agreementText).toContain(DEV_DEFAULTS.LENDER_NAME);
    expect(agreementText).toContain(DEV_DEFAULTS.LENDER_ADDRESS);
    expect(agreementText).toContain(`firm reference number ${DEV_DEFAULTS.LENDER_FCA_NUMBER}`);
    expect(body.textHash).toBe(createHash('sha256').update(agreementText).digest('hex'));
    expect(creditSectionsText(body.preContractInformation)).toContain('Your right to withdraw');
    expect(body.explanation.join(' ')).toMatch(/^Paying monthly costs £[\d.,]+ more than paying/);
  });

  it('refuses the mandate and a monthly payment session before signing (409)', async () => {
    const { quoteKey } = await finalized();
    const mandate = await giveMandate(quoteKey);
    expect(mandate.statusCode).toBe(409);
    expect(mandate.json().error).toEqual(NOT_SIGNED);
    const session = await postPaymentSession(server.app, quoteKey, 'MONTHLY_DD');
    expect(session.statusCode).toBe(409);
    expect(session.json().error).toEqual(NOT_SIGNED);
  });

  it('stores the version, the exact text, its hash, the name and the time of signing', async () => {
    const { quote, quoteKey } = await finalized();
    const shown = (await readAgreement(quoteKey)).json();
    const signedAt = new Date('2026-11-27T10:30:00.000Z');
    server.now = signedAt;
    const signed = await sign(quoteKey, { version: shown.version, textHash: shown.textHash });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({
      version: CREDIT_AGREEMENT_VERSION,
      textHash: shown.textHash,
      signerName: 'Sam Smith',
      signedAt: signedAt.toISOString(),
    });
    const rows = await signaturesOf(quote);
    expect(rows).toEqual([
      {
        version: CREDIT_AGREEMENT_VERSION,
        agreement_text: creditSectionsText(shown.agreement),
        text_hash: shown.textHash,
        signer_name: 'Sam Smith',
        signed_at: signedAt,
        policy_event_reference: quote.policy.eventCurrent.policyEventReference,
      },
    ]);
    expect((await readAgreement(quoteKey)).json().signedAt).toBe(signedAt.toISOString());
    // Once signed, the mandate goes on to its own checks.
    server.now = new Date();
    expect((await giveMandate(quoteKey)).statusCode).toBe(200);
  });

  it('refuses a tampered hash or another version, and stores nothing', async () => {
    const { quote, quoteKey } = await finalized();
    const shown = (await readAgreement(quoteKey)).json();
    const tampered = await sign(quoteKey, {
      version: shown.version,
      textHash: createHash('sha256').update('I agree to nothing').digest('hex'),
    });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error).toEqual(NOT_SIGNED);
    const otherVersion = await sign(quoteKey, {
      version: 'credit-agreement-1999-01-01',
      textHash: shown.textHash,
    });
    expect(otherVersion.statusCode).toBe(409);
    const noName = await sign(quoteKey, {
      version: shown.version,
      textHash: shown.textHash,
      signerName: '  ',
    });
    expect(noName.statusCode).toBe(400);
    expect(await signaturesOf(quote)).toEqual([]);
    expect((await giveMandate(quoteKey)).json().error).toEqual(NOT_SIGNED);
  });

  it('counts a signature made before a re-price as stale: the new agreement must be signed', async () => {
    const { quote, quoteKey } = await finalized();
    const shown = (await readAgreement(quoteKey)).json();
    expect(
      (await sign(quoteKey, { version: shown.version, textHash: shown.textHash })).statusCode,
    ).toBe(200);

    // The customer changes an answer: a new price, so new figures (and a new agreement text).
    const edited: Quote = structuredClone(quote);
    edited.policy.eventCurrent.risk.proposer.name!.surname = 'Repriced';
    const repriced = await server.app.inject({
      method: 'POST',
      url: '/v1/quote',
      payload: buildUpdateQuoteRequest(edited, retrievalKeyOf(quote), [], {
        selectedPaymentMethod: 'Instalmnts',
      }),
      remoteAddress: fromNewClient(),
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const newKey = await finalizeQuote(server.app, QuoteSchema.parse(repriced.json()));

    const again = (await readAgreement(newKey)).json();
    expect(again.textHash).not.toBe(shown.textHash);
    expect(again.signedAt).toBeNull();
    expect((await giveMandate(newKey)).json().error).toEqual(NOT_SIGNED);
    expect((await postPaymentSession(server.app, newKey, 'MONTHLY_DD')).json().error).toEqual(
      NOT_SIGNED,
    );
    // The old text's hash signs nothing now.
    const stale = await sign(newKey, { version: shown.version, textHash: shown.textHash });
    expect(stale.json().error).toEqual(NOT_SIGNED);
    expect(
      (await sign(newKey, { version: again.version, textHash: again.textHash })).statusCode,
    ).toBe(200);
    expect((await giveMandate(newKey)).statusCode).toBe(200);
  });

  it('asks nothing of an annual payment: its session is not refused for the agreement', async () => {
    const { quote, quoteKey } = await finalized();
    const session = await postPaymentSession(server.app, quoteKey, 'ANNUAL_CARD');
    // This app has no payment provider configured: the session goes as far as asking for one.
    expect(session.json().error.code).toBe('ServiceUnavailable');
    expect(await signaturesOf(quote)).toEqual([]);
  });
});
