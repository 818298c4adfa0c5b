import { QuoteSummary } from '../../features/quote/components/quote-summary';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * your-quote. Without a quote it cannot open: the table's guard sends the customer to start one
 * (decision 009). A quote that goes while the page is open has gone because the session ended, and
 * the navigation to sessionExpired that reset it is already under way (§2.6); redirecting from here
 * would cancel it, so the page only stops showing the quote.
 */
export function YourQuoteRoute() {
  const quote = useJourneyStore((state) => state.quote);
  return quote === null ? null : <QuoteSummary quote={quote} />;
}
