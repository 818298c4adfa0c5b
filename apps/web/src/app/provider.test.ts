import { PAYMENT_RETRIES, PAYMENT_RETRY_DELAY_MS } from '@van/domain/reference-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentOptionsQuery } from '../lib/payment-service';
import { stubFetch } from '../testing/fake-server';
import { TEST_QUOTE_KEY } from '../testing/fixtures';
import { createQueryClient } from './provider';

const unavailable = {
  status: 503,
  body: { error: { code: 'ServiceUnavailable', message: 'Down' } },
};

/** Lets the calls under way reach the fake service, without moving the (fake) clock. */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the app's QueryClient", () => {
  it('§7.4 / §9.1: tries the payment options PAYMENT_RETRIES more times, PAYMENT_RETRY_DELAY_MS apart', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = stubFetch(() => unavailable);
    const tries = () => server.requestsTo('POST', '/v1/paymentOptions').length;

    const outcome = createQueryClient()
      .query(paymentOptionsQuery(TEST_QUOTE_KEY))
      .catch((error: unknown) => error);
    await settle();
    expect(tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(PAYMENT_RETRY_DELAY_MS - 1);
    await settle();
    expect(tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(tries()).toBe(2);
    for (let retry = 2; retry <= PAYMENT_RETRIES; retry += 1) {
      await vi.advanceTimersByTimeAsync(PAYMENT_RETRY_DELAY_MS);
      await settle();
      expect(tries()).toBe(1 + retry);
    }

    await expect(outcome).resolves.toMatchObject({ status: 503 });
    expect(tries()).toBe(1 + PAYMENT_RETRIES);
  });
});
