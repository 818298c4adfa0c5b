import { useSuspenseQueries } from '@tanstack/react-query';
import {
  additionalDriverFormFromQuote,
  additionalDrivers,
  applyLicenceAnswers,
  LICENCE_QUESTIONS,
  licenceAnswersSchema,
  licenceScreenFormFromQuote,
  licenceScreenSchema,
  mainDriverFromQuote,
  NEW_DRIVER_INDEX,
  removeDriver,
  type LicenceScreenAnswers,
  type LicenceScreenInput,
  type MainDriver,
} from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import { type Person } from '@van/domain/risk';
import { Suspense, useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioField } from '../../../components/ui/radio-field';
import { YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { licenceDetailsCopy as copy } from '../../../content/licence-details';
import { todayIsoDate } from '../../../lib/dates';
import { metadataListQueryOptions } from '../../../lib/metadata';
import { useJourneyStore } from '../../../stores/journey-store';
import { useSaveAnswers } from '../../../stores/use-save-answers';
import { claimFieldIds, HAS_CLAIMS_ID } from '../../../components/questions/claims-question';
import {
  LicenceQuestions,
  licenceQuestionIds,
} from '../../../components/questions/licence-questions';
import { DriverList } from './driver-list';
import { entryIds, summaryItems } from '../../../components/ui/error-items';
import styles from './licence-details.module.css';

const LICENCE_IDS = licenceQuestionIds('');
/** The controls an error summary link focuses, by field path, in page order. */
const FIELD_IDS = { ...LICENCE_IDS.licence, hasClaims: HAS_CLAIMS_ID } as const;
const LATER_FIELD_IDS = {
  ...LICENCE_IDS.medical,
  mainDriver: 'main-driver',
  addAnotherDriver: 'add-another-driver',
} as const;

/** The full name of a person as the page shows it; '' when no name is held. */
function personName(person: Person): string {
  return [person.name?.forenames, person.name?.surname].filter(Boolean).join(' ');
}

/** The summary sections in page order; each claim's lines name the claim. */
function summarySections(claims: number) {
  return [
    { ids: FIELD_IDS },
    ...Array.from({ length: claims }, (_, index) => ({
      ids: entryIds('claims', index, claimFieldIds(index)),
      legend: copy.claimLegend(index + 1),
    })),
    { ids: LATER_FIELD_IDS },
  ];
}

/**
 * driver-details/licence-details (§2.6, §3.9): the proposer's licence (type, date, number or the
 * option not to give it), claims in the last 5 years and medical condition; then the drivers
 * named on the quote, to change or remove, who the main driver is (§4.6), and whether to add
 * another. The main driver is asked here, where every driver is listed, rather than on a
 * driver's own page: it is one choice among them all, and a new driver (index -1) cannot be
 * made main until committed.
 */
export function LicenceDetailsPage() {
  const quote = useJourneyStore((state) => state.quote);
  // The guard redirects when no quote is held.
  if (!quote) return null;
  return (
    // The heading shows at once; the questions follow with their lists.
    <Suspense fallback={<h1>{copy.heading}</h1>}>
      <LicenceDetailsForm quote={quote} />
    </Suspense>
  );
}

function LicenceDetailsForm({ quote }: { quote: Quote }) {
  const [today] = useState(todayIsoDate);
  // §9.12 lists, fetched together rather than one after the other.
  const [{ data: licenceTypes }, { data: claimDescriptions }] = useSuspenseQueries({
    queries: [metadataListQueryOptions('TYPES-LIC'), metadataListQueryOptions('ClaimDescription')],
  });
  const save = useSaveAnswers();
  const [busy, setBusy] = useState(false);

  const drivers = additionalDrivers(quote);
  const names = drivers.map((driver, index) => personName(driver) || copy.unnamedDriver(index + 1));
  const dateOfBirth = quote.policy.eventCurrent.risk.proposer.dateOfBirth;
  const driverCount = drivers.length;
  const schema = useMemo(
    () => licenceScreenSchema(today, dateOfBirth, driverCount),
    [today, dateOfBirth, driverCount],
  );

  const {
    form: methods,
    summary,
    onSubmit,
  } = useQuestionPage<LicenceScreenInput, LicenceScreenAnswers>({
    page: 'LicenceDetails',
    schema,
    defaults: () => licenceScreenFormFromQuote(quote),
    fieldIds: FIELD_IDS,
    summaryItems: (fieldErrors): ErrorSummaryItem[] =>
      summaryItems(fieldErrors, summarySections(claimCount)),
  });
  const { control, setValue, getValues, getFieldState, clearErrors, trigger } = methods;
  const claimCount = useWatch({ control, name: 'claims' })?.length ?? 0;

  const completed = ['LicenceDetails', 'AdditionalDriverDetails'] as const;

  async function saveAndContinue(answers: LicenceScreenAnswers) {
    setBusy(true);
    const saved = applyLicenceAnswers(quote, answers, today);
    if (answers.addAnotherDriver) {
      useJourneyStore.getState().setTempDriver({ index: NEW_DRIVER_INDEX, answers: {} });
      await save(saved, completed, 'DriverDetails/AdditionalDriverDetails');
    } else {
      await save(saved, completed, 'CoverDetails');
    }
  }

  /** 'Change': the licence answers are kept first (when they pass), then the driver opens. */
  async function changeDriver(index: number) {
    summary.clear();
    const valid = await trigger(LICENCE_QUESTIONS);
    if (!valid) {
      const fieldErrors = Object.fromEntries(
        LICENCE_QUESTIONS.map((name) => [name, getFieldState(name).error]),
      );
      summary.show(summaryItems(fieldErrors, summarySections(getValues('claims')?.length ?? 0)));
      return;
    }
    const answers = licenceAnswersSchema(today, dateOfBirth, driverCount).parse(getValues());
    const saved = applyLicenceAnswers(quote, answers, today);
    useJourneyStore
      .getState()
      .setTempDriver({ index, answers: additionalDriverFormFromQuote(saved, index) });
    await save(saved, completed, 'DriverDetails/AdditionalDriverDetails');
  }

  function removeDriverAt(index: number) {
    const remaining = removeDriver(quote, index);
    useJourneyStore.getState().setWorkingQuote(remaining);
    // The main-driver answer may not be saved yet: keep it on the same person.
    const chosen = getValues('mainDriver');
    const next: MainDriver =
      chosen === index
        ? mainDriverFromQuote(remaining)
        : typeof chosen === 'number' && chosen > index
          ? chosen - 1
          : chosen;
    setValue('mainDriver', next);
    clearErrors('mainDriver');
  }

  const mainDriverOptions = [
    {
      value: 'proposer' as MainDriver,
      label: copy.proposerOption(personName(quote.policy.eventCurrent.risk.proposer)),
    },
    ...names.map((name, index) => ({ value: index as MainDriver, label: name })),
  ];

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <FormProvider {...methods}>
        <QuestionForm
          onSubmit={onSubmit(saveAndContinue)}
          submitLabel={copy.submit}
          busy={busy}
          busyText={copy.sending}
        >
          <LicenceQuestions
            ids={LICENCE_IDS}
            copy={copy}
            licenceTypes={licenceTypes}
            claimDescriptions={claimDescriptions}
          />
          <div className={styles.section}>
            <DriverList
              names={names}
              onChange={(index) => void changeDriver(index)}
              onRemove={removeDriverAt}
            />
          </div>
          {driverCount > 0 && (
            <RadioField
              control={control}
              name="mainDriver"
              id={LATER_FIELD_IDS.mainDriver}
              legend={copy.mainDriverLegend}
              hint={copy.mainDriverHint}
              options={mainDriverOptions}
            />
          )}
          <RadioField
            control={control}
            name="addAnotherDriver"
            id={LATER_FIELD_IDS.addAnotherDriver}
            legend={copy.addAnotherDriverLegend}
            hint={copy.addAnotherDriverHint}
            options={YES_NO_OPTIONS}
            inline
          />
        </QuestionForm>
      </FormProvider>
    </>
  );
}
