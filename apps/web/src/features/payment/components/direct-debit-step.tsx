import { type DirectDebitMandateAnswer } from '@van/domain/contract';
import {
  bankHolidaysFrom,
  DIRECT_DEBIT_GUARANTEE,
  DIRECT_DEBIT_POLICYHOLDER_TEXT,
} from '@van/domain/payment';
import { selectedResult, type Quote } from '@van/domain/quote';
import { formatLongDate, formatMoney, formatPercent } from '@van/domain/shared';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { DetailsList } from '../../../components/ui/details-list';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { paymentCopy as copy } from '../../../content/payment';
import { ApiError } from '../../../lib/api-client';
import { todayIsoDate } from '../../../lib/dates';
import { asNumber } from '../../../lib/form-values';
import { useGiveDirectDebitMandate } from '../../../lib/payment-service';
import { usePublicConfig } from '../../../lib/public-config';
import { priceDetails } from '../../../lib/quote-figures';
import { useJourneyStore } from '../../../stores/journey-store';
import {
  collectionsPreview,
  defaultCollectionDay,
  DirectDebitStepSchema,
  type DirectDebitStepForm,
  type DirectDebitStepInput,
} from '../direct-debit-form';
import styles from './payment.module.css';

/** Field names in page order, with the id of the control an error summary link focuses. */
const FIELD_IDS = {
  accountHolderName: 'account-holder-name',
  sortCode: 'sort-code',
  accountNumber: 'account-number',
  collectionDay: 'collection-day',
  soleSignatory: 'sole-signatory',
} as const satisfies Record<keyof DirectDebitStepForm, string>;

/**
 * The Direct Debit step of paying monthly (§4.8 isDDStep; decision 028): the policyholder text,
 * the bank details, the collections they would give (the domain's schedule, the rule the server
 * applies), the credit agreement's terms and the Direct Debit Guarantee, all before the customer
 * confirms. The server checks the account (VocaLink modulus check) and the credit check.
 */
export function DirectDebitStep({
  quote,
  onMandated,
  onRefused,
}: {
  quote: Quote;
  onMandated: (answer: DirectDebitMandateAnswer) => void;
  onRefused: (error: unknown) => void;
}) {
  const { brokerLegalName, bankHolidays } = usePublicConfig();
  const headingId = useId();
  const mandateCall = useGiveDirectDebitMandate();
  // No draft is kept (no page): bank details are not left in storage.
  const { form, summary, onSubmit } = useQuestionPage<DirectDebitStepInput, DirectDebitStepForm>({
    schema: DirectDebitStepSchema,
    fieldIds: FIELD_IDS,
  });
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = form;
  const collectionDay = useWatch({ control, name: 'collectionDay' });
  const result = selectedResult(quote);
  const details = priceDetails(quote, result);
  const today = todayIsoDate();
  const preview = collectionsPreview(quote, today, collectionDay, bankHolidaysFrom(bankHolidays));

  async function confirm(answers: DirectDebitStepForm) {
    const { quoteKey } = useJourneyStore.getState();
    if (quoteKey === null) return;
    try {
      onMandated(
        await mandateCall.mutateAsync({
          quoteKey,
          accountHolderName: answers.accountHolderName,
          sortCode: answers.sortCode,
          accountNumber: answers.accountNumber,
          soleSignatory: true,
          ...(answers.collectionDay === undefined ? {} : { collectionDay: answers.collectionDay }),
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'BankAccountInvalid') {
        // What they typed stays in the boxes, to be corrected.
        setError('accountNumber', { message: error.message });
        summary.show([{ message: error.message, fieldId: FIELD_IDS.sortCode }]);
        return;
      }
      onRefused(error);
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <ErrorSummary errors={summary.items} />
      <h2 id={headingId}>{copy.ddHeading}</h2>
      <h3>{DIRECT_DEBIT_POLICYHOLDER_TEXT.heading}</h3>
      {DIRECT_DEBIT_POLICYHOLDER_TEXT.paragraphs(brokerLegalName).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}

      <h3>{copy.scheduleHeading}</h3>
      {preview === undefined ? (
        <p>{copy.scheduleUnavailable}</p>
      ) : (
        <>
          <p>{copy.scheduleIntro}</p>
          <table className={styles.table}>
            <caption className={styles.caption}>{copy.scheduleCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.scheduleDate}</th>
                <th scope="col">{copy.scheduleAmount}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{copy.scheduleDeposit}</td>
                <td>{formatMoney(details.depositAmountTotal)}</td>
              </tr>
              {preview.map((collection) => (
                <tr key={collection.date}>
                  <td>{formatLongDate(collection.date)}</td>
                  <td>{formatMoney(collection.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <h3>{copy.creditHeading}</h3>
      <p>{copy.creditIntro}</p>
      <DetailsList
        rows={[
          {
            label: copy.apr,
            value: copy.aprValue(formatPercent(details.aprRateNewInstruction)),
          },
          { label: copy.deposit, value: formatMoney(details.depositAmountTotal) },
          {
            label: copy.instalments,
            value: copy.instalmentsValue(
              details.paymentCountNormal,
              formatMoney(details.paymentAmountNormal),
            ),
          },
          details.totalAmountOfCredit > 0 && {
            label: copy.credit,
            value: formatMoney(details.totalAmountOfCredit),
          },
          { label: copy.interest, value: formatMoney(details.interestAmountTotal) },
          { label: copy.total, value: formatMoney(details.monthlyTotalPayable) },
        ]}
      />

      <QuestionForm
        onSubmit={onSubmit(confirm)}
        submitLabel={copy.confirmMandate}
        busy={mandateCall.isPending}
        busyText={copy.sendingMandate}
      >
        <TextInput
          id={FIELD_IDS.accountHolderName}
          label={copy.accountHolderName}
          error={errors.accountHolderName?.message}
          autoComplete="name"
          spellCheck={false}
          {...register('accountHolderName')}
        />
        <TextInput
          id={FIELD_IDS.sortCode}
          label={copy.sortCode}
          hint={copy.sortCodeHint}
          error={errors.sortCode?.message}
          width="10"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          {...register('sortCode')}
        />
        <TextInput
          id={FIELD_IDS.accountNumber}
          label={copy.accountNumber}
          hint={copy.accountNumberHint}
          error={errors.accountNumber?.message}
          width="10"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          {...register('accountNumber')}
        />
        <TextInput
          id={FIELD_IDS.collectionDay}
          label={copy.collectionDay}
          hint={copy.collectionDayHint(defaultCollectionDay(quote))}
          error={errors.collectionDay?.message}
          width="4"
          inputMode="numeric"
          autoComplete="off"
          {...register('collectionDay', { setValueAs: asNumber })}
        />
        <Checkbox
          id={FIELD_IDS.soleSignatory}
          label={DIRECT_DEBIT_POLICYHOLDER_TEXT.soleSignatoryLabel}
          error={errors.soleSignatory?.message}
          {...register('soleSignatory')}
        />
        <div className={styles.guarantee}>
          <h3>{DIRECT_DEBIT_GUARANTEE.heading}</h3>
          <ul>
            {DIRECT_DEBIT_GUARANTEE.points(brokerLegalName).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </QuestionForm>
    </section>
  );
}

/** What the server took: the reference, the account (its last four digits) and the collections. */
export function MandateSummary({ mandate }: { mandate: DirectDebitMandateAnswer }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{copy.mandateHeading}</h2>
      <DetailsList
        rows={[
          { label: copy.mandateReference, value: mandate.mandateReference },
          {
            label: copy.mandateAccount,
            value: copy.mandateAccountValue(
              mandate.accountHolderName,
              mandate.sortCode,
              mandate.accountNumberEnding,
            ),
          },
          { label: copy.mandateDeposit, value: formatMoney(mandate.deposit) },
        ]}
      />
      <table className={styles.table}>
        <caption className={styles.caption}>{copy.scheduleCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.scheduleDate}</th>
            <th scope="col">{copy.scheduleAmount}</th>
          </tr>
        </thead>
        <tbody>
          {mandate.collections.map((collection) => (
            <tr key={collection.date}>
              <td>{formatLongDate(collection.date)}</td>
              <td>{formatMoney(collection.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
