import { useSuspenseQueries } from '@tanstack/react-query';
import { DRIVER_RELATIONSHIP_CODES, NEW_DRIVER_INDEX } from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { coverStartDate, type Quote } from '@van/domain/quote';
import { Suspense, useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { OccupationQuestions } from '../../../components/questions/occupation-questions';
import { DateInput } from '../../../components/ui/date-input';
import {
  ErrorSummary,
  firstErrorMessage,
  type ErrorSummaryItem,
} from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioField } from '../../../components/ui/radio-field';
import { YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { additionalDriverCopy as copy, DRIVER_TITLES } from '../../../content/additional-driver';
import { todayIsoDate } from '../../../lib/dates';
import { asNumber, asOptional } from '../../../lib/form-values';
import { metadataListQueryOptions } from '../../../lib/metadata';
import { useJourneyStore } from '../../../stores/journey-store';
import {
  detailsScreenDefaults,
  detailsScreenSchema,
  driverName,
  openDriver,
  withDetails,
  type DetailsScreenAnswers,
  type DetailsScreenInput,
} from '../additional-driver-screens';
import styles from './additional-driver.module.css';
import {
  ConvictionsQuestion,
  convictionFieldIds,
  HAS_CONVICTIONS_ID,
} from '../../../components/questions/convictions-question';
import { entryIds, summaryItems } from '../../../components/ui/error-items';

/** The controls an error summary link focuses, by field path, in page order. */
const FIELD_IDS = {
  title: 'driver-title',
  firstName: 'driver-first-name',
  lastName: 'driver-last-name',
  gender: 'driver-gender',
  dateOfBirth: 'driver-date-of-birth',
  relationshipToProposer: 'driver-relationship-to-proposer',
  relationshipStatus: 'driver-relationship-status',
  'occupation.empStatus': 'driver-employment-status',
  'occupation.occupation': 'driver-occupation',
  'occupation.employersBusiness': 'driver-employers-business',
  insuranceRefused: 'driver-insurance-refused',
  hasNonMotoringConvictions: 'driver-non-motoring-convictions',
  hasConvictions: HAS_CONVICTIONS_ID,
} as const;

const toOptions = (items: ReadonlyArray<{ code: string; description: string }>) =>
  items.map((item) => ({ value: item.code, label: item.description }));

/**
 * driver-details/additional/driver-details (§2.6, §4.6): who the additional driver is, their
 * occupation, insurance refused, non-motoring and motoring convictions. The answers are carried
 * to the licence page in the store's tempDriver; nothing is written to the quote until that page
 * saves the driver.
 */
export function AdditionalDriverDetailsPage() {
  const quote = useJourneyStore((state) => state.quote);
  // The guard redirects when no quote is held.
  if (!quote) return null;
  return (
    // The heading shows at once; the questions follow with their lists.
    <Suspense fallback={<h1>{copy.detailsHeading}</h1>}>
      <DetailsForm quote={quote} />
    </Suspense>
  );
}

function DetailsForm({ quote }: { quote: Quote }) {
  const [today] = useState(todayIsoDate);
  // Read once: this page's own submit replaces tempDriver on its way out.
  const [driver] = useState(() => openDriver(quote, useJourneyStore.getState().tempDriver));
  const [
    { data: relationships },
    { data: maritalStatuses },
    { data: employmentStatuses },
    { data: occupations },
    { data: employersBusinesses },
    { data: offences },
  ] = useSuspenseQueries({
    queries: [
      metadataListQueryOptions('RelationshipToProposer'),
      metadataListQueryOptions('MaritalStatus'),
      metadataListQueryOptions('EmployStatus'),
      metadataListQueryOptions('Occupation'),
      metadataListQueryOptions('Employer'),
      metadataListQueryOptions('Convictions'),
    ],
  });
  const navigate = useNavigate();
  const coverStart = coverStartDate(quote, today);
  const schema = useMemo(() => detailsScreenSchema(today, coverStart), [today, coverStart]);

  const {
    form: methods,
    summary,
    onSubmit,
  } = useQuestionPage<DetailsScreenInput, DetailsScreenAnswers>({
    page: 'DriverDetails/AdditionalDriverDetails',
    schema,
    defaults: () => detailsScreenDefaults(driver.answers),
    fieldIds: FIELD_IDS,
    summaryItems: (fieldErrors): ErrorSummaryItem[] =>
      summaryItems(fieldErrors, [
        { ids: FIELD_IDS },
        ...Array.from({ length: convictionCount }, (_, index) => ({
          ids: entryIds('convictions', index, convictionFieldIds(index)),
          legend: copy.convictions.entryHeading(index + 1),
        })),
      ]),
  });
  const {
    control,
    register,
    formState: { errors },
  } = methods;
  const convictionCount = useWatch({ control, name: 'convictions' })?.length ?? 0;

  async function carryOn(details: DetailsScreenAnswers) {
    useJourneyStore
      .getState()
      .setTempDriver({ index: driver.index, answers: withDetails(driver.answers, details) });
    await navigate(pageHref('AdditionalDriverDetails/LicenceDetails'));
  }

  const title = driver.answers.title;
  const titles = [
    ...DRIVER_TITLES,
    ...(title && !DRIVER_TITLES.some((t) => t === title) ? [title] : []),
  ];

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.detailsHeading}</h1>
      <p>
        {driver.index === NEW_DRIVER_INDEX
          ? copy.detailsIntro
          : copy.detailsIntroChange(driverName(driver.answers))}
      </p>
      <FormProvider {...methods}>
        <QuestionForm onSubmit={onSubmit(carryOn)} submitLabel={copy.detailsSubmit}>
          <Select
            id={FIELD_IDS.title}
            label={copy.titleLabel}
            placeholder={copy.titlePlaceholder}
            options={titles.map((value) => ({ value, label: value }))}
            error={errors.title?.message}
            {...register('title', { setValueAs: asOptional })}
          />
          <div className={styles.nameFields}>
            <TextInput
              id={FIELD_IDS.firstName}
              label={copy.firstNameLabel}
              error={errors.firstName?.message}
              autoComplete="off"
              spellCheck={false}
              {...register('firstName', { setValueAs: asOptional })}
            />
            <TextInput
              id={FIELD_IDS.lastName}
              label={copy.lastNameLabel}
              error={errors.lastName?.message}
              autoComplete="off"
              spellCheck={false}
              {...register('lastName', { setValueAs: asOptional })}
            />
          </div>
          <RadioField
            control={control}
            name="gender"
            id={FIELD_IDS.gender}
            legend={copy.genderLegend}
            options={[
              { value: 'M' as const, label: copy.genderOptions.M },
              { value: 'F' as const, label: copy.genderOptions.F },
            ]}
            inline
          />
          <DateInput
            id={FIELD_IDS.dateOfBirth}
            legend={copy.dateOfBirthLegend}
            hint={copy.dateOfBirthHint}
            error={firstErrorMessage(errors.dateOfBirth)}
            day={register('dateOfBirth.day', { setValueAs: asNumber })}
            month={register('dateOfBirth.month', { setValueAs: asNumber })}
            year={register('dateOfBirth.year', { setValueAs: asNumber })}
          />
          <Select
            id={FIELD_IDS.relationshipToProposer}
            label={copy.relationshipToProposerLabel}
            placeholder={copy.listPlaceholder}
            // §3.7: a named driver is anyone but the proposer.
            options={toOptions(
              relationships.filter((item) =>
                DRIVER_RELATIONSHIP_CODES.some((code) => code === item.code),
              ),
            )}
            error={errors.relationshipToProposer?.message}
            {...register('relationshipToProposer', { setValueAs: asOptional })}
          />
          <Select
            id={FIELD_IDS.relationshipStatus}
            label={copy.relationshipStatusLabel}
            placeholder={copy.listPlaceholder}
            options={toOptions(maritalStatuses)}
            error={errors.relationshipStatus?.message}
            {...register('relationshipStatus', { setValueAs: asOptional })}
          />
          <OccupationQuestions
            name="occupation"
            ids={{
              empStatus: FIELD_IDS['occupation.empStatus'],
              occupation: FIELD_IDS['occupation.occupation'],
              employersBusiness: FIELD_IDS['occupation.employersBusiness'],
            }}
            copy={copy}
            lists={{
              statuses: toOptions(employmentStatuses),
              occupations,
              businesses: employersBusinesses,
            }}
          />
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
            legend={copy.nonMotoringConvictionsLegend}
            hint={copy.nonMotoringConvictionsHint}
            options={YES_NO_OPTIONS}
            inline
          />
          <ConvictionsQuestion
            offences={offences}
            copy={copy.convictions}
            removeLabel={copy.remove}
          />
        </QuestionForm>
      </FormProvider>
      <p>
        <Link
          to={pageHref('LicenceDetails')}
          onClick={() => useJourneyStore.getState().setTempDriver(null)}
        >
          {copy.cancel}
        </Link>
      </p>
    </>
  );
}
