import { type Result } from '@van/domain/quote';
import { DOCUMENT_DELIVERY_METHODS } from '@van/domain/reference-data';
import { useId } from 'react';
import { RadioGroup } from '../../../components/ui/radio-group';
import { documentsCopy as copy } from '../../../content/quote';
import type { DocumentDeliveryMethod } from '../preferences';
import styles from './details-list.module.css';

const DELIVERY_OPTIONS = DOCUMENT_DELIVERY_METHODS.map((value) => ({
  value,
  label: copy.deliveryOptions[value],
}));

export interface DocumentsSectionProps {
  /** The selected tier's result, for its policy documents. */
  result: Result | undefined;
  deliveryMethod: DocumentDeliveryMethod;
  onDeliveryMethodChange: (method: DocumentDeliveryMethod) => void;
}

/**
 * §2.6 documents section: the account made after purchase, documents posted within 5 working
 * days, other formats on request, and the delivery method (Download or Print, §9.13); with the
 * selected tier's policy summary, wording and product information document to read first.
 */
export function DocumentsSection({
  result,
  deliveryMethod,
  onDeliveryMethodChange,
}: DocumentsSectionProps) {
  const headingId = useId();
  const precis = result?.grantedDetailsMotor?.precisDetails;
  const ipid = result?.grantedDetailsMotor?.insuranceProductInformationDocs?.find(
    (document) => document.url,
  );
  const links: { name: string; url: string }[] = [];
  for (const [name, url] of [
    [copy.policySummary, precis?.policySummaryUrl],
    [copy.policyDocument, precis?.policyDocumentUrl],
    [copy.ipid, ipid?.url],
  ] as const) {
    if (url) links.push({ name, url });
  }
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{copy.heading}</h2>
      <p>{copy.account}</p>
      <p>{copy.posted}</p>
      <p>{copy.formats}</p>
      <RadioGroup
        id="document-delivery"
        name="documentDelivery"
        legend={copy.deliveryLegend}
        hint={copy.deliveryHint}
        options={DELIVERY_OPTIONS}
        value={deliveryMethod}
        onChange={onDeliveryMethodChange}
        inline
      />
      {links.length > 0 ? (
        <>
          <h3>{copy.linksHeading}</h3>
          <ul>
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.name}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
