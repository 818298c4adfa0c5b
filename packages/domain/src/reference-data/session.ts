// §9.1 session, retries and layout constants.

/** §9.1: 45 minutes. One reading says it comes from configuration; the server publishes it in PublicConfig. */
export const SESSION_EXPIRY_SECONDS = 2700;
/** §4.9: the expiry time is checked every second. */
export const SESSION_CHECK_INTERVAL_MS = 1000;
/** §7.1: quote and metadata calls are retried 3 times. */
export const QUOTE_RETRIES = 3;
/** §7.4: payment options and wrap-up are retried 10 times, 2 s apart. */
export const PAYMENT_RETRIES = 10;
export const PAYMENT_RETRY_DELAY_MS = 2000;
/** §7.4: wrap-up time-out. */
export const WRAP_UP_TIMEOUT_MS = 5000;
/** §2.6: phone numbers become tap-to-call links up to this width on Android and iOS. */
export const MOBILE_BREAKPOINT_PX = 600;
export const CURRENCY = 'GBP';
