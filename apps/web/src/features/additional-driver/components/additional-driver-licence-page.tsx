import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQueries } from '@tanstack/react-query';
import { additionalDriverFormSchema, updateDriver } from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { coverStartDate, type Quote } from '@van/domain/quote';
import { Suspense, useMemo, useState } from 'react';
import { FormProvider, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { additionalDriverCopy as copy } from '../../../content/additional-driver';
import { todayIsoDate } from '../../../lib/dates';
import { metadataListQueryOptions } from '../../../lib/metadata';
import { useJourneyStore } from '../../../stores/journey-store';
import { useSaveAnswers } from '../../../stores/use-save-answers';
import {
  driverName,
  LICENCE_FIELDS,
  licenceScreenDefaults,
  licenceScreenSchema,
  openDriver,
  withLicence,
  type LicenceScreenAnswers,
  type LicenceScreenInput,
} from '../additional-driver-screens';
import styles from './additional-driver.module.css';
import { claimFieldIds, HAS_CLAIMS_ID } from '../../../components/questions/claims-question';
import {
  LicenceQuestions,
  licenceQuestionIds,
} from '../../../components/questions/licence-questions';
import { entryIds, summaryItems } from '../../../components/ui/error-items';

const LICENCE_IDS = licenceQuestionIds('driver-');
/** The controls an error summary link focuses, by field path, in page order. */
const FIELD_IDS = { ...LICENCE_IDS.licence, hasClaims: HAS_CLAIMS_ID } as const;
const LATER_FIELD_IDS = LICENCE_IDS.medical;
const BACK_LINK_ID = 'back-to-driver-details';

const THIS_PAGE: ReadonlySet<string> = new Set(LICENCE_FIELDS);

/**
 * driver-details/additional/licence-details (§2.6, §4.6): the additional driver's licence type
 * and date, claims and medical condition. The whole driver (both pages) is checked with the
 * domain's form and saved into the quote with updateDriver: index -1 adds them, any other
 * index replaces them. A Provisional Licence sets tests to 0 there (§4.6).
 */
export function AdditionalDriverLicencePage() {
  const quote = useJourneyStore((state) => state.quote);
  // The guard redirects when no quote is held.
  if (!quote) return null;
  return (
    // The heading shows at once; the questions follow with their lists.
    <Suspense fallback={<h1>{copy.licenceHeading}</h1>}>
      <LicenceForm quote={quote} />
    </Suspense>
  );
}

function LicenceForm({ quote }: { quote: Quote }) {
  const [today] = useState(todayIsoDate);
  // Read once: saving clears tempDriver on the way out.
  const [driver] = useState(() => openDriver(quote, useJourneyStore.getState().tempDriver));
  const [{ data: licenceTypes }, { data: claimDescriptions }] = useSuspenseQueries({
    queries: [metadataListQueryOptions('TYPES-LIC'), metadataListQueryOptions('ClaimDescription')],
  });
  const save = useSaveAnswers();
  const [busy, setBusy] = useState(false);
  const coverStart = coverStartDate(quote, today);

  const resolver = useMemo((): Resolver<LicenceScreenInput, unknown, LicenceScreenAnswers> => {
    const ownRules = zodResolver(licenceScreenSchema(today, coverStart));
    const wholeDriver = additionalDriverFormSchema(today, coverStart);
    return async (values, context, options) => {
      const result = await ownRules(values, context, options);
      if (Object.keys(result.errors).length > 0) return result;
      // Rules across the two pages (a licence before the driver was 17) belong to this page's
      // fields; the first page's own problems are dealt with on submit.
      const whole = wholeDriver.safeParse(
        withLicence(driver.answers, result.values as LicenceScreenAnswers),
      );
      const ours = whole.success
        ? []
        : whole.error.issues.filter((issue) => THIS_PAGE.has(String(issue.path[0])));
      if (ours.length === 0) return result;
      const errors = Object.fromEntries(
        ours.map((issue) => [String(issue.path[0]), { type: 'custom', message: issue.message }]),
      ) as FieldErrors<LicenceScreenInput>;
      return { values: {}, errors };
    };
  }, [today, coverStart, driver.answers]);

  const {
    form: methods,
    summary,
    onSubmit,
  } = useQuestionPage<LicenceScreenInput, LicenceScreenAnswers>({
    page: 'AdditionalDriverDetails/LicenceDetails',
    resolver,
    defaults: () => licenceScreenDefaults(driver.answers),
    fieldIds: FIELD_IDS,
    summaryItems: (fieldErrors): ErrorSummaryItem[] =>
      summaryItems(fieldErrors, [
        { ids: FIELD_IDS },
        ...Array.from({ length: claimCount }, (_, index) => ({
          ids: entryIds('claims', index, claimFieldIds(index)),
          legend: copy.claimLegend(index + 1),
        })),
        { ids: LATER_FIELD_IDS },
      ]),
  });
  const { control, getValues } = methods;
  const claimCount = useWatch({ control, name: 'claims' })?.length ?? 0;

  async function saveDriver(licence: LicenceScreenAnswers) {
    const answers = withLicence(driver.answers, licence);
    const whole = additionalDriverFormSchema(today, coverStart).safeParse(answers);
    const store = useJourneyStore.getState();
    if (!whole.success) {
      // Only the first page's answers can be wrong now (e.g. this page was opened directly):
      // keep this page's, and send the customer back for the rest.
      store.setTempDriver({ index: driver.index, answers });
      summary.show([{ message: copy.detailsMissing, fieldId: BACK_LINK_ID }]);
      return;
    }
    setBusy(true);
    const saved = updateDriver(quote, driver.index, whole.data, today);
    store.setTempDriver(null);
    await save(saved, ['AdditionalDriverDetails'], 'LicenceDetails');
  }

  /** Back to the first page, keeping what has been typed here (checked when saved). */
  function keepAnswers() {
    const values = getValues();
    useJourneyStore.getState().setTempDriver({
      index: driver.index,
      answers: { ...driver.answers, ...values },
    });
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <Link
        id={BACK_LINK_ID}
        className={styles.backLink}
        to={pageHref('DriverDetails/AdditionalDriverDetails')}
        onClick={keepAnswers}
      >
        {copy.backToDetails}
      </Link>
      <h1>{copy.licenceHeading}</h1>
      <p>{copy.licenceIntro(driverName(driver.answers))}</p>
      <FormProvider {...methods}>
        <QuestionForm
          onSubmit={onSubmit(saveDriver)}
          submitLabel={copy.licenceSubmit}
          busy={busy}
          busyText={copy.sending}
        >
          <LicenceQuestions
            ids={LICENCE_IDS}
            copy={{ ...copy, removeClaim: copy.remove }}
            licenceTypes={licenceTypes}
            claimDescriptions={claimDescriptions}
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
