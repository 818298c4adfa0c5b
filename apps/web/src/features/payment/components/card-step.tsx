import { type PaymentSession } from '@van/domain/contract';
import { pageHref } from '@van/domain/journey';
import { type PaymentOptionType } from '@van/domain/payment';
import { type Quote } from '@van/domain/quote';
import { formatMoney } from '@van/domain/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioGroup, YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { paymentCopy as copy } from '../../../content/payment';
import { useCreatePaymentSession } from '../../../lib/payment-service';
import { useJourneyStore } from '../../../stores/journey-store';
import { frameHeightOf, frameStatusOf, paymentFailureHref } from '../payment-option';
import styles from './payment.module.css';

const AUTO_RENEW_ID = 'consent-to-auto-renew';

/**
 * The card step: the auto-renew question (§3.1 consentToAutoRenew, required, not pre-answered),
 * then the provider's payment frame (§2.6 'an embedded payment frame'; card numbers never touch
 * our pages). What the frame reports by postMessage is a hint to move the page on: the policy is
 * issued on the provider's signed notification, and the confirmation's wrap-up asks the server.
 */
export function CardStep({
  quote,
  option,
  onRefused,
  onSucceeded,
}: {
  quote: Quote;
  option: PaymentOptionType;
  onRefused: (error: unknown) => void;
  onSucceeded: () => void;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  const summary = useErrorSummary();
  const sessionCall = useCreatePaymentSession();
  const [consent, setConsent] = useState<boolean | undefined>(undefined);
  const [consentError, setConsentError] = useState<string | undefined>(undefined);
  const [session, setSession] = useState<PaymentSession | null>(null);
  // Why the last card did not pay, while the frame offers another try.
  const [notPaid, setNotPaid] = useState<'declined' | 'failed' | null>(null);
  // The height the frame's page asks for; until it does, the stylesheet's minimum.
  const [frameHeight, setFrameHeight] = useState<number | undefined>(undefined);
  // Set at once on a click, before React has re-rendered the button as disabled.
  const starting = useRef(false);
  const webReference = quote.policy.webReference;

  // The frame's messages arrive from outside React: a subscription for as long as it is shown.
  useEffect(() => {
    if (session === null) return;
    function onMessage(event: MessageEvent) {
      if (session === null) return;
      const height = frameHeightOf(event, session);
      if (height !== undefined) {
        setFrameHeight(height);
        return;
      }
      const status = frameStatusOf(event, session);
      switch (status) {
        case 'succeeded':
          setNotPaid(null);
          onSucceeded();
          useJourneyStore.getState().setPageValidity(['Payment'], true);
          void navigate(pageHref('Confirmation'));
          return;
        case 'declined':
        case 'failed':
          // The frame lets the customer try another card in the same session after a decline
          // and after a provider error alike: nothing was taken (payment-sandbox README, the
          // session's state machine), so neither is a reason to send them away (decision 053).
          setNotPaid(status);
          return;
        case 'expired':
          void navigate(paymentFailureHref(webReference));
          return;
        default:
          return;
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session, navigate, onSucceeded, webReference]);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (consent === undefined) {
      setConsentError(copy.autoRenewRequired);
      summary.show([{ message: copy.autoRenewRequired, fieldId: AUTO_RENEW_ID }]);
      return;
    }
    // One session per click: the button is disabled while the call is out.
    if (starting.current) return;
    summary.clear();
    const { quoteKey } = useJourneyStore.getState();
    if (quoteKey === null) {
      void navigate(pageHref('YourQuote'));
      return;
    }
    starting.current = true;
    try {
      setSession(await sessionCall.mutateAsync({ quoteKey, option, consentToAutoRenew: consent }));
    } catch (error) {
      // A refusal may be put right (a Direct Debit to set up, a message to read) and tried again.
      starting.current = false;
      onRefused(error);
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <ErrorSummary errors={summary.items} />
      <h2 id={headingId}>{copy.cardHeading}</h2>
      {session === null ? (
        <QuestionForm
          onSubmit={(event) => void start(event)}
          submitLabel={copy.continueToCard}
          busy={sessionCall.isPending}
          busyText={copy.preparingCard}
        >
          <RadioGroup
            id={AUTO_RENEW_ID}
            name="consentToAutoRenew"
            legend={copy.autoRenewLegend}
            hint={copy.autoRenewHint}
            error={consentError}
            options={YES_NO_OPTIONS}
            value={consent}
            onChange={(value) => {
              setConsent(value);
              setConsentError(undefined);
            }}
            inline
          />
        </QuestionForm>
      ) : (
        <>
          <p>{copy.cardIntro(formatMoney(session.amount))}</p>
          <iframe
            title={copy.frameTitle}
            src={session.frameUrl}
            className={styles.frame}
            style={frameHeight === undefined ? undefined : { height: frameHeight, minHeight: 0 }}
          />
          <p role="status" className={styles.frameStatus}>
            {notPaid === null ? '' : copy[notPaid]}
          </p>
        </>
      )}
    </section>
  );
}
