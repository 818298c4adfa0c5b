import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyCoverDetails,
  coverDetailsFormFromQuote,
  coverDetailsFormSchema,
  datePartsFromIsoDate,
  HOME_RENEWAL_MONTH_CODES,
  MAX_NCD_YEARS,
  MAX_PREVIOUS_EXPERIENCE_YEARS,
  type CoverDetailsForm,
} from '@van/domain/forms';
import { pageAfterPricing, pageHref } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { HOME_RENEWAL_MONTH_UNSET, PAY_METHOD_TYPES } from '@van/domain/reference-data';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/ui/date-input';
import {
  ErrorSummary,
  errorSummaryItems,
  useErrorSummary,
} from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioField } from '../../../components/ui/radio-field';
import { YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { coverDetailsCopy as copy } from '../../../content/cover-details';
import { ApiError } from '../../../lib/api-client';
import { todayIsoDate } from '../../../lib/dates';
import { asNumber, asOptional } from '../../../lib/form-values';
import { useMetadataList } from '../../../lib/metadata';
import { clearDraft, useDraftOrSaved, useKeepDraft } from '../../../stores/form-drafts';
import { useJourneyStore } from '../../../stores/journey-store';
import { usePriceQuote } from '../../../lib/price-quote';
import styles from './cover-details-page.module.css';

/** Field names in page order, with the id of the control an error summary link focuses. */
const FIELD_IDS = {
  coverStartDate: 'cover-start-date',
  homeRenewalMonth: 'home-renewal-month',
  noClaimDiscountYears: 'ncd-years',
  noClaimDiscountProtection: 'ncd-protection',
  prevDrivingExpType: 'previous-experience',
  prevDrivingExpNoClaimYears: 'previous-experience-years',
  coverLevel: 'cover-level',
  paymentFrequency: 'payment-frequency',
} as const satisfies Record<keyof CoverDetailsForm, string>;

const yearOptions = (max: number, lastLabel: string) =>
  Array.from({ length: max + 1 }, (_, years) => ({
    value: String(years),
    label: years === max ? lastLabel : String(years),
  }));
const NCD_OPTIONS = yearOptions(MAX_NCD_YEARS, copy.ncdTwentyOrMore);
const EXPERIENCE_YEAR_OPTIONS = yearOptions(MAX_PREVIOUS_EXPERIENCE_YEARS, copy.ncdTwentyOrMore);
const RENEWAL_MONTH_OPTIONS = HOME_RENEWAL_MONTH_CODES.map((code) => ({
  value: code,
  label:
    code === HOME_RENEWAL_MONTH_UNSET
      ? copy.homeRenewalUnknown
      : (copy.months[Number(code) - 1] ?? code),
}));
const PAYMENT_OPTIONS = PAY_METHOD_TYPES.map((code) => ({
  value: code,
  label: copy.paymentOptions[code],
}));

/**
 * cover-details: when the cover starts, no claims discount and other experience, the level of
 * cover and how to pay (§2.6, §3.9). Its answers complete the quote, which is then priced: created
 * the first time, updated after a change (§4.4), and the journey goes where the price leads
 * (your-quote, no-quote, or call-us-to-complete).
 */
export function CoverDetailsPage() {
  const quote = useJourneyStore((state) => state.quote);
  return quote ? <CoverDetailsForm quote={quote} /> : null;
}

function CoverDetailsForm({ quote }: { quote: Quote }) {
  const [today] = useState(todayIsoDate);
  // One key per visit to this page: every retry of the same answers reuses it (§7.1), so the
  // service can never make two quotes of one submission.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // §2.2: the loader has fetched both lists before the page opens.
  const previousExperience = useMetadataList('Previous Experience');
  const coverTypes = useMetadataList('Type of Cover');
  const navigate = useNavigate();
  const pricing = usePriceQuote();
  const summary = useErrorSummary();

  const schema = useMemo(() => coverDetailsFormSchema(today), [today]);
  // §4.2: the journey opened here because the saved quote's start date has passed (decision 033):
  // say so, and ask for a new date rather than showing the old one.
  const asksNewStart = quote.topUp?.van?.shouldAskPolicyStartDate === true;
  const defaultValues = useDraftOrSaved('CoverDetails', (): Partial<CoverDetailsForm> => {
    const saved = coverDetailsFormFromQuote(quote);
    if (asksNewStart) delete saved.coverStartDate;
    return saved;
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CoverDetailsForm>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
  useKeepDraft('CoverDetails', watch);
  const ncdYears = useWatch({ control, name: 'noClaimDiscountYears' });
  const hasNcd = typeof ncdYears === 'number' && ncdYears > 0;
  const asksExperience = ncdYears === 0;

  async function priceAnswers(form: CoverDetailsForm) {
    summary.clear();
    // Questions that no longer apply are not sent (protection needs a discount; experience stands
    // in for a discount).
    const answers: CoverDetailsForm = {
      ...form,
      noClaimDiscountProtection: form.noClaimDiscountYears > 0 && form.noClaimDiscountProtection,
      ...(form.noClaimDiscountYears > 0
        ? { prevDrivingExpType: undefined, prevDrivingExpNoClaimYears: undefined }
        : {}),
    };
    const journey = useJourneyStore.getState();
    const answered = applyCoverDetails(quote, answers, today);
    journey.setWorkingQuote(answered);
    try {
      const priced = await pricing.mutateAsync({
        quote: answered,
        retrievalKey: journey.retrievalKey,
        idempotencyKey,
      });
      // §4.4: the quote is stored whatever the outcome, declined and referred ones too.
      journey.setQuote(priced.quote, priced.retrievalKey);
      clearDraft('CoverDetails');
      const next = pageAfterPricing(priced.quote);
      journey.setPageValidity([...next.validPages, 'CoverDetails'], true);
      // A change made from check-your-details returns there once priced; a declined or referred
      // price still goes where it leads, and the change is over either way (decision 023).
      const { returnTo } = useJourneyStore.getState();
      journey.setReturnTo(null);
      await navigate(
        pageHref(next.page === 'YourQuote' && returnTo !== null ? returnTo : next.page),
      );
    } catch (error) {
      if (error instanceof ApiError && error.isClientError) {
        // The service's message is meant for the customer (ApiErrorSchema); the answers stay.
        summary.show([{ message: error.message }]);
        return;
      }
      // §8: a quote call that still fails after its retries goes to service-unavailable.
      await navigate(pageHref('ServiceUnavailable'));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A question not on the page (protection before a discount is chosen) is not in the summary.
    const hidden = new Set<string>([
      ...(hasNcd ? [] : ['noClaimDiscountProtection']),
      ...(asksExperience ? [] : ['prevDrivingExpType', 'prevDrivingExpNoClaimYears']),
    ]);
    const shown = Object.fromEntries(
      Object.entries(FIELD_IDS).filter(([name]) => !hidden.has(name)),
    );
    void handleSubmit(priceAnswers, (fieldErrors) =>
      summary.show(errorSummaryItems(fieldErrors, shown)),
    )(event);
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      {asksNewStart && (
        <div className={styles.notice} role="note" aria-labelledby="start-passed-heading">
          <h2 id="start-passed-heading">{copy.startPassedHeading}</h2>
          <p>{copy.startPassedText}</p>
        </div>
      )}
      <QuestionForm
        onSubmit={onSubmit}
        submitLabel={copy.submit}
        busy={pricing.isPending}
        busyText={copy.sending}
      >
        <DateInput
          id={FIELD_IDS.coverStartDate}
          legend={copy.coverStartLegend}
          hint={copy.coverStartHint(datePartsFromIsoDate(today))}
          error={errors.coverStartDate?.message ?? firstPartError(errors.coverStartDate)}
          day={register('coverStartDate.day', { setValueAs: asNumber })}
          month={register('coverStartDate.month', { setValueAs: asNumber })}
          year={register('coverStartDate.year', { setValueAs: asNumber })}
        />
        <Select
          id={FIELD_IDS.homeRenewalMonth}
          label={copy.homeRenewalLabel}
          hint={copy.homeRenewalHint}
          error={errors.homeRenewalMonth?.message}
          options={RENEWAL_MONTH_OPTIONS}
          {...register('homeRenewalMonth')}
        />
        <Select
          id={FIELD_IDS.noClaimDiscountYears}
          label={copy.ncdLabel}
          hint={copy.ncdHint}
          error={errors.noClaimDiscountYears?.message}
          placeholder={copy.ncdPlaceholder}
          options={NCD_OPTIONS}
          {...register('noClaimDiscountYears', {
            setValueAs: asNumber,
            // Protection is asked only with a discount to protect; without one it is No.
            onChange: (event: { target: { value: string } }) => {
              if (asNumber(event.target.value) === 0) setValue('noClaimDiscountProtection', false);
            },
          })}
        />
        {hasNcd && (
          <RadioField
            control={control}
            name="noClaimDiscountProtection"
            id={FIELD_IDS.noClaimDiscountProtection}
            legend={copy.ncdProtectionLegend}
            hint={copy.ncdProtectionHint}
            options={YES_NO_OPTIONS}
            inline
          />
        )}
        {asksExperience && (
          <>
            <Select
              id={FIELD_IDS.prevDrivingExpType}
              label={copy.experienceLabel}
              hint={copy.experienceHint}
              error={errors.prevDrivingExpType?.message}
              placeholder={copy.experiencePlaceholder}
              options={previousExperience.map((item) => ({
                value: item.code,
                label: item.description,
              }))}
              {...register('prevDrivingExpType', { setValueAs: asOptional })}
            />
            <Select
              id={FIELD_IDS.prevDrivingExpNoClaimYears}
              label={copy.experienceYearsLabel}
              hint={copy.experienceYearsHint}
              error={errors.prevDrivingExpNoClaimYears?.message}
              placeholder={copy.experiencePlaceholder}
              options={EXPERIENCE_YEAR_OPTIONS}
              {...register('prevDrivingExpNoClaimYears', { setValueAs: asNumber })}
            />
          </>
        )}
        <RadioField
          control={control}
          name="coverLevel"
          id={FIELD_IDS.coverLevel}
          legend={copy.coverLevelLegend}
          options={coverTypes.map((item) => ({
            value: item.code as CoverDetailsForm['coverLevel'],
            label: item.description,
            hint: copy.coverLevelHints[item.code],
          }))}
        />
        <RadioField
          control={control}
          name="paymentFrequency"
          id={FIELD_IDS.paymentFrequency}
          legend={copy.paymentLegend}
          hint={copy.paymentHint}
          options={PAYMENT_OPTIONS}
        />
      </QuestionForm>
      <section className={styles.whyChooseUs} aria-labelledby="why-choose-us">
        <h2 id="why-choose-us">{copy.whyChooseUsHeading}</h2>
        <ul>
          {copy.whyChooseUs.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** A date's own message, or the first of its day, month and year messages. */
function firstPartError(
  error:
    | { day?: { message?: string }; month?: { message?: string }; year?: { message?: string } }
    | undefined,
): string | undefined {
  return error?.day?.message ?? error?.month?.message ?? error?.year?.message;
}
