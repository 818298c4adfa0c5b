import { pageHref } from '@van/domain/journey';
import { Link } from 'react-router';
import { checkYourDetailsCopy } from '../../content/check-your-details';
import { YourQuotePage } from '../../features/quote/components/your-quote-page';
import { useJourneyStore } from '../../stores/journey-store';

/**
 * your-quote. Without a quote it cannot open: the table's guard sends the customer to start one
 * (decision 009). A quote that goes while the page is open has gone because the session ended, and
 * the navigation to sessionExpired that reset it is already under way (§2.6); redirecting from here
 * would cancel it, so the page only stops showing the quote.
 */
export function YourQuoteRoute() {
  const quote = useJourneyStore((state) => state.quote);
  if (quote === null) return null;
  return (
    <>
      <YourQuotePage quote={quote} />
      {/* §2.6: the answers are checked before payment. Going on accepts the quote shown (§4.3
          YourQuote valid), which payment's validity check needs; a declined one is not. */}
      <p>
        <Link
          to={pageHref('CheckYourDetails')}
          onClick={() => {
            if (!quote.noAvailableProducts) {
              useJourneyStore.getState().setPageValidity(['YourQuote'], true);
            }
          }}
        >
          {checkYourDetailsCopy.linkFromQuote}
        </Link>
      </p>
    </>
  );
}
