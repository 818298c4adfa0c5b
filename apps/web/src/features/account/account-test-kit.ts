import {
  AccountPoliciesSchema,
  AccountPolicyDetailSchema,
  AutoRenewalRequestSchema,
  AutoRenewalSchema,
  CancellationFiguresSchema,
  CancellationRequestSchema,
  CancellationSchema,
  createSessionContract,
  CreateSessionRequestSchema,
  deleteSessionContract,
  getSessionContract,
  OpenQuotesSchema,
  requestSignInCodeContract,
  SignInCodeRequestSchema,
  type AccountPolicyDetail,
  type AccountSession,
  type Cancellation,
  type CancellationFigures,
  type OpenQuote,
} from '@van/domain/contract';
import { QuoteSchema, type Quote } from '@van/domain/quote';
import {
  NOT_SIGNED_IN_MESSAGE,
  SIGN_IN_CODE_REFUSED_MESSAGE,
  SIGN_IN_CODE_SENT_MESSAGE,
} from '@van/domain/shared';
import {
  defaultHandler,
  stubFetch,
  TEST_PDF_CONTENT,
  type FakeResponse,
  type Handler,
} from '../../testing/fake-server';

// Tests only: a stand-in for decisions 060, 061 and 063's account calls, behind the web's fake quote
// service. It checks each body with the contract's schema (400 otherwise, as the server does) and
// each answer with the contract's, knows one address and its one code, keeps whether the browser is
// signed in, as the cookie would, and the one policy's auto-renewal choice and cancellation.

export const TEST_ADDRESS = 'sam.taylor@example.com';
export const TEST_CODE = '123456';
export const TEST_POLICY_NUMBER = 'VAN000000042';

const MINUTE_MS = 60 * 1000;

/** Who the fake says is signed in: the session's times from `idleMs` and 12 hours from now. */
export function testSession(
  idleMs = 30 * MINUTE_MS,
  change: Partial<AccountSession> = {},
): AccountSession {
  const now = Date.now();
  return {
    email: 's***@example.com',
    policyNumbers: [TEST_POLICY_NUMBER],
    idleExpiresAt: new Date(now + idleMs).toISOString(),
    expiresAt: new Date(now + 12 * 60 * MINUTE_MS).toISOString(),
    ...change,
  };
}

const refusal = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { error: { code, message } },
});

/** The test's one policy: monthly by Direct Debit, live, auto-renewal chosen at purchase. */
export function testPolicy(change: Partial<AccountPolicyDetail> = {}): AccountPolicyDetail {
  return AccountPolicyDetailSchema.parse({
    policyNumber: TEST_POLICY_NUMBER,
    status: 'live',
    coverType: 'Comprehensive',
    tier: 'VAN',
    tierName: 'Van Insurance',
    van: { registration: 'AB12 CDE', make: 'FORD', model: 'TRANSIT CUSTOM' },
    drivers: [
      { name: 'Sam Taylor', role: 'Policyholder' },
      { name: 'Alex Taylor', role: 'Named driver' },
    ],
    startDate: '2026-11-20',
    endDate: '2027-11-19',
    paymentFrequency: 'MONTHLY_DD',
    premium: 1149.65,
    documents: [
      {
        kind: 'certificate',
        title: 'Certificate of motor insurance',
        downloadUrl: `/v1/account/policies/${TEST_POLICY_NUMBER}/documents/certificate`,
      },
      {
        kind: 'policy-schedule',
        title: 'Policy schedule',
        downloadUrl: `/v1/account/policies/${TEST_POLICY_NUMBER}/documents/policy-schedule`,
      },
    ],
    productInformation: [{ title: 'Van Insurance product information', url: '/ipid.pdf' }],
    directDebit: {
      accountNumberEnding: '1234',
      mandateReference: 'DD-000042',
      collections: [
        { date: '2026-12-01', amount: 95.81 },
        { date: '2027-01-01', amount: 95.8 },
      ],
    },
    contactPhoneNumbers: { general: '0345 600 1234', claims: '0345 600 9999' },
    autoRenewal: {
      autoRenew: true,
      chosenIn: 'purchase',
      chosenAt: '2026-11-20T10:00:00.000Z',
      renewalDate: '2027-11-20',
      whatHappens:
        'Your policy will renew automatically on 20 November 2027. We will write to you at least 21 days before with the price.',
      wording: 'We will renew your policy automatically unless you tell us not to.',
      wordingVersion: 'auto-renewal-v1',
    },
    ...change,
  });
}

/** An open quote of the signed-in address, as the list gives it. */
export function testOpenQuote(webReference: string, change: Partial<OpenQuote> = {}): OpenQuote {
  return {
    webReference,
    van: { registration: 'XY34 ZZZ', make: 'VAUXHALL', model: 'VIVARO' },
    createdDate: '2026-11-25',
    price: 987.5,
    ...change,
  };
}

/** What the fake works out for cancelling on `date` ('now' or a date): within the 14 days. */
export function testFigures(date: string | undefined): CancellationFigures {
  const lastDay = date === undefined ? '2026-11-27' : date;
  return CancellationFiguresSchema.parse({
    policyNumber: TEST_POLICY_NUMBER,
    paymentFrequency: 'MONTHLY_DD',
    rule: 'withinFourteenDays',
    effectiveAt: date === undefined ? '2026-11-27T14:00:00.000Z' : `${date}T00:00:00.000Z`,
    lastDayOfCover: lastDay,
    windowEndsOn: '2026-12-04',
    daysUsed: 7,
    daysInPeriod: 365,
    premiumPence: 114965,
    paidPence: 9581,
    coverUsedPence: 2205,
    feePence: 0,
    refundPence: 7376,
    balanceOwedPence: 0,
    refundBy: '2026-12-27',
    cardRefundPence: 7376,
    // Decision 065: the collections after today stopped; the refund fits the card.
    directDebit: {
      accountNumberEnding: '1234',
      mandateReference: 'DD-000042',
      stoppedCollections: [
        { date: '2026-12-01', amount: 95.81 },
        { date: '2027-01-01', amount: 95.8 },
      ],
    },
    explanation: [
      'You have paid £95.81.',
      'Cover used: 7 days of 365, £22.05.',
      'You are cancelling within 14 days of buying or of receiving your documents (until 4 December 2026), so there is no fee.',
      'We will refund £73.76 to the card you paid with by 27 December 2026.',
    ],
    continuousInsuranceWarning:
      'Your van must be insured or declared off the road (SORN) once this cover ends.',
  });
}

const PATHS = {
  policies: '/v1/account/policies',
  policy: `/v1/account/policies/${TEST_POLICY_NUMBER}`,
  quotes: '/v1/account/quotes',
} as const;

const RESUME = /^\/v1\/account\/quotes\/([^/]+)\/resume$/;

export interface FakeAccountOptions {
  /** Signed in before the test starts (the cookie already held). */
  signedIn?: boolean;
  /** The session each signed-in answer gives; a new one for every call by default. */
  session?: () => AccountSession;
  /** The signed-in address's policy (one, testPolicy() by default); null for none. */
  policy?: AccountPolicyDetail | null;
  /** Its open quotes (none by default). */
  openQuotes?: OpenQuote[];
  /** What resuming each open quote answers (a quote as POST /v1/retrieve would give). */
  resumed?: (webReference: string) => Quote;
  /** The figures the fake works out for cancelling on a date (testFigures by default). */
  figures?: (date: string | undefined) => CancellationFigures;
  /** The dates the fake refuses to cancel from, with the server's words. */
  refusedDates?: Record<string, string>;
  /** Answers a call before the fake does (a 429, a 403); undefined leaves it to the fake. */
  override?: (request: Parameters<Handler>[0]) => FakeResponse | undefined;
}

/** Stubs fetch with the account stand-in; returns the recorder and the fake's state. */
export function stubAccountService(options: FakeAccountOptions = {}) {
  const state: {
    signedIn: boolean;
    policy: AccountPolicyDetail | null;
    cancellation: Cancellation | undefined;
  } = {
    signedIn: options.signedIn ?? false,
    policy: options.policy === undefined ? testPolicy() : options.policy,
    cancellation: undefined,
  };
  const session = options.session ?? (() => testSession());
  const figuresFor = options.figures ?? testFigures;
  const handler: Handler = (request) => {
    const overridden = options.override?.(request);
    if (overridden) return overridden;
    const { method, path, body } = request;
    if (method === requestSignInCodeContract.method && path === requestSignInCodeContract.path) {
      if (!SignInCodeRequestSchema.safeParse(body).success) {
        return refusal(400, 'BadRequest', 'Bad request');
      }
      return { status: 202, body: { message: SIGN_IN_CODE_SENT_MESSAGE } };
    }
    if (method === createSessionContract.method && path === createSessionContract.path) {
      const parsed = CreateSessionRequestSchema.safeParse(body);
      if (!parsed.success) return refusal(400, 'BadRequest', 'Bad request');
      const known = parsed.data.email.trim().toLowerCase() === TEST_ADDRESS;
      if (!known || parsed.data.code !== TEST_CODE) {
        return refusal(401, 'Unauthorized', SIGN_IN_CODE_REFUSED_MESSAGE);
      }
      state.signedIn = true;
      return { status: 200, body: session() };
    }
    if (method === getSessionContract.method && path === getSessionContract.path) {
      return state.signedIn
        ? { status: 200, body: session() }
        : refusal(401, 'Unauthorized', NOT_SIGNED_IN_MESSAGE);
    }
    if (method === deleteSessionContract.method && path === deleteSessionContract.path) {
      state.signedIn = false;
      return { status: 200, body: { signedOut: true } };
    }
    if (path.startsWith('/v1/account/')) {
      if (!state.signedIn) return refusal(401, 'Unauthorized', NOT_SIGNED_IN_MESSAGE);
      return accountCall(request);
    }
    return defaultHandler(request);
  };
  /** Decision 061 and 063's calls, answered as the server does, bodies checked by the contract. */
  function accountCall({ method, path, search, body }: Parameters<Handler>[0]): FakeResponse {
    const policy = state.policy;
    const notFound = refusal(404, 'NotFound', 'We could not find that policy.');
    if (method === 'GET' && path === PATHS.policies) {
      const policies = policy === null ? [] : [policy];
      return { status: 200, body: AccountPoliciesSchema.parse({ policies }) };
    }
    if (method === 'GET' && path === PATHS.quotes) {
      return { status: 200, body: OpenQuotesSchema.parse({ quotes: options.openQuotes ?? [] }) };
    }
    const resume = RESUME.exec(path);
    if (method === 'POST' && resume) {
      const webReference = decodeURIComponent(resume[1] ?? '');
      const known = (options.openQuotes ?? []).some((quote) => quote.webReference === webReference);
      if (!known || options.resumed === undefined) {
        return refusal(404, 'NotFound', 'We could not find that quote.');
      }
      return { status: 200, body: QuoteSchema.parse(options.resumed(webReference)) };
    }
    if (policy === null || !path.startsWith(PATHS.policy)) return notFound;
    const rest = path.slice(PATHS.policy.length);
    if (method === 'GET' && rest === '') return { status: 200, body: policy };
    const document = /^\/documents\/([a-z-]+)$/.exec(rest);
    if (method === 'GET' && document) {
      if (!policy.documents.some((known) => known.kind === document[1])) return notFound;
      return { status: 200, raw: { content: TEST_PDF_CONTENT, contentType: 'application/pdf' } };
    }
    if (method === 'PUT' && rest === '/auto-renewal') {
      const parsed = AutoRenewalRequestSchema.safeParse(body);
      if (!parsed.success) return refusal(400, 'BadRequest', 'Bad request');
      if (policy.status === 'cancelled' || policy.status === 'cancelling') {
        return refusal(410, 'PolicyCancelled', 'This policy has been cancelled.');
      }
      const autoRenewal = AutoRenewalSchema.parse({
        ...policy.autoRenewal,
        autoRenew: parsed.data.autoRenew,
        chosenIn: 'account',
        chosenAt: new Date().toISOString(),
        whatHappens: parsed.data.autoRenew
          ? policy.autoRenewal.whatHappens
          : 'Your policy will not renew. Your cover ends at 23:59 on 19 November 2027.',
      });
      state.policy = { ...policy, autoRenewal };
      return { status: 200, body: autoRenewal };
    }
    if (rest === '/cancellation') {
      if (state.cancellation !== undefined && method === 'GET') {
        return refusal(410, 'PolicyCancelled', 'This policy has been cancelled.');
      }
      if (method === 'GET') {
        const date = new URLSearchParams(search ?? '').get('date') ?? undefined;
        const refused = date === undefined ? undefined : options.refusedDates?.[date];
        if (refused !== undefined) return refusal(400, 'BadRequest', refused);
        return { status: 200, body: figuresFor(date) };
      }
      if (method === 'POST') {
        const parsed = CancellationRequestSchema.safeParse(body);
        if (!parsed.success) return refusal(400, 'BadRequest', 'Bad request');
        const { date } = parsed.data;
        const refused = date === 'now' ? undefined : options.refusedDates?.[date];
        if (refused !== undefined) return refusal(400, 'BadRequest', refused);
        // Answered the same again once cancelled (decision 063).
        state.cancellation ??= CancellationSchema.parse({
          ...figuresFor(date === 'now' ? undefined : date),
          status: 'cancelled',
          cancelledAt: '2026-11-27T14:00:00.000Z',
        });
        state.policy = {
          ...policy,
          status: date === 'now' ? 'cancelled' : 'cancelling',
          cancellationEffectiveAt: state.cancellation.effectiveAt,
        };
        return { status: 200, body: state.cancellation };
      }
    }
    return notFound;
  }

  return { ...stubFetch(handler), state };
}
