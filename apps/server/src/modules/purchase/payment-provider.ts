// The payment provider behind an interface (decision 029), so that a real hosted-payment
// provider (Stripe Checkout, Adyen, Worldpay) can replace the sandbox without touching the rest.
// This file is the port; each provider's adapter, with its own protocol, is in providers/<name>/,
// and providers/index.ts picks the configured one (there, not here, so adapters import the port
// without an import cycle).

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
  /**
   * Refunds a paid session in full, or `amountPence` of it (decision 063: a cancellation's pro rata
   * refund); repeating it under the same key refunds nothing more.
   */
  refund(sessionId: string, idempotencyKey: string, amountPence?: number): Promise<ProviderSession>;
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
