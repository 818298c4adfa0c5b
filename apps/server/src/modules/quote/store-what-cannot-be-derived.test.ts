import { createHash } from 'node:crypto';
import { withTier } from '@van/domain/forms';
import { retrieveQuoteContract } from '@van/domain/contract';
import {
  buildCreateQuoteRequest,
  buildUpdateQuoteRequest,
  withPassedStartToAsk,
  type ProductIdentifier,
  type Quote,
} from '@van/domain/quote';
import { PRODUCT_IDENTIFIERS } from '@van/domain/reference-data';
import {
  OPTIONAL_ANSWERS,
  answeredQuote,
  completedDirectQuote,
  retrievalKeyOf,
} from '@van/domain/testing';
import { auditDetailOf, price, TARIFF_2026_11, type RateTables } from '@van/rating';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { fromNewClient } from '../../test/network.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { addStaffNumber, staffNumberHash } from '../offers/index.ts';
import { CURRENT_ENGINE, KNOWN_VERSIONS, type RatingEngine } from './quote-answer.ts';
import { toQuoteJson } from './quote-json.ts';
import { toCustomerQuote } from './quote.mapper.ts';
import { loadQuote, quoteAtEvent } from './quote.repository.ts';
import { createDirectQuote } from './quote.service.ts';

// Decision 059 through the API against PostgreSQL: an event stores what cannot be derived, and
// every reader rebuilds the very text PUT or POST /v1/quote answered, byte for byte.

const TODAY = '2026-11-22';
const server = testAppOnClock(new Date(`${TODAY}T10:00:00Z`));
const STAFF_NUMBER = '100001';
const POSTCODES = ['LS1 4AP', 'SW1A 1AA', 'B1 1AA', 'M1 1AE', 'EH1 1YZ', 'CF10 1EP', 'NE1 4ST'];
const EXTRAS = [[], ['BDV2O'], ['BDV1O'], []];

/** The `i`th of many different customers: ages, areas, van values, NCD, claims, convictions, tiers. */
function variedAnswers(i: number): Quote {
  const base =
    i % 4 === 3
      ? answeredQuote(TODAY, { today: TODAY, ...OPTIONAL_ANSWERS })
      : completedDirectQuote(TODAY);
  const quote = withTier(base, PRODUCT_IDENTIFIERS[i % PRODUCT_IDENTIFIERS.length]!);
  const risk = quote.policy.eventCurrent.risk;
  // Born by 1985: licences in these answers date from 2006 at the earliest.
  risk.proposer.dateOfBirth = `${1940 + ((i * 7) % 46)}-0${1 + (i % 9)}-1${i % 10}`;
  risk.proposer.correspondenceAddress = {
    ...risk.proposer.correspondenceAddress,
    postcode: POSTCODES[i % POSTCODES.length]!,
  };
  risk.vehicles = [{ ...risk.vehicles?.[0], value: 2_000 + ((i * 1_373) % 48_000) }];
  risk.volXS = [0, 100, 250, 500][i % 4];
  const ncd = i % 10;
  if (ncd > 0)
    risk.previousInsuranceMotor = {
      type: 'GV',
      expiryDate: TODAY,
      noClaimsDiscount: { years: ncd, protected: i % 3 === 0 },
    };
  return quote;
}

/** PUT /v1/quote of `answers`: the text answered. */
async function create(answers: Quote, extra: object = {}): Promise<string> {
  const response = await server.app.inject({
    method: 'PUT',
    url: '/v1/quote',
    payload: { ...buildCreateQuoteRequest(answers), ...extra },
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** POST /v1/quote of `answered` with extras and a payment choice: the text answered. */
async function reprice(answered: string, opexCodes: string[], extra: object = {}): Promise<string> {
  const quote = JSON.parse(answered) as Quote;
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/quote',
    payload: {
      ...buildUpdateQuoteRequest(quote, retrievalKeyOf(quote), opexCodes, {
        selectedPaymentMethod: 'Instalmnts',
        consentToAutoRenew: true,
      }),
      ...extra,
    },
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const referenceOf = (answered: string) => (JSON.parse(answered) as Quote).policy.webReference;

async function quoteIdOf(answered: string): Promise<string> {
  const row = await server.db
    .selectFrom('quote')
    .select('id')
    .where('web_reference', '=', referenceOf(answered))
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('an answer rebuilt from what is stored (decision 059)', () => {
  it('rebuilds, byte for byte, what PUT answered for many varied customers, and retrieve answers it', async () => {
    for (let i = 0; i < 24; i += 1) {
      const answered = await create(variedAnswers(i));
      const loaded = await loadQuote(server.db, referenceOf(answered));
      expect(loaded?.json).toBe(answered);
      expect(loaded?.rebuilt).toBe(true);
      // Retrieve sends a rebuilt answer as it is (quote-access.ts retrievedJson): the long way,
      // parsed, put in the customer's words, adjusted for a passed start and checked against
      // retrieve's contract, must give the same bytes.
      const longWay = withPassedStartToAsk(toCustomerQuote(JSON.parse(answered) as Quote), TODAY);
      expect(toQuoteJson(longWay, retrieveQuoteContract)).toBe(answered);
      if (i % 6 === 0) {
        const retrieved = await server.app.inject({
          method: 'POST',
          url: '/v1/retrieve',
          payload: retrievalKeyOf(JSON.parse(answered) as Quote),
          remoteAddress: fromNewClient(),
        });
        expect(retrieved.statusCode, retrieved.body).toBe(200);
        expect(retrieved.body).toBe(answered);
      }
    }
  });

  it('rebuilds every event after re-pricings with extras, a payment choice and an offer code', async () => {
    await addStaffNumber(
      server.db,
      staffNumberHash(STAFF_NUMBER, loadConfig({}).offers.staffRegisterSecret),
      server.now,
    );
    for (let i = 0; i < 8; i += 1) {
      const answers = variedAnswers(i);
      const offered = i % 2 === 0;
      if (offered) {
        const risk = answers.policy.eventCurrent.risk;
        risk.userfieldAnswers = (risk.userfieldAnswers ?? []).map((answer) =>
          answer.questionCode === 'AFFIDON' ? { ...answer, answer: 'STAFF' } : answer,
        );
      }
      const proof = offered ? { offerProof: { staffNumber: STAFF_NUMBER } } : {};
      const first = await create(answers, proof);
      if (offered) expect((JSON.parse(first) as Quote).topUp?.offer?.applied).toBe(true);
      const second = await reprice(first, EXTRAS[i % EXTRAS.length]!);
      const third = await reprice(second, ['BDV2O'], proof);
      const reference = { webReference: referenceOf(first) };
      expect((await quoteAtEvent(server.db, reference, '001'))?.json).toBe(first);
      expect((await quoteAtEvent(server.db, reference, '002'))?.json).toBe(second);
      expect((await quoteAtEvent(server.db, reference, '003'))?.json).toBe(third);
      expect((await loadQuote(server.db, referenceOf(first)))?.json).toBe(third);
      expect((JSON.parse(third) as Quote).topUp?.payment).toMatchObject({
        selectedPaymentMethod: 'Instalmnts',
      });
    }
  });

  it('rebuilds an old quote after the tariff changes, with the tables that priced it', async () => {
    const answered = await create(variedAnswers(5));
    // A later tariff, in this test only: a dearer base rate from December.
    const later: RateTables = {
      ...TARIFF_2026_11,
      version: '2026-12.1',
      effectiveFrom: '2026-12-01',
      baseRate: TARIFF_2026_11.baseRate * 1.1,
    };
    const tariffs = [TARIFF_2026_11, later];
    const quote = JSON.parse(answered) as Quote;
    const priceIn = (tables: RateTables) => {
      const outcome = price({
        risk: quote.policy.eventCurrent.risk,
        tables,
        today: '2026-12-02',
        requestedOpexCodes: [],
        offerCode: '',
      });
      return outcome.outcome === 'priced' ? outcome.tiers.VAN.premiumDetails?.totalPayable : 0;
    };
    // The tariff change is real: the same risk prices differently under it.
    expect(priceIn(later)).not.toBe(priceIn(TARIFF_2026_11));
    server.now = new Date('2026-12-05T10:00:00Z');
    try {
      const loaded = await loadQuote(server.db, referenceOf(answered), {
        ...KNOWN_VERSIONS,
        tariffs,
      });
      expect(loaded?.json).toBe(answered);
      // Without the tables that priced it, it is refused rather than priced with others.
      await expect(
        loadQuote(server.db, referenceOf(answered), { ...KNOWN_VERSIONS, tariffs: [later] }),
      ).rejects.toThrow(/No rate tables of version 2026-11\.2/);
    } finally {
      server.now = new Date(`${TODAY}T10:00:00Z`);
    }
  });

  it('rebuilds an old quote after the engine changes, with the engine that priced it', async () => {
    const answered = await create(variedAnswers(6));
    // A later engine, in this test only: it prices every risk a tenth dearer.
    const later: RatingEngine = {
      version: 'van-rating-2.0.0',
      price: (input) =>
        price({ ...input, tables: { ...input.tables, baseRate: input.tables.baseRate * 1.1 } }),
    };
    const risk = (JSON.parse(answered) as Quote).policy.eventCurrent.risk;
    const priceBy = ({ price: rate }: RatingEngine) => {
      const outcome = rate({ risk, tables: TARIFF_2026_11, today: TODAY, offerCode: '' });
      return outcome.outcome === 'priced' ? outcome.tiers.VAN.premiumDetails?.totalPayable : 0;
    };
    // The engine change is real: the same risk prices differently under it.
    expect(priceBy(later)).not.toBe(priceBy(CURRENT_ENGINE));
    const withLater = { ...KNOWN_VERSIONS, engines: [later, CURRENT_ENGINE] };
    expect((await loadQuote(server.db, referenceOf(answered), withLater))?.json).toBe(answered);
    // Without the engine that priced it, it is refused rather than priced by another.
    await expect(
      loadQuote(server.db, referenceOf(answered), { ...KNOWN_VERSIONS, engines: [later] }),
    ).rejects.toThrow(
      `rated by engine ${CURRENT_ENGINE.version}, which this service does not have`,
    );
  });

  it('refuses to answer an event whose stored hash or engine version does not match', async () => {
    const answered = await create(variedAnswers(7));
    const quoteId = await quoteIdOf(answered);
    const key = retrievalKeyOf(JSON.parse(answered) as Quote);
    await sql`update quote_event set answer_sha256 = ${'0'.repeat(64)} where quote_id = ${quoteId}`.execute(
      server.db,
    );
    await expect(loadQuote(server.db, referenceOf(answered))).rejects.toThrow(
      /rebuilds to another answer than the one stored/,
    );
    const retrieved = await server.app.inject({
      method: 'POST',
      url: '/v1/retrieve',
      payload: key,
      remoteAddress: fromNewClient(),
    });
    expect(retrieved.statusCode).toBe(500);
    expect(retrieved.body).not.toContain(key.lastName);

    const sha = createHash('sha256').update(answered).digest('hex');
    await sql`update quote_event set answer_sha256 = ${sha}, engine_version = 'van-rating-0.9.0' where quote_id = ${quoteId}`.execute(
      server.db,
    );
    await expect(loadQuote(server.db, referenceOf(answered))).rejects.toThrow(
      /rated by engine van-rating-0\.9\.0, which this service does not have/,
    );
  });

  it('reads a quote stored before decision 059 from its stored text, before and after a re-pricing', async () => {
    const answered = await create(variedAnswers(2));
    const quoteId = await quoteIdOf(answered);
    // As migration 0031 found it: the answered text on the quote row, no facts on the event. The
    // text differs from what re-rating would give (a quote from an older mapper), so a rebuild
    // would be caught.
    const legacy = answered.replace('"remainingUploads":25', '"remainingUploads":24');
    expect(legacy).not.toBe(answered);
    await sql`update quote set quote = ${legacy}::json where id = ${quoteId}`.execute(server.db);
    await sql`update quote_event set rated_at = null, engine_version = null, tariff_version = null, request = null, answer_sha256 = null where quote_id = ${quoteId}`.execute(
      server.db,
    );
    expect((await loadQuote(server.db, referenceOf(answered)))?.json).toBe(legacy);

    const repriced = await reprice(legacy, ['BDV2O']);
    const reference = { webReference: referenceOf(answered) };
    expect((await quoteAtEvent(server.db, reference, '001'))?.json).toBe(legacy);
    expect((await quoteAtEvent(server.db, reference, '002'))?.json).toBe(repriced);
    expect((await loadQuote(server.db, referenceOf(answered)))?.json).toBe(repriced);
    const row = await server.db
      .selectFrom('quote')
      .select(sql<string | null>`quote::text`.as('text'))
      .where('id', '=', quoteId)
      .executeTakeFirstOrThrow();
    expect(row.text).toBeNull();
  });

  it('stores at most 8 KB per priced quote, measured in PostgreSQL', async () => {
    const stored = async () => {
      const row = await sql<{
        bytes: string;
      }>`select pg_total_relation_size('quote') + pg_total_relation_size('quote_event') as bytes`.execute(
        server.db,
      );
      return Number(row.rows[0]?.bytes);
    };
    const before = await stored();
    const count = 200;
    const tiers = new Map<ProductIdentifier, number>();
    let answeredBytes = 0;
    // Through the service rather than HTTP: the stored bytes are the same, in a fraction of the time.
    for (let i = 0; i < count; i += 1) {
      const request = buildCreateQuoteRequest(variedAnswers(i + 1000));
      const answered = await createDirectQuote(server.db, request, server.now);
      answeredBytes += answered.length;
      const tier = (JSON.parse(answered) as Quote).policy.eventCurrent.result?.grantedDetailsMotor
        ?.productIdentifier;
      if (tier) tiers.set(tier, (tiers.get(tier) ?? 0) + 1);
    }
    const perQuote = ((await stored()) - before) / count;
    const columns = await sql<{
      quote_row: string;
      event_row: string;
      risk: string;
      results: string;
    }>`
      select avg(pg_column_size(q.*))::int as quote_row, avg(pg_column_size(e.*))::int as event_row,
             avg(pg_column_size(e.risk))::int as risk, avg(pg_column_size(e.results))::int as results
      from quote q join quote_event e on e.quote_id = q.id`.execute(server.db);
    // What keeping decision 049's engine breakdown would add per quote (four tiers, uncompressed).
    const sample = variedAnswers(1).policy.eventCurrent.risk;
    const outcome = price({
      risk: sample,
      tables: TARIFF_2026_11,
      today: TODAY,
      requestedOpexCodes: [],
      offerCode: '',
    });
    const auditBytes =
      outcome.outcome === 'priced'
        ? JSON.stringify(PRODUCT_IDENTIFIERS.map((tier) => auditDetailOf(outcome.tiers[tier])))
            .length
        : 0;
    console.log(
      `decision 059: ${count} priced quotes, ${perQuote.toFixed(0)} bytes stored per quote (quote + quote_event with TOAST and indexes, pg_total_relation_size delta); rows ${JSON.stringify(columns.rows[0])}; answered ${(answeredBytes / count).toFixed(0)} bytes per quote; the 049 audit would add ${auditBytes} bytes of JSON; tiers selected ${JSON.stringify(Object.fromEntries(tiers))}`,
    );
    expect(tiers.size).toBe(PRODUCT_IDENTIFIERS.length);
    expect(perQuote).toBeLessThanOrEqual(8 * 1024);
  }, 180_000);
});
