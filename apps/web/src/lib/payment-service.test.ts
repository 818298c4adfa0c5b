import { QueryClient } from '@tanstack/react-query';
import { PAYMENT_RETRIES } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { defaultHandler, stubFetch } from '../testing/fake-server';
import { TEST_QUOTE_KEY, TEST_RETRIEVAL_KEY, TEST_WRAP_UP } from '../testing/fixtures';
import { paymentOptionsQuery, wrapUpQuery } from './payment-service';
import { setPaymentRetries } from './retries';

const key = TEST_RETRIEVAL_KEY;
const unavailable = {
  status: 503,
  body: { error: { code: 'ServiceUnavailable', message: 'Down' } },
};

/** A QueryClient with the payment calls' rule and §9.1's counts, but short waits. */
function clientWithShortWaits(wrapUpTimeoutMs = 30): QueryClient {
  const client = new QueryClient();
  setPaymentRetries(client, { retries: PAYMENT_RETRIES, retryDelayMs: 1, wrapUpTimeoutMs });
  return client;
}

describe('payment options', () => {
  it('§7.4: retries a server fault up to 10 times', async () => {
    const server = stubFetch(() => unavailable);
    await expect(
      clientWithShortWaits().query(paymentOptionsQuery(TEST_QUOTE_KEY)),
    ).rejects.toMatchObject({ status: 503 });
    expect(server.requestsTo('POST', '/v1/paymentOptions')).toHaveLength(1 + PAYMENT_RETRIES);
  });

  it('does not retry a refusal (4xx)', async () => {
    const server = stubFetch(() => ({
      status: 409,
      body: { error: { code: 'RiskIncomplete', message: 'Answers missing.' } },
    }));
    await expect(
      clientWithShortWaits().query(paymentOptionsQuery(TEST_QUOTE_KEY)),
    ).rejects.toMatchObject({ status: 409, message: 'Answers missing.' });
    expect(server.requestsTo('POST', '/v1/paymentOptions')).toHaveLength(1);
  });

  it("§8: a null answer is 'Null response', and is not asked again", async () => {
    const server = stubFetch(() => ({ status: 200, body: null }));
    await expect(clientWithShortWaits().query(paymentOptionsQuery(TEST_QUOTE_KEY))).rejects.toThrow(
      'Null response',
    );
    expect(server.requestsTo('POST', '/v1/paymentOptions')).toHaveLength(1);
  });

  it('asks afresh on every entry rather than answering from the cache', async () => {
    const server = stubFetch();
    const client = clientWithShortWaits();
    await client.query(paymentOptionsQuery(TEST_QUOTE_KEY));
    await client.query(paymentOptionsQuery(TEST_QUOTE_KEY));
    expect(server.requestsTo('POST', '/v1/paymentOptions')).toHaveLength(2);
  });
});

describe('policy wrap-up', () => {
  it('§7.4: gives up after 10 retries of a payment not complete yet (409)', async () => {
    const server = stubFetch(() => ({
      status: 409,
      body: { error: { code: 'WrapUpTokenMissing', message: 'Not yet.' } },
    }));
    await expect(clientWithShortWaits().query(wrapUpQuery(key))).rejects.toMatchObject({
      status: 409,
    });
    expect(server.requestsTo('POST', '/v1/verifyPolicy')).toHaveLength(1 + PAYMENT_RETRIES);
  });

  it('does not retry a refusal of the details (404)', async () => {
    const server = stubFetch(() => ({
      status: 404,
      body: { error: { code: 'NotFound', message: 'No.' } },
    }));
    await expect(clientWithShortWaits().query(wrapUpQuery(key))).rejects.toMatchObject({
      status: 404,
    });
    expect(server.requestsTo('POST', '/v1/verifyPolicy')).toHaveLength(1);
  });

  it('§7.4: a try with no answer within the time-out is abandoned and tried again', async () => {
    let tries = 0;
    stubFetch((request) => {
      tries += 1;
      return tries === 1 ? new Promise(() => {}) : defaultHandler(request);
    });
    await expect(clientWithShortWaits().query(wrapUpQuery(key))).resolves.toEqual(TEST_WRAP_UP);
    expect(tries).toBe(2);
  });

  it('keeps no token in the cache once the wrap-up is done', async () => {
    stubFetch();
    const client = clientWithShortWaits();
    await client.query(wrapUpQuery(key));
    await expect.poll(() => client.getQueryCache().findAll()).toEqual([]);
  });
});
