import {
  addressLookupContract,
  aggregatorTokenContract,
  createQuoteContract,
  creditAgreementContract,
  directDebitMandateContract,
  finalizeContract,
  getPolicyDocumentsContract,
  lookupVehicleContract,
  metadataListContract,
  paymentOptionsContract,
  paymentSessionContract,
  publicConfigContract,
  signCreditAgreementContract,
  updateQuoteContract,
  vehicleTypeContract,
  verifyPolicyContract,
} from '@van/domain/contract';
import { METADATA_LISTS, type MetadataListName } from '@van/domain/reference-data';
import { normaliseRegistration } from '@van/domain/risk';
import { getResponse, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiError, contractHandler } from './contract-handler';
import {
  aggregatorQuote,
  pricedQuote,
  TEST_CREDIT_AGREEMENT,
  TEST_CREDIT_SIGNATURE,
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

// The fake quote service every web test runs against: MSW (msw/node) intercepts the app's fetch
// and answers from the handlers below, keyed by the contracts. setup.ts starts it for every test
// file; stubFetch lets a test record the calls and answer some of them itself.

/** The bytes the fake serves for a policy document. */
export const TEST_PDF_CONTENT = '%PDF-1.7 test document';

const quoteMissing = () => apiError(404, 'QuoteMissing', 'We could not find your quote.');
const quoteKeyIsKnown = (body: { quoteKey: string }) => body.quoteKey === TEST_QUOTE_KEY;

/**
 * A quote service that prices whatever risk it is sent, serves the metadata lists, finds
 * TEST_REGISTRATION (and TEST_PARTIAL_REGISTRATION without transmission, doors and fuel), knows
 * the addresses at TEST_POSTCODE and opens aggregatorQuote() for TEST_AGGREGATOR_TOKEN. Buying
 * (decisions 029 and 032): finalize gives TEST_QUOTE_KEY; with it, the payment options are both
 * ways of paying, a Direct Debit mandate is TEST_MANDATE and a payment session
 * TEST_PAYMENT_SESSION; the wrap-up gives TEST_WRAP_UP, whose token opens TEST_POLICY_DOCUMENTS
 * and each PDF. Any other call fails the test (unexpectedCall, setup.ts).
 */
export const contractHandlers = [
  contractHandler(publicConfigContract, () => HttpResponse.json(testConfig)),
  contractHandler(metadataListContract, ({ params }) => {
    const list = METADATA_LISTS[params.type as MetadataListName] as unknown;
    return list ? HttpResponse.json(list) : new HttpResponse(null, { status: 404 });
  }),
  contractHandler(lookupVehicleContract, ({ body }) => {
    const vrm = normaliseRegistration(body.vrm);
    if (vrm === TEST_REGISTRATION) return HttpResponse.json(TEST_VAN);
    if (vrm === TEST_PARTIAL_REGISTRATION) {
      const { transmission: _t, doors: _d, fuel: _f, ...partial } = TEST_VAN;
      return HttpResponse.json(partial);
    }
    return apiError(404, 'VehicleNotFound', 'Not found');
  }),
  // The body types the make-and-model search offers (decision 053).
  contractHandler(vehicleTypeContract, () =>
    HttpResponse.json({ VehicleTypeItems: [{ code: 'PanelVan', description: 'Panel Van' }] }),
  ),
  contractHandler(addressLookupContract, ({ params }) => {
    const postcode = (params.postcode ?? '').toUpperCase().replace(/\s+/g, '');
    return HttpResponse.json(postcode === TEST_POSTCODE.replace(' ', '') ? TEST_ADDRESSES : []);
  }),
  contractHandler(createQuoteContract, ({ body }) => HttpResponse.json(pricedQuote(body.risk))),
  contractHandler(updateQuoteContract, ({ body }) =>
    HttpResponse.json(pricedQuote(body.riskData, { webReference: body.retrievalKey.webReference })),
  ),
  contractHandler(aggregatorTokenContract, ({ body }) =>
    body.aggToken === TEST_AGGREGATOR_TOKEN
      ? HttpResponse.json(aggregatorQuote())
      : apiError(404, 'NotFound', 'Link not valid.'),
  ),
  contractHandler(finalizeContract, () => HttpResponse.json({ quoteKey: TEST_QUOTE_KEY })),
  contractHandler(paymentOptionsContract, ({ body }) =>
    quoteKeyIsKnown(body) ? HttpResponse.json(TEST_PAYMENT_OPTIONS) : quoteMissing(),
  ),
  contractHandler(creditAgreementContract, ({ body }) =>
    quoteKeyIsKnown(body) ? HttpResponse.json(TEST_CREDIT_AGREEMENT) : quoteMissing(),
  ),
  contractHandler(signCreditAgreementContract, ({ body }) =>
    quoteKeyIsKnown(body) ? HttpResponse.json(TEST_CREDIT_SIGNATURE) : quoteMissing(),
  ),
  contractHandler(directDebitMandateContract, ({ body }) =>
    quoteKeyIsKnown(body) ? HttpResponse.json(TEST_MANDATE) : quoteMissing(),
  ),
  contractHandler(paymentSessionContract, ({ body }) =>
    quoteKeyIsKnown(body) ? HttpResponse.json(TEST_PAYMENT_SESSION) : quoteMissing(),
  ),
  contractHandler(verifyPolicyContract, () => HttpResponse.json(TEST_WRAP_UP)),
  contractHandler(getPolicyDocumentsContract, ({ headers }) =>
    headers.authorization === `Bearer ${TEST_WRAP_UP.token}`
      ? HttpResponse.json(TEST_POLICY_DOCUMENTS)
      : apiError(404, 'NotFound', 'Not found'),
  ),
  // One document as a PDF: no contract of its own (not JSON, README), at the path the web builds
  // from the documents' contract.
  http.get(`${getPolicyDocumentsContract.path}/:kind`, ({ request }) =>
    request.headers.get('authorization') === `Bearer ${TEST_WRAP_UP.token}`
      ? new HttpResponse(TEST_PDF_CONTENT, { headers: { 'Content-Type': 'application/pdf' } })
      : apiError(404, 'NotFound', 'Not found'),
  ),
];

/** The calls no handler answered since the last check (setup.ts fails the test that made them). */
const unhandled: string[] = [];

/**
 * Last in line: a call no handler above answered fails as a network error and is reported. Not
 * left to MSW's onUnhandledRequest, which lets a call pass to the network once any handler
 * matched it (stubFetch's recorder matches every call).
 */
const unexpectedCall = http.all('*', ({ request }) => {
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
  return HttpResponse.error();
});

/** The MSW server behind every web test; setup.ts starts and resets it. */
export const testServer = setupServer(...contractHandlers, unexpectedCall);

/** Starts intercepting fetch ('error' is a backstop: unexpectedCall answers every call first). */
export function listenForTests() {
  testServer.listen({ onUnhandledRequest: 'error' });
}

/** The calls no handler answered since the last call of this, forgotten once returned. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

// What a test sees of the fake and gives it: plain data, not fetch's Request and Response.

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, '?date=2027-03-01', when there is one (the account's cancellation preview). */
  search?: string;
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

/** What defaultHandler answers for a call no contract handler takes: unexpectedCall then has it. */
const NOT_SERVED: FakeResponse = { status: 404 };

async function recordedOf(request: Request): Promise<RecordedRequest> {
  const text = await request.clone().text();
  return {
    method: request.method,
    path: new URL(request.url).pathname,
    ...(new URL(request.url).search === '' ? {} : { search: new URL(request.url).search }),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    headers: Object.fromEntries(request.headers.entries()),
  };
}

function responseOf(answer: FakeResponse): Response {
  if (answer.raw !== undefined) {
    return new HttpResponse(answer.raw.content, {
      status: answer.status,
      headers: { 'Content-Type': answer.raw.contentType },
    });
  }
  return new HttpResponse(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function fakeResponseOf(response: Response): Promise<FakeResponse> {
  const contentType = response.headers.get('Content-Type') ?? '';
  const text = await response.text();
  if (contentType.startsWith('application/json')) {
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  }
  return { status: response.status, raw: { content: text, contentType } };
}

/**
 * What the contract handlers answer `request`, for a test's own handler to fall back on for the
 * calls it does not answer itself.
 */
export const defaultHandler: Handler = async ({ method, path, body, headers }) => {
  const request = new Request(new URL(path, location.href), {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const response = await getResponse(contractHandlers, request);
  return response === undefined ? NOT_SERVED : fakeResponseOf(response);
};

/**
 * Records every request the app makes during the test, and answers them with `handler` (by
 * default, the contract handlers). A second call replaces the first, and setup.ts's afterEach
 * undoes it. Tests only: the app itself always goes through lib/api-client.
 */
export function stubFetch(handler?: Handler) {
  const requests: RecordedRequest[] = [];
  testServer.resetHandlers();
  testServer.use(
    http.all('*', async ({ request }) => {
      const recorded = await recordedOf(request);
      requests.push(recorded);
      // Nothing returned: MSW asks the contract handlers next, and unexpectedCall last.
      if (handler === undefined) return undefined;
      try {
        const answer = await handler(recorded);
        return answer === NOT_SERVED ? undefined : responseOf(answer);
      } catch {
        // A handler that throws stands for a failed connection: fetch rejects, as offline.
        return HttpResponse.error();
      }
    }),
  );
  return {
    requests,
    /** The requests made to one method and path, in order. */
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  };
}
