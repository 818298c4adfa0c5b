import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { VehicleSearchQuerySchema, type VehicleSearchInput } from '@van/domain/contract';
import { type VehicleLookupResult } from '@van/domain/risk';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { findVanByModelCopy as copy } from '../../../content/find-van-by-model';
import { todayIsoDate } from '../../../lib/dates';
import { useMetadataList } from '../../../lib/metadata';
import { useJourneyStore } from '../../../stores/journey-store';
import { useSaveAnswers } from '../../../stores/use-save-answers';
import { applyVanFound } from '../find-van';
import { listVehicleTypes, searchVehicles } from '../search-vehicles';
import styles from './find-van-by-model.module.css';

/** The search's questions in page order, with the id of each control. */
const FIELD_IDS = {
  make: 'search-make',
  model: 'search-model',
  year: 'search-year',
  fuel: 'search-fuel',
  body: 'search-body',
} as const;
type Field = keyof typeof FIELD_IDS;
const FIELDS = Object.keys(FIELD_IDS) as Field[];

type Answers = Record<Field, string>;
const EMPTY: Answers = { make: '', model: '', year: '', fuel: '', body: '' };

/** The answers as the call takes them: an optional question left on 'any' is not sent. */
function searchOf(answers: Answers): VehicleSearchInput {
  return {
    make: answers.make,
    model: answers.model,
    year: answers.year,
    ...(answers.fuel === '' ? {} : { fuel: answers.fuel as VehicleSearchInput['fuel'] }),
    ...(answers.body === '' ? {} : { body: answers.body }),
  };
}

/** The first problem with each question, checked by the call's own contract (the server's check). */
function problemsOf(answers: Answers): Partial<Record<Field, string>> {
  const parsed = VehicleSearchQuerySchema.safeParse(searchOf(answers));
  if (parsed.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * Registration not found is not a dead end (decision 053): the customer describes their van (make,
 * model and year; fuel and body to narrow the list), chooses it from the vans the dataset holds,
 * and goes on to van-details exactly as a van found by registration does (§4.5): the van replaces
 * the quote's first van, keeping the registration they typed.
 */
export function FindVanByModel({
  registrationNumber,
}: {
  registrationNumber?: string | undefined;
}) {
  const [today] = useState(todayIsoDate);
  const heldQuote = useJourneyStore((state) => state.quote);
  const setVehicleLookupOutcome = useJourneyStore((state) => state.setVehicleLookupOutcome);
  const save = useSaveAnswers();
  const fuels = useMetadataList('Fuel Type');
  const bodies = useSuspenseQuery({
    queryKey: ['vehicleType'],
    queryFn: ({ signal }) => listVehicleTypes(signal),
    staleTime: Infinity,
  }).data.VehicleTypeItems;
  // §7.1: retried like every quote-service call (the query client's default for mutations).
  const search = useMutation({ mutationFn: (query: VehicleSearchInput) => searchVehicles(query) });
  const summary = useErrorSummary();
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const resultsHeadingId = useId();

  const labelOf = (list: ReadonlyArray<{ code: string; description: string }>, code?: string) =>
    list.find((item) => item.code === code)?.description ?? code;

  function onChange(field: Field) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const next = { ...answers, [field]: event.target.value };
      setAnswers(next);
      // As on the question pages: once the customer has tried, the messages follow what they type.
      if (submitted) setProblems(problemsOf(next));
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = problemsOf(answers);
    setProblems(found);
    const items = FIELDS.flatMap((field) => {
      const message = found[field];
      return message === undefined ? [] : [{ message, fieldId: FIELD_IDS[field] }];
    });
    if (items.length > 0) {
      summary.show(items);
      return;
    }
    summary.clear();
    search.mutate(searchOf(answers), {
      onError: () => summary.show([{ message: copy.searchFailed, fieldId: FIELD_IDS.make }]),
    });
  }

  async function choose(van: VehicleLookupResult) {
    setChoosing(true);
    const found = applyVanFound(heldQuote, van, registrationNumber, today);
    setVehicleLookupOutcome(found.invalidVehicleData, found.carDetailsConfirmed);
    await save(found.quote, ['VehicleLookup'], 'CarDetails');
  }

  const vans = search.data?.vehicles;
  return (
    <section aria-labelledby={`${resultsHeadingId}-search`} className={styles.search}>
      <h2 id={`${resultsHeadingId}-search`}>{copy.heading}</h2>
      <p>{copy.intro}</p>
      <ErrorSummary errors={summary.items} />
      <QuestionForm
        onSubmit={onSubmit}
        submitLabel={copy.submit}
        busy={search.isPending}
        busyText={copy.searching}
      >
        <TextInput
          id={FIELD_IDS.make}
          name="make"
          label={copy.makeLabel}
          hint={copy.makeHint}
          error={problems.make}
          width="20"
          autoComplete="off"
          value={answers.make}
          onChange={onChange('make')}
        />
        <TextInput
          id={FIELD_IDS.model}
          name="model"
          label={copy.modelLabel}
          hint={copy.modelHint}
          error={problems.model}
          width="20"
          autoComplete="off"
          value={answers.model}
          onChange={onChange('model')}
        />
        <TextInput
          id={FIELD_IDS.year}
          name="year"
          label={copy.yearLabel}
          hint={copy.yearHint}
          error={problems.year}
          width="4"
          inputMode="numeric"
          autoComplete="off"
          value={answers.year}
          onChange={onChange('year')}
        />
        <Select
          id={FIELD_IDS.fuel}
          name="fuel"
          label={copy.fuelLabel}
          error={problems.fuel}
          placeholder={copy.anyFuel}
          options={fuels.map((fuel) => ({ value: fuel.code, label: fuel.description }))}
          value={answers.fuel}
          onChange={onChange('fuel')}
        />
        <Select
          id={FIELD_IDS.body}
          name="body"
          label={copy.bodyLabel}
          error={problems.body}
          placeholder={copy.anyBody}
          options={bodies.map((body) => ({ value: body.code, label: body.description }))}
          value={answers.body}
          onChange={onChange('body')}
        />
      </QuestionForm>
      {/* Present before it has anything to say, so screen readers announce the count. */}
      <p role="status">
        {vans === undefined ? '' : vans.length === 0 ? copy.noneFound : copy.found(vans.length)}
      </p>
      {vans !== undefined && vans.length > 0 && (
        <>
          <h3 id={resultsHeadingId}>{copy.resultsHeading}</h3>
          <ul aria-labelledby={resultsHeadingId} className={styles.results}>
            {vans.map((van, index) => {
              const descriptionId = `${resultsHeadingId}-van-${index}`;
              return (
                <li key={`${van.abiCode}/${van.yearOfManufacture}`} className={styles.result}>
                  <p id={descriptionId}>
                    <strong>
                      {van.manufacturer} {van.description}
                    </strong>
                    <br />
                    {copy.details(
                      van.yearOfManufacture,
                      labelOf(fuels, van.fuel),
                      labelOf(bodies, van.bodyStyle),
                    )}
                  </p>
                  <Button
                    aria-describedby={descriptionId}
                    disabled={choosing}
                    onClick={() => void choose(van)}
                  >
                    {copy.choose}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
