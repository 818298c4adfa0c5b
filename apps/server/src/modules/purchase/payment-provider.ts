import { z } from 'zod';
import { verifySignature } from '@van/payment-sandbox/signature';

// The payment provider behind an interface (issue 7, item 1), so that a real hosted-payment
// provider (Stripe Checkout, Adyen, Worldpay) can replace the sandbox without touching the rest.

/** A session's state at the provider (apps/payment-sandbox/README.md "GET /v1/sessions/:id"). */
export type ProviderSessionStatus =
  'open' | 'requires_action' | 'succeeded' | 'declined' | 'failed' | 'expired' | 'refunded';

export interface ProviderSession {
  id: string;
  status: ProviderSessionStatus;
  /** Pence, as charged (a refund does not change it). */
  amount: number;
  /** ISO 4217, e.g. 'GBP'. */
  currency: string;
  reference: string;
  /** The quote event the session was created for, as we told the provider (its metadata). */
  policyEventReference?: string;
  /** Pence refunded so far: 0, part of amount, or all of it (status refunded). */
  amountRefunded: number;
  frameUrl: string;
  expiresAt: Date;
  paidAt?: Date;
  failureCode?: string;
}

export interface NewProviderSession {
  /** Pence. */
  amount: number;
  /** Our reference, carried by every notification: the quote's webReference. */
  reference: string;
  /** The quote event charged for, kept by the provider and checked again before issue. */
  policyEventReference: string;
  description: string;
  notifyUrl: string;
  /** The origin of our page that frames the provider's page. */
  allowedOrigin: string;
}

export type ProviderNotificationType =
  'payment.succeeded' | 'payment.declined' | 'payment.failed' | 'payment.refunded';

export interface ProviderNotification {
  eventId: string;
  type: ProviderNotificationType;
  sessionId: string;
}

export type NotificationCheck =
  { valid: true; notification: ProviderNotification } | { valid: false; reason: string };

export interface PaymentProvider {
  /** Creates a session; the same idempotency key gives back the same session. */
  createSession(session: NewProviderSession, idempotencyKey: string): Promise<ProviderSession>;
  /** The session as the provider has it now: the truth when a notification is lost or late. */
  getSession(sessionId: string): Promise<ProviderSession>;
  /** Refunds a paid session in full; repeating it refunds nothing more. */
  refund(sessionId: string, idempotencyKey: string): Promise<ProviderSession>;
  /** Checks a notification's signature over the raw body and reads it. */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): NotificationCheck;
}

/** The provider could not be reached or answered something we cannot use. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    message: string,
    /** The provider's HTTP status when it answered (404: no such session); absent when unreached. */
    readonly providerStatus?: number,
  ) {
    super(message);
  }
}

const SessionSchema = z.object({
  id: z.string().min(1),
  status: z.enum([
    'open',
    'requires_action',
    'succeeded',
    'declined',
    'failed',
    'expired',
    'refunded',
  ]),
  amount: z.number().int(),
  currency: z.string().min(1),
  reference: z.string(),
  metadata: z.record(z.string(), z.string()).optional(),
  amountRefunded: z.number().int().min(0).optional(),
  frameUrl: z.url(),
  expiresAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).optional(),
  failureCode: z.string().optional(),
});

const NotificationSchema = z.object({
  eventId: z.string().min(1).max(200),
  type: z.enum(['payment.succeeded', 'payment.declined', 'payment.failed', 'payment.refunded']),
  sessionId: z.string().min(1).max(200),
});

export interface SandboxProviderOptions {
  /** The sandbox's origin, e.g. http://127.0.0.1:3100. */
  baseUrl: string;
  merchantKey: string;
  webhookSecret: string;
  /** Per call; the wrap-up the web waits for has 5 s in all (§7.4). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The payment sandbox (apps/payment-sandbox) over HTTP, as a real provider would be reached. */
export function createSandboxPaymentProvider(options: SandboxProviderOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 4_000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    idempotencyKey?: string,
    body?: unknown,
  ): Promise<ProviderSession> {
    let response: Response;
    try {
      response = await doFetch(`${base}/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.merchantKey}`,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`payment provider unreachable: ${(error as Error).name}`);
    }
    const text = await response.text();
    if (!response.ok) {
      // The error code only: the provider's message may echo what we sent.
      const code = safeErrorCode(text);
      throw new PaymentProviderError(
        `payment provider answered ${response.status} ${code}`,
        response.status,
      );
    }
    const parsed = SessionSchema.safeParse(safeJson(text));
    if (!parsed.success) throw new PaymentProviderError('payment provider answered a bad session');
    const session = parsed.data;
    return {
      id: session.id,
      status: session.status,
      amount: session.amount,
      currency: session.currency,
      reference: session.reference,
      ...(session.metadata?.policyEventReference === undefined
        ? {}
        : { policyEventReference: session.metadata.policyEventReference }),
      amountRefunded: session.amountRefunded ?? 0,
      frameUrl: session.frameUrl,
      expiresAt: new Date(session.expiresAt),
      ...(session.paidAt ? { paidAt: new Date(session.paidAt) } : {}),
      ...(session.failureCode ? { failureCode: session.failureCode } : {}),
    };
  }

  return {
    createSession: ({ policyEventReference, ...session }, idempotencyKey) =>
      call('POST', '/sessions', idempotencyKey, {
        ...session,
        currency: 'GBP',
        metadata: { policyEventReference },
      }),
    getSession: (sessionId) => call('GET', `/sessions/${encodeURIComponent(sessionId)}`),
    refund: (sessionId, idempotencyKey) =>
      call('POST', `/sessions/${encodeURIComponent(sessionId)}/refund`, idempotencyKey),
    verifyNotification(rawBody, headers, now) {
      const header = headers['sandbox-signature'];
      const check = verifySignature(
        rawBody,
        Array.isArray(header) ? header.join(',') : header,
        options.webhookSecret,
        now,
      );
      if (!check.valid) return { valid: false, reason: check.reason };
      const parsed = NotificationSchema.safeParse(safeJson(rawBody));
      if (!parsed.success) return { valid: false, reason: 'malformed_body' };
      return { valid: true, notification: parsed.data };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function safeErrorCode(text: string): string {
  const code = (safeJson(text) as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) ? code : 'unknown';
}

/** The configured provider (the sandbox at PAYMENT_SANDBOX_URL), or undefined when none is set. */
export function paymentProviderFrom(payment: {
  providerUrl: string | undefined;
  merchantKey: string;
  webhookSecret: string;
}): PaymentProvider | undefined {
  if (!payment.providerUrl) return undefined;
  return createSandboxPaymentProvider({
    baseUrl: payment.providerUrl,
    merchantKey: payment.merchantKey,
    webhookSecret: payment.webhookSecret,
  });
}
