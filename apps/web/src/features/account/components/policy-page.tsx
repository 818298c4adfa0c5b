import { useQuery } from '@tanstack/react-query';
import { type AccountPolicyDetail } from '@van/domain/contract';
import { pageHref } from '@van/domain/journey';
import { formatLongDate, formatMoney } from '@van/domain/shared';
import { useId, useState, type FormEvent } from 'react';
import { generatePath, Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DetailsList } from '../../../components/ui/details-list';
import { DocumentList } from '../../../components/ui/document-list';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { RadioGroup } from '../../../components/ui/radio-group';
import { paymentWords, policyCopy as copy } from '../../../content/account';
import { ApiError } from '../../../lib/api-client';
import {
  accountPolicyQueryOptions,
  downloadAccountDocument,
  useSetAutoRenewal,
} from '../api/account-policies';
import { AccountSessionWatch } from './account-session-watch';
import { formatUkDateTime, isSignedOut, statusWords, ToSignIn, vanWords } from './account-lists';
import styles from './account.module.css';

/** The moment a choice was made, in words: '27 November 2026'. */
const dayOf = (dateTime: string) => formatLongDate(dateTime);

/**
 * account/policies/:policyNumber (issue 21 items 2 and 3): one of the signed-in customer's
 * policies as the server answers it: the cover, van, drivers, period, status and payment; its
 * documents to download (with the session cookie, nothing secret in an address); for monthly the
 * Direct Debit collections; the numbers to call; the auto-renewal choice, which can be changed;
 * and the way to cancel. Anyone else's policy, or none, is the server's one 404.
 */
export function PolicyPage() {
  const { policyNumber = '' } = useParams();
  const policy = useQuery(accountPolicyQueryOptions(policyNumber));
  if (policy.isError) {
    if (isSignedOut(policy.error)) return <ToSignIn />;
    const notFound = policy.error instanceof ApiError && policy.error.status === 404;
    return (
      <>
        <h1>{copy.heading(policyNumber)}</h1>
        <p>{notFound ? copy.notFound : copy.loadFailed}</p>
        <p>
          <Link to={pageHref('Account')}>{copy.backToAccount}</Link>
        </p>
      </>
    );
  }
  if (policy.isPending) {
    return (
      <>
        <h1>{copy.heading(policyNumber)}</h1>
        <p role="status">{copy.loading}</p>
      </>
    );
  }
  return (
    <>
      <Policy policy={policy.data} />
      <AccountSessionWatch />
    </>
  );
}

function Policy({ policy }: { policy: AccountPolicyDetail }) {
  const detailsId = useId();
  const documentsId = useId();
  const directDebitId = useId();
  const renewalId = useId();
  const contactId = useId();
  const cancelId = useId();
  const open = policy.status === 'live' || policy.status === 'notYetStarted';
  return (
    <>
      <p>
        <Link to={pageHref('Account')}>{copy.backToAccount}</Link>
      </p>
      <h1>{copy.heading(policy.policyNumber)}</h1>
      <section className={styles.section} aria-labelledby={detailsId}>
        <h2 id={detailsId}>{copy.detailsHeading}</h2>
        <DetailsList
          rows={[
            { label: copy.policyNumber, value: policy.policyNumber },
            {
              label: copy.status,
              value: statusWords(policy),
              testId: 'account-policy-status',
            },
            { label: copy.cover, value: policy.coverType },
            { label: copy.product, value: policy.tierName },
            { label: copy.van, value: vanWords(policy.van) },
            {
              label: copy.drivers,
              value: (
                <ul className={styles.plainList}>
                  {policy.drivers.map((driver, index) => (
                    // A driver's name may repeat (two of the same name); the order is the server's.
                    <li key={index}>
                      {driver.name} ({driver.role})
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              label: copy.period,
              value: copy.periodWords(
                formatLongDate(policy.startDate),
                formatLongDate(policy.endDate),
              ),
            },
            { label: copy.payment, value: paymentWords[policy.paymentFrequency] },
            { label: copy.premium, value: formatMoney(policy.premium) },
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby={documentsId}>
        <h2 id={documentsId}>{copy.documentsHeading}</h2>
        <Documents policy={policy} />
      </section>
      {policy.directDebit && (
        <section className={styles.section} aria-labelledby={directDebitId}>
          <h2 id={directDebitId}>{copy.directDebitHeading}</h2>
          <p data-testid="account-direct-debit-account">
            {copy.accountEnding(policy.directDebit.accountNumberEnding)}
          </p>
          <p>
            {copy.mandateReference}: {policy.directDebit.mandateReference}
          </p>
          <Collections directDebit={policy.directDebit} />
        </section>
      )}
      <section className={styles.section} aria-labelledby={renewalId}>
        <h2 id={renewalId}>{copy.autoRenewalHeading}</h2>
        <AutoRenewalChoice policy={policy} open={open} />
      </section>
      <section className={styles.section} aria-labelledby={contactId}>
        <h2 id={contactId}>{copy.contactHeading}</h2>
        <p>
          {copy.general}: <PhoneNumber number={policy.contactPhoneNumbers.general} />
        </p>
        {policy.contactPhoneNumbers.claims !== undefined && (
          <p>
            {copy.claims}: <PhoneNumber number={policy.contactPhoneNumbers.claims} />
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby={cancelId}>
        <h2 id={cancelId}>{copy.cancelHeading}</h2>
        {open ? (
          <p>
            <Link
              to={generatePath(pageHref('AccountCancelPolicy'), {
                policyNumber: policy.policyNumber,
              })}
            >
              {copy.cancelLink}
            </Link>
          </p>
        ) : (
          <p>
            {policy.status === 'cancelling' && policy.cancellationEffectiveAt
              ? copy.cancelling(formatUkDateTime(policy.cancellationEffectiveAt))
              : policy.status === 'cancelled'
                ? copy.cancelledAlready
                : copy.notOpen}
          </p>
        )}
      </section>
    </>
  );
}

/** Each document as a PDF, fetched with the session cookie and handed to the browser as a file. */
function Documents({ policy }: { policy: AccountPolicyDetail }) {
  return (
    <DocumentList
      intro={copy.documentsIntro}
      documents={policy.documents}
      productInformation={policy.productInformation}
      fetchDocument={(document) => downloadAccountDocument(policy.policyNumber, document.kind)}
      fileName={(document) => `${document.kind}-${policy.policyNumber}.pdf`}
      words={copy}
      classNames={{ list: styles.documents, button: styles.linkButton, error: styles.error }}
    />
  );
}

const RENEWAL_FIELD_ID = 'auto-renew';

/**
 * The auto-renewal choice as the server holds it, in the server's words (their version is what a
 * change records), the renewal date and what will happen; Yes or No and Save changes it. The
 * outcome is said in a live region present before it has anything to say.
 */
function AutoRenewalChoice({ policy, open }: { policy: AccountPolicyDetail; open: boolean }) {
  const { autoRenewal } = policy;
  const [choice, setChoice] = useState<boolean>(autoRenewal.autoRenew);
  const [saved, setSaved] = useState<string>('');
  const [errors, setErrors] = useState<ReadonlyArray<ErrorSummaryItem>>([]);
  const saving = useSetAutoRenewal(policy.policyNumber);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending) return;
    setSaved('');
    setErrors([]);
    try {
      const answer = await saving.mutateAsync(choice);
      setSaved(answer.autoRenew ? copy.savedOn : copy.savedOff);
    } catch (error) {
      const closed = error instanceof ApiError && (error.status === 409 || error.status === 410);
      setErrors([
        {
          message: closed ? copy.saveRefused : copy.saveFailed,
          fieldId: RENEWAL_FIELD_ID,
        },
      ]);
    }
  }

  return (
    <>
      <ErrorSummary errors={errors} />
      <p>{autoRenewal.wording}</p>
      <p data-testid="account-auto-renewal-what-happens">{autoRenewal.whatHappens}</p>
      <p>{copy.renewsOn(formatLongDate(autoRenewal.renewalDate))}</p>
      <p>{copy.chosen(dayOf(autoRenewal.chosenAt), autoRenewal.chosenIn)}</p>
      {open && (
        <form noValidate onSubmit={(event) => void save(event)}>
          <RadioGroup
            id={RENEWAL_FIELD_ID}
            name="autoRenew"
            legend={copy.autoRenewalLegend}
            options={[
              { value: true, label: copy.yes },
              { value: false, label: copy.no },
            ]}
            value={choice}
            onChange={setChoice}
            inline
          />
          <Button type="submit" disabled={saving.isPending}>
            {copy.save}
          </Button>
        </form>
      )}
      <p role="status" className={saved ? styles.success : undefined}>
        {saving.isPending ? copy.saving : saved}
      </p>
    </>
  );
}

/**
 * The Direct Debit's collections as the server holds them; after a cancellation (decision 065)
 * those it stopped say so, and its final collection or refund to the account follows.
 */
function Collections({
  directDebit,
}: {
  directDebit: NonNullable<AccountPolicyDetail['directDebit']>;
}) {
  const settlement = directDebit.settlement;
  return (
    <>
      <table className={styles.table}>
        <caption>{copy.collectionsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.collectionDate}</th>
            <th scope="col" className={styles.amount}>
              {copy.collectionAmount}
            </th>
          </tr>
        </thead>
        <tbody>
          {directDebit.collections.map((collection, index) => (
            <tr key={index}>
              {/* A stopped collection says so under its date: a third column would not fit
                  320 px (the dates do not break). */}
              <td>
                {formatLongDate(collection.date)}
                {collection.cancelledAt && (
                  <span className={styles.cancelledCollection}>{copy.collectionCancelled}</span>
                )}
              </td>
              <td className={styles.amount}>{formatMoney(collection.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {settlement && (
        <p data-testid="account-direct-debit-settlement">
          {(settlement.kind === 'finalCollection' ? copy.finalCollection : copy.bankRefund)(
            formatMoney(settlement.amount),
            formatLongDate(settlement.date),
            directDebit.accountNumberEnding,
          )}
        </p>
      )}
    </>
  );
}
