import { QuoteRequestSchema } from '@van/domain';
import { vi } from 'vitest';
import { pricedQuote, testConfig } from './fixtures';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

export type Handler = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

/** A quote service that prices whatever risk it is sent. */
export const defaultHandler: Handler = ({ method, path, body }) => {
  if (method === 'GET' && path === '/v1/config') return { status: 200, body: testConfig };
  if (method === 'PUT' && path === '/v1/quote') {
    const request = QuoteRequestSchema.safeParse(body);
    if (!request.success) {
      return {
        status: 400,
        body: { error: { code: 'BadRequest', message: request.error.message } },
      };
    }
    return { status: 200, body: pricedQuote(request.data.risk) };
  }
  return { status: 404, body: { error: { code: 'NotFound', message: `${method} ${path}` } } };
};

/**
 * Replaces globalThis.fetch for one test (undone by the setup file's afterEach) with `handler`,
 * recording every request. Tests only: the app itself always goes through lib/api-client.
 */
export function stubFetch(handler: Handler = defaultHandler) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: new URL(url, 'http://localhost').pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    };
    requests.push(request);
    const response = await handler(request);
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** The requests made to one method and path, in order. */
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  };
}
