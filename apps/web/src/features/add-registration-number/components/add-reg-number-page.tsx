import { zodResolver } from '@hookform/resolvers/zod';
import {
  vehicleLookupFormFromQuote,
  VehicleLookupFormSchema,
  type VehicleLookupForm,
} from '@van/domain/forms';
import { pageAfterPricing, pageHref } from '@van/domain/journey';
import { isCreatedQuote, type Quote } from '@van/domain/quote';
import { type RetrievalKey } from '@van/domain/retrieval';
import { type VehicleLookupResult } from '@van/domain/risk';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import {
  ErrorSummary,
  errorSummaryItems,
  useErrorSummary,
} from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { addRegistrationNumberCopy as copy } from '../../../content/add-registration-number';
import { ApiError } from '../../../lib/api-client';
import { clearDraft, useDraftOrSaved, useKeepDraft } from '../../../stores/form-drafts';
import { useJourneyStore } from '../../../stores/journey-store';
import { missingModelFields, withRegisteredVan } from '../add-registration';
import { useLookupVehicle } from '../../../lib/vehicle-lookup';
import { usePriceQuote } from '../../../lib/price-quote';

/** Field names in page order, with the id of the control an error summary link focuses. */
const FIELD_IDS = { registrationNumber: 'registration-number' } as const;

/**
 * your-quote/add-registration-number (§2.1 'The Van'): a customer quoted without their van's
 * registration gives it. It is looked up (§7.2); an unknown registration goes to
 * registration-number-error (§8); a van found becomes the quote's van (§4.5 temporary vehicle),
 * the quote is re-priced (§4.4 update) and the journey returns to your-quote.
 */
export function AddRegNumberPage() {
  const quote = useJourneyStore((state) => state.quote);
  const retrievalKey = useJourneyStore((state) => state.retrievalKey);
  const priced = quote !== null && isCreatedQuote(quote) && retrievalKey !== null;
  const [openedWithPricedQuote] = useState(priced);
  // The table gives this page no guard. Opened without a saved (priced) quote there is nothing to
  // add to, so the customer retrieves one, as §2.2 does for question pages without a quote. Not
  // your-quote: its guards would send a half-answered quote back to the last page, this one.
  if (!openedWithPricedQuote) return <Navigate to={pageHref('Retrieve')} replace />;
  // A quote that goes while the page is open went with the session, whose navigation to
  // sessionExpired is under way: redirecting here would cancel it.
  if (quote === null || retrievalKey === null || !priced) return null;
  return <AddRegNumberForm quote={quote} retrievalKey={retrievalKey} />;
}

function AddRegNumberForm({ quote, retrievalKey }: { quote: Quote; retrievalKey: RetrievalKey }) {
  const navigate = useNavigate();
  const lookup = useLookupVehicle();
  const repricing = usePriceQuote();
  const summary = useErrorSummary();

  const defaultValues = useDraftOrSaved('AddRegNumber', (): Partial<VehicleLookupForm> =>
    vehicleLookupFormFromQuote(quote),
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
  useKeepDraft('AddRegNumber', watch);

  async function findVan(registration: string): Promise<VehicleLookupResult | undefined> {
    try {
      return await lookup.mutateAsync(registration);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        await navigate(pageHref('RegNumberError'));
        return undefined;
      }
      const message =
        error instanceof ApiError && error.isClientError ? error.message : copy.lookupFailed;
      summary.show([{ message, fieldId: FIELD_IDS.registrationNumber }]);
      return undefined;
    }
  }

  async function addRegistration({ registrationNumber }: { registrationNumber: string }) {
    summary.clear();
    const found = await findVan(registrationNumber);
    if (found === undefined) return;
    try {
      const priced = await repricing.mutateAsync({
        quote: withRegisteredVan(quote, found, registrationNumber),
        retrievalKey,
      });
      // The quote is kept only once priced, so the price shown always matches its van.
      const journey = useJourneyStore.getState();
      journey.setQuote(priced.quote, priced.retrievalKey);
      journey.setVehicleLookupOutcome(
        missingModelFields(priced.quote),
        journey.carDetailsConfirmed,
      );
      clearDraft('AddRegNumber');
      const next = pageAfterPricing(priced.quote);
      journey.setPageValidity(next.validPages, true);
      await navigate(pageHref(next.page));
    } catch (error) {
      if (error instanceof ApiError && error.isClientError) {
        summary.show([{ message: error.message }]);
        return;
      }
      // §8: a quote call that still fails after its retries goes to service-unavailable.
      await navigate(pageHref('ServiceUnavailable'));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(addRegistration, (fieldErrors) =>
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
        busy={lookup.isPending || repricing.isPending}
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
    </>
  );
}
