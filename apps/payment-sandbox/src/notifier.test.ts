import { afterEach, describe, expect, it } from 'vitest';
import { createNotifier, DEFAULT_RETRY_DELAYS_MS } from './notifier.ts';
import type { PaymentEvent } from './sessions.ts';
import { verifySignature } from './signature.ts';
import { startReceiver } from './test-helpers.ts';

const SECRET = 'whsec_test_secret';
const NOW = new Date('2026-11-22T12:00:00Z');
const EVENT: PaymentEvent = {
  eventId: 'evt_1',
  type: 'payment.succeeded',
  sessionId: 'cs_1',
  reference: 'VAN-1',
  amount: 45_678,
  currency: 'GBP',
  createdAt: NOW.toISOString(),
};

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

function notifierWithLog(delays: number[]) {
  const warnings: Array<{ details: object; message: string }> = [];
  const notifier = createNotifier({
    secret: SECRET,
    now: () => NOW,
    log: { warn: (details, message) => warnings.push({ details, message }) },
    retryDelaysMs: delays,
  });
  cleanups.push(() => notifier.close());
  return { notifier, warnings };
}

describe('notifier', () => {
  it('tries 8 times by default, waiting 1, 2, 4 ... 64 seconds between tries', () => {
    expect(DEFAULT_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000]);
  });

  it('posts the event as JSON, signed so that the receiver can verify it', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const { notifier } = notifierWithLog([5]);
    notifier.notify(receiver.url, EVENT);
    await notifier.idle();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(EVENT);
    const header = request?.headers['sandbox-signature'] as string;
    expect(verifySignature(request?.body ?? '', header, SECRET, NOW)).toEqual({
      valid: true,
      timestamp: NOW.getTime() / 1000,
    });
  });

  it('retries until the receiver answers 2xx, then stops', async () => {
    const receiver = await startReceiver((n) => (n < 3 ? 500 : 204));
    cleanups.push(receiver.close);
    const { notifier, warnings } = notifierWithLog([5, 5, 5, 5, 5, 5, 5]);
    notifier.notify(receiver.url, EVENT);
    await notifier.idle();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.events().map((event) => event.eventId)).toEqual(['evt_1', 'evt_1', 'evt_1']);
    expect(warnings).toEqual([]);
  });

  it('treats a redirect as not delivered', async () => {
    const receiver = await startReceiver((n) => (n === 1 ? 302 : 200));
    cleanups.push(receiver.close);
    const { notifier } = notifierWithLog([5]);
    notifier.notify(receiver.url, EVENT);
    await notifier.idle();
    expect(receiver.received).toHaveLength(2);
  });

  it('gives up after the last try and logs it without personal data', async () => {
    const receiver = await startReceiver(() => 503);
    cleanups.push(receiver.close);
    const { notifier, warnings } = notifierWithLog([5, 5, 5, 5, 5, 5, 5]);
    notifier.notify(receiver.url, EVENT);
    await notifier.idle();
    expect(receiver.received).toHaveLength(8);
    expect(warnings).toEqual([
      {
        details: { eventId: 'evt_1', type: 'payment.succeeded', sessionId: 'cs_1', tries: 8 },
        message: 'notification given up (last try answered 503)',
      },
    ]);
  });

  it('retries when nothing is listening', async () => {
    const receiver = await startReceiver();
    await receiver.close();
    const { notifier, warnings } = notifierWithLog([5, 5]);
    notifier.notify(receiver.url, EVENT);
    await notifier.idle();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details).toMatchObject({ tries: 3 });
  });

  it('drops pending retries when closed', async () => {
    const receiver = await startReceiver(() => 500);
    cleanups.push(receiver.close);
    const { notifier } = notifierWithLog([60_000]);
    notifier.notify(receiver.url, EVENT);
    while (receiver.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    notifier.close();
    await notifier.idle();
    notifier.notify(receiver.url, EVENT);
    await notifier.idle();
    expect(receiver.received).toHaveLength(1);
  });
});
