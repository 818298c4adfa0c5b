import { type Quote } from '@van/domain/quote';
import { type RetrievalKey } from '@van/domain/retrieval';
import { EmailAddressSchema } from '@van/domain/risk';
import { EMAIL_NOT_SENT_MESSAGE } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { allowHit, type RateLimit } from '../rate-limit/index.ts';
import { createWithdrawalLinkFor } from '../consent/index.ts';
import { verifyRetrievalKey, type EmailChangeNotifier } from '../quote/index.ts';
import { queueEmail } from './email.repository.ts';
import { renderEmailChangedNotice, type EmailChangedSettings } from './email-changed.ts';
import { quoteEmailTiers, renderQuoteEmail, type QuoteEmailSettings } from './quote-email.ts';

/**
 * Per quote: enough for a customer who asks again, too few to flood their inbox for someone who
 * knows their retrieval details.
 */
export const QUOTE_EMAIL_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * §7.2 sendEmail: checks the retrieval key exactly as retrieve does (rate limit, lock, matching
 * details), then queues the quote e-mail to the proposer's address in the stored quote (never one
 * from the request). Delivery happens later, by the worker; a queued message is not lost.
 * @throws DomainError from the key check; QuoteDeclined (decision 049) for a declined or referred
 * quote, which has no prices to send; EmailNotSent when the quote has no valid e-mail address or
 * no prices; TooManyRequests (with the same words) past QUOTE_EMAIL_RATE_LIMIT.
 */
export async function queueQuoteEmail(
  db: Db,
  key: RetrievalKey,
  clientKey: string,
  now: Date,
  settings: QuoteEmailSettings & { withdrawalBaseUrl: string },
): Promise<void> {
  const quote = await verifyRetrievalKey(db, key, clientKey, now);
  const refusal = unpricedQuoteRefusal(quote);
  if (refusal) throw new DomainError('QuoteDeclined', refusal);
  const recipient = proposerEmail(quote);
  if (!recipient || quoteEmailTiers(quote).length === 0) {
    throw new DomainError('EmailNotSent', EMAIL_NOT_SENT_MESSAGE);
  }
  if (!(await allowHit(db, `quote-email:${key.webReference}`, QUOTE_EMAIL_RATE_LIMIT, now))) {
    throw new DomainError('TooManyRequests', EMAIL_NOT_SENT_MESSAGE);
  }
  // Decision 043: the quote e-mail can carry offers' news, so it carries the withdrawal link.
  const marketingWithdrawUrl = await createWithdrawalLinkFor(
    db,
    key.webReference,
    settings.withdrawalBaseUrl,
    now,
  );
  const message = renderQuoteEmail(quote, { ...settings, marketingWithdrawUrl });
  await queueEmail(
    db,
    { kind: 'quote', webReference: key.webReference, recipient, ...message },
    now,
  );
}

/**
 * Decision 034 item 7: tells the old address when a re-pricing through retrieve changed the quote's
 * e-mail address (quote.service.ts updateQuote calls it in the re-pricing's transaction, so the
 * notice is queued exactly when the change is stored). Only a valid old address is written to; the
 * new one appears masked. A notice still waiting for the quote is kept, not redirected.
 */
export function emailChangedNotifier(settings: EmailChangedSettings): EmailChangeNotifier {
  return async (db, change) => {
    const recipient = change.oldEmail.trim();
    if (!EmailAddressSchema.safeParse(recipient).success) return;
    const message = renderEmailChangedNotice(
      { webReference: change.webReference, newEmail: change.newEmail, changedAt: change.changedAt },
      settings,
    );
    await queueEmail(
      db,
      { kind: 'email-changed', webReference: change.webReference, recipient, ...message },
      change.changedAt,
      'keep',
    );
  };
}

/** Decision 049 (issue 17 item 7): the words for asking to e-mail a quote we did not price. */
export const DECLINED_QUOTE_EMAIL_MESSAGE =
  "We can't offer you a price online, so there is no quote to e-mail. Please call us and we'll see how we can help.";
export const REFERRED_QUOTE_EMAIL_MESSAGE =
  'We need to talk to you before we can give you a price, so there is no quote to e-mail yet. Please call us.';

/** Why a quote has nothing to e-mail (declined, or referred to our team), if that is the case. */
function unpricedQuoteRefusal(quote: Quote): string | undefined {
  if (quote.noAvailableProducts) return DECLINED_QUOTE_EMAIL_MESSAGE;
  const status = quote.policy.eventCurrent.result?.resultStatusDetails;
  if (status?.referredQuote || status?.resultStatus === 'Referred')
    return REFERRED_QUOTE_EMAIL_MESSAGE;
  if (status?.resultStatus === 'Declined') return DECLINED_QUOTE_EMAIL_MESSAGE;
  return undefined;
}

/** §5.5: an address failing the e-mail pattern is not used. */
function proposerEmail(quote: Quote): string | undefined {
  const email = quote.policy.eventCurrent.risk?.proposer?.email?.trim();
  return email && EmailAddressSchema.safeParse(email).success ? email : undefined;
}
