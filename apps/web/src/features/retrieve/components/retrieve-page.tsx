import {
  retrievalKeyFromForm,
  RetrieveFormSchema,
  type RetrieveForm,
  type RetrieveFormInput,
} from '@van/domain/forms';
import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import {
  RETRIEVAL_FAILED_MESSAGE,
  RETRIEVAL_LOCKED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  type ErrorCode,
} from '@van/domain/shared';
import { WebReferenceSchema } from '@van/domain/retrieval';
import { Link, useLocation, useNavigate } from 'react-router';
import { DateInput } from '../../../components/ui/date-input';
import { ErrorSummary, firstErrorMessage } from '../../../components/ui/error-summary';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { retrieveCopy as copy } from '../../../content/retrieve';
import { ApiError } from '../../../lib/api-client';
import { pageForError } from '../../../lib/error-page';
import { asNumber, asOptional } from '../../../lib/form-values';
import { usePublicConfig } from '../../../lib/public-config';
import { holdArrivedQuote } from '../../../stores/hold-arrived-quote';
import { useRetrieveQuote } from '../api/retrieve-quote';

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
 * The quote reference a page sent the customer here with, as router state `{ webReference }`
 * (session-expired's 'Retrieve quote'): never in the URL, as personal data never is. Anything
 * else in the state is ignored.
 */
function referenceArrivedWith(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('webReference' in state)) return undefined;
  const parsed = WebReferenceSchema.safeParse(state.webReference);
  return parsed.success ? parsed.data : undefined;
}

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
  const { state } = useLocation();

  // No draft is kept (no page): these details unlock a quote, so they are not left in storage.
  // The reference the customer was just shown is filled in for them (issue 18 item 3).
  const { form, summary, onSubmit } = useQuestionPage<RetrieveFormInput, RetrieveForm>({
    schema: RetrieveFormSchema,
    fieldIds: FIELD_IDS,
    defaults: () => {
      const webReference = referenceArrivedWith(state);
      return webReference === undefined ? {} : { webReference };
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  async function retrieve(answers: RetrieveForm) {
    const typedKey = retrievalKeyFromForm(answers);
    try {
      const quote = await retrieval.mutateAsync(typedKey);
      // The retrieved quote replaces the session's. The server has just matched the typed details,
      // so they stand in should the quote lack one of them.
      await navigate(pageHref(holdArrivedQuote(quote, typedKey)));
    } catch (error) {
      // §8: a quote already bought goes to purchased.
      const { page } = pageForError(error, 'retrieve');
      if (page !== undefined) {
        await navigate(pageHref(page));
        return;
      }
      // What they typed stays in the boxes, to be corrected.
      summary.show([{ message: refusalMessage(error) }]);
    }
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <QuestionForm
        onSubmit={onSubmit(retrieve)}
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
