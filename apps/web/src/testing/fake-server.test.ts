import { buildCreateQuoteRequest } from '@van/domain/quote';
import { METADATA_LISTS } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { defaultHandler, stubFetch, takeUnhandledRequests } from './fake-server';
import { quoteBeforeCover, TEST_ADDRESSES, TEST_WEB_REFERENCE } from './fixtures';

// The fake quote service is what every page test stands on: it must answer at the contracts'
// paths, refuse what the server refuses, and let no unexpected call pass.

/** What the web sends to create Amira's quote. */
const request = buildCreateQuoteRequest(quoteBeforeCover('2025-06-15'));

const send = (path: string, init: RequestInit = {}) =>
  fetch(path, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

describe('the fake quote service', () => {
  it("prices the risk sent to PUT /v1/quote, the contract's method and path", async () => {
    const response = await send('/v1/quote', { method: 'PUT', body: JSON.stringify(request) });

    expect(response.status).toBe(200);
    const quote = (await response.json()) as { policy: { webReference: string } };
    expect(quote.policy.webReference).toBe(TEST_WEB_REFERENCE);
  });

  it('refuses a body the contract refuses with 400 BadRequest, as the server does', async () => {
    const response = await send('/v1/quote', {
      method: 'PUT',
      body: JSON.stringify({ ...request, risk: { ...request.risk, vehicles: 'a van' } }),
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'BadRequest' } });
  });

  it("reads a contract's path parameters from the address", async () => {
    const addresses = await send('/v1/address/LS1%204AP');
    const list = await send(`/v1/metadata/${encodeURIComponent('Class of Use')}`);

    expect(await addresses.json()).toEqual(TEST_ADDRESSES);
    expect(await list.json()).toEqual(METADATA_LISTS['Class of Use']);
  });

  it("records each call and lets the test's handler answer, falling back on the contracts", async () => {
    const server = stubFetch((request) =>
      request.path === '/v1/config' ? { status: 503 } : defaultHandler(request),
    );

    const config = await send('/v1/config', { headers: { Authorization: 'Bearer t-1' } });
    const priced = await send('/v1/quote', { method: 'PUT', body: JSON.stringify(request) });

    expect([config.status, priced.status]).toEqual([503, 200]);
    expect(server.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/config',
        body: undefined,
        headers: { authorization: 'Bearer t-1', 'content-type': 'application/json' },
      },
      {
        method: 'PUT',
        path: '/v1/quote',
        body: JSON.parse(JSON.stringify(request)) as unknown,
        headers: { 'content-type': 'application/json' },
      },
    ]);
  });

  it('fails a call no handler answers, and reports it so the test fails too', async () => {
    await expect(send('/v1/not-a-call')).rejects.toThrow(TypeError);
    stubFetch((request) => defaultHandler(request));
    await expect(send('/v1/quote', { method: 'DELETE' })).rejects.toThrow(TypeError);

    // Taken here, so that setup.ts's check after the test finds none left.
    expect(takeUnhandledRequests()).toEqual(['GET /v1/not-a-call', 'DELETE /v1/quote']);
  });
});
