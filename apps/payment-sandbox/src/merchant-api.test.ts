import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH,
  createTestSession,
  MERCHANT_ORIGIN,
  payWith,
  sessionRequest,
  startReceiver,
  testSandbox,
  type TestSandbox,
} from './test-helpers.ts';

const NOTIFY = 'http://127.0.0.1:9/never-called';

let sandbox: TestSandbox;
afterEach(async () => {
  await sandbox.app.close();
});

function create(body: unknown, key: string | undefined, headers: Record<string, string> = AUTH) {
  return sandbox.app.inject({
    method: 'POST',
    url: '/v1/sessions',
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body as object,
  });
}

describe('merchant key', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong key', { authorization: 'Bearer sk_wrong' }],
    ['the key without Bearer', { authorization: 'sk_test_key' }],
    ['a longer key that starts with the right one', { authorization: 'Bearer sk_test_key1' }],
  ])('is required on every /v1 call: %s gets 401 and creates nothing', async (_case, headers) => {
    sandbox = testSandbox();
    const created = await create(sessionRequest(NOTIFY), 'k1', headers);
    expect(created.statusCode).toBe(401);
    expect(created.headers['www-authenticate']).toContain('Bearer');
    expect(created.json()).toEqual({
      error: {
        code: 'unauthorised',
        message: 'A valid merchant key is required: send Authorization: Bearer <key>.',
      },
    });
    expect(sandbox.store.sessions.size).toBe(0);
    const read = await sandbox.app.inject({ method: 'GET', url: '/v1/sessions/cs_x', headers });
    expect(read.statusCode).toBe(401);
  });
});

describe('POST /v1/sessions', () => {
  it('creates an open session with its hosted page, expiring in 30 minutes', async () => {
    sandbox = testSandbox();
    const response = await create(
      sessionRequest(NOTIFY, { customer: { name: 'A Driver', email: 'a@example.com' } }),
      'k1',
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'open',
      amount: 45_678,
      currency: 'GBP',
      reference: 'VAN-100001',
      allowedOrigin: MERCHANT_ORIGIN,
      expiresAt: '2026-11-22T12:30:00.000Z',
    });
    expect(body.id).toMatch(/^cs_[A-Za-z0-9_-]{24}$/);
    expect(body.frameUrl).toBe(`http://pay.test/pay/${body.id}`);
    expect(sandbox.store.sessions.size).toBe(1);
  });

  it('keeps the metadata and answers it back, with the currency and nothing refunded', async () => {
    sandbox = testSandbox();
    const created = await create(
      sessionRequest(NOTIFY, { metadata: { policyEventReference: '001' } }),
      'k1',
    );
    expect(created.statusCode, created.body).toBe(201);
    const read = await sandbox.app.inject({
      method: 'GET',
      url: `/v1/sessions/${created.json().id}`,
      headers: AUTH,
    });
    expect(read.json()).toMatchObject({
      currency: 'GBP',
      amountRefunded: 0,
      metadata: { policyEventReference: '001' },
    });
  });

  it.each([
    [{ metadata: { 'bad key': 'x' } }],
    [{ metadata: { note: 'x'.repeat(501) } }],
    [{ metadata: { count: 1 } }],
    [{ metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) }],
  ])('refuses metadata that is not up to 20 short text labels (400): %j', async (overrides) => {
    sandbox = testSandbox();
    const response = await create(sessionRequest(NOTIFY, overrides), 'k1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
    expect(sandbox.store.sessions.size).toBe(0);
  });

  it('gives the first answer again for the same key and body, and creates one session', async () => {
    sandbox = testSandbox();
    const first = await create(sessionRequest(NOTIFY), 'same-key');
    sandbox.clock.advance(1000);
    // Same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(sessionRequest(NOTIFY)).reverse());
    const second = await create(reordered, 'same-key');
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(sandbox.store.sessions.size).toBe(1);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    sandbox = testSandbox();
    const first = await create(sessionRequest(NOTIFY), 'same-key');
    const second = await create(sessionRequest(NOTIFY, { amount: 1 }), 'same-key');
    expect(second.statusCode).toBe(422);
    expect(second.json().error.code).toBe('idempotency_key_reused');
    expect(sandbox.store.sessions.size).toBe(1);
    expect(sandbox.store.sessions.get(first.json().id)?.amount).toBe(45_678);
  });

  it('needs an Idempotency-Key', async () => {
    sandbox = testSandbox();
    const response = await create(sessionRequest(NOTIFY), undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('idempotency_key_required');
    expect(sandbox.store.sessions.size).toBe(0);
  });

  it.each([
    [{ amount: undefined }, 'amount is required.'],
    [{ amount: 12.5 }, 'amount must be a whole number of pence'],
    [{ amount: '100' }, 'amount must be a whole number of pence'],
    [{ amount: 0 }, 'amount must be at least 1 (pence)'],
    [{ currency: 'EUR' }, "currency must be 'GBP': the sandbox takes pounds only"],
    [
      { reference: '' },
      'reference must be 1 to 64 letters, digits, dots, colons, dashes or underscores',
    ],
    [{ notifyUrl: 'ftp://x.example/' }, 'notifyUrl must be an http or https URL'],
    [{ notifyUrl: 'not a url' }, 'notifyUrl must be an http or https URL'],
    [
      { allowedOrigin: 'https://shop.example/pay' },
      'allowedOrigin must be an origin such as https://shop.example.com (no path)',
    ],
    [
      { allowedOrigin: '*' },
      'allowedOrigin must be an origin such as https://shop.example.com (no path)',
    ],
    [{ customer: { email: 'nope' } }, 'customer.email must be an e-mail address'],
    [
      { cardNumber: '4242424242424242' },
      'Unknown field: cardNumber. Card details are never sent to this API.',
    ],
    [
      { customer: { cvc: '123' } },
      'Unknown field in customer: cvc. Card details are never sent to this API.',
    ],
  ])('refuses %j with 400 "%s" and creates nothing', async (overrides, message) => {
    sandbox = testSandbox();
    const response = await create(sessionRequest(NOTIFY, overrides), 'k1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(sandbox.store.sessions.size).toBe(0);
  });

  it('refuses a body that is not a JSON object', async () => {
    sandbox = testSandbox();
    const array = await create([], 'k1');
    expect(array.json()).toEqual({
      error: { code: 'invalid_request', message: 'The request body must be a JSON object.' },
    });
    const broken = await sandbox.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: { ...AUTH, 'idempotency-key': 'k2', 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_request');
  });

  it('does not keep a refused request against its key: the corrected request is served', async () => {
    sandbox = testSandbox();
    expect((await create(sessionRequest(NOTIFY, { currency: 'EUR' }), 'k1')).statusCode).toBe(400);
    expect((await create(sessionRequest(NOTIFY), 'k1')).statusCode).toBe(201);
  });
});

describe('GET /v1/sessions/:id', () => {
  it('shows the status, and the card only once paid', async () => {
    sandbox = testSandbox();
    const id = await createTestSession(sandbox.app, NOTIFY);
    const get = () =>
      sandbox.app.inject({ method: 'GET', url: `/v1/sessions/${id}`, headers: AUTH });
    expect((await get()).json()).toMatchObject({ id, status: 'open' });
    expect((await get()).json().card).toBeUndefined();
    await payWith(sandbox.app, id, { cardNumber: '4000 0000 0000 9995' });
    expect((await get()).json()).toMatchObject({
      status: 'declined',
      failureCode: 'insufficient_funds',
    });
    expect((await get()).json().card).toBeUndefined();
    await payWith(sandbox.app, id, { cardNumber: '5555 5555 5555 4444' });
    expect((await get()).json()).toMatchObject({
      status: 'succeeded',
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('shows an unpaid session as expired after 30 minutes', async () => {
    sandbox = testSandbox();
    const id = await createTestSession(sandbox.app, NOTIFY);
    sandbox.clock.advance(30 * 60 * 1000);
    const response = await sandbox.app.inject({
      method: 'GET',
      url: `/v1/sessions/${id}`,
      headers: AUTH,
    });
    expect(response.json().status).toBe('expired');
  });

  it('answers 404 for an unknown session', async () => {
    sandbox = testSandbox();
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/v1/sessions/cs_unknown',
      headers: AUTH,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('POST /v1/sessions/:id/refund', () => {
  function refund(id: string, key: string) {
    return sandbox.app.inject({
      method: 'POST',
      url: `/v1/sessions/${id}/refund`,
      headers: { ...AUTH, 'idempotency-key': key },
    });
  }

  it('refunds once: one payment.refunded, and a second refund answers the same', async () => {
    const receiver = await startReceiver();
    sandbox = testSandbox();
    try {
      const id = await createTestSession(sandbox.app, receiver.url);
      await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' });
      sandbox.clock.advance(60_000);
      const first = await refund(id, 'refund-1');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: 'refunded',
        refundedAt: '2026-11-22T12:01:00.000Z',
      });
      sandbox.clock.advance(60_000);
      const replay = await refund(id, 'refund-1');
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      const again = await refund(id, 'refund-2');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      await sandbox.notifier.idle();
      expect(receiver.events().map((event) => event.type)).toEqual([
        'payment.succeeded',
        'payment.refunded',
      ]);
    } finally {
      await receiver.close();
    }
  });

  function refundPart(id: string, key: string, payload: unknown) {
    return sandbox.app.inject({
      method: 'POST',
      url: `/v1/sessions/${id}/refund`,
      headers: { ...AUTH, 'idempotency-key': key },
      payload: payload as object,
    });
  }

  it('refunds part of a session for an amount, then the rest without one, telling the merchant each time', async () => {
    const receiver = await startReceiver();
    sandbox = testSandbox();
    try {
      const id = await createTestSession(sandbox.app, receiver.url);
      await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' });
      const part = await refundPart(id, 'refund-part', { amount: 5_000 });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json()).toMatchObject({ status: 'succeeded', amountRefunded: 5_000 });
      const replay = await refundPart(id, 'refund-part', { amount: 5_000 });
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const rest = await refund(id, 'refund-rest');
      expect(rest.json()).toMatchObject({ status: 'refunded', amountRefunded: 45_678 });
      expect(sandbox.store.refunds.map((each) => each.amount)).toEqual([5_000, 40_678]);
      await sandbox.notifier.idle();
      expect(receiver.events().map((event) => event.type)).toEqual([
        'payment.succeeded',
        'payment.refunded',
        'payment.refunded',
      ]);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a refund of more than remains (409) and an amount that is not whole pence (400)', async () => {
    sandbox = testSandbox();
    const id = await createTestSession(sandbox.app, NOTIFY);
    await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' });
    expect((await refundPart(id, 'r1', { amount: 45_000 })).statusCode).toBe(200);
    const tooMuch = await refundPart(id, 'r2', { amount: 679 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toEqual({
      code: 'not_refundable',
      message: 'Only 678 pence of this session remain to be refunded.',
    });
    for (const [key, payload] of [
      ['r3', { amount: 1.5 }],
      ['r4', { amount: 0 }],
      ['r5', { amount: 5, reason: 'x' }],
    ] as const) {
      expect((await refundPart(id, key, payload)).statusCode).toBe(400);
    }
    expect(sandbox.store.sessions.get(id)).toMatchObject({
      status: 'succeeded',
      amountRefunded: 45_000,
    });
  });

  it('refuses to refund an unpaid session (409) and changes nothing', async () => {
    sandbox = testSandbox();
    const id = await createTestSession(sandbox.app, NOTIFY);
    const response = await refund(id, 'refund-1');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'not_refundable',
        message: 'Only a paid session can be refunded; this one is open.',
      },
    });
    expect(sandbox.store.sessions.get(id)?.status).toBe('open');
  });

  it('refuses a refund key already used for another session (422)', async () => {
    sandbox = testSandbox();
    const first = await createTestSession(sandbox.app, NOTIFY);
    const second = await createTestSession(sandbox.app, NOTIFY);
    await payWith(sandbox.app, first, { cardNumber: '4242 4242 4242 4242' });
    await payWith(sandbox.app, second, { cardNumber: '4242 4242 4242 4242' });
    expect((await refund(first, 'refund-1')).statusCode).toBe(200);
    expect((await refund(second, 'refund-1')).statusCode).toBe(422);
    expect(sandbox.store.sessions.get(second)?.status).toBe('succeeded');
  });

  it('needs an Idempotency-Key and the merchant key', async () => {
    sandbox = testSandbox();
    const id = await createTestSession(sandbox.app, NOTIFY);
    const noKey = await sandbox.app.inject({
      method: 'POST',
      url: `/v1/sessions/${id}/refund`,
      headers: AUTH,
    });
    expect(noKey.statusCode).toBe(400);
    const noAuth = await sandbox.app.inject({
      method: 'POST',
      url: `/v1/sessions/${id}/refund`,
      headers: { 'idempotency-key': 'r' },
    });
    expect(noAuth.statusCode).toBe(401);
  });
});
