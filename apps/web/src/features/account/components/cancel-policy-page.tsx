import { useQuery } from '@tanstack/react-query';
import { type Cancellation, type CancellationFigures } from '@van/domain/contract';
import { pageHref } from '@van/domain/journey';
import { formatLongDate, formatMoney } from '@van/domain/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioGroup } from '../../../components/ui/radio-group';
import { cancelCopy as copy } from '../../../content/account';
import { ApiError } from '../../../lib/api-client';
import {
  accountPolicyQueryOptions,
  cancellationPreviewQueryOptions,
  useCancelPolicy,
} from '../api/account-policies';
import { AccountSessionWatch } from './account-session-watch';
import { formatUkDateTime, isSignedOut, ToSignIn } from './account-lists';
import styles from './account.module.css';

const WHEN_ID = 'cancel-when';
const DATE_ID = 'cancel-date';

type When = 'now' | 'date';
interface TypedDate {
  day: string;
  month: string;
  year: string;
}

/** The typed day, month and year as a yyyy-MM-dd date, or undefined when they make no real date. */
export function isoDateOf({ day, month, year }: TypedDate): string | undefined {
  const [d, m, y] = [day, month, year].map((part) => part.trim());
  if (!/^\d{1,2}$/.test(d ?? '') || !/^\d{1,2}$/.test(m ?? '') || !/^\d{4}$/.test(y ?? '')) {
    return undefined;
  }
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(m) - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/** pence as pounds, written as every price is. */
const money = (pence: number) => formatMoney(pence / 100);

/**
 * account/policies/:policyNumber/cancel (issue 21 item 4; decision 063): the customer says when
 * cover should end (now, or a date up to its last day), sees the refund the server works out by
 * the published rule, in its words, with the 14-day rule that applies and the warning that the
 * van must stay insured or be declared off the road, then confirms. Confirming sends one POST (a
 * second click while it is in flight sends nothing) and the page shows what the server answered.
 * The server's refusals (a date it will not take, cancelled already) are in the error summary.
 */
export function CancelPolicyPage() {
  const { policyNumber = '' } = useParams();
  const policy = useQuery(accountPolicyQueryOptions(policyNumber));
  const [when, setWhen] = useState<When | undefined>(undefined);
  const [typed, setTyped] = useState<TypedDate>({ day: '', month: '', year: '' });
  const [asked, setAsked] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<ReadonlyArray<ErrorSummaryItem>>([]);
  const [fieldError, setFieldError] = useState<{ when?: string; date?: string }>({});
  const preview = useQuery({
    ...cancellationPreviewQueryOptions(policyNumber, asked === 'now' ? undefined : asked),
    enabled: asked !== undefined,
  });
  const cancelling = useCancelPolicy(policyNumber);
  const inFlight = useRef(false);
  const [done, setDone] = useState<Cancellation | undefined>(undefined);
  const navigate = useNavigate();
  const previewId = useId();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // The figures arrive below the form: the focus goes to them, so they are read out and in view.
  useEffect(() => {
    if (preview.data !== undefined) previewHeading.current?.focus();
  }, [preview.data]);
  const policyHref = generatePath(pageHref('AccountPolicy'), { policyNumber });

  if (policy.isError && isSignedOut(policy.error)) return <ToSignIn />;
  if (preview.isError && isSignedOut(preview.error)) return <ToSignIn />;

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (when === undefined) {
      setFieldError({ when: copy.whenMissing });
      setErrors([{ message: copy.whenMissing, fieldId: WHEN_ID }]);
      return;
    }
    if (when === 'date') {
      const empty = !typed.day.trim() && !typed.month.trim() && !typed.year.trim();
      const date = isoDateOf(typed);
      if (date === undefined) {
        const message = empty ? copy.dateMissing : copy.dateInvalid;
        setFieldError({ date: message });
        setErrors([{ message, fieldId: DATE_ID }]);
        return;
      }
      setFieldError({});
      setErrors([]);
      setAsked(date);
      return;
    }
    setFieldError({});
    setErrors([]);
    setAsked('now');
  }

  async function confirm() {
    // A second click before the first's answer sends nothing: the ref is set at once, where the
    // mutation's pending state only disables the button at the next render.
    if (inFlight.current || asked === undefined) return;
    inFlight.current = true;
    setErrors([]);
    try {
      setDone(await cancelling.mutateAsync(asked === 'now' ? 'now' : asked));
    } catch (error) {
      if (isSignedOut(error)) {
        await navigate(pageHref('AccountSignIn'), { replace: true });
        return;
      }
      setErrors([{ message: refusal(error, copy.failed) }]);
    } finally {
      inFlight.current = false;
    }
  }

  if (done !== undefined) {
    return (
      <>
        <Cancelled cancellation={done} policyHref={policyHref} />
        <AccountSessionWatch />
      </>
    );
  }

  const previewErrors: ReadonlyArray<ErrorSummaryItem> = preview.isError
    ? [
        {
          message: refusal(preview.error, copy.previewFailed),
          ...(asked !== 'now' ? { fieldId: DATE_ID } : {}),
        },
      ]
    : [];
  const lastDay = policy.data ? formatLongDate(policy.data.endDate) : undefined;

  return (
    <>
      <ErrorSummary errors={errors.length > 0 ? errors : previewErrors} />
      <p>
        <Link to={policyHref}>{copy.back}</Link>
      </p>
      <h1>{copy.heading}</h1>
      <p>{copy.intro(policyNumber)}</p>
      <QuestionForm
        onSubmit={show}
        submitLabel={copy.show}
        busy={preview.isFetching}
        busyText={copy.showing}
      >
        <RadioGroup
          id={WHEN_ID}
          name="when"
          legend={copy.whenLegend}
          error={fieldError.when}
          options={[
            { value: 'now' as When, label: copy.now, hint: copy.nowHint },
            { value: 'date' as When, label: copy.onDate, hint: copy.onDateHint },
          ]}
          value={when}
          onChange={(value) => {
            setWhen(value);
            setAsked(undefined);
          }}
        />
        {when === 'date' && (
          <DateInput
            id={DATE_ID}
            legend={copy.dateLegend}
            hint={lastDay === undefined ? undefined : copy.dateHint(lastDay)}
            error={fieldError.date ?? (preview.isError ? previewErrors[0]?.message : undefined)}
            day={{
              value: typed.day,
              onChange: (event) => {
                setTyped({ ...typed, day: event.target.value });
              },
            }}
            month={{
              value: typed.month,
              onChange: (event) => {
                setTyped({ ...typed, month: event.target.value });
              },
            }}
            year={{
              value: typed.year,
              onChange: (event) => {
                setTyped({ ...typed, year: event.target.value });
              },
            }}
          />
        )}
      </QuestionForm>
      {preview.isSuccess && (
        <section className={styles.section} aria-labelledby={previewId}>
          <h2 id={previewId} ref={previewHeading} tabIndex={-1}>
            {copy.previewHeading}
          </h2>
          <Preview figures={preview.data} />
          <p>{copy.consequences}</p>
          <Button disabled={cancelling.isPending} onClick={() => void confirm()}>
            {copy.confirm}
          </Button>
          <p role="status">{cancelling.isPending ? copy.confirming : ''}</p>
        </section>
      )}
      <AccountSessionWatch />
    </>
  );
}

/** A refusal in the customer's words: the server's for a date or a cancelled policy. */
function refusal(error: unknown, otherwise: string): string {
  if (!(error instanceof ApiError)) return otherwise;
  if (error.status === 410) return copy.alreadyCancelled;
  if (error.status === 400 && error.message) return error.message;
  return otherwise;
}

function Preview({ figures }: { figures: CancellationFigures }) {
  const debit = figures.directDebit;
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>{copy.coverEnds}</dt>
          <dd>{formatLongDate(figures.lastDayOfCover)}</dd>
        </div>
        <div>
          <dt>{copy.refund}</dt>
          <dd data-testid="cancel-refund">{money(figures.refundPence)}</dd>
        </div>
        {figures.balanceOwedPence > 0 && (
          <div>
            <dt>{copy.balanceOwed}</dt>
            <dd>{money(figures.balanceOwedPence)}</dd>
          </div>
        )}
        {/* Decision 065: monthly, where a refund goes and when a balance is collected. */}
        {debit?.bankRefund && (
          <>
            <div>
              <dt>{copy.cardRefund}</dt>
              <dd>{money(figures.cardRefundPence)}</dd>
            </div>
            <div>
              <dt>{copy.bankRefund(debit.accountNumberEnding)}</dt>
              <dd data-testid="cancel-bank-refund">{money(debit.bankRefund.amountPence)}</dd>
            </div>
          </>
        )}
        {debit?.finalCollection && (
          <div>
            <dt>{copy.finalCollection(debit.accountNumberEnding)}</dt>
            <dd data-testid="cancel-final-collection">
              {copy.finalCollectionValue(
                money(debit.finalCollection.amountPence),
                formatLongDate(debit.finalCollection.date),
              )}
            </dd>
          </div>
        )}
      </dl>
      {/* The server's words state the rule that applies (14 days or not) and when the refund is
          paid; the page does not say them twice. */}
      {figures.explanation.map((line, index) => (
        // The server's lines, in its order.
        <p key={index}>{line}</p>
      ))}
      <div className={styles.warning}>
        <p>{figures.continuousInsuranceWarning}</p>
      </div>
    </>
  );
}

/** The refund in one sentence: to the card, and (decision 065) any part to the bank account. */
function refundWords(cancellation: Cancellation): string {
  if (cancellation.refundPence === 0) return copy.doneNoRefund;
  const by = formatLongDate(cancellation.refundBy);
  const debit = cancellation.directDebit;
  const bank = debit?.bankRefund;
  if (!debit || !bank) return copy.doneRefund(money(cancellation.refundPence), by);
  const digits = debit.accountNumberEnding;
  return cancellation.cardRefundPence > 0
    ? copy.doneRefundSplit(money(cancellation.cardRefundPence), money(bank.amountPence), digits, by)
    : copy.doneRefundToBank(money(bank.amountPence), digits, by);
}

/** What the server answered: the refund and when, the documents no longer valid, the e-mail. */
function Cancelled({
  cancellation,
  policyHref,
}: {
  cancellation: Cancellation;
  policyHref: string;
}) {
  // From a later date: cover ends after the moment of cancelling (now ends it at that moment).
  const later =
    Date.parse(cancellation.effectiveAt) > Date.parse(cancellation.cancelledAt) + 60_000;
  const debit = cancellation.directDebit;
  return (
    <>
      <h1>{later ? copy.doneScheduledHeading : copy.doneHeading}</h1>
      <div className={styles.success}>
        <p>{copy.doneEnds(formatUkDateTime(cancellation.effectiveAt), later)}</p>
        <p data-testid="cancel-done-refund">{refundWords(cancellation)}</p>
        {debit?.finalCollection ? (
          <p data-testid="cancel-done-final-collection">
            {copy.doneFinalCollection(
              money(debit.finalCollection.amountPence),
              formatLongDate(debit.finalCollection.date),
              debit.accountNumberEnding,
            )}
          </p>
        ) : (
          cancellation.balanceOwedPence > 0 && (
            <p>{copy.doneOwed(money(cancellation.balanceOwedPence))}</p>
          )
        )}
      </div>
      <p>{copy.doneDocuments}</p>
      <p>{copy.doneEmail}</p>
      <div className={styles.warning}>
        <p>{cancellation.continuousInsuranceWarning}</p>
      </div>
      <p>
        <Link to={policyHref}>{copy.donePolicy}</Link>
      </p>
      <p>
        <Link to={pageHref('Account')}>{copy.doneAccount}</Link>
      </p>
    </>
  );
}
