import { type CreditAgreementSignature } from '@van/domain/contract';
import { type CreditSection } from '@van/domain/payment';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DetailsList } from '../../../components/ui/details-list';
import { QuestionForm } from '../../../components/ui/question-form';
import { TextInput } from '../../../components/ui/text-input';
import { paymentCopy as copy } from '../../../content/payment';
import { ApiError } from '../../../lib/api-client';
import { useCreditAgreement, useSignCreditAgreement } from '../../../lib/credit-agreement-service';
import { useJourneyStore } from '../../../stores/journey-store';
import styles from './payment.module.css';

/** When the agreement was signed, in the UK's time: '27 November 2026, 10:30'. */
export function signedAtWords(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'long',
    timeStyle: 'short',
  });
}

/**
 * Paying monthly, before the Direct Debit step (decision 045; CCA 1974 s.55, CONC 4.2): the
 * pre-contract credit information, the explanation (never a box to say it was adequate, CONC
 * 4.2.13R), then the whole agreement, which the customer signs by typing their name and choosing
 * to sign. The words and the hash signed are the server's, for the quote as it now stands.
 */
export function CreditAgreementStep({
  onSigned,
  onRefused,
}: {
  onSigned: (signature: CreditAgreementSignature) => void;
  onRefused: (error: unknown) => void;
}) {
  const quoteKey = useJourneyStore((state) => state.quoteKey);
  const agreement = useCreditAgreement(quoteKey);
  const signCall = useSignCreditAgreement();
  const infoId = useId();
  const agreementId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const nameRef = useRef<HTMLInputElement>(null);

  // The page's handler changes every render; a failed load is reported once.
  const refusedRef = useRef(onRefused);
  useEffect(() => {
    refusedRef.current = onRefused;
  });
  useEffect(() => {
    if (agreement.error) refusedRef.current(agreement.error);
  }, [agreement.error]);

  if (agreement.data === undefined) {
    return (
      <p role="status" className={styles.section}>
        {agreement.isPending ? copy.creditAgreementLoading : ''}
      </p>
    );
  }
  const shown = agreement.data;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (quoteKey === null) return;
    if (name.trim() === '') {
      setError(copy.signerNameRequired);
      nameRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      onSigned(
        await signCall.mutateAsync({
          quoteKey,
          version: shown.version,
          textHash: shown.textHash,
          signerName: name,
        }),
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'CreditAgreementNotSigned') {
        // The quote was re-priced since this text was read: read the new one.
        setError(copy.agreementChanged);
        await agreement.refetch();
        return;
      }
      onRefused(failure);
    }
  }

  return (
    <>
      <section aria-labelledby={infoId} className={styles.section}>
        <h2 id={infoId}>{copy.creditInfoHeading}</h2>
        <p>{copy.creditInfoIntro}</p>
        <h3>{copy.creditExplanationHeading}</h3>
        <ul>
          {shown.explanation.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <Sections sections={shown.preContractInformation} />
      </section>
      <section aria-labelledby={agreementId} className={styles.section}>
        <h2 id={agreementId}>{copy.creditAgreementHeading}</h2>
        <p>{copy.creditAgreementIntro}</p>
        <div className={styles.agreement}>
          <Sections sections={shown.agreement} />
        </div>
        {shown.signedAt ? <p>{copy.agreementSigned(signedAtWords(shown.signedAt))}</p> : null}
        <QuestionForm
          onSubmit={(event) => void submit(event)}
          submitLabel={copy.signAgreement}
          busy={signCall.isPending}
          busyText={copy.signingAgreement}
        >
          <TextInput
            ref={nameRef}
            id="signer-name"
            label={copy.signerName}
            hint={copy.signerNameHint(shown.borrowerName)}
            error={error}
            autoComplete="name"
            spellCheck={false}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </QuestionForm>
      </section>
    </>
  );
}

/** The server's sections: a heading each, then label/value rows or paragraphs. */
function Sections({ sections }: { sections: readonly CreditSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <div key={section.heading}>
          <h3>{section.heading}</h3>
          {section.rows ? (
            <DetailsList
              rows={section.rows.map((row) => ({ label: row.label, value: row.value }))}
            />
          ) : null}
          {(section.paragraphs ?? []).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ))}
    </>
  );
}
