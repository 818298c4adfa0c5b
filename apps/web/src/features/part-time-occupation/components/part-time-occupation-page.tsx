import { useSuspenseQueries } from '@tanstack/react-query';
import {
  applyPartTimeOccupation,
  partTimeOccupationFormFromQuote,
  PartTimeOccupationFormSchema,
  type PartTimeOccupationForm,
  type PartTimeOccupationInput,
} from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { isCreatedQuote, type MetadataItem, type Quote } from '@van/domain/quote';
import { NO_PART_TIME_JOB } from '@van/domain/risk';
import { Suspense, useState } from 'react';
import { FormProvider, useWatch, type FieldErrors } from 'react-hook-form';
import { Navigate } from 'react-router';
import {
  occupationIds,
  OccupationQuestions,
} from '../../../components/questions/occupation-questions';
import {
  ErrorSummary,
  errorSummaryItems,
  firstErrorMessage,
  type ErrorSummaryItem,
} from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioField } from '../../../components/ui/radio-field';
import { YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { partTimeOccupationCopy as copy } from '../../../content/part-time-occupation';
import { metadataListQueryOptions } from '../../../lib/metadata';
import { useJourneyStore } from '../../../stores/journey-store';
import { usePriceAndContinue } from '../../../stores/use-price-and-continue';
import styles from './part-time-occupation.module.css';

/** The ids of the controls, in page order; an error summary link focuses them. */
const IDS = { hasOtherJob: 'has-other-job', ...occupationIds('part-time') } as const;
const JOB_FIELDS = ['empStatus', 'occupation', 'employersBusiness'] as const;

function combineLists(results: ReadonlyArray<{ data: MetadataItem[] }>) {
  const [statuses = [], occupations = [], businesses = []] = results.map((result) => result.data);
  return {
    // 'No' to another job is the status None, so it is not offered as a job's status.
    statuses: statuses
      .filter((item) => item.code !== NO_PART_TIME_JOB)
      .map((item) => ({ value: item.code, label: item.description })),
    occupations,
    businesses,
  };
}

/** The summary of a failed submit: each wrong control, in page order. */
function summaryItems(errors: FieldErrors<PartTimeOccupationInput>): ErrorSummaryItem[] {
  const job = errors.partTimeOccupation as Record<string, unknown> | undefined;
  return [
    ...errorSummaryItems(errors, { hasOtherJob: IDS.hasOtherJob }),
    ...JOB_FIELDS.flatMap((field) => {
      const message = firstErrorMessage(job?.[field]);
      return message === undefined ? [] : [{ message, fieldId: IDS[field] }];
    }),
  ];
}

/**
 * your-quote/part-time-occupation (§2.1, §2.2): the quote service asked whether the proposer has
 * another job (topUp.van.shouldAskPartTimeOccupation). The answer is written to the proposer's
 * partTimeOccupation, the quote is re-priced, and the journey goes back to your-quote (or where a
 * declined or referred price leads, §4.4).
 */
export function PartTimeOccupationPage() {
  const quote = useJourneyStore((state) => state.quote);
  const retrievalKey = useJourneyStore((state) => state.retrievalKey);
  const priced = quote !== null && isCreatedQuote(quote) && retrievalKey !== null;
  const [openedWithPricedQuote] = useState(priced);
  // The guard lets no one in without a quote asking the question; re-pricing also needs it saved,
  // with its retrieval key. Without them the customer retrieves it (§2.2 for pages without a
  // quote); your-quote's guards would send them back to the last page, this one.
  if (!openedWithPricedQuote) return <Navigate to={pageHref('Retrieve')} replace />;
  // A quote that goes while the page is open went with the session, whose navigation to
  // sessionExpired is under way: redirecting here would cancel it.
  if (quote === null || retrievalKey === null || !priced) return null;
  return (
    <Suspense
      fallback={
        <>
          <Heading />
          <p role="status">{copy.loading}</p>
        </>
      }
    >
      <PartTimeOccupationQuestions quote={quote} />
    </Suspense>
  );
}

function Heading() {
  return (
    <>
      <h1>{copy.heading}</h1>
      <p className={styles.subtitle}>{copy.subtitle}</p>
    </>
  );
}

function PartTimeOccupationQuestions({ quote }: { quote: Quote }) {
  const lists = useSuspenseQueries({
    queries: (['EmployStatus', 'Occupation', 'Employer'] as const).map((name) =>
      metadataListQueryOptions(name),
    ),
    combine: combineLists,
  });
  const {
    form: methods,
    summary,
    onSubmit,
  } = useQuestionPage<PartTimeOccupationInput, PartTimeOccupationForm>({
    page: 'PartTimeOccupation',
    schema: PartTimeOccupationFormSchema,
    defaults: () => partTimeOccupationFormFromQuote(quote),
    fieldIds: IDS,
    summaryItems,
  });
  const { control, setValue, clearErrors } = methods;
  // The quote is kept only once priced, so the price shown always matches its answers.
  const repricing = usePriceAndContinue({
    from: 'PartTimeOccupation',
    onRefused: (message) => summary.show([{ message }]),
  });
  const hasOtherJob = useWatch({ control, name: 'hasOtherJob' });

  async function priceAnswers(form: PartTimeOccupationForm) {
    await repricing.priceAndContinue(applyPartTimeOccupation(quote, form));
  }

  function onHasOtherJob(answer: boolean) {
    // A job typed before 'No' is not sent.
    if (!answer) {
      setValue('partTimeOccupation', undefined);
      clearErrors('partTimeOccupation');
    }
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <Heading />
      <FormProvider {...methods}>
        <QuestionForm
          onSubmit={onSubmit(priceAnswers)}
          submitLabel={copy.submit}
          busy={repricing.isPending}
          busyText={copy.sending}
        >
          <RadioField
            control={control}
            name="hasOtherJob"
            id={IDS.hasOtherJob}
            legend={copy.hasOtherJobLegend}
            hint={copy.hasOtherJobHint}
            options={YES_NO_OPTIONS}
            inline
            onAnswer={onHasOtherJob}
          />
          {hasOtherJob === true && (
            <fieldset className={styles.otherJob}>
              <legend className={styles.legend}>{copy.otherJobLegend}</legend>
              <OccupationQuestions name="partTimeOccupation" ids={IDS} copy={copy} lists={lists} />
            </fieldset>
          )}
        </QuestionForm>
      </FormProvider>
    </>
  );
}
