import {
  METADATA_LISTS,
  normaliseRegistration,
  QuoteRequestSchema,
  UpdateQuoteRequestSchema,
  type MetadataListName,
} from '@van/domain';
import { vi } from 'vitest';
import {
  aggregatorQuote,
  pricedQuote,
  TEST_AGGREGATOR_TOKEN,
  TEST_ADDRESSES,
  TEST_PARTIAL_REGISTRATION,
  TEST_POSTCODE,
  TEST_REGISTRATION,
  TEST_VAN,
  testConfig,
} from './fixtures';

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

const badRequest = (message: string): FakeResponse => ({
  status: 400,
  body: { error: { code: 'BadRequest', message } },
});

/**
 * A quote service that prices whatever risk it is sent, serves the metadata lists, finds
 * TEST_REGISTRATION (and TEST_PARTIAL_REGISTRATION without transmission, doors and fuel), knows
 * the addresses at TEST_POSTCODE and opens aggregatorQuote() for TEST_AGGREGATOR_TOKEN.
 */
export const defaultHandler: Handler = ({ method, path, body }) => {
  if (method === 'GET' && path === '/v1/config') return { status: 200, body: testConfig };
  const metadata = /^\/v1\/metadata\/(.+)$/.exec(path);
  if (method === 'GET' && metadata) {
    const list = METADATA_LISTS[decodeURIComponent(metadata[1] ?? '') as MetadataListName];
    return list ? { status: 200, body: list } : { status: 404 };
  }
  if (method === 'POST' && path === '/v1/vehicle') {
    const vrm = normaliseRegistration(String((body as { vrm?: unknown }).vrm ?? ''));
    if (vrm === TEST_REGISTRATION) return { status: 200, body: TEST_VAN };
    if (vrm === TEST_PARTIAL_REGISTRATION) {
      const { transmission: _t, doors: _d, fuel: _f, ...partial } = TEST_VAN;
      return { status: 200, body: partial };
    }
    return { status: 404, body: { error: { code: 'VehicleNotFound', message: 'Not found' } } };
  }
  const address = /^\/v1\/address\/(.+)$/.exec(path);
  if (method === 'GET' && address) {
    const postcode = decodeURIComponent(address[1] ?? '')
      .toUpperCase()
      .replace(/\s+/g, '');
    return { status: 200, body: postcode === TEST_POSTCODE.replace(' ', '') ? TEST_ADDRESSES : [] };
  }
  if (method === 'POST' && path === '/v1/quote') {
    const request = UpdateQuoteRequestSchema.safeParse(body);
    if (!request.success) return badRequest(request.error.message);
    return {
      status: 200,
      body: pricedQuote(request.data.riskData, {
        webReference: request.data.retrievalKey.webReference,
      }),
    };
  }
  if (method === 'POST' && path === '/v1/aggregator/token') {
    if ((body as { aggToken?: unknown }).aggToken === TEST_AGGREGATOR_TOKEN) {
      return { status: 200, body: aggregatorQuote() };
    }
    return { status: 404, body: { error: { code: 'NotFound', message: 'Link not valid.' } } };
  }
  if (method === 'PUT' && path === '/v1/quote') {
    const request = QuoteRequestSchema.safeParse(body);
    if (!request.success) return badRequest(request.error.message);
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
