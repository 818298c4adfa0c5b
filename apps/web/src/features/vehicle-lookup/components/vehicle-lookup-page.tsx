import { useMutation } from '@tanstack/react-query';
import {
  vehicleLookupFormFromQuote,
  VehicleLookupFormSchema,
  type VehicleLookupForm,
} from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { vehicleLookupCopy as copy } from '../../../content/vehicle-lookup';
import { todayIsoDate } from '../../../lib/dates';
import { pageForError } from '../../../lib/error-page';
import { useJourneyStore } from '../../../stores/journey-store';
import { usePageDraft } from '../../../stores/use-page-draft';
import { useSaveAnswers } from '../../../stores/use-save-answers';

/**
 * The lookup call (with the contract its answer is parsed with) and applying the van found,
 * loaded when the customer first focuses the registration box or submits: the first page shows
 * without them (decision 025).
 */
const loadFindVan = () => import('../find-van');

function preloadFindVan(): void {
  loadFindVan().catch(() => undefined);
}

/** Field names in page order, with the id of the control an error summary link focuses. */
const FIELD_IDS = { registrationNumber: 'registration-number' } as const;

const LOOKUP_FAILED = 'We could not look up your van just now. Please try again.';

/**
 * §5.1 through the domain's VehicleLookupFormSchema: the registration as it is looked up and
 * stored (no spaces, upper case), or the first problem with what was typed.
 */
function checkRegistration(
  answers: VehicleLookupForm,
): { registrationNumber: string; problem?: undefined } | { problem: string } {
  const parsed = VehicleLookupFormSchema.safeParse(answers);
  if (parsed.success) return { registrationNumber: parsed.data.registrationNumber };
  return { problem: parsed.error.issues[0]?.message ?? "Please enter your van's registration" };
}

/**
 * van-details/vehicle-lookup: the registration (§5.1: letters and digits, 3-10 of them) is looked
 * up (§4.5); the van found replaces the quote's first van and the customer confirms it on
 * van-details. An unknown registration goes to registration-number-error (§8).
 *
 * The one page of the journey without react-hook-form (decision 025): a single text box, held in
 * state, checked by the same domain schema the other pages use through their resolver, and with
 * the same behaviour: problems shown on submit, then re-checked as the customer corrects them.
 */
export function VehicleLookupPage() {
  const [today] = useState(todayIsoDate);
  // The working copy the journey's questions fill in: the held quote when the customer comes
  // back to change the van, otherwise the §3.13 default quote.
  const heldQuote = useJourneyStore((state) => state.quote);
  const setVehicleLookupOutcome = useJourneyStore((state) => state.setVehicleLookupOutcome);
  const save = useSaveAnswers();
  const navigate = useNavigate();
  // §7.1: retried like every quote-service call (the query client's default for mutations).
  const lookup = useMutation({
    mutationFn: async (registrationNumber: string) =>
      (await loadFindVan()).lookupVehicle(registrationNumber),
  });
  const summary = useErrorSummary();

  // The draft as on every question page (useQuestionPage), without react-hook-form.
  const draft = usePageDraft('VehicleLookup', (): Partial<VehicleLookupForm> =>
    heldQuote ? vehicleLookupFormFromQuote(heldQuote) : {},
  );
  const [registration, setRegistration] = useState(draft.initial.registrationNumber ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const answers = { registrationNumber: event.target.value };
    setRegistration(answers.registrationNumber);
    draft.keep(answers);
    // As on the other pages: once the customer has tried to continue, the message under the box
    // follows what they type.
    if (submitted) setFieldError(checkRegistration(answers).problem);
  }

  async function findVan(registrationNumber: string) {
    summary.clear();
    try {
      const result = await lookup.mutateAsync(registrationNumber);
      const { applyVanFound } = await loadFindVan();
      const found = applyVanFound(heldQuote, result, registrationNumber, today);
      setVehicleLookupOutcome(found.invalidVehicleData, found.carDetailsConfirmed);
      await save(found.quote, ['VehicleLookup'], 'CarDetails');
    } catch (error) {
      // §8 'Registration not found': registration-number-error, which repeats the registration
      // typed (decision 053). It goes in the history entry's state, never the address.
      const outcome = pageForError(error, 'vehicleLookup');
      if (outcome.page !== undefined) {
        await navigate(pageHref(outcome.page), { state: { registrationNumber } });
        return;
      }
      summary.show([
        { message: outcome.message ?? LOOKUP_FAILED, fieldId: FIELD_IDS.registrationNumber },
      ]);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkRegistration({ registrationNumber: registration });
    setFieldError(checked.problem);
    if (checked.problem !== undefined) {
      summary.show([{ message: checked.problem, fieldId: FIELD_IDS.registrationNumber }]);
      return;
    }
    void findVan(checked.registrationNumber);
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <QuestionForm
        onSubmit={onSubmit}
        submitLabel={copy.submit}
        busy={lookup.isPending}
        busyText={copy.sending}
      >
        <TextInput
          id={FIELD_IDS.registrationNumber}
          name="registrationNumber"
          label={copy.registrationLabel}
          hint={copy.registrationHint}
          error={fieldError}
          width="10"
          upperCase
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={registration}
          onChange={onChange}
          onFocus={preloadFindVan}
        />
      </QuestionForm>
      <p>
        {copy.retrieveLead} <Link to={pageHref('Retrieve')}>{copy.retrieveLink}</Link>
      </p>
    </>
  );
}
