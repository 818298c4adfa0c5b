import { pageHref } from '@van/domain/journey';
import { Navigate, useRouteError } from 'react-router';
import { appErrorCopy } from '../../content/service-unavailable';
import { pageForError } from '../../lib/error-page';

/** Said where nothing better can be: the service has a problem; try later. Inside the layout. */
function ProblemHere() {
  return (
    <>
      <h1>{appErrorCopy.title}</h1>
      <p>{appErrorCopy.body}</p>
    </>
  );
}

/**
 * The error route of the journey's pages: a page that could not open (its guards' config, an
 * entry action such as cover-details' lists) or show (its code, the lists it waits for) after the
 * retries. The customer goes where pageForError sends them (a server that cannot answer:
 * service-unavailable, which keeps what they have given and offers to try again); anything else
 * (a fault of ours) is said plainly here.
 */
export function PageErrorRoute() {
  const outcome = pageForError(useRouteError(), 'openingPage');
  if (outcome.page !== undefined) return <Navigate to={pageHref(outcome.page)} replace />;
  return <ProblemHere />;
}

/**
 * The error route of the outcome pages, where failures are sent: one that fails itself is said
 * plainly where it is, never sent on.
 */
export function OutcomeErrorRoute() {
  return <ProblemHere />;
}
