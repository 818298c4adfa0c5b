import {
  PAYMENT_RETRIES,
  PAYMENT_RETRY_DELAY_MS,
  WRAP_UP_TIMEOUT_MS,
} from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { defaultHandler, stubFetch } from '../testing/fake-server';
import { TEST_QUOTE_KEY, TEST_WEB_REFERENCE, TEST_WRAP_UP } from '../testing/fixtures';
import { ApiError } from './api-client';
import {
  currentPaymentTiming,
  getPaymentOptions,
  setPaymentTimingForTests,
  SPEC_PAYMENT_TIMING,
  verifyPolicy,
  withRetries,
} from './payment-service';

const FAST = { retries: PAYMENT_RETRIES, retryDelayMs: 1, wrapUpTimeoutMs: 30 };
const key = {
  webReference: TEST_WEB_REFERENCE,
  postcode: 'LS1 4AP',
  dateOfBirth: '1985-03-27',
  lastName: 'Okafor',
};
const unavailable = {
  status: 503,
  body: { error: { code: 'ServiceUnavailable', message: 'Down' } },
};

describe('payment timing', () => {
  it('§9.1: 10 retries 2 s apart, wrap-up tries time out after 5 s', () => {
    expect(SPEC_PAYMENT_TIMING).toEqual({
      retries: 10,
      retryDelayMs: PAYMENT_RETRY_DELAY_MS,
      wrapUpTimeoutMs: WRAP_UP_TIMEOUT_MS,
    });
    expect(PAYMENT_RETRY_DELAY_MS).toBe(2000);
    expect(WRAP_UP_TIMEOUT_MS).toBe(5000);
    const restore = setPaymentTimingForTests({ retryDelayMs: 1 });
    expect(currentPaymentTiming().retryDelayMs).toBe(1);
    restore();
    expect(currentPaymentTiming()).toEqual(SPEC_PAYMENT_TIMING);
  });
});

describe('withRetries', () => {
  it('tries once and retries up to the limit, waiting between tries, then throws the last failure', async () => {
    let tries = 0;
    const failing = () => {
      tries += 1;
      return Promise.reject(new Error(`try ${tries}`));
    };
    await expect(
      withRetries(failing, { retries: 3, delayMs: 1, shouldRetry: () => true }),
    ).rejects.toThrow('try 4');
    expect(tries).toBe(4);
  });

  it('stops at a failure that should not be retried', async () => {
    let tries = 0;
    const failing = () => {
      tries += 1;
      return Promise.reject(new ApiError(400, 'BadRequest', 'No'));
    };
    await expect(
      withRetries(failing, { retries: 3, delayMs: 1, shouldRetry: () => false }),
    ).rejects.toThrow('No');
    expect(tries).toBe(1);
  });
});

describe('getPaymentOptions', () => {
  it('§7.4: retries a server fault up to 10 times', async () => {
    const server = stubFetch(() => unavailable);
    await expect(getPaymentOptions(TEST_QUOTE_KEY, FAST)).rejects.toMatchObject({ status: 503 });
    expect(server.requestsTo('POST', '/v1/paymentOptions')).toHaveLength(1 + PAYMENT_RETRIES);
  });

  it("§8: a null answer is 'Null response'", async () => {
    stubFetch(() => ({ status: 200, body: null }));
    await expect(getPaymentOptions(TEST_QUOTE_KEY, FAST)).rejects.toThrow('Null response');
  });
});

describe('verifyPolicy', () => {
  it('§7.4: gives up after 10 retries of a payment not complete yet (409)', async () => {
    const server = stubFetch(() => ({
      status: 409,
      body: { error: { code: 'WrapUpTokenMissing', message: 'Not yet.' } },
    }));
    await expect(verifyPolicy(key, FAST)).rejects.toMatchObject({ status: 409 });
    expect(server.requestsTo('POST', '/v1/verifyPolicy')).toHaveLength(1 + PAYMENT_RETRIES);
  });

  it('does not retry a refusal of the details (404)', async () => {
    const server = stubFetch(() => ({
      status: 404,
      body: { error: { code: 'NotFound', message: 'No.' } },
    }));
    await expect(verifyPolicy(key, FAST)).rejects.toMatchObject({ status: 404 });
    expect(server.requestsTo('POST', '/v1/verifyPolicy')).toHaveLength(1);
  });

  it('§7.4: a try with no answer within the time-out is abandoned and tried again', async () => {
    let tries = 0;
    stubFetch((request) => {
      tries += 1;
      return tries === 1 ? new Promise(() => {}) : defaultHandler(request);
    });
    await expect(verifyPolicy(key, FAST)).resolves.toEqual(TEST_WRAP_UP);
    expect(tries).toBe(2);
  });
});
