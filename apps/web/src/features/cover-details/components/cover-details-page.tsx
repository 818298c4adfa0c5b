import {
  applyCoverDetails,
  coverDetailsAnswersThatApply,
  coverDetailsFormFromQuote,
  coverDetailsFormSchema,
  coverDetailsQuestionsThatApply,
  datePartsFromIsoDate,
  HOME_RENEWAL_MONTH_CODES,
  MAX_NCD_YEARS,
  MAX_PREVIOUS_EXPERIENCE_YEARS,
  type CoverDetailsForm,
} from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import { HOME_RENEWAL_MONTH_UNSET, PAY_METHOD_TYPES } from '@van/domain/reference-data';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DateInput } from '../../../components/ui/date-input';
import { ErrorSummary, errorSummaryItems } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioField } from '../../../components/ui/radio-field';
import { YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { coverDetailsCopy as copy } from '../../../content/cover-details';
import { todayIsoDate } from '../../../lib/dates';
import { asNumber, asOptional } from '../../../lib/form-values';
import { useMetadataList } from '../../../lib/metadata';
import { useJourneyStore } from '../../../stores/journey-store';
import { usePriceAndContinue } from '../../../stores/use-price-and-continue';
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

  const schema = useMemo(() => coverDetailsFormSchema(today), [today]);
  // §4.2: the journey opened here because the saved quote's start date has passed (decision 033):
  // say so, and ask for a new date rather than showing the old one.
  const asksNewStart = quote.topUp?.van?.shouldAskPolicyStartDate === true;
  const { form, summary, onSubmit } = useQuestionPage({
    page: 'CoverDetails',
    schema,
    defaults: () => {
      const saved = coverDetailsFormFromQuote(quote);
      if (asksNewStart) delete saved.coverStartDate;
      return saved;
    },
    fieldIds: FIELD_IDS,
    summaryItems: (fieldErrors) => errorSummaryItems(fieldErrors, askedFieldIds()),
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  // Priced, the page's answers complete it (§4.3); a refusal shows in the summary, answers kept.
  const pricing = usePriceAndContinue({
    from: 'CoverDetails',
    completes: 'CoverDetails',
    onRefused: (message) => summary.show([{ message }]),
  });
  const ncdYears = useWatch({ control, name: 'noClaimDiscountYears' });
  const { noClaimDiscountProtection: hasNcd, previousExperience: asksExperience } =
    coverDetailsQuestionsThatApply(typeof ncdYears === 'number' ? ncdYears : undefined);

  /** A question not on the page (protection before a discount is chosen) is not in the summary. */
  function askedFieldIds() {
    const hidden = new Set<string>([
      ...(hasNcd ? [] : ['noClaimDiscountProtection']),
      ...(asksExperience ? [] : ['prevDrivingExpType', 'prevDrivingExpNoClaimYears']),
    ]);
    return Object.fromEntries(Object.entries(FIELD_IDS).filter(([name]) => !hidden.has(name)));
  }

  async function priceAnswers(given: CoverDetailsForm) {
    // Answers to questions that no longer apply are not sent.
    const answers = coverDetailsAnswersThatApply(given);
    const journey = useJourneyStore.getState();
    const answered = applyCoverDetails(quote, answers, today);
    journey.setWorkingQuote(answered);
    // §4.4: created the first time, updated after a change; stored whatever the outcome.
    await pricing.priceAndContinue(answered, idempotencyKey);
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
        onSubmit={onSubmit(priceAnswers)}
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
