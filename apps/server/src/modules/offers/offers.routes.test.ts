import { createHmac, randomUUID } from 'node:crypto';
import { type OfferProof } from '@van/domain/offers';
import {
  buildCreateQuoteRequest,
  buildUpdateQuoteRequest,
  QuoteSchema,
  type Quote,
} from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { finalizeRequestOf } from '../../test/quotes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadQuote } from '../quote/index.ts';
import { issueAppClaim } from './app-claim.ts';
import { addStaffNumber, removeStaffNumber, staffNumberHash } from './staff-register.repository.ts';

// Decision 033 item 3, through PUT and POST /v1/quote against PostgreSQL: an offer code of §9.8
// discounts the price only with its proof, and the Quote says why when it does not.

let database: TestApp;
const { appClaimSecret, staffRegisterSecret } = loadConfig({}).offers;
const STAFF_NUMBER = '100001';
const LEAVER_NUMBER = '100002';

beforeAll(async () => {
  database = await createTestApp();
  const now = new Date();
  await addStaffNumber(database.db, staffNumberHash(STAFF_NUMBER, staffRegisterSecret), now);
  await addStaffNumber(database.db, staffNumberHash(LEAVER_NUMBER, staffRegisterSecret), now);
  await removeStaffNumber(database.db, staffNumberHash(LEAVER_NUMBER, staffRegisterSecret), now);
});

afterAll(async () => {
  await database.close();
});

function withCode(code: string): Quote {
  const quote = completedDirectQuote(ukToday(new Date()));
  const risk = quote.policy.eventCurrent.risk;
  risk.userfieldAnswers = (risk.userfieldAnswers ?? []).map((answer) =>
    answer.questionCode === 'AFFIDON' ? { ...answer, answer: code } : answer,
  );
  return quote;
}

async function create(code: string, offerProof?: OfferProof): Promise<Quote> {
  const response = await database.app.inject({
    method: 'PUT',
    url: '/v1/quote',
    payload: { ...buildCreateQuoteRequest(withCode(code)), ...(offerProof ? { offerProof } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return QuoteSchema.parse(response.json());
}

async function reprice(quote: Quote, code: string, offerProof?: OfferProof): Promise<Quote> {
  const edited = withCode(code);
  edited.policy.eventCurrent.risk = {
    ...quote.policy.eventCurrent.risk,
    userfieldAnswers: edited.policy.eventCurrent.risk.userfieldAnswers,
  };
  const body = buildUpdateQuoteRequest(edited, retrievalKeyOf(quote), [], {
    selectedPaymentMethod: 'PayInFull',
  });
  const response = await database.app.inject({
    method: 'POST',
    url: '/v1/quote',
    payload: { ...body, ...(offerProof ? { offerProof } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return QuoteSchema.parse(response.json());
}

const total = (quote: Quote) =>
  quote.policy.eventCurrent.result?.premiumDetails?.totalPayable ?? Number.NaN;

/** The Quote the database keeps for the quote's current event: the one a purchase sells. */
async function storedQuote(quote: Quote): Promise<Quote> {
  const stored = await loadQuote(database.db, quote.policy.webReference);
  if (!stored) throw new Error('the quote was not stored');
  return stored.quote;
}

/** A claim signed as the app channel signs, with whatever payload and key the test chooses. */
function signedClaim(payload: object, secret = appClaimSecret): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`app-claim.v1.${body}`).digest('base64url');
  return `${body}.${signature}`;
}

let plainTotal: number;

beforeAll(async () => {
  const plain = await create('MONEYSUPF');
  plainTotal = total(plain);
  expect(plain.topUp?.offer).toBeUndefined();
});

describe('an offer code without its proof (§9.8)', () => {
  it.each([
    ['STAFF', 'staffNumber', 'To use the offer code STAFF, please give your staff number.'],
    [
      'APPDISCOUNT',
      'appClaim',
      'You can only use the offer code APPDISCOUNT when you get your quote in our app.',
    ],
    [
      '50APPMEMBER',
      'membershipNumber',
      'To use the offer code 50APPMEMBER, please give your membership number.',
    ],
    [
      'ROADWISECARXS',
      'membershipNumber',
      'To use the offer code ROADWISECARXS, please give your membership number.',
    ],
    [
      'AUTOCENTRE',
      'membershipNumber',
      'To use the offer code AUTOCENTRE, please give your membership number.',
    ],
    [
      'CARSXS',
      'membershipNumber',
      'To use the offer code CARSXS, please give your membership number.',
    ],
  ])('%s gives no discount and the answer says why', async (code, proofNeeded, message) => {
    const quote = await create(code);
    expect(total(quote)).toBe(plainTotal);
    expect(quote.topUp?.offer).toEqual({
      code,
      applied: false,
      proofNeeded,
      reason: 'PROOF_MISSING',
      message,
    });
    // The customer's answer is kept as given; only the price ignores it.
    expect(quote.policy.eventCurrent.risk.userfieldAnswers).toContainEqual({
      questionCode: 'AFFIDON',
      answer: code,
    });
  });

  it('gives no discount for the wrong kind of proof (a staff number for a member code)', async () => {
    const quote = await create('AUTOCENTRE', { staffNumber: STAFF_NUMBER });
    expect(total(quote)).toBe(plainTotal);
    expect(quote.topUp?.offer).toMatchObject({ applied: false, reason: 'PROOF_MISSING' });
  });
});

describe('an offer code with a valid proof', () => {
  it.each([
    ['50APPMEMBER', 'APM100001', 'MEMBER:50APPMEMBER:0001'],
    ['ROADWISECARXS', 'rw-100002', 'MEMBER:ROADWISECARXS:0002'],
    ['AUTOCENTRE', 'AC 100001', 'MEMBER:AUTOCENTRE:0001'],
    ['CARSXS', 'CX100002', 'MEMBER:CARSXS:0002'],
  ])(
    '%s with a member number the scheme confirms is discounted, and the Quote records the proof',
    async (code, membershipNumber, proofReference) => {
      const quote = await create(code, { membershipNumber });
      expect(total(quote)).toBeLessThan(plainTotal);
      expect(quote.topUp?.offer).toEqual({
        code,
        applied: true,
        proofNeeded: 'membershipNumber',
        proofReference,
      });
      expect((await storedQuote(quote)).topUp?.offer?.proofReference).toBe(proofReference);
      // The number itself is kept nowhere in the Quote.
      expect(JSON.stringify(await storedQuote(quote))).not.toContain(
        membershipNumber.replace(/[\s-]/g, '').toUpperCase(),
      );
    },
  );

  it('STAFF with a staff number on the register is discounted 15% of the premium', async () => {
    const quote = await create('STAFF', { staffNumber: ` ${STAFF_NUMBER} ` });
    expect(total(quote)).toBeLessThan(plainTotal);
    expect(quote.policy.eventCurrent.result?.premiumDetails?.loadDiscountBroker?.percent).toBe(15);
    expect(quote.topUp?.offer).toMatchObject({ code: 'STAFF', applied: true });
    expect(quote.topUp?.offer?.proofReference).toMatch(/^STAFF:\d+$/);
    expect(JSON.stringify(await storedQuote(quote))).not.toContain(STAFF_NUMBER);
  });

  it('APPDISCOUNT with a claim the app channel signed is discounted', async () => {
    const quote = await create('appdiscount', {
      appClaim: issueAppClaim('APPDISCOUNT', appClaimSecret, new Date()),
    });
    expect(total(quote)).toBeLessThan(plainTotal);
    expect(quote.topUp?.offer).toMatchObject({ code: 'APPDISCOUNT', applied: true });
    expect(quote.topUp?.offer?.proofReference).toMatch(/^APP:[0-9a-f-]{36}$/);
  });
});

describe('a proof that does not hold gives no discount', () => {
  const notConfirmed = (message: string) => ({
    applied: false,
    reason: 'PROOF_NOT_CONFIRMED',
    message,
  });

  it.each([
    ['AUTOCENTRE', 'AC999999'],
    ['CARSXS', 'AC100001'],
    ['ACMECARXS', 'RW100001'],
  ])('%s with membership number %s, not a member of that scheme', async (code, number) => {
    const quote = await create(code, { membershipNumber: number });
    expect(total(quote)).toBe(plainTotal);
    expect(quote.topUp?.offer).toMatchObject(
      notConfirmed(
        `We could not confirm your membership number, so the offer code ${code} has not been applied.`,
      ),
    );
  });

  it.each([
    ['not on the register', '999999'],
    ['removed from the register', LEAVER_NUMBER],
  ])('STAFF with a staff number %s', async (_case, staffNumber) => {
    const quote = await create('STAFF', { staffNumber });
    expect(total(quote)).toBe(plainTotal);
    expect(quote.topUp?.offer).toMatchObject(
      notConfirmed(
        'We could not confirm your staff number, so the offer code STAFF has not been applied.',
      ),
    );
  });

  const inAMinute = () => Math.floor(Date.now() / 1000) + 60;
  it.each([
    [
      'signed with another key',
      () =>
        signedClaim(
          { v: 1, code: 'APPDISCOUNT', exp: inAMinute(), jti: randomUUID() },
          'x'.repeat(40),
        ),
    ],
    [
      'expired',
      () => issueAppClaim('APPDISCOUNT', appClaimSecret, new Date(Date.now() - 16 * 60_000)),
    ],
    [
      'for another code',
      () => signedClaim({ v: 1, code: 'STAFF', exp: inAMinute(), jti: randomUUID() }),
    ],
    [
      'living longer than the app may give',
      () =>
        signedClaim({ v: 1, code: 'APPDISCOUNT', exp: inAMinute() + 24 * 3600, jti: randomUUID() }),
    ],
    [
      'with its payload changed after signing',
      () => {
        const [, signature] = issueAppClaim('APPDISCOUNT', appClaimSecret, new Date()).split('.');
        const payload = Buffer.from(
          JSON.stringify({ v: 1, code: 'APPDISCOUNT', exp: inAMinute() + 3600, jti: randomUUID() }),
        ).toString('base64url');
        return `${payload}.${signature}`;
      },
    ],
  ])('APPDISCOUNT with a claim %s', async (_case, claim) => {
    const quote = await create('APPDISCOUNT', { appClaim: claim() });
    expect(total(quote)).toBe(plainTotal);
    expect(quote.topUp?.offer).toMatchObject(
      notConfirmed(
        'We could not confirm that this quote came from our app, so the offer code APPDISCOUNT has not been applied.',
      ),
    );
  });

  it('says to try again when the membership scheme cannot answer', async () => {
    const quote = await create('CARSXS', { membershipNumber: 'UNAVAILABLE' });
    expect(total(quote)).toBe(plainTotal);
    expect(quote.topUp?.offer).toMatchObject({ applied: false, reason: 'CHECK_UNAVAILABLE' });
  });

  it('refuses a malformed proof with a 400, as any bad body', async () => {
    const response = await database.app.inject({
      method: 'PUT',
      url: '/v1/quote',
      payload: {
        ...buildCreateQuoteRequest(withCode('STAFF')),
        offerProof: { staffNumber: 'x'.repeat(500) },
      },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('unknown codes, as before', () => {
  it.each(['NOSUCHCODE', 'CARXS', 'STAFF10'])(
    '%s gives no discount and says it is not recognised',
    async (code) => {
      const quote = await create(code, { staffNumber: STAFF_NUMBER, membershipNumber: 'AC100001' });
      expect(total(quote)).toBe(plainTotal);
      expect(quote.topUp?.offer).toEqual({
        code,
        applied: false,
        reason: 'UNKNOWN_CODE',
        message: `We do not recognise the offer code ${code}, so no discount has been applied.`,
      });
    },
  );
});

describe('buying with an offer code (decision 033)', () => {
  const finalize = (quote: Quote) =>
    database.app.inject({
      method: 'POST',
      url: '/v1/finalize',
      payload: finalizeRequestOf(quote),
    });

  it.each(['STAFF', 'APPDISCOUNT', '50APPMEMBER', 'ROADWISECARXS', 'AUTOCENTRE', 'CARSXS'])(
    'refuses to finalize a quote carrying %s without its proof, storing no quote key',
    async (code) => {
      const quote = await create(code);
      const response = await finalize(quote);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('OfferCodeNotApplied');
      expect(response.json().error.message).toContain(quote.topUp?.offer?.message ?? '-');
      const keys = await database.db
        .selectFrom('quote_key')
        .innerJoin('quote', 'quote.id', 'quote_key.quote_id')
        .select('quote_key.key_hash')
        .where('quote.web_reference', '=', quote.policy.webReference)
        .execute();
      expect(keys).toEqual([]);
    },
  );

  it('finalizes a quote whose code was proved, and one whose unknown code gave no discount', async () => {
    const proved = await create('AUTOCENTRE', { membershipNumber: 'AC100001' });
    expect(proved.topUp?.offer?.applied).toBe(true);
    expect((await finalize(proved)).statusCode).toBe(200);
    const unknown = await create('NOSUCHCODE');
    expect((await finalize(unknown)).statusCode).toBe(200);
  });
});

describe('re-pricing (POST /v1/quote)', () => {
  it('keeps a proof verified for the same code without it being sent again', async () => {
    const quote = await create('AUTOCENTRE', { membershipNumber: 'AC100002' });
    const repriced = await reprice(quote, 'AUTOCENTRE');
    expect(repriced.policy.eventCurrent.policyEventReference).toBe('002');
    expect(total(repriced)).toBe(total(quote));
    expect(repriced.topUp?.offer).toEqual(quote.topUp?.offer);
    expect((await storedQuote(repriced)).topUp?.offer?.proofReference).toBe(
      'MEMBER:AUTOCENTRE:0002',
    );
  });

  it('needs its own proof for a changed code, and then applies it', async () => {
    const quote = await create('AUTOCENTRE', { membershipNumber: 'AC100002' });
    const changed = await reprice(quote, 'STAFF');
    expect(total(changed)).toBe(plainTotal);
    expect(changed.topUp?.offer).toMatchObject({ code: 'STAFF', reason: 'PROOF_MISSING' });
    const proved = await reprice(changed, 'STAFF', { staffNumber: STAFF_NUMBER });
    expect(total(proved)).toBeLessThan(plainTotal);
    expect(proved.topUp?.offer).toMatchObject({ code: 'STAFF', applied: true });
    // And back to the first code: its earlier proof was replaced, so it must be given again.
    const back = await reprice(proved, 'AUTOCENTRE');
    expect(back.topUp?.offer).toMatchObject({ applied: false, reason: 'PROOF_MISSING' });
  });

  it('gives a proof sent for a code a quote first had without one', async () => {
    const quote = await create('50APPMEMBER');
    const proved = await reprice(quote, '50APPMEMBER', { membershipNumber: 'APM100002' });
    expect(total(proved)).toBeLessThan(plainTotal);
    expect(proved.topUp?.offer?.proofReference).toBe('MEMBER:50APPMEMBER:0002');
  });

  it('drops a staff discount once the staff number has been removed from the register', async () => {
    const number = '200300';
    const hash = staffNumberHash(number, staffRegisterSecret);
    await addStaffNumber(database.db, hash, new Date());
    const quote = await create('STAFF', { staffNumber: number });
    expect(quote.topUp?.offer?.applied).toBe(true);
    await removeStaffNumber(database.db, hash, new Date());
    const repriced = await reprice(quote, 'STAFF');
    expect(total(repriced)).toBe(plainTotal);
    expect(repriced.topUp?.offer).toMatchObject({ applied: false, reason: 'PROOF_NOT_CONFIRMED' });
  });

  it('does not let the answer of another quote vouch for a code', async () => {
    const proved = await create('STAFF', { staffNumber: STAFF_NUMBER });
    const other = await create('STAFF');
    const repriced = await reprice(other, 'STAFF');
    expect(proved.topUp?.offer?.applied).toBe(true);
    expect(repriced.topUp?.offer).toMatchObject({ applied: false, reason: 'PROOF_MISSING' });
  });
});
