import { createHash } from 'node:crypto';
import {
  DEMANDS_AND_NEEDS_VERSION,
  demandsAndNeeds,
  demandsAndNeedsText,
  type Quote,
} from '@van/domain/quote';
import {
  DEMANDS_AND_NEEDS_CHANGED_MESSAGE,
  DEMANDS_AND_NEEDS_NOT_SHOWN_MESSAGE,
  ukToday,
} from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationSettings, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { storeIssuedPolicy } from '../../test/issued-policy.ts';
import { renderPolicyDocument } from '../documents/index.ts';
import { findPolicyByQuoteId, soldPolicyOf } from '../purchase/index.ts';
import { fromNewClient } from '../../test/network.ts';
import { createQuote } from '../../test/quotes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 044, through the API against PostgreSQL: finalize records the demands-and-needs
// statement the server builds from the quote it holds, with the version the page showed, and
// refuses a version that is not the one in use.

let database: TestApp;
let app: App;

beforeAll(async () => {
  database = await createTestApp();
  app = database.app;
});

afterAll(async () => {
  await database.close();
});

const finalize = (quote: Quote, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/finalize',
    payload: { ...retrievalKeyOf(quote), heldRisk: quote.policy.eventCurrent.risk, ...extra },
    remoteAddress: fromNewClient(),
  });

const priced = () => createQuote(app, completedDirectQuote(ukToday(new Date())));

const statementsOf = (webReference: string) =>
  database.db
    .selectFrom('demands_and_needs_statement as d')
    .innerJoin('quote', 'quote.id', 'd.quote_id')
    .select([
      'd.version',
      'd.version_shown',
      'd.statement_text',
      'd.text_hash',
      'd.policy_event_reference',
    ])
    .where('quote.web_reference', '=', webReference)
    .execute();

const quoteKeysOf = async (webReference: string) =>
  (
    await database.db
      .selectFrom('quote_key')
      .innerJoin('quote', 'quote.id', 'quote_key.quote_id')
      .select('quote_key.key_hash')
      .where('quote.web_reference', '=', webReference)
      .execute()
  ).length;

describe('finalize records the demands-and-needs statement (ICOBS 5.2)', () => {
  it('stores the exact statement, its hash and the version shown', async () => {
    const quote = await priced();
    const finalized = await finalize(quote, { demandsAndNeedsVersion: DEMANDS_AND_NEEDS_VERSION });
    expect(finalized.statusCode, finalized.body).toBe(200);

    const text = demandsAndNeedsText(demandsAndNeeds(quote));
    expect(await statementsOf(quote.policy.webReference)).toEqual([
      {
        version: DEMANDS_AND_NEEDS_VERSION,
        version_shown: DEMANDS_AND_NEEDS_VERSION,
        statement_text: text,
        text_hash: createHash('sha256').update(text).digest('hex'),
        policy_event_reference: quote.policy.eventCurrent.policyEventReference,
      },
    ]);
    expect(text).toContain('We have not given you advice or a personal recommendation');
  });

  it('refuses a version other than the one in use, with a clear message, recording nothing', async () => {
    const quote = await priced();
    const finalized = await finalize(quote, { demandsAndNeedsVersion: 'demands-and-needs-old' });
    expect(finalized.statusCode).toBe(409);
    expect(finalized.json()).toEqual({
      error: { code: 'DemandsAndNeedsChanged', message: DEMANDS_AND_NEEDS_CHANGED_MESSAGE },
    });
    expect(await statementsOf(quote.policy.webReference)).toEqual([]);
  });

  it('refuses a call that skipped the page (no version), recording nothing and giving no key', async () => {
    const quote = await priced();
    const finalized = await finalize(quote);
    expect(finalized.statusCode).toBe(409);
    expect(finalized.json()).toEqual({
      error: { code: 'DemandsAndNeedsChanged', message: DEMANDS_AND_NEEDS_NOT_SHOWN_MESSAGE },
    });
    expect(await statementsOf(quote.policy.webReference)).toEqual([]);
    expect(await quoteKeysOf(quote.policy.webReference)).toBe(0);
  });

  it('does not take the statement from the caller', async () => {
    const quote = await priced();
    const finalized = await finalize(quote, { demandsAndNeedsText: 'I need nothing' });
    expect(finalized.statusCode).toBe(400);
    expect(await statementsOf(quote.policy.webReference)).toEqual([]);
  });

  it("is the statement the sold policy's demands-and-needs document prints, with its version", async () => {
    const quote = await priced();
    const finalized = await finalize(quote, { demandsAndNeedsVersion: DEMANDS_AND_NEEDS_VERSION });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const { quoteId } = await storeIssuedPolicy(database.db, {
      webReference: quote.policy.webReference,
      quote,
      paymentPlan: 'ANNUAL_CARD',
      amountPence: 50000,
      policyNumber: 'RWV-2026-000044',
      at: new Date(),
    });
    const policy = await findPolicyByQuoteId(database.db, quoteId);
    const sold = await soldPolicyOf(database.db, policy!, confirmationSettings(loadConfig({})));
    const [row] = await statementsOf(quote.policy.webReference);
    expect(sold.demandsAndNeeds).toEqual({ version: row!.version, text: row!.statement_text });

    const text = (await pdfText(await renderPolicyDocument('demands-and-needs', sold))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(`Statement version: ${DEMANDS_AND_NEEDS_VERSION}.`);
    expect(text).toContain('We have not given you advice or a personal recommendation');
  });
});
