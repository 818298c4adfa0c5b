import { useQuery } from '@tanstack/react-query';
import { type AccountPolicySummary, type OpenQuote } from '@van/domain/contract';
import { pageHref } from '@van/domain/journey';
import { formatLongDate, formatMoney } from '@van/domain/shared';
import { useState } from 'react';
import { generatePath, Link, Navigate, useNavigate } from 'react-router';
import { DetailsList } from '../../../components/ui/details-list';
import { ErrorSummary } from '../../../components/ui/error-summary';
import hidden from '../../../components/ui/visually-hidden.module.css';
import {
  accountCopy,
  accountListsCopy as copy,
  cancelledFrom,
  paymentWords,
  policyStatusWords,
} from '../../../content/account';
import { ApiError } from '../../../lib/api-client';
import { pageForError } from '../../../lib/error-page';
import { holdArrivedQuote } from '../../../stores/hold-arrived-quote';
import {
  accountPoliciesQueryOptions,
  openQuotesQueryOptions,
  useResumeOpenQuote,
} from '../api/account-policies';
import { signInPageState } from '../sign-in-state';
import styles from './account.module.css';

/** The address of one policy's page (the policy number is its one parameter, not personal data). */
export function accountPolicyHref(policyNumber: string): string {
  return generatePath(pageHref('AccountPolicy'), { policyNumber });
}

/** A 401: the session has ended (timed out, or signed out in another tab). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Where a page goes once the server says nobody is signed in: account/sign-in. */
export function ToSignIn() {
  return <Navigate to={pageHref('AccountSignIn')} replace />;
}

export /**
 * A policy's status in words, as the server answers it; a cancelled or cancelling one says when
 * its cover ends or ended (UK time).
 */
function statusWords(policy: AccountPolicySummary): string {
  const { status, cancellationEffectiveAt } = policy;
  if ((status === 'cancelling' || status === 'cancelled') && cancellationEffectiveAt) {
    return cancelledFrom(status, formatUkDateTime(cancellationEffectiveAt));
  }
  return policyStatusWords[status];
}

/** An instant as UK people read it: '00:00 on 3 March 2027'. */
export function formatUkDateTime(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} on ${part('day')} ${part('month')} ${part('year')}`;
}

export const vanWords = (van: OpenQuote['van']) => `${van.make} ${van.model} (${van.registration})`;

/** The signed-in customer's policies, newest first, each linking to its own page. */
export function PolicyList() {
  const policies = useQuery(accountPoliciesQueryOptions);
  if (policies.isError) {
    if (isSignedOut(policies.error)) return <ToSignIn />;
    return <p>{copy.policiesLoadFailed}</p>;
  }
  if (policies.isPending) return <p role="status">{copy.policiesLoading}</p>;
  if (policies.data.policies.length === 0) return <p>{accountCopy.noPolicies}</p>;
  return (
    <ul className={styles.cards}>
      {policies.data.policies.map((policy) => (
        <li key={policy.policyNumber} className={styles.card}>
          <PolicySummary policy={policy} />
        </li>
      ))}
    </ul>
  );
}

function PolicySummary({ policy }: { policy: AccountPolicySummary }) {
  return (
    <>
      <h3 className={styles.cardHeading}>
        <Link to={accountPolicyHref(policy.policyNumber)}>{copy.view(policy.policyNumber)}</Link>
      </h3>
      <DetailsList
        rows={[
          {
            label: copy.policyNumber,
            value: <span data-testid="account-policy-number">{policy.policyNumber}</span>,
          },
          { label: copy.van, value: vanWords(policy.van) },
          { label: copy.cover, value: `${policy.coverType}, ${policy.tierName}` },
          {
            label: copy.status,
            value: <span data-testid="account-policy-status">{statusWords(policy)}</span>,
          },
          {
            label: copy.period,
            value: copy.periodWords(
              formatLongDate(policy.startDate),
              formatLongDate(policy.endDate),
            ),
          },
          { label: paymentWords[policy.paymentFrequency], value: formatMoney(policy.premium) },
        ]}
      />
    </>
  );
}

/**
 * The address's open quotes. "Continue this quote" resumes one on the server, which answers as a
 * retrieve does, and the journey carries on exactly as after a retrieve: the quote is held as the
 * session's (holdArrivedQuote) and the customer goes where it stands (§4.2); a quote already bought
 * goes where pageForError sends a retrieve's (purchased).
 */
export function OpenQuoteList() {
  const quotes = useQuery(openQuotesQueryOptions);
  const resuming = useResumeOpenQuote();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<ReadonlyArray<{ message: string }>>([]);

  async function resume(webReference: string) {
    setProblem([]);
    try {
      const quote = await resuming.mutateAsync(webReference);
      await navigate(pageHref(holdArrivedQuote(quote)));
    } catch (error) {
      if (isSignedOut(error)) {
        await navigate(pageHref('AccountSignIn'), {
          replace: true,
          state: signInPageState('timedOut'),
        });
        return;
      }
      const { page } = pageForError(error, 'retrieve');
      if (page !== undefined) {
        await navigate(pageHref(page));
        return;
      }
      const gone = error instanceof ApiError && error.status === 404;
      setProblem([{ message: gone ? copy.resumeGone : copy.resumeFailed }]);
      await quotes.refetch();
    }
  }

  if (quotes.isError) {
    if (isSignedOut(quotes.error)) return <ToSignIn />;
    return <p>{copy.quotesLoadFailed}</p>;
  }
  if (quotes.isPending) return <p role="status">{copy.quotesLoading}</p>;
  return (
    <>
      <ErrorSummary errors={problem} />
      {quotes.data.quotes.length === 0 ? (
        <p>{copy.noQuotes}</p>
      ) : (
        <ul className={styles.cards}>
          {quotes.data.quotes.map((quote) => (
            <li key={quote.webReference} className={styles.card}>
              <DetailsList
                rows={[
                  {
                    label: copy.quoteReference,
                    value: <span data-testid="account-quote-reference">{quote.webReference}</span>,
                  },
                  { label: copy.van, value: vanWords(quote.van) },
                  { label: copy.quoteDate, value: formatLongDate(quote.createdDate) },
                  {
                    label: copy.quotePrice,
                    value: quote.price === undefined ? copy.notPriced : formatMoney(quote.price),
                  },
                ]}
              />
              <button
                type="button"
                className={styles.secondaryButton}
                disabled={resuming.isPending}
                onClick={() => void resume(quote.webReference)}
              >
                {copy.continueQuote}
                <span className={hidden.visuallyHidden}> {quote.webReference}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status">{resuming.isPending ? copy.continuing : ''}</p>
    </>
  );
}
