import { checkYourDetailsCopy } from '../../content/check-your-details';
import { ContinueLink } from '../../features/quote/components/continue-link';
import { YourQuotePage } from '../../features/quote/components/your-quote-page';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * your-quote. Without a quote it cannot open: the table's guard sends the customer to start one
 * (decision 009); a declined one never opens it (enter-page.ts, decision 050). A quote that goes
 * while the page is open has gone because the session ended, and the navigation to sessionExpired
 * that reset it is already under way (§2.6); redirecting from here would cancel it, so the page
 * only stops showing the quote.
 */
export function YourQuoteRoute() {
  const quote = useJourneyStore((state) => state.quote);
  if (quote === null) return null;
  return (
    <>
      <YourQuotePage quote={quote} />
      {/* The price panel's Continue goes the same way; this one ends the page's long read. */}
      <p>
        <ContinueLink quote={quote}>{checkYourDetailsCopy.linkFromQuote}</ContinueLink>
      </p>
    </>
  );
}
