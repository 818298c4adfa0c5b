import { useQuery } from '@tanstack/react-query';
import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { formatLongDate } from '@van/domain/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { DetailsList } from '../../../components/ui/details-list';
import { DocumentList } from '../../../components/ui/document-list';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { confirmationCopy as copy } from '../../../content/confirmation';
import { soldProductName } from '../../../lib/quote-figures';
import { downloadPolicyDocument, getPolicyDocuments } from '../../../lib/payment-service';
import { usePublicConfig } from '../../../lib/public-config';
import { useJourneyStore } from '../../../stores/journey-store';
import styles from './confirmation.module.css';

/**
 * confirmation (§2.1 'Thank you for buying {brand} Van Insurance', §2.6: thanks the customer and
 * shows the policy number): the policy number the wrap-up gave (§4.8), the cover bought, the
 * documents (downloaded with the wrap-up token in a header, never in an address) and what happens
 * next. The wrap-up ran before entry (§2.2), so a token and policy number are held here.
 */
export function ConfirmationPage() {
  const { brandName, phoneNumbers } = usePublicConfig();
  const quote = useJourneyStore((state) => state.quote);
  const token = useJourneyStore((state) => state.token);
  const policyNumber = useJourneyStore((state) => state.policyNumber);
  const webReference = useJourneyStore((state) => state.retrievalKey?.webReference);
  return (
    <>
      <h1>{copy.heading(brandName)}</h1>
      {policyNumber ? (
        <p className={styles.policyNumber}>
          {copy.policyNumber}{' '}
          <strong className={styles.policyNumberValue} data-testid="policy-number">
            {policyNumber}
          </strong>
        </p>
      ) : null}
      {quote ? <CoverSummary quote={quote} /> : null}
      {token && webReference ? (
        <Documents
          webReference={webReference}
          token={token}
          email={quote?.policy.eventCurrent.risk.proposer.email}
          phone={contactPhoneNumber(phoneNumbers, quote?.policy.sourceOfBusiness)}
        />
      ) : null}
      <section className={styles.section} aria-labelledby="confirmation-next">
        <h2 id="confirmation-next">{copy.nextHeading}</h2>
        <ul>
          {copy.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          {copy.signInLater} <Link to={pageHref('AccountSignIn')}>{copy.signInLink}</Link>.
        </p>
        <p>
          {copy.questions}{' '}
          <PhoneNumber number={contactPhoneNumber(phoneNumbers, quote?.policy.sourceOfBusiness)} />.
        </p>
      </section>
    </>
  );
}

function CoverSummary({ quote }: { quote: Quote }) {
  const headingId = useId();
  const start = quote.policy.startDate ? formatLongDate(quote.policy.startDate) : undefined;
  const registration = quote.policy.eventCurrent.risk.vehicles?.[0]?.regNumber;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.coverHeading}</h2>
      <DetailsList
        rows={[
          { label: copy.coverLevel, value: soldProductName(quote) },
          start !== undefined && { label: copy.coverStart, value: start },
          registration !== undefined && { label: copy.van, value: registration },
          { label: copy.reference, value: quote.policy.webReference },
        ]}
      />
    </section>
  );
}

/**
 * Decisions 030 and 032: the policy's PDFs and the product information (IPID) links. Decision 033: says the
 * documents were e-mailed only when the service says the e-mail was queued to a real address;
 * otherwise how to get them (download them here, or call us).
 */
function Documents({
  webReference,
  token,
  email,
  phone,
}: {
  webReference: string;
  token: string;
  email: string | undefined;
  phone: string;
}) {
  const headingId = useId();
  const documents = useQuery({
    queryKey: ['policy-documents', webReference],
    queryFn: ({ signal }) => getPolicyDocuments(webReference, token, signal),
    staleTime: Infinity,
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.documentsHeading}</h2>
      {documents.isPending ? (
        <p role="status">{copy.documentsLoading}</p>
      ) : documents.isError ? (
        <p>{copy.documentsFailed}</p>
      ) : (
        <>
          {documents.data.documentsEmailed ? (
            <p>{copy.emailed(email)}</p>
          ) : documents.data.documentsPosted ? (
            // Decision 043: no consent to documents by e-mail, so they come by post.
            <p>{copy.posted}</p>
          ) : (
            <>
              <p>
                <strong>{copy.notEmailed}</strong>
              </p>
              <p>
                {copy.notEmailedCall} <PhoneNumber number={phone} /> {copy.notEmailedCallEnd}
              </p>
            </>
          )}
          <DocumentList
            intro={documents.data.documentsEmailed ? copy.documentsIntro : undefined}
            documents={documents.data.documents}
            productInformation={documents.data.productInformation}
            // The wrap-up token goes in a header, never in an address.
            fetchDocument={(document) => downloadPolicyDocument(webReference, document.kind, token)}
            fileName={(document) => document.fileName}
            words={{
              ...copy,
              downloadFailed: (title) =>
                copy.downloadFailed(title, documents.data.documentsEmailed),
            }}
            classNames={{ list: styles.documents, button: styles.linkButton, error: styles.error }}
          />
        </>
      )}
    </section>
  );
}
