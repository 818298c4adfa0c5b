import { useSuspenseQueries } from '@tanstack/react-query';
import { applyDriverDetails } from '@van/domain/forms';
import { coverStartDate, type MetadataItem, type Quote } from '@van/domain/quote';
import { DRIVING_RESTRICTIONS, type MetadataListName } from '@van/domain/reference-data';
import { Suspense, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { ConvictionsQuestion } from '../../../components/questions/convictions-question';
import {
  OccupationQuestions,
  type OccupationLists,
} from '../../../components/questions/occupation-questions';
import { Checkbox } from '../../../components/ui/checkbox';
import { DateInput } from '../../../components/ui/date-input';
import { ErrorSummary, firstErrorMessage } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioField } from '../../../components/ui/radio-field';
import { YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { driverDetailsCopy as copy } from '../../../content/driver-details';
import { cx } from '../../../lib/cx';
import { todayIsoDate } from '../../../lib/dates';
import { asNumber, asOptional } from '../../../lib/form-values';
import { metadataListQueryOptions } from '../../../lib/metadata';
import { useJourneyStore } from '../../../stores/journey-store';
import { useSaveAnswers } from '../../../stores/use-save-answers';
import {
  driverDetailsFormOf,
  driverDetailsScreenSchema,
  FIELD_IDS,
  FULL_TIME_IDS,
  initialAnswers,
  PART_TIME_IDS,
  summaryItems,
  type DriverDetailsAnswers,
  type DriverDetailsInput,
} from '../driver-details-answers';
import { AddressQuestion, addressProblem, useAddressEntry } from './address-question';
import styles from './driver-details.module.css';

// §9.12 lists this page chooses from, fetched together rather than one after another.
const LIST_NAMES = [
  'MaritalStatus',
  'EmployStatus',
  'Occupation',
  'Employer',
  'Convictions',
] as const satisfies readonly MetadataListName[];

const toOptions = (items: readonly MetadataItem[]) =>
  items.map((item) => ({ value: item.code, label: item.description }));

function combineLists(results: ReadonlyArray<{ data: MetadataItem[] }>) {
  const [marital, statuses, occupations, businesses, convictions] = results.map(
    (result) => result.data,
  ) as [MetadataItem[], MetadataItem[], MetadataItem[], MetadataItem[], MetadataItem[]];
  return {
    relationshipStatuses: toOptions(marital),
    jobs: { statuses: toOptions(statuses), occupations, businesses } satisfies OccupationLists,
    offences: convictions,
  };
}

function useDriverDetailsLists() {
  return useSuspenseQueries({
    queries: LIST_NAMES.map((name) => metadataListQueryOptions(name)),
    combine: combineLists,
  });
}

const GENDER_OPTIONS = [
  { value: 'M', label: copy.genderOptions.M },
  { value: 'F', label: copy.genderOptions.F },
] as const;

const DRIVING_RESTRICTION_OPTIONS = DRIVING_RESTRICTIONS.map((item) => ({
  value: item.code,
  label: item.description,
}));

/**
 * driver-details (§2.6, §3.9): the proposer's own details, address, history and jobs. The answers
 * are checked by the domain's driverDetailsFormSchema (age 17-99 on the day cover starts, §5.1)
 * and written by applyDriverDetails; then on to licence-details.
 */
export function DriverDetailsPage() {
  const quote = useJourneyStore((state) => state.quote);
  // The guard lets no one here without a quote; nothing to ask about without one.
  if (quote === null) return null;
  return (
    <Suspense
      fallback={
        <>
          <h1>{copy.heading}</h1>
          <p role="status">{copy.loading}</p>
        </>
      }
    >
      <DriverDetailsQuestions quote={quote} />
    </Suspense>
  );
}

function DriverDetailsQuestions({ quote }: { quote: Quote }) {
  const [today] = useState(todayIsoDate);
  const [schema] = useState(() => driverDetailsScreenSchema(today, coverStartDate(quote, today)));
  const { form, summary, onSubmit, defaults } = useQuestionPage<
    DriverDetailsInput,
    DriverDetailsAnswers
  >({
    page: 'DriverDetails',
    schema,
    defaults: () => initialAnswers(quote),
    fieldIds: FIELD_IDS,
    // The address line depends on how the address is being given (its entry mode).
    summaryItems: (fieldErrors) =>
      summaryItems(fieldErrors, addressProblem(address, fieldErrors.address)),
  });
  const lists = useDriverDetailsLists();
  const save = useSaveAnswers();
  const address = useAddressEntry(defaults.address !== undefined);
  const [hasPartTime, setHasPartTime] = useState(defaults.partTimeOccupation !== undefined);
  const {
    register,
    control,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const residency = useWatch({ control, name: 'residency' });

  // A title from elsewhere (a comparison site, a retrieved quote) stays choosable.
  const titles: readonly string[] = copy.titles;
  const title = defaults.title;
  const titleOptions = [...titles, ...(title && !titles.includes(title) ? [title] : [])].map(
    (value) => ({ value, label: value }),
  );

  async function saveAnswers(answers: DriverDetailsAnswers) {
    await save(
      applyDriverDetails(quote, driverDetailsFormOf(answers), today),
      ['DriverDetails'],
      'LicenceDetails',
    );
  }

  function onResidencyChange(sinceBirth: boolean) {
    // §5.5: since birth, residentSince is the date of birth; a month typed before is not sent.
    if (sinceBirth) {
      setValue('residencyMonth', undefined);
      setValue('residencyYear', undefined);
      clearErrors(['residencyMonth', 'residencyYear']);
    }
  }

  function onPartTimeChange(checked: boolean) {
    setHasPartTime(checked);
    if (!checked) {
      setValue('partTimeOccupation', undefined);
      clearErrors('partTimeOccupation');
    }
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      {/* The shared questions (convictions, jobs) read the form from its context. */}
      <FormProvider {...form}>
        <QuestionForm
          onSubmit={onSubmit(saveAnswers)}
          submitLabel={copy.submit}
          busy={isSubmitting}
          busyText={copy.sending}
        >
          <section className={styles.section} aria-labelledby="about-you-heading">
            <h2 id="about-you-heading">{copy.aboutYouHeading}</h2>
            <Select
              id={FIELD_IDS.title}
              label={copy.titleLabel}
              error={errors.title?.message}
              placeholder={copy.titlePlaceholder}
              options={titleOptions}
              autoComplete="honorific-prefix"
              {...register('title', { setValueAs: asOptional })}
            />
            <TextInput
              id={FIELD_IDS.firstName}
              label={copy.firstNameLabel}
              error={errors.firstName?.message}
              width="20"
              autoComplete="given-name"
              spellCheck={false}
              {...register('firstName', { setValueAs: asOptional })}
            />
            <TextInput
              id={FIELD_IDS.lastName}
              label={copy.lastNameLabel}
              error={errors.lastName?.message}
              width="20"
              autoComplete="family-name"
              spellCheck={false}
              {...register('lastName', { setValueAs: asOptional })}
            />
            <RadioField
              control={control}
              name="gender"
              id={FIELD_IDS.gender}
              legend={copy.genderLegend}
              options={GENDER_OPTIONS}
              inline
            />
            <DateInput
              id={FIELD_IDS.dateOfBirth}
              legend={copy.dateOfBirthLegend}
              hint={copy.dateOfBirthHint}
              error={firstErrorMessage(errors.dateOfBirth)}
              day={{
                autoComplete: 'bday-day',
                ...register('dateOfBirth.day', { setValueAs: asNumber }),
              }}
              month={{
                autoComplete: 'bday-month',
                ...register('dateOfBirth.month', { setValueAs: asNumber }),
              }}
              year={{
                autoComplete: 'bday-year',
                ...register('dateOfBirth.year', { setValueAs: asNumber }),
              }}
            />
            <Select
              id={FIELD_IDS.relationshipStatus}
              label={copy.relationshipStatusLabel}
              error={errors.relationshipStatus?.message}
              placeholder={copy.relationshipStatusPlaceholder}
              options={lists.relationshipStatuses}
              {...register('relationshipStatus', { setValueAs: asOptional })}
            />
            <RadioField
              control={control}
              name="residency"
              id={FIELD_IDS.residency}
              legend={copy.residencyLegend}
              options={YES_NO_OPTIONS}
              inline
              onAnswer={onResidencyChange}
            />
            {residency === false && (
              <div className={styles.subQuestions}>
                <DateInput
                  id={FIELD_IDS.residencyMonth}
                  legend={copy.residencyDateLegend}
                  hint={copy.residencyDateHint}
                  error={errors.residencyMonth?.message ?? errors.residencyYear?.message}
                  month={register('residencyMonth', { setValueAs: asNumber })}
                  year={register('residencyYear', { setValueAs: asNumber })}
                />
              </div>
            )}
          </section>

          <section className={styles.section} aria-labelledby="contact-heading">
            <h2 id="contact-heading">{copy.contactHeading}</h2>
            <TextInput
              id={FIELD_IDS.email}
              type="email"
              label={copy.emailLabel}
              hint={copy.emailHint}
              error={errors.email?.message}
              autoComplete="email"
              spellCheck={false}
              {...register('email', { setValueAs: asOptional })}
            />
            <TextInput
              id={FIELD_IDS.phoneNumber}
              type="tel"
              label={copy.phoneLabel}
              hint={copy.phoneHint}
              error={errors.phoneNumber?.message}
              width="20"
              autoComplete="tel"
              {...register('phoneNumber', { setValueAs: asOptional })}
            />
            <AddressQuestion form={form} entry={address} />
          </section>

          <section className={styles.section} aria-labelledby="history-heading">
            <h2 id="history-heading">{copy.historyHeading}</h2>
            <RadioField
              control={control}
              name="insuranceRefused"
              id={FIELD_IDS.insuranceRefused}
              legend={copy.insuranceRefusedLegend}
              options={YES_NO_OPTIONS}
              inline
            />
            <RadioField
              control={control}
              name="hasNonMotoringConvictions"
              id={FIELD_IDS.hasNonMotoringConvictions}
              legend={copy.nonMotoringLegend}
              hint={copy.nonMotoringHint}
              options={YES_NO_OPTIONS}
              inline
            />
            <RadioField
              control={control}
              name="drivingRestrictions"
              id={FIELD_IDS.drivingRestrictions}
              legend={copy.drivingRestrictionsLegend}
              options={DRIVING_RESTRICTION_OPTIONS}
            />
            <ConvictionsQuestion
              offences={lists.offences}
              copy={copy.convictions}
              removeLabel={copy.remove}
            />
            <RadioField
              control={control}
              name="homeOwner"
              id={FIELD_IDS.homeOwner}
              legend={copy.homeOwnerLegend}
              options={YES_NO_OPTIONS}
              inline
            />
          </section>

          <section className={styles.section} aria-labelledby="job-heading">
            <h2 id="job-heading">{copy.jobHeading}</h2>
            <OccupationQuestions
              name="occupation"
              ids={FULL_TIME_IDS}
              copy={copy}
              lists={lists.jobs}
            />
            <Checkbox
              id="has-part-time-job"
              label={copy.partTimeCheckbox}
              checked={hasPartTime}
              onChange={(event) => onPartTimeChange(event.target.checked)}
            />
            {hasPartTime && (
              <fieldset className={cx(styles.fieldset, styles.subQuestions)}>
                <legend className={styles.legend}>{copy.partTimeLegend}</legend>
                <OccupationQuestions
                  name="partTimeOccupation"
                  ids={PART_TIME_IDS}
                  copy={copy.partTimeJob}
                  lists={lists.jobs}
                />
              </fieldset>
            )}
          </section>
        </QuestionForm>
      </FormProvider>
    </>
  );
}
