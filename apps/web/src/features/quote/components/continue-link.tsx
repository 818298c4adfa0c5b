import { pageHref } from '@van/domain/journey';
import type { Quote } from '@van/domain/quote';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useJourneyStore } from '../../../stores/journey-store';

/**
 * The way on from your-quote to check-your-details (§2.6: the answers are checked before payment).
 * Going on accepts the quote shown (§4.3 YourQuote valid), which payment's validity check needs; a
 * declined one is not. The price panel, the phone's bar and the end of the page all use it.
 */
export function ContinueLink({
  quote,
  className,
  children,
}: {
  quote: Quote;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={pageHref('CheckYourDetails')}
      className={className}
      onClick={() => {
        if (!quote.noAvailableProducts) {
          useJourneyStore.getState().setPageValidity(['YourQuote'], true);
        }
      }}
    >
      {children}
    </Link>
  );
}
