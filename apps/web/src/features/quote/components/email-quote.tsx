import { type Quote } from '@van/domain/quote';
import { EMAIL_NOT_SENT_MESSAGE } from '@van/domain/shared';
import { useId } from 'react';
import { emailQuoteCopy as copy } from '../../../content/quote';
import { useJourneyStore } from '../../../stores/journey-store';
import { useSendEmail } from '../api/send-email';
import styles from './email-quote.module.css';

/**
 * §2.6 'Check your email address', and having the quote e-mailed (§7.2 sendEmail, sent only with a
 * retrieval key that has a web reference). Any failure shows 'Email could not be sent.' (§8).
 */
export function EmailQuote({ quote }: { quote: Quote }) {
  const headingId = useId();
  const retrievalKey = useJourneyStore((state) => state.retrievalKey);
  const sending = useSendEmail();
  const email = quote.policy.eventCurrent.risk.proposer.email;
  const canSend = retrievalKey !== null && retrievalKey.webReference !== '' && Boolean(email);

  function send() {
    if (retrievalKey === null || !retrievalKey.webReference) return;
    sending.mutate(retrievalKey);
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{copy.heading}</h2>
      {email ? (
        <p>
          {copy.weWillUse} <strong className={styles.address}>{email}</strong>
        </p>
      ) : (
        <p>{copy.noAddress}</p>
      )}
      {canSend ? (
        <button type="button" className={styles.button} onClick={send} disabled={sending.isPending}>
          {copy.send}
        </button>
      ) : null}
      <p role="status" className={sending.isError ? styles.error : styles.status}>
        {sending.isPending
          ? copy.sending
          : sending.isError
            ? EMAIL_NOT_SENT_MESSAGE
            : sending.isSuccess && email
              ? copy.sent(email)
              : ''}
      </p>
    </section>
  );
}
