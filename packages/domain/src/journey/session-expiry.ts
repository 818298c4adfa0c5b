import { z } from 'zod/mini';
import { DEFAULT_DIRECT_WEB_REFERENCE } from '../quote/created-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';

/**
 * §2.6 Session expired: what the screen may still show once the working state is gone: the quote
 * reference (only when a quote was created) and the source of business that picks the phone number.
 * zod/mini: the web's first page needs this module and loads only zod/mini's tree-shakable
 * functions (decision 025).
 */
export const ExpiredSessionSchema = z.object({
  quoteReference: z.optional(z.string().check(z.minLength(1))),
  sourceOfBusiness: z.optional(z.string()),
});
export type ExpiredSession = z.infer<typeof ExpiredSessionSchema>;

/**
 * What to keep of `quote` for the session-expired screen. §4.4: a direct quote counts as created
 * once its webReference differs from the default 'directQuote'; before that there is no reference.
 */
export function expiredSessionOf(quote: Quote | null): ExpiredSession {
  if (quote === null) return {};
  const { webReference, sourceOfBusiness } = quote.policy;
  return {
    ...(webReference !== DEFAULT_DIRECT_WEB_REFERENCE && webReference !== ''
      ? { quoteReference: webReference }
      : {}),
    ...(sourceOfBusiness === undefined ? {} : { sourceOfBusiness }),
  };
}
