import { useQuery } from '@tanstack/react-query';
import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { signInCopy as copy } from '../../../content/account';
import { asOptional } from '../../../lib/form-values';
import { usePublicConfig } from '../../../lib/public-config';
import { accountSessionQueryOptions, useRequestSignInCode } from '../api/account-session';
import {
  accountRefusalMessage,
  SignInEmailFormSchema,
  type SignInEmailForm,
  type SignInEmailFormInput,
} from '../sign-in-forms';
import { signInNoticeOf, type CodePageState } from '../sign-in-state';
import styles from './account.module.css';

const FIELD_IDS = { email: 'email' } as const satisfies Record<keyof SignInEmailForm, string>;

/**
 * account/sign-in (decisions 060, 062): the customer gives the e-mail address on their policy and
 * a 6-digit code is e-mailed to it. The server answers alike whether or not it knows the address,
 * so the next page says what it said. The address goes to the code page as router state, never
 * in the URL; nothing typed is kept as a draft. A customer already signed in goes to their
 * account instead (decision 067).
 */
export function SignInPage() {
  const { phoneNumbers } = usePublicConfig();
  const navigate = useNavigate();
  const { state } = useLocation();
  const notice = signInNoticeOf(state);
  // Decision 067: the server says whether this browser is signed in. Not asked when the customer
  // has just signed out or been signed out (the notice says so), nor again when the page that sent
  // them here has just been refused (its 401 is still in the cache: retryOnMount); and only this
  // visit's own answer counts, never one cached from a page before (isFetchedAfterMount).
  const session = useQuery({
    ...accountSessionQueryOptions,
    enabled: notice === undefined,
    retryOnMount: false,
  });
  const sending = useRequestSignInCode();
  const { form, summary, onSubmit } = useQuestionPage<SignInEmailFormInput, SignInEmailForm>({
    schema: SignInEmailFormSchema,
    fieldIds: FIELD_IDS,
  });
  const {
    register,
    formState: { errors },
  } = form;

  async function sendCode({ email }: SignInEmailForm) {
    try {
      const { message } = await sending.mutateAsync({ email });
      await navigate(pageHref('AccountSignInCode'), {
        state: { email, message } satisfies CodePageState,
      });
    } catch (error) {
      summary.show([{ message: accountRefusalMessage(error, copy.tryAgain) }]);
    }
  }

  if (session.isSuccess && session.isFetchedAfterMount) {
    return <Navigate to={pageHref('Account')} replace />;
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      {notice ? <p className={styles.notice}>{copy[notice]}</p> : null}
      <p>{copy.intro}</p>
      <QuestionForm
        onSubmit={onSubmit(sendCode)}
        submitLabel={copy.submit}
        busy={sending.isPending}
        busyText={copy.sending}
      >
        <TextInput
          id={FIELD_IDS.email}
          type="email"
          label={copy.emailLabel}
          hint={copy.emailHint}
          error={errors.email?.message}
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          {...register('email', { setValueAs: asOptional })}
        />
      </QuestionForm>
      <h2>{copy.helpHeading}</h2>
      <p>
        {copy.callUs} <PhoneNumber number={contactPhoneNumber(phoneNumbers, undefined)} />.
      </p>
      <p>
        {copy.retrieveLead} <Link to={pageHref('Retrieve')}>{copy.retrieveLink}</Link>
      </p>
    </>
  );
}
