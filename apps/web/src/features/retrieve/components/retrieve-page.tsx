import { zodResolver } from '@hookform/resolvers/zod';
import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import {
  RETRIEVAL_FAILED_MESSAGE,
  RETRIEVAL_LOCKED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  type ErrorCode,
} from '@van/domain/shared';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { DateInput } from '../../../components/ui/date-input';
import {
  ErrorSummary,
  errorSummaryItems,
  firstErrorMessage,
  useErrorSummary,
} from '../../../components/ui/error-summary';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { retrieveCopy as copy } from '../../../content/retrieve';
import { ApiError } from '../../../lib/api-client';
import { asNumber, asOptional } from '../../../lib/form-values';
import { usePublicConfig } from '../../../lib/public-config';
import { holdArrivedQuote } from '../../../stores/hold-arrived-quote';
import { useRetrieveQuote } from '../api/retrieve-quote';
import {
  retrievalKeyFromForm,
  RetrieveFormSchema,
  type RetrieveForm,
  type RetrieveFormInput,
} from '../retrieve-form';

/** Field names in page order, with the id of the control an error summary link focuses. */
const FIELD_IDS = {
  webReference: 'quote-reference',
  lastName: 'last-name',
  dateOfBirth: 'date-of-birth',
  postcode: 'postcode',
} as const satisfies Record<keyof RetrieveForm, string>;

/** The refusals of retrieve (decision 011), in the words the domain gives them. */
const REFUSALS: Partial<Record<ErrorCode, string>> = {
  RetrievalFailed: RETRIEVAL_FAILED_MESSAGE,
  RetrievalLocked: RETRIEVAL_LOCKED_MESSAGE,
  TooManyRequests: TOO_MANY_REQUESTS_MESSAGE,
};

/**
 * What the customer is told when the quote did not come back. Every mismatch is a 404 with one
 * message, whatever its code, so the page cannot tell (or show) which detail was wrong. Anything
 * the customer cannot fix by retyping (a server fault, no connection) asks them to try again.
 */
function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return copy.tryAgain;
  if (error.status === 404) return RETRIEVAL_FAILED_MESSAGE;
  // A lock or a limit: the server's words say when to try again (decision 034).
  if (error.status === 429 && error.message) return error.message;
  return REFUSALS[error.code as ErrorCode] ?? copy.tryAgain;
}

/**
 * your-quote/retrieve: a saved quote comes back with its reference plus the last name, date of
 * birth and postcode it was given (§3.10). It replaces whatever the session held and the journey
 * resumes where the quote needs it (§4.2, §4.4): no-quote, cover-details, your-quote, or
 * call-us-to-complete for a referred quote. A quote already bought goes to purchased (§4.4, §8).
 */
export function RetrievePage() {
  const { phoneNumbers } = usePublicConfig();
  const navigate = useNavigate();
  const retrieval = useRetrieveQuote();
  const summary = useErrorSummary();

  // No draft is kept: these details unlock a quote, so they are not left in storage.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RetrieveFormInput, unknown, RetrieveForm>({
    resolver: zodResolver(RetrieveFormSchema),
    shouldFocusError: false,
  });

  async function retrieve(form: RetrieveForm) {
    summary.clear();
    const typedKey = retrievalKeyFromForm(form);
    try {
      const quote = await retrieval.mutateAsync(typedKey);
      // The retrieved quote replaces the session's. The server has just matched the typed details,
      // so they stand in should the quote lack one of them.
      await navigate(pageHref(holdArrivedQuote(quote, typedKey)));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PolicyAlreadyPurchased') {
        await navigate(pageHref('Purchased'));
        return;
      }
      // What they typed stays in the boxes, to be corrected.
      summary.show([{ message: refusalMessage(error) }]);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(retrieve, (fieldErrors) =>
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
        busy={retrieval.isPending}
        busyText={copy.sending}
      >
        <TextInput
          id={FIELD_IDS.webReference}
          label={copy.referenceLabel}
          hint={copy.referenceHint}
          error={errors.webReference?.message}
          width="20"
          autoComplete="off"
          spellCheck={false}
          {...register('webReference', { setValueAs: asOptional })}
        />
        <TextInput
          id={FIELD_IDS.lastName}
          label={copy.lastNameLabel}
          error={errors.lastName?.message}
          autoComplete="family-name"
          spellCheck={false}
          {...register('lastName', { setValueAs: asOptional })}
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
        <TextInput
          id={FIELD_IDS.postcode}
          label={copy.postcodeLabel}
          hint={copy.postcodeHint}
          error={errors.postcode?.message}
          width="10"
          upperCase
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          {...register('postcode', { setValueAs: asOptional })}
        />
      </QuestionForm>
      <h2>{copy.helpHeading}</h2>
      <p>
        {copy.callUs} <PhoneNumber number={contactPhoneNumber(phoneNumbers, undefined)} />.
      </p>
      <p>
        {copy.noQuoteYet} <Link to={pageHref('VehicleLookup')}>{copy.startAgain}</Link>
      </p>
    </>
  );
}
