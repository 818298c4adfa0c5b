import { pageHref } from '@van/domain/journey';
import { type PaymentOption, type PaymentOptionType } from '@van/domain/payment';
import { type Quote } from '@van/domain/quote';
import { PAYMENT_OPTION_BY_PAY_METHOD } from '@van/domain/reference-data';
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
 * A message from the payment frame about this session, or undefined when it is not one to act
 * on: it must come from the frame's own origin and name this session. Anyone can post a
 * look-alike, so it is a hint only: the policy is issued by the server on the provider's signed
 * notification, and the wrap-up asks it.
 */
function frameMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  session: { sessionId: string; frameUrl: string },
): Record<string, unknown> | undefined {
  if (event.origin !== new URL(session.frameUrl).origin) return undefined;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  return message.sessionId === session.sessionId ? message : undefined;
}

/** The status the payment frame reports ('sandbox.payment'), or undefined (see frameMessage). */
export function frameStatusOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  session: { sessionId: string; frameUrl: string },
): FrameStatus | undefined {
  const message = frameMessage(event, session);
  if (message?.type !== 'sandbox.payment') return undefined;
  return FRAME_STATUSES.find((known) => known === message.status);
}

/** The frame's content height never makes the frame shorter or taller than this (pixels). */
export const FRAME_HEIGHT_LIMITS = { min: 200, max: 2400 } as const;

/**
 * The height the payment frame's page asks for ('sandbox.resize'), so the whole form shows without
 * scrolling inside the frame; within FRAME_HEIGHT_LIMITS; undefined when not such a message.
 */
export function frameHeightOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  session: { sessionId: string; frameUrl: string },
): number | undefined {
  const message = frameMessage(event, session);
  if (message?.type !== 'sandbox.resize') return undefined;
  const { height } = message;
  if (typeof height !== 'number' || !Number.isFinite(height)) return undefined;
  return Math.min(FRAME_HEIGHT_LIMITS.max, Math.max(FRAME_HEIGHT_LIMITS.min, Math.ceil(height)));
}
