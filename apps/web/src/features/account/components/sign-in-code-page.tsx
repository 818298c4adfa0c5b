import { pageHref } from '@van/domain/journey';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { signInCodeCopy as copy } from '../../../content/account';
import { asOptional } from '../../../lib/form-values';
import { useRequestSignInCode, useSignIn } from '../api/account-session';
import {
  accountRefusalMessage,
  SignInCodeFormSchema,
  type SignInCodeForm,
  type SignInCodeFormInput,
} from '../sign-in-forms';
import { codePageStateOf, type CodePageState } from '../sign-in-state';
import styles from './account.module.css';

const FIELD_IDS = { code: 'sign-in-code' } as const satisfies Record<keyof SignInCodeForm, string>;

/**
 * account/sign-in/code (decisions 060, 062): the 6-digit code from the e-mail signs the customer
 * in, and the account opens. The address it was sent to arrives as router state; opened without
 * it (a typed address, a new tab) the customer starts again at account/sign-in.
 */
export function SignInCodePage() {
  const sent = codePageStateOf(useLocation().state);
  if (sent === undefined) return <Navigate to={pageHref('AccountSignIn')} replace />;
  return <CodeForm sent={sent} />;
}

function CodeForm({ sent }: { sent: CodePageState }) {
  const navigate = useNavigate();
  const signingIn = useSignIn();
  const resending = useRequestSignInCode();
  const [resent, setResent] = useState(false);
  const { form, summary, onSubmit } = useQuestionPage<SignInCodeFormInput, SignInCodeForm>({
    schema: SignInCodeFormSchema,
    fieldIds: FIELD_IDS,
  });
  const {
    register,
    formState: { errors },
  } = form;

  async function signIn({ code }: SignInCodeForm) {
    setResent(false);
    try {
      await signingIn.mutateAsync({ email: sent.email, code });
      // Replaces this page in the history, so Back does not return to a used code.
      await navigate(pageHref('Account'), { replace: true });
    } catch (error) {
      summary.show([{ message: accountRefusalMessage(error, copy.tryAgain) }]);
    }
  }

  async function sendNewCode() {
    summary.clear();
    setResent(false);
    try {
      await resending.mutateAsync({ email: sent.email });
      form.reset({ code: '' });
      setResent(true);
    } catch (error) {
      summary.show([{ message: accountRefusalMessage(error, copy.tryAgain) }]);
    }
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      <p>{sent.message}</p>
      <p>
        {copy.sentTo} <strong className={styles.address}>{sent.email}</strong>
      </p>
      <QuestionForm
        onSubmit={onSubmit(signIn)}
        submitLabel={copy.submit}
        busy={signingIn.isPending}
        busyText={copy.signingIn}
      >
        <TextInput
          id={FIELD_IDS.code}
          label={copy.codeLabel}
          hint={copy.codeHint}
          error={errors.code?.message}
          width="8"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          {...register('code', { setValueAs: asOptional })}
        />
      </QuestionForm>
      <p>
        <button
          type="button"
          className={styles.linkButton}
          disabled={resending.isPending}
          onClick={() => void sendNewCode()}
        >
          {copy.resend}
        </button>
      </p>
      <p role="status">{resending.isPending ? copy.resending : resent ? copy.resent : ''}</p>
      <p>
        <Link to={pageHref('AccountSignIn')}>{copy.otherAddress}</Link>
      </p>
    </>
  );
}
