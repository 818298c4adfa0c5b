import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payWith, startPaymentSandbox, type PaymentSandbox } from '../../../../test/purchase.ts';
import type { PaymentProvider } from '../../payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-provider.ts';

// The adapter's signature check against notifications signed and sent by the real sandbox over
// HTTP, not by a helper of ours: the two sides share no code, so if the sandbox's scheme changes
// (header name, what is signed, the hash, the encoding) the first test here fails.

const MERCHANT_KEY = 'sk_test_adapter_key';
const WEBHOOK_SECRET = 'whsec_test_adapter_secret';

interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

let sandbox: PaymentSandbox;
let receiver: Server;
let notifyUrl: string;
let provider: PaymentProvider;
let received: Received[] = [];
let keyCounter = 0;

beforeAll(async () => {
  sandbox = await startPaymentSandbox({ merchantKey: MERCHANT_KEY, webhookSecret: WEBHOOK_SECRET });
  // A merchant's notification endpoint that keeps the bytes exactly as they arrived.
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/v1/payments/notifications`;
  provider = providerWith(WEBHOOK_SECRET);
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

beforeEach(() => {
  received = [];
});

/** Our adapter for the sandbox under test, holding `webhookSecret`. */
function providerWith(webhookSecret: string): PaymentProvider {
  return createSandboxPaymentProvider({
    baseUrl: sandbox.url,
    merchantKey: MERCHANT_KEY,
    webhookSecret,
  });
}

function nextKey(): string {
  keyCounter += 1;
  return `adapter-test-${keyCounter}`;
}

/** A session paid with a good card on the sandbox's hosted page; resolves once it has notified. */
async function paidSession(): Promise<{ sessionId: string; notification: Received }> {
  const session = await provider.createSession(
    {
      amount: 45_678,
      reference: `VAN-ADAPTER-${keyCounter + 1}`,
      policyEventReference: '001',
      description: 'Annual van insurance',
      notifyUrl,
      allowedOrigin: 'http://127.0.0.1:3000',
    },
    nextKey(),
  );
  // The card typed into the hosted page, as the browser in the frame would post it.
  expect(await payWith(session.frameUrl)).toBe(303);
  await sandbox.idle();
  expect(received).toHaveLength(1);
  return { sessionId: session.id, notification: received[0]! };
}

describe('the sandbox adapter verifies what the sandbox signs', () => {
  it('accepts a payment notification the sandbox signed and sent, and reads it', async () => {
    const { sessionId, notification } = await paidSession();
    const check = provider.verifyNotification(
      notification.rawBody,
      notification.headers,
      new Date(),
    );
    expect(check).toEqual({
      valid: true,
      notification: { eventId: expect.any(String), type: 'payment.succeeded', sessionId },
    });
  });

  it('accepts the refund notification the sandbox sends after our refund call', async () => {
    const { sessionId } = await paidSession();
    received = [];
    const refunded = await provider.refund(sessionId, nextKey());
    expect(refunded.status).toBe('refunded');
    await sandbox.idle();
    expect(received).toHaveLength(1);
    const check = provider.verifyNotification(
      received[0]!.rawBody,
      received[0]!.headers,
      new Date(),
    );
    expect(check).toEqual({
      valid: true,
      notification: { eventId: expect.any(String), type: 'payment.refunded', sessionId },
    });
  });

  it('refuses the notification with one byte of its body changed', async () => {
    const { notification } = await paidSession();
    const tampered = notification.rawBody.replace('"payment.succeeded"', '"payment.refunded"');
    expect(tampered).not.toBe(notification.rawBody);
    expect(provider.verifyNotification(tampered, notification.headers, new Date())).toEqual({
      valid: false,
      reason: 'signature_mismatch',
    });
    // Re-serialised JSON is not the bytes that were signed either, even with the same content.
    const reserialised = JSON.stringify(JSON.parse(notification.rawBody), null, 1);
    expect(provider.verifyNotification(reserialised, notification.headers, new Date())).toEqual({
      valid: false,
      reason: 'signature_mismatch',
    });
  });

  it('refuses the notification when we hold a different webhook secret', async () => {
    const { notification } = await paidSession();
    const otherSecret = providerWith('whsec_some_other_secret');
    expect(
      otherSecret.verifyNotification(notification.rawBody, notification.headers, new Date()),
    ).toEqual({ valid: false, reason: 'signature_mismatch' });
  });

  it('refuses the notification more than 300 seconds after it was signed, or before', async () => {
    const { notification } = await paidSession();
    const signedAt = Number(/t=(\d+)/.exec(String(notification.headers['sandbox-signature']))![1]);
    const at = (seconds: number) => new Date((signedAt + seconds) * 1000);
    expect(
      provider.verifyNotification(notification.rawBody, notification.headers, at(300)).valid,
    ).toBe(true);
    expect(
      provider.verifyNotification(notification.rawBody, notification.headers, at(301)),
    ).toEqual({ valid: false, reason: 'timestamp_outside_tolerance' });
    expect(
      provider.verifyNotification(notification.rawBody, notification.headers, at(-301)),
    ).toEqual({ valid: false, reason: 'timestamp_outside_tolerance' });
  });

  it('refuses a notification without the signature header', async () => {
    const { notification } = await paidSession();
    const { 'sandbox-signature': _signature, ...unsigned } = notification.headers;
    expect(provider.verifyNotification(notification.rawBody, unsigned, new Date())).toEqual({
      valid: false,
      reason: 'malformed_header',
    });
  });
});
