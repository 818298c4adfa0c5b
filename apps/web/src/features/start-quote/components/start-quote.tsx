import { zodResolver } from '@hookform/resolvers/zod';
import {
  buildCreateQuoteRequest,
  createDefaultDirectQuote,
  deriveRetrievalKey,
  pageAfterPricing,
  pageHref,
} from '@van/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateInput, dateInputFirstId } from '../../../components/ui/date-input';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { startQuoteCopy as copy } from '../../../content/start-quote';
import { ApiError } from '../../../lib/api-client';
import { todayIsoDate } from '../../../lib/dates';
import { useJourneyStore } from '../../../stores/journey-store';
import { useCreateQuote } from '../api/create-quote';
import { applyStartQuoteAnswers } from '../apply-start-quote-answers';

import {
  createStartQuoteFormSchema,
  defaultStartQuoteFormValues,
  MAX_NCD_YEARS,
  type StartQuoteAnswers,
  type StartQuoteFormValues,
} from '../start-quote.form';
import styles from './start-quote.module.css';

type FieldName = keyof StartQuoteFormValues;

/** Element ids, in page order: the error summary lists problems in the order of the questions. */
const FIELD_IDS: Readonly<Record<FieldName, string>> = {
  registrationNumber: 'registration-number',
  estimatedValue: 'estimated-value',
  firstName: 'first-name',
  lastName: 'last-name',
  dateOfBirth: 'date-of-birth',
  postcode: 'postcode',
  ncdYears: 'ncd-years',
  coverStartDate: 'cover-start-date',
};
const FIELD_ORDER = Object.keys(FIELD_IDS) as FieldName[];

/** The id an error summary link should focus: the first box of a date, the input otherwise. */
function focusTargetId(name: FieldName): string {
  const id = FIELD_IDS[name];
  return name === 'dateOfBirth' || name === 'coverStartDate' ? dateInputFirstId(id) : id;
}

function summaryItems(errors: FieldErrors<StartQuoteFormValues>): ErrorSummaryItem[] {
  return FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ message, fieldId: focusTargetId(name) }] : [];
  });
}

const NCD_OPTIONS = Array.from({ length: MAX_NCD_YEARS + 1 }, (_, years) => ({
  value: String(years),
  label: String(years),
}));

/**
 * 'Start your quote': the minimal question set, sent as a new direct quote (§4.4 create direct
 * quote). On a price the quote is stored and the customer goes to your-quote.
 */
export function StartQuote() {
  // Read once per visit: the cover start window and the age check are relative to this day.
  const [today] = useState(todayIsoDate);
  const schema = useMemo(() => createStartQuoteFormSchema(today), [today]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: defaultStartQuoteFormValues(today),
    // Focus goes to the error summary instead, which then links to each field (GOV.UK pattern).
    shouldFocusError: false,
  });

  const setQuote = useJourneyStore((state) => state.setQuote);
  const setPageValidity = useJourneyStore((state) => state.setPageValidity);
  const navigate = useNavigate();
  const createQuote = useCreateQuote();

  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);

  /**
   * Shows the summary and moves focus to it, so a screen reader announces the problems and a
   * sighted keyboard user starts from them. flushSync renders the summary before focusing it.
   */
  function showSummary(items: ErrorSummaryItem[]) {
    flushSync(() => setSummary(items));
    summaryRef.current?.focus();
  }

  async function submitAnswers(answers: StartQuoteAnswers) {
    setSummary([]);
    const quote = applyStartQuoteAnswers(createDefaultDirectQuote(today), answers);
    try {
      const created = await createQuote.mutateAsync({
        request: buildCreateQuoteRequest(quote),
        idempotencyKey: crypto.randomUUID(),
      });
      const retrievalKey = deriveRetrievalKey(created);
      if (retrievalKey === undefined) {
        // The service priced a quote we could never retrieve: treat as a broken response.
        await navigate(pageHref('ServiceUnavailable'));
        return;
      }
      // §4.4: the quote is stored whatever the outcome, declined and referred ones too.
      setQuote(created, retrievalKey);
      // This one page stands in for the van, driver and cover pages until they are built, so the
      // pages before the quote are complete now (§4.2); then your-quote, no-quote or call us.
      const next = pageAfterPricing(created);
      setPageValidity(next.validPages, true);
      await navigate(pageHref(next.page));
    } catch (error) {
      if (error instanceof ApiError && error.isClientError) {
        // The service's message is meant for the customer (ApiErrorSchema); what they typed stays.
        showSummary([{ message: error.message }]);
        return;
      }
      // §4.1 / §8: a quote call that still fails after its retries goes to service-unavailable.
      await navigate(pageHref('ServiceUnavailable'));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(submitAnswers, (fieldErrors) => showSummary(summaryItems(fieldErrors)))(
      event,
    );
  }

  const sending = createQuote.isPending;

  return (
    <>
      <ErrorSummary ref={summaryRef} errors={summary} />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextInput
          id={FIELD_IDS.registrationNumber}
          label={copy.registrationLabel}
          hint={copy.registrationHint}
          error={errors.registrationNumber?.message}
          width="10"
          upperCase
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...register('registrationNumber')}
        />
        <TextInput
          id={FIELD_IDS.estimatedValue}
          label={copy.valueLabel}
          hint={copy.valueHint}
          error={errors.estimatedValue?.message}
          prefix="£"
          width="10"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          {...register('estimatedValue')}
        />
        <TextInput
          id={FIELD_IDS.firstName}
          label={copy.firstNameLabel}
          error={errors.firstName?.message}
          width="20"
          autoComplete="given-name"
          spellCheck={false}
          {...register('firstName')}
        />
        <TextInput
          id={FIELD_IDS.lastName}
          label={copy.lastNameLabel}
          error={errors.lastName?.message}
          width="20"
          autoComplete="family-name"
          spellCheck={false}
          {...register('lastName')}
        />
        <DateInput
          id={FIELD_IDS.dateOfBirth}
          legend={copy.dateOfBirthLegend}
          hint={copy.dateOfBirthHint}
          error={errors.dateOfBirth?.message}
          day={{ autoComplete: 'bday-day', ...register('dateOfBirth.day') }}
          month={{ autoComplete: 'bday-month', ...register('dateOfBirth.month') }}
          year={{ autoComplete: 'bday-year', ...register('dateOfBirth.year') }}
        />
        <TextInput
          id={FIELD_IDS.postcode}
          label={copy.postcodeLabel}
          hint={copy.postcodeHint}
          error={errors.postcode?.message}
          width="8"
          upperCase
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          {...register('postcode')}
        />
        <Select
          id={FIELD_IDS.ncdYears}
          label={copy.ncdLabel}
          hint={copy.ncdHint}
          error={errors.ncdYears?.message}
          placeholder={copy.ncdPlaceholder}
          options={NCD_OPTIONS}
          {...register('ncdYears')}
        />
        <DateInput
          id={FIELD_IDS.coverStartDate}
          legend={copy.coverStartLegend}
          hint={copy.coverStartHint}
          error={errors.coverStartDate?.message}
          day={register('coverStartDate.day')}
          month={register('coverStartDate.month')}
          year={register('coverStartDate.year')}
        />
        <Button type="submit" disabled={sending || isSubmitting}>
          {copy.submit}
        </Button>
        {/* Present before it has anything to say, so screen readers announce the text when it
            appears. */}
        <p role="status" className={styles.status}>
          {sending ? copy.sending : ''}
        </p>
      </form>
    </>
  );
}
