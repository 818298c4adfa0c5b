import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardOutcome } from './cards.ts';
import { verifySignature } from './signature.ts';
import {
  createTestSession,
  FORM,
  MERCHANT_ORIGIN,
  payWith,
  startReceiver,
  TEST_CONFIG,
  testSandbox,
  type TestSandbox,
} from './test-helpers.ts';

let sandbox: TestSandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
afterEach(async () => {
  await sandbox.app.close();
  await receiver.close();
});

async function setUp(options: Parameters<typeof testSandbox>[0] = {}) {
  receiver = await startReceiver();
  sandbox = testSandbox(options);
  const id = await createTestSession(sandbox.app, receiver.url);
  return id;
}

function page(id: string) {
  return sandbox.app.inject({ method: 'GET', url: `/pay/${id}` });
}

function authenticate(id: string, outcome: string) {
  return sandbox.app.inject({
    method: 'POST',
    url: `/pay/${id}/authenticate`,
    headers: FORM,
    payload: `outcome=${outcome}`,
  });
}

/** The result hint the page's script posts to the embedding page, read from the HTML. */
function resultHint(html: string) {
  const match =
    /<div id="sandbox-result" hidden data-session-id="([^"]*)" data-status="([^"]*)" data-target-origin="([^"]*)"><\/div>/.exec(
      html,
    );
  return match ? { sessionId: match[1], status: match[2], targetOrigin: match[3] } : undefined;
}

async function deliveredEvents() {
  await sandbox.notifier.idle();
  return receiver.events();
}

describe('hosted payment page', () => {
  it('shows the amount and an accessible card form, framed only by the allowed origin', async () => {
    const id = await setUp();
    const response = await page(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain(
      `frame-ancestors ${MERCHANT_ORIGIN}`,
    );
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('Amount to pay: <strong>£456.78</strong>');
    expect(html).toContain('Pay £456.78</button>');
    for (const [id, label, autocomplete] of [
      ['card-number', 'Card number', 'cc-number'],
      ['expiry', 'Expiry date', 'cc-exp'],
      ['cvc', 'Security code', 'cc-csc'],
      ['name-on-card', 'Name on card', 'cc-name'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(
        new RegExp(`<input[^>]* id="${id}"[^>]* autocomplete="${autocomplete}"`),
      );
    }
    expect(html).toContain(`<form method="post" action="/pay/${id}" novalidate>`);
    expect(resultHint(html)).toBeUndefined();
  });

  it('may be framed by nobody when the session is unknown', async () => {
    await setUp();
    const response = await page('cs_unknown');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This payment link is not valid');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keeps what was entered (but not the security code) and explains each error', async () => {
    const id = await setUp();
    const response = await payWith(sandbox.app, id, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '10/26',
      cvc: '12',
      nameOnCard: 'A <Driver>',
    });
    expect(response.statusCode).toBe(422);
    const html = response.body;
    expect(html).toContain('<title>Error: Pay £456.78 – Payment sandbox</title>');
    expect(html).toContain('<h2 id="error-summary-title">There is a problem</h2>');
    expect(html).toContain(
      '<a href="#card-number">Card number is not valid: check it and enter it again</a>',
    );
    expect(html).toContain('<a href="#expiry">This card has expired: use a different card</a>');
    expect(html).toContain(
      '<a href="#cvc">Security code must be the 3 digits on the back of the card</a>',
    );
    expect(html).toMatch(
      /id="card-number"[^>]*aria-describedby="card-number-error" aria-invalid="true" value="4242 4242 4242 4241"/,
    );
    expect(html).toMatch(/id="expiry"[^>]*aria-invalid="true" value="10\/26"/);
    expect(html).toMatch(/id="cvc"[^>]*aria-invalid="true" value=""/);
    expect(html).toMatch(/id="name-on-card"[^>]* value="A &lt;Driver&gt;"/);
    expect(sandbox.store.sessions.get(id)?.status).toBe('open');
    expect(sandbox.store.charges).toEqual([]);
    expect(await deliveredEvents()).toEqual([]);
  });

  it.each([
    ['4242 4242 4242 4242', 'visa', '4242'],
    ['5555 5555 5555 4444', 'mastercard', '4444'],
    ['3782 822463 10005', 'amex', '0005'],
  ])(
    'takes %s: one charge, a signed payment.succeeded, the result posted to the merchant',
    async (cardNumber, brand, last4) => {
      const id = await setUp();
      const posted = await payWith(sandbox.app, id, {
        cardNumber,
        cvc: brand === 'amex' ? '1234' : '123',
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(`/pay/${id}`);

      const result = await page(id);
      expect(result.body).toContain('<h1>Payment successful</h1>');
      expect(result.body).toContain(`with the card ending ${last4}`);
      expect(resultHint(result.body)).toEqual({
        sessionId: id,
        status: 'succeeded',
        targetOrigin: MERCHANT_ORIGIN,
      });
      expect(sandbox.store.sessions.get(id)?.card).toEqual({ brand, last4 });
      expect(sandbox.store.charges).toMatchObject([{ sessionId: id, amount: 45_678 }]);

      const events = await deliveredEvents();
      expect(events).toEqual([
        {
          eventId: expect.stringMatching(/^evt_/),
          type: 'payment.succeeded',
          sessionId: id,
          reference: 'VAN-100001',
          amount: 45_678,
          currency: 'GBP',
          createdAt: '2026-11-22T12:00:00.000Z',
        },
      ]);
      const [delivery] = receiver.received;
      expect(
        verifySignature(
          delivery?.body ?? '',
          delivery?.headers['sandbox-signature'] as string,
          TEST_CONFIG.webhookSecret,
          sandbox.clock.now,
        ).valid,
      ).toBe(true);
      // No card number, expiry or name ever leaves in a notification.
      expect(delivery?.body).not.toMatch(/4242 ?4242|5555|3782|12\/30|A Driver/);
    },
  );

  it.each([
    [
      '4000 0000 0000 0002',
      'declined',
      'card_declined',
      'payment.declined',
      'Your card was declined. Use a different card, or contact your card issuer.',
    ],
    [
      '4000 0000 0000 9995',
      'declined',
      'insufficient_funds',
      'payment.declined',
      'Your card was declined because there is not enough money in the account. Use a different card.',
    ],
    [
      '4000 0000 0000 0119',
      'failed',
      'processing_error',
      'payment.failed',
      'Something went wrong while processing your payment and you have not been charged. Try again.',
    ],
  ])(
    '%s: session %s (%s), %s, no charge, and the customer may try again',
    async (cardNumber, status, code, type, message) => {
      const id = await setUp();
      const response = await payWith(sandbox.app, id, { cardNumber });
      expect(response.statusCode).toBe(402);
      expect(response.body).toContain(`<li>${message.replace(/'/g, '&#39;')}</li>`);
      expect(response.body).toMatch(/id="card-number"[^>]* value="4000 0000 0000 \d{4}"/);
      expect(response.body).toMatch(/id="cvc"[^>]* value=""/);
      expect(resultHint(response.body)).toEqual({
        sessionId: id,
        status,
        targetOrigin: MERCHANT_ORIGIN,
      });
      expect(sandbox.store.sessions.get(id)).toMatchObject({ status, failureCode: code });
      expect(sandbox.store.charges).toEqual([]);

      expect((await page(id)).body).toContain(message.replace(/'/g, '&#39;'));

      const retry = await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' });
      expect(retry.statusCode).toBe(303);
      expect(sandbox.store.charges).toHaveLength(1);
      expect((await deliveredEvents()).map((event) => event.type)).toEqual([
        type,
        'payment.succeeded',
      ]);
      const eventIds = receiver.events().map((event) => event.eventId);
      expect(new Set(eventIds).size).toBe(2);
    },
  );

  it('4000 0000 0000 3220 asks for 3-D Secure; completing it pays once', async () => {
    const id = await setUp();
    const posted = await payWith(sandbox.app, id, { cardNumber: '4000 0000 0000 3220' });
    expect(posted.statusCode).toBe(303);
    const challenge = await page(id);
    expect(challenge.body).toContain('<h1>Confirm your payment</h1>');
    expect(challenge.body).toContain('value="complete">Complete authentication</button>');
    expect(challenge.body).toContain('value="fail">Fail authentication</button>');
    expect(challenge.headers['content-security-policy']).toContain(
      `frame-ancestors ${MERCHANT_ORIGIN}`,
    );
    expect(sandbox.store.sessions.get(id)?.status).toBe('requires_action');
    expect(sandbox.store.charges).toEqual([]);

    // A card posted while the challenge is open does not start a second payment.
    expect((await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' })).statusCode).toBe(
      303,
    );
    expect(sandbox.store.sessions.get(id)?.status).toBe('requires_action');

    const [first, second] = await Promise.all([
      authenticate(id, 'complete'),
      authenticate(id, 'complete'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect((await page(id)).body).toContain('<h1>Payment successful</h1>');
    expect(sandbox.store.charges).toHaveLength(1);
    expect(sandbox.store.sessions.get(id)?.card).toEqual({ brand: 'visa', last4: '3220' });
    expect((await deliveredEvents()).map((event) => event.type)).toEqual(['payment.succeeded']);
  });

  it('4000 0000 0000 3220 with failed authentication is declined', async () => {
    const id = await setUp();
    await payWith(sandbox.app, id, { cardNumber: '4000 0000 0000 3220' });
    expect((await authenticate(id, 'fail')).statusCode).toBe(303);
    const declined = await page(id);
    expect(declined.body).toContain('Your card issuer could not confirm it was you');
    expect(resultHint(declined.body)?.status).toBe('declined');
    expect(sandbox.store.sessions.get(id)).toMatchObject({
      status: 'declined',
      failureCode: 'authentication_failed',
    });
    expect(sandbox.store.charges).toEqual([]);
    expect((await deliveredEvents()).map((event) => event.type)).toEqual(['payment.declined']);
  });

  it('ignores an authentication answer that is neither button', async () => {
    const id = await setUp();
    await payWith(sandbox.app, id, { cardNumber: '4000 0000 0000 3220' });
    expect((await authenticate(id, 'maybe')).statusCode).toBe(303);
    expect(sandbox.store.sessions.get(id)?.status).toBe('requires_action');
  });

  it('charges once when the same session is submitted many times at once', async () => {
    const id = await setUp();
    const submits = await Promise.all(
      Array.from({ length: 20 }, () =>
        payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' }),
      ),
    );
    expect(submits.every((response) => response.statusCode === 303)).toBe(true);
    expect(sandbox.store.charges).toHaveLength(1);
    expect((await deliveredEvents()).map((event) => event.type)).toEqual(['payment.succeeded']);
  });

  it('charges once when more submits arrive while the card network is still deciding', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let decisions = 0;
    const processCard = async (): Promise<CardOutcome> => {
      decisions += 1;
      // Were a second submit let through, open the gate so the test ends and fails on its charges.
      if (decisions > 1) release();
      await gate;
      return { kind: 'success' };
    };
    const id = await setUp({ processCard });
    let answered = 0;
    const submits = Array.from({ length: 10 }, () =>
      payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' }).then((response) => {
        answered += 1;
        // The other nine have been answered while the first is in flight: let it finish.
        if (answered === 9) release();
        return response;
      }),
    );
    const responses = await Promise.all(submits);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([303, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const waiting = responses.find((response) => response.statusCode === 409);
    expect(waiting?.body).toContain('We&#39;re processing your payment');
    expect(waiting?.body).toContain(`<meta http-equiv="refresh" content="2;url=/pay/${id}">`);
    expect(decisions).toBe(1);
    expect(sandbox.store.charges).toHaveLength(1);
    expect((await deliveredEvents()).map((event) => event.type)).toEqual(['payment.succeeded']);
  });

  it('fails the attempt, not the page, when the card network throws', async () => {
    const id = await setUp({
      processCard: async () => {
        throw new Error('network down');
      },
    });
    const response = await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' });
    expect(response.statusCode).toBe(402);
    expect(sandbox.store.sessions.get(id)).toMatchObject({
      status: 'failed',
      failureCode: 'processing_error',
    });
    expect((await deliveredEvents()).map((event) => event.type)).toEqual(['payment.failed']);
  });

  it('takes no card once paid: a repeated post or reload shows the result', async () => {
    const id = await setUp();
    await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' });
    const again = await payWith(sandbox.app, id, { cardNumber: '5555 5555 5555 4444' });
    expect(again.statusCode).toBe(303);
    expect((await page(id)).body).toContain('with the card ending 4242');
    expect(sandbox.store.charges).toHaveLength(1);
  });

  it('expires after 30 minutes: no payment, and the merchant is told', async () => {
    const id = await setUp();
    sandbox.clock.advance(30 * 60 * 1000);
    const expired = await page(id);
    expect(expired.body).toContain('<h1>This payment has expired</h1>');
    expect(resultHint(expired.body)).toEqual({
      sessionId: id,
      status: 'expired',
      targetOrigin: MERCHANT_ORIGIN,
    });
    const posted = await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' });
    expect(posted.statusCode).toBe(303);
    expect(sandbox.store.charges).toEqual([]);
  });
});

describe('the frame script', () => {
  /** The attributes of the page's hint element, as the script reads them. */
  function hintAttributes(html: string): Record<string, string> | undefined {
    const element = /<div id="sandbox-result" hidden([^>]*)><\/div>/.exec(html)?.[1];
    if (element === undefined) return undefined;
    return Object.fromEntries(
      [...element.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
    );
  }

  /** Runs the frame's script on a page, framed or not, in a page `height` pixels tall. */
  async function runScript(html: string, framed = true, height = 640) {
    const script = await sandbox.app.inject({ method: 'GET', url: '/assets/frame.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    const attributes = hintAttributes(html);
    const messages: Array<{ message: unknown; targetOrigin: unknown }> = [];
    const listeners: Record<string, () => void> = {};
    const parent = {
      postMessage: (message: unknown, targetOrigin: unknown) =>
        messages.push({ message, targetOrigin }),
    };
    const window: Record<string, unknown> = {
      parent,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    if (!framed) window.parent = window;
    const document = {
      documentElement: { scrollHeight: height },
      getElementById: (id: string) =>
        id === 'sandbox-result' && attributes
          ? { getAttribute: (name: string) => attributes[name] ?? null }
          : null,
    };
    runInNewContext(script.body, { window, document });
    return { messages, listeners, document };
  }

  it('tells the allowed origin the page height, then the result, with no card data', async () => {
    const id = await setUp();
    await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' });
    expect((await runScript((await page(id)).body)).messages).toEqual([
      {
        message: { type: 'sandbox.resize', sessionId: id, height: 640 },
        targetOrigin: MERCHANT_ORIGIN,
      },
      {
        message: { type: 'sandbox.payment', sessionId: id, status: 'succeeded' },
        targetOrigin: MERCHANT_ORIGIN,
      },
    ]);
  });

  it('tells the card form its height, and again only when it changes', async () => {
    const id = await setUp();
    const run = await runScript((await page(id)).body, true, 812);
    expect(run.messages).toEqual([
      {
        message: { type: 'sandbox.resize', sessionId: id, height: 812 },
        targetOrigin: MERCHANT_ORIGIN,
      },
    ]);
    run.listeners.resize?.();
    run.document.documentElement.scrollHeight = 1030;
    run.listeners.resize?.();
    expect(run.messages.map(({ message }) => message)).toEqual([
      { type: 'sandbox.resize', sessionId: id, height: 812 },
      { type: 'sandbox.resize', sessionId: id, height: 1030 },
    ]);
  });

  it('posts nothing when not in a frame, or on a page of no session', async () => {
    const id = await setUp();
    await payWith(sandbox.app, id, { cardNumber: '4242 4242 4242 4242' });
    expect((await runScript((await page(id)).body, false)).messages).toEqual([]);
    const unknown = await sandbox.app.inject({ method: 'GET', url: '/pay/cs_unknown' });
    expect((await runScript(unknown.body)).messages).toEqual([]);
  });
});
