import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyVehicleLookup,
  createDefaultDirectQuote,
  pageHref,
  vehicleLookupFormFromQuote,
  VehicleLookupFormSchema,
  type VehicleLookupForm,
} from '@van/domain';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  ErrorSummary,
  errorSummaryItems,
  useErrorSummary,
} from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { vehicleLookupCopy as copy } from '../../../content/vehicle-lookup';
import { ApiError } from '../../../lib/api-client';
import { todayIsoDate } from '../../../lib/dates';
import { useDraftOrSaved, useKeepDraft } from '../../../stores/form-drafts';
import { useJourneyStore } from '../../../stores/journey-store';
import { useSaveAnswers } from '../../../stores/use-save-answers';
import { useLookupVehicle } from '../../../lib/vehicle-lookup';

/** Field names in page order, with the id of the control an error summary link focuses. */
const FIELD_IDS = { registrationNumber: 'registration-number' } as const;

const LOOKUP_FAILED = 'We could not look up your van just now. Please try again.';

/**
 * van-details/vehicle-lookup: the registration (§5.1: letters and digits, 3-10 of them) is looked
 * up (§4.5); the van found replaces the quote's first van and the customer confirms it on
 * van-details. An unknown registration goes to registration-number-error (§8).
 */
export function VehicleLookupPage() {
  const [today] = useState(todayIsoDate);
  // The working copy the journey's questions fill in: the held quote when the customer comes
  // back to change the van, otherwise the §3.13 default quote.
  const heldQuote = useJourneyStore((state) => state.quote);
  const setVehicleLookupOutcome = useJourneyStore((state) => state.setVehicleLookupOutcome);
  const save = useSaveAnswers();
  const navigate = useNavigate();
  const lookup = useLookupVehicle();
  const summary = useErrorSummary();

  const defaultValues = useDraftOrSaved('VehicleLookup', (): Partial<VehicleLookupForm> =>
    heldQuote ? vehicleLookupFormFromQuote(heldQuote) : {},
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<VehicleLookupForm, unknown, { registrationNumber: string }>({
    resolver: zodResolver(VehicleLookupFormSchema),
    defaultValues,
    shouldFocusError: false,
  });
  useKeepDraft('VehicleLookup', watch);

  async function findVan({ registrationNumber }: { registrationNumber: string }) {
    summary.clear();
    try {
      const result = await lookup.mutateAsync(registrationNumber);
      const quote = heldQuote ?? createDefaultDirectQuote(today);
      const found = applyVehicleLookup(quote, result, registrationNumber);
      setVehicleLookupOutcome(found.invalidVehicleData, found.carDetailsConfirmed);
      await save(found.quote, ['VehicleLookup'], 'CarDetails');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        await navigate(pageHref('RegNumberError'));
        return;
      }
      const message =
        error instanceof ApiError && error.isClientError ? error.message : LOOKUP_FAILED;
      summary.show([{ message, fieldId: FIELD_IDS.registrationNumber }]);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(findVan, (fieldErrors) =>
      summary.show(errorSummaryItems(fieldErrors, FIELD_IDS)),
    )(event);
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
      </QuestionForm>
      <p>
        {copy.retrieveLead} <Link to={pageHref('Retrieve')}>{copy.retrieveLink}</Link>
      </p>
    </>
  );
}
