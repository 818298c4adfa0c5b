import { Navigate, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { QuoteSummary } from '../../features/quote/components/quote-summary';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * your-quote has nothing to show without a quote. §2.2 gives it no guard; until retrieve exists,
 * the customer is sent to start one (a choice recorded in docs/decisions by the lead).
 */
export function yourQuoteLoader() {
  if (useJourneyStore.getState().quote === null) {
    throw redirect(paths.vehicleLookup.href);
  }
  return null;
}

export function YourQuoteRoute() {
  const quote = useJourneyStore((state) => state.quote);
  // The store can be reset while the page is open (a later session-expiry issue does this).
  if (quote === null) return <Navigate to={paths.vehicleLookup.href} replace />;
  return <QuoteSummary quote={quote} />;
}
