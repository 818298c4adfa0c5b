import {
  pageHref,
  PAYMENT_OPTION_BY_PAY_METHOD,
  type PaymentOption,
  type PaymentOptionType,
  type Quote,
} from '@van/domain';
import { payMethodOf } from '../../lib/quote-figures';

/** §4.8: the payment option the customer's chosen pay method maps to (Instalmnts → MONTHLY_DD). */
export function chosenPaymentOption(quote: Quote): PaymentOptionType {
  return PAYMENT_OPTION_BY_PAY_METHOD[payMethodOf(quote)];
}

/** Whether the options the service gave include `option`. */
export function offers(options: readonly PaymentOption[], option: PaymentOptionType): boolean {
  return options.some((offered) => offered.type === option);
}

/** §2.2 / §8: payment-failure?quoteRef={webReference} (a quote reference is not personal data). */
export function paymentFailureHref(webReference: string): string {
  return `${pageHref('PaymentFailure')}?quoteRef=${encodeURIComponent(webReference)}`;
}

/** The results the payment frame reports to the page that holds it (payment-sandbox README). */
export const FRAME_STATUSES = ['succeeded', 'declined', 'failed', 'expired', 'refunded'] as const;
export type FrameStatus = (typeof FRAME_STATUSES)[number];

/**
 * The status a message from the payment frame reports, or undefined when the message is not one
 * to act on: it must come from the frame's own origin, be the provider's 'sandbox.payment'
 * message, and be about this session. Anyone can post a look-alike, so it is a hint only: the
 * policy is issued by the server on the provider's signed notification, and the wrap-up asks it.
 */
export function frameStatusOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  session: { sessionId: string; frameUrl: string },
): FrameStatus | undefined {
  if (event.origin !== new URL(session.frameUrl).origin) return undefined;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, sessionId, status } = data as Record<string, unknown>;
  if (type !== 'sandbox.payment' || sessionId !== session.sessionId) return undefined;
  return FRAME_STATUSES.find((known) => known === status);
}
