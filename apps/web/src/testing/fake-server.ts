import { normaliseRegistration } from '@van/domain/forms';
import { METADATA_LISTS, type MetadataListName } from '@van/domain/reference-data';
import { UpdateQuoteRequestSchema } from '@van/domain/retrieval';
import { QuoteRequestSchema } from '@van/domain/risk';
import { vi } from 'vitest';
import {
  aggregatorQuote,
  pricedQuote,
  TEST_MANDATE,
  TEST_PAYMENT_OPTIONS,
  TEST_PAYMENT_SESSION,
  TEST_POLICY_DOCUMENTS,
  TEST_QUOTE_KEY,
  TEST_WRAP_UP,
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
  /** A body that is not JSON (a PDF), sent as it is with its content type. */
  raw?: { content: string | Uint8Array<ArrayBuffer>; contentType: string };
}

export type Handler = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

const badRequest = (message: string): FakeResponse => ({
  status: 400,
  body: { error: { code: 'BadRequest', message } },
});

/** The bytes the fake serves for a policy document. */
export const TEST_PDF_CONTENT = '%PDF-1.7 test document';

const quoteKeyIsKnown = (body: unknown) =>
  (body as { quoteKey?: unknown } | undefined)?.quoteKey === TEST_QUOTE_KEY;
const quoteMissing: FakeResponse = {
  status: 404,
  body: { error: { code: 'QuoteMissing', message: 'We could not find your quote.' } },
};

/**
 * Buying (decisions 029 and 032): finalize gives TEST_QUOTE_KEY; with it, the payment options are both ways of
 * paying, a Direct Debit mandate is TEST_MANDATE and a payment session TEST_PAYMENT_SESSION; the
 * wrap-up gives TEST_WRAP_UP, whose token opens TEST_POLICY_DOCUMENTS and each PDF. Undefined for
 * any other call.
 */
export function purchaseResponse({ method, path, body, headers }: RecordedRequest) {
  if (method !== 'POST' && method !== 'GET') return undefined;
  if (method === 'POST' && path === '/v1/finalize') {
    return { status: 200, body: { quoteKey: TEST_QUOTE_KEY } };
  }
  if (method === 'POST' && path === '/v1/paymentOptions') {
    return quoteKeyIsKnown(body) ? { status: 200, body: TEST_PAYMENT_OPTIONS } : quoteMissing;
  }
  if (method === 'POST' && path === '/v1/directDebitMandate') {
    return quoteKeyIsKnown(body) ? { status: 200, body: TEST_MANDATE } : quoteMissing;
  }
  if (method === 'POST' && path === '/v1/paymentSession') {
    return quoteKeyIsKnown(body) ? { status: 200, body: TEST_PAYMENT_SESSION } : quoteMissing;
  }
  if (method === 'POST' && path === '/v1/verifyPolicy') return { status: 200, body: TEST_WRAP_UP };
  const documents = /^\/v1\/policies\/[^/]+\/documents(?:\/([a-z-]+))?$/.exec(path);
  if (method === 'GET' && documents) {
    if (headers.authorization !== `Bearer ${TEST_WRAP_UP.token}`) {
      return { status: 404, body: { error: { code: 'NotFound', message: 'Not found' } } };
    }
    return documents[1] === undefined
      ? { status: 200, body: TEST_POLICY_DOCUMENTS }
      : { status: 200, raw: { content: TEST_PDF_CONTENT, contentType: 'application/pdf' } };
  }
  return undefined;
}

/**
 * A quote service that prices whatever risk it is sent, serves the metadata lists, finds
 * TEST_REGISTRATION (and TEST_PARTIAL_REGISTRATION without transmission, doors and fuel), knows
 * the addresses at TEST_POSTCODE, opens aggregatorQuote() for TEST_AGGREGATOR_TOKEN, and answers
 * the calls of buying as purchaseResponse does.
 */
export const defaultHandler: Handler = ({ method, path, body, headers }) => {
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
  const purchase = purchaseResponse({ method, path, body, headers });
  if (purchase !== undefined) return purchase;
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
    if (response.raw !== undefined) {
      return new Response(response.raw.content, {
        status: response.status,
        headers: { 'Content-Type': response.raw.contentType },
      });
    }
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
