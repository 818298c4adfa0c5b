import { createHash } from 'node:crypto';
import {
  buildUpdateQuoteRequest,
  QuoteSchema,
  selectedResult,
  type Quote,
} from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { RATE_TABLES } from '@van/rating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, confirmationSettings, type App } from '../../app.ts';
import type { Config } from '../../config/config.ts';
import { fromNewClient } from '../../test/network.ts';
import {
  deafUrl,
  paymentConfig,
  payWith,
  postPaymentSession,
  postVerifyPolicy,
  startPaymentSandbox,
  type PaymentSandbox,
} from '../../test/purchase.ts';
import { createQuote, finalizeQuote } from '../../test/quotes.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { offeredProductInformation } from '../documents/index.ts';
import { findPolicyByQuoteId } from './policy.repository.ts';
import { soldPolicyOf } from './sold-documents.ts';

// Decision 032 and ICOBS 6.1.5R against PostgreSQL: a sale records, with the policy it issues, each
// Insurance Product Information Document the customer was given for what they bought (the tier's
// and each extra's): its id, address, tariff version and the SHA-256 of the PDF the address serves.

let database: TestDatabase;
let sandbox: PaymentSandbox;
let config: Config;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startPaymentSandbox({
    merchantKey: 'sk_test_ipid',
    webhookSecret: 'whsec_test_ipid',
  });
  // The sandbox's notification goes nowhere: the wrap-up asks the provider and issues the policy.
  config = paymentConfig(sandbox, await deafUrl());
  app = await buildApp({ config, db: database.db });
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
  await database?.drop();
});

/** A direct quote re-priced with legal assistance chosen, finalized as the journey does. */
async function quoteWithAnExtra(): Promise<{ quote: Quote; quoteKey: string }> {
  const created = await createQuote(app, completedDirectQuote(ukToday(new Date())));
  const updated = await app.inject({
    method: 'POST',
    url: '/v1/quote',
    payload: buildUpdateQuoteRequest(created, retrievalKeyOf(created), ['VLAO'], {}),
    remoteAddress: fromNewClient(),
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const quote = QuoteSchema.parse(updated.json());
  return { quote, quoteKey: await finalizeQuote(app, quote) };
}

const recordedFor = (quote: Quote) =>
  database.db
    .selectFrom('sold_product_document as d')
    .innerJoin('policy', 'policy.id', 'd.policy_id')
    .innerJoin('quote', 'quote.id', 'policy.quote_id')
    .select(['d.document_id', 'd.title', 'd.url', 'd.tariff_version', 'd.content_sha256'])
    .where('quote.web_reference', '=', quote.policy.webReference)
    .orderBy('d.id')
    .execute();

describe('the IPIDs given with a sale (ICOBS 6.1.5R)', () => {
  it('records the tier’s and each extra’s IPID with the policy: id, address, tariff version, hash of the PDF served', async () => {
    const { quote, quoteKey } = await quoteWithAnExtra();
    const session = await postPaymentSession(app, quoteKey);
    expect(session.statusCode, session.body).toBe(200);
    expect(await payWith(session.json().frameUrl)).toBe(303);
    const wrapUp = await postVerifyPolicy(app, quote);
    expect(wrapUp.statusCode, wrapUp.body).toBe(200);

    const result = selectedResult(quote)!;
    const offered = offeredProductInformation(result);
    const product = result.grantedDetailsMotor!;
    const legal = result.allOptionalExtensions?.appliedOptionalExtensions?.find(
      (extension) => extension.code === 'VLAO',
    );
    // The tier's IPID first, and the extra chosen among the others.
    expect(offered[0]?.url).toBe(product.insuranceProductInformationDocs?.[0]?.url);
    expect(offered.map((document) => document.url)).toContain(
      legal?.insuranceProductInformationDocument?.url,
    );

    const rows = await recordedFor(quote);
    expect(rows.map(({ title, url }) => ({ title, url }))).toEqual(offered);
    for (const row of rows) {
      const served = await app.inject({ method: 'GET', url: row.url });
      expect(served.statusCode).toBe(200);
      expect(row.content_sha256).toBe(createHash('sha256').update(served.rawPayload).digest('hex'));
      expect(row.tariff_version).toBe(RATE_TABLES[0]!.version);
    }
    expect(rows[0]?.document_id).toBe(product.insuranceProductInformationDocs?.[0]?.documentID);
    expect(
      rows.find((row) => row.url === legal?.insuranceProductInformationDocument?.url),
    ).toMatchObject({ document_id: legal?.insuranceProductInformationDocument?.documentID });

    // Loaded with the sold policy, and listed on the documents page as recorded.
    const policy = await findPolicyByQuoteId(database.db, (await quoteIdOf(quote))!);
    const sold = await soldPolicyOf(database.db, policy!, confirmationSettings(config));
    expect(sold.productInformation).toEqual(
      rows.map((row) => ({
        documentId: row.document_id,
        title: row.title,
        url: row.url,
        tariffVersion: row.tariff_version,
        sha256: row.content_sha256,
      })),
    );
    const list = await app.inject({
      url: `/v1/policies/${quote.policy.webReference}/documents`,
      headers: { authorization: `Bearer ${wrapUp.json().token}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().productInformation).toEqual(offered);
  });

  it('records nothing for a quote that was not bought', async () => {
    const { quote } = await quoteWithAnExtra();
    expect(await recordedFor(quote)).toEqual([]);
  });
});

async function quoteIdOf(quote: Quote): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', quote.policy.webReference)
    .executeTakeFirst();
  return row?.id;
}
