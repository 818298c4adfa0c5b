import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '../testing/fake-server';
import { api, ApiError, CLIENT_ERROR_CODES } from './api-client';

const ThingSchema = z.object({ name: z.string() });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it('sends JSON and returns the body parsed with the given schema', async () => {
    const server = stubFetch(() => ({ status: 200, body: { name: 'van', extra: true } }));

    await expect(api.put('/v1/thing', { a: 1 }, ThingSchema)).resolves.toEqual({ name: 'van' });
    expect(server.requests).toEqual([
      {
        method: 'PUT',
        path: '/v1/thing',
        body: { a: 1 },
        headers: { accept: 'application/json', 'content-type': 'application/json' },
      },
    ]);
  });

  it('sends the extra headers a call asks for', async () => {
    const server = stubFetch(() => ({ status: 200, body: { name: 'van' } }));

    await api.put('/v1/thing', { a: 1 }, ThingSchema, { 'Idempotency-Key': 'k-1' });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('k-1');
  });

  it('sends a POST with the headers and abort signal the call gives', async () => {
    const server = stubFetch(() => ({ status: 200, body: { name: 'van' } }));
    const controller = new AbortController();

    await api.post('/v1/thing', { a: 1 }, ThingSchema, {
      signal: controller.signal,
      headers: { Authorization: 'Bearer t-1' },
    });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer t-1');
  });

  it('downloads a file as a Blob, with its headers, and fails with the error body', async () => {
    const server = stubFetch((request) =>
      request.path === '/v1/file'
        ? { status: 200, raw: { content: '%PDF-1.7', contentType: 'application/pdf' } }
        : { status: 404, body: { error: { code: 'NotFound', message: 'No such file.' } } },
    );

    const file = await api.getBlob('/v1/file', { headers: { Authorization: 'Bearer t-1' } });
    expect(await file.text()).toBe('%PDF-1.7');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer t-1');
    const error = await failureOf(api.getBlob('/v1/missing'));
    expect([error.status, error.code, error.message]).toEqual([404, 'NotFound', 'No such file.']);
  });

  it('throws an ApiError with the status, code and message of an error body', async () => {
    stubFetch(() => ({
      status: 400,
      body: { error: { code: 'BadRequest', message: 'Check the registration number' } },
    }));

    const error = await failureOf(api.get('/v1/thing', ThingSchema));
    expect(error).toMatchObject({
      status: 400,
      code: 'BadRequest',
      message: 'Check the registration number',
    });
    expect(error.isClientError).toBe(true);
  });

  it('throws an ApiError when an error body is not the contract’s (e.g. a proxy page)', async () => {
    stubFetch(() => ({ status: 502, body: '<html>Bad gateway</html>' }));

    const error = await failureOf(api.get('/v1/thing', ThingSchema));
    expect(error).toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.invalidResponse });
    expect(error.isClientError).toBe(false);
  });

  it('throws an ApiError when a success body does not match the schema', async () => {
    stubFetch(() => ({ status: 200, body: { name: 42 } }));

    const error = await failureOf(api.get('/v1/thing', ThingSchema));
    expect(error).toMatchObject({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse });
  });

  it('throws an ApiError with status 0 when the service cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    );

    const error = await failureOf(api.get('/v1/thing', ThingSchema));
    expect(error).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.network });
  });
  it('ends a call whose signal times out, even when fetch never answers, as no answer (status 0)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );

    const error = await failureOf(
      api.post('/v1/thing', { a: 1 }, ThingSchema, { signal: AbortSignal.timeout(10) }),
    );
    expect(error).toMatchObject({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: 'The service did not answer in time.',
    });
  });

  it('passes on an abort the caller made (a cancelled query) as it is, not as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const controller = new AbortController();

    const call = api.get('/v1/thing', ThingSchema, controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
