import {
  missingModelFields,
  vehicleLookupFormFromQuote,
  VehicleLookupFormSchema,
  withRegisteredVan,
  type VehicleLookupForm,
} from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { isCreatedQuote, type Quote } from '@van/domain/quote';
import { type VehicleLookupResult } from '@van/domain/risk';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { addRegistrationNumberCopy as copy } from '../../../content/add-registration-number';
import { pageForError } from '../../../lib/error-page';
import { useJourneyStore } from '../../../stores/journey-store';
import { useLookupVehicle } from '../../../lib/vehicle-lookup';
import { usePriceAndContinue } from '../../../stores/use-price-and-continue';

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
  return <AddRegNumberForm quote={quote} />;
}

function AddRegNumberForm({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const lookup = useLookupVehicle();

  const { form, summary, onSubmit } = useQuestionPage<
    VehicleLookupForm,
    { registrationNumber: string }
  >({
    page: 'AddRegNumber',
    schema: VehicleLookupFormSchema,
    defaults: () => vehicleLookupFormFromQuote(quote),
    fieldIds: FIELD_IDS,
  });
  const {
    register,
    formState: { errors },
  } = form;
  // The quote is kept only once priced, so the price shown always matches its van; which of the
  // van's details are missing comes with it (§4.5).
  const repricing = usePriceAndContinue({
    from: 'AddRegNumber',
    keep: (priced) => {
      const journey = useJourneyStore.getState();
      journey.setVehicleLookupOutcome(missingModelFields(priced), journey.carDetailsConfirmed);
    },
    onRefused: (message) => summary.show([{ message }]),
  });

  async function findVan(registration: string): Promise<VehicleLookupResult | undefined> {
    try {
      return await lookup.mutateAsync(registration);
    } catch (error) {
      // §8 'Registration not found': registration-number-error.
      const outcome = pageForError(error, 'vehicleLookup');
      if (outcome.page !== undefined) {
        await navigate(pageHref(outcome.page));
        return undefined;
      }
      summary.show([
        { message: outcome.message ?? copy.lookupFailed, fieldId: FIELD_IDS.registrationNumber },
      ]);
      return undefined;
    }
  }

  async function addRegistration({ registrationNumber }: { registrationNumber: string }) {
    const found = await findVan(registrationNumber);
    if (found === undefined) return;
    await repricing.priceAndContinue(withRegisteredVan(quote, found, registrationNumber));
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <QuestionForm
        onSubmit={onSubmit(addRegistration)}
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
