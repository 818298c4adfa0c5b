import { type DirectDebitMandateAnswer } from '@van/domain/contract';
import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import { type PaymentOptionType } from '@van/domain/payment';
import { priceToPayToday, selectedResult, type Quote } from '@van/domain/quote';
import { formatMoney } from '@van/domain/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { paymentCopy as copy } from '../../../content/payment';
import { ApiError } from '../../../lib/api-client';
import { pageForError } from '../../../lib/error-page';
import { usePublicConfig } from '../../../lib/public-config';
import { useJourneyStore } from '../../../stores/journey-store';
import { chosenPaymentOption, offers } from '../payment-option';
import { CardStep } from './card-step';
import { CreditAgreementStep } from './credit-agreement-step';
import { DirectDebitStep, MandateSummary } from './direct-debit-step';
import styles from './payment.module.css';
import { PurchaseSummary } from './purchase-summary';

/** Why paying cannot go on as it was, shown above the step. */
type Problem = { kind: 'creditCheck' } | { kind: 'message'; message: string };

/**
 * payment (§2.1 'Your payment', §2.6): what is being bought, the legal-requirement reminder, then
 * for monthly (MONTHLY_DD, §4.8) the Direct Debit step (isDDStep) and the card step for the
 * deposit; for annual (ANNUAL_CARD) the card step for the year. The options were loaded before
 * entry (§2.2); when they could not be, the page says why and how to buy by phone.
 */
export function PaymentPage() {
  const quote = useJourneyStore((state) => state.quote);
  const paymentLoad = useJourneyStore((state) => state.paymentLoad);
  // Gone only when the session ended, on the way to sessionExpired.
  if (quote === null) return null;
  return (
    <>
      <h1>{copy.heading}</h1>
      {paymentLoad.status === 'Fail' ? (
        <OptionsProblem quote={quote} message={paymentLoad.errorMessage} />
      ) : (
        <Paying quote={quote} />
      )}
    </>
  );
}

/** The quote reference to give when calling to buy by phone (decision 053). */
function QuoteReferenceToQuote({ quote }: { quote: Quote }) {
  return (
    <p>
      {copy.referenceToQuote} <strong>{quote.policy.webReference}</strong>.
    </p>
  );
}

function OptionsProblem({ quote, message }: { quote: Quote; message: string | null }) {
  const { phoneNumbers } = usePublicConfig();
  return (
    <div className={styles.problem} role="alert">
      <p>
        <strong>{copy.optionsProblem}</strong>
      </p>
      {message ? <p>{message}</p> : null}
      <p>
        {copy.callUs}{' '}
        <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote.policy.sourceOfBusiness)} />{' '}
        {copy.callUsToPay}
      </p>
      <QuoteReferenceToQuote quote={quote} />
      <p>
        <Link to={pageHref('YourQuote')}>{copy.backToQuote}</Link>
      </p>
    </div>
  );
}

function Paying({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const options = useJourneyStore((state) => state.paymentOptions) ?? [];
  const isDDStep = useJourneyStore((state) => state.isDDStep);
  const isPolicyNumberLoading = useJourneyStore((state) => state.isPolicyNumberLoading);
  // The customer's chosen method (§4.8), unless a refused credit check moved them to paying
  // for the year.
  const [option, setOption] = useState<PaymentOptionType>(() => chosenPaymentOption(quote));
  const [mandate, setMandate] = useState<DirectDebitMandateAnswer | null>(null);
  // Decision 045: monthly needs the credit agreement signed before the Direct Debit step.
  const [signed, setSigned] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [processing, setProcessing] = useState(false);

  /**
   * A failure of the mandate or the payment session: where the customer goes (pageForError: a
   * quote bought already, a declined one, a server that cannot answer), or what this page shows.
   */
  function refused(error: unknown) {
    const outcome = pageForError(error, 'paying');
    if (outcome.page !== undefined) {
      void navigate(pageHref(outcome.page));
      return;
    }
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === 'CreditCheckFailed') {
      setProblem({ kind: 'creditCheck' });
      return;
    }
    if (code === 'CreditAgreementNotSigned') {
      setSigned(false);
      setMandate(null);
      useJourneyStore.getState().setDDStep(true);
      setProblem({ kind: 'message', message: copy.agreementChanged });
      return;
    }
    if (code === 'DirectDebitMandateMissing') {
      setMandate(null);
      useJourneyStore.getState().setDDStep(true);
      setProblem({ kind: 'message', message: copy.mandateMissing });
      return;
    }
    setProblem({ kind: 'message', message: outcome.message ?? copy.optionsProblem });
  }

  function payAnnually() {
    setOption('ANNUAL_CARD');
    setProblem(null);
    useJourneyStore.getState().setDDStep(false);
  }

  function signedAgreement() {
    setProblem(null);
    setSigned(true);
  }

  function mandated(answer: DirectDebitMandateAnswer) {
    setProblem(null);
    setMandate(answer);
    useJourneyStore.getState().setDDStep(false);
  }

  return (
    <>
      <PurchaseSummary quote={quote} option={option} />
      <p className={styles.reminder}>{copy.legalReminder}</p>
      {problem ? (
        <ProblemPanel
          quote={quote}
          problem={problem}
          canPayAnnually={option === 'MONTHLY_DD' && offers(options, 'ANNUAL_CARD')}
          onPayAnnually={payAnnually}
        />
      ) : null}
      {option === 'MONTHLY_DD' && isDDStep && !signed ? (
        <CreditAgreementStep onSigned={signedAgreement} onRefused={refused} />
      ) : option === 'MONTHLY_DD' && isDDStep ? (
        <DirectDebitStep quote={quote} onMandated={mandated} onRefused={refused} />
      ) : (
        <>
          {option === 'MONTHLY_DD' && mandate ? <MandateSummary mandate={mandate} /> : null}
          {problem?.kind === 'creditCheck' ? null : (
            <CardStep
              quote={quote}
              option={option}
              onRefused={refused}
              onSucceeded={() => setProcessing(true)}
            />
          )}
        </>
      )}
      {/* §2.6 'We're processing your payment', then §2.2's overlay while the policy number loads. */}
      <div
        role="status"
        className={processing || isPolicyNumberLoading ? styles.overlay : undefined}
      >
        {processing || isPolicyNumberLoading ? (
          <p>
            {copy.processing}
            {isPolicyNumberLoading ? (
              <>
                <br />
                {copy.settingUpPolicy}
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </>
  );
}

function ProblemPanel({
  quote,
  problem,
  canPayAnnually,
  onPayAnnually,
}: {
  quote: Quote;
  problem: Problem;
  canPayAnnually: boolean;
  onPayAnnually: () => void;
}) {
  const { phoneNumbers } = usePublicConfig();
  if (problem.kind === 'message') {
    return (
      <div className={styles.problem} role="alert">
        <p>{problem.message}</p>
      </div>
    );
  }
  const annual = priceToPayToday(selectedResult(quote), 'ANNUAL_CARD') ?? 0;
  return (
    <div className={styles.problem} role="alert">
      <p>
        <strong>{copy.creditCheckFailed}</strong>
      </p>
      <p>
        {copy.creditCheckCall} <PhoneNumber number={phoneNumbers.failedCreditCheck} />.
      </p>
      {canPayAnnually ? (
        <>
          <p>{copy.payAnnuallyOffer(formatMoney(annual))}</p>
          <Button onClick={onPayAnnually}>{copy.payAnnuallyInstead}</Button>
        </>
      ) : (
        <>
          <p>
            {copy.callUs}{' '}
            <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote.policy.sourceOfBusiness)} />{' '}
            {copy.callUsToPay}
          </p>
          <QuoteReferenceToQuote quote={quote} />
        </>
      )}
    </div>
  );
}
