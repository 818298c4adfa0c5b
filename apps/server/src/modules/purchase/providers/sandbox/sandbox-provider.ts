import { z } from 'zod';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderSession,
} from '../../payment-provider.ts';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature.ts';

// The adapter for the stand-in provider (apps/payment-sandbox): its merchant API over HTTP and its
// notification signature, both from its README, with none of its code, as a real provider's
// adapter (Stripe, Adyen, Worldpay) would be written from that provider's documentation.

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
    refund: (sessionId, idempotencyKey, amountPence) =>
      call(
        'POST',
        `/sessions/${encodeURIComponent(sessionId)}/refund`,
        idempotencyKey,
        amountPence === undefined ? undefined : { amount: amountPence },
      ),
    verifyNotification(rawBody, headers, now) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const check = verifySandboxSignature(
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
