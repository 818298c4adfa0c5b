import type { OfferDecision } from '@van/domain/offers';
import { quoteCopy } from '../../../content/quote';

/**
 * What became of the customer's offer code (§9.8, decision 033 item 3): that it is in the price, or
 * why it is not, in the words the quote service gave. Nothing when no code was given.
 */
export function OfferNotice({ offer }: { offer: OfferDecision | undefined }) {
  if (!offer) return null;
  return (
    <p data-testid="offer-notice">
      {offer.applied
        ? quoteCopy.offerApplied(offer.code)
        : (offer.message ?? quoteCopy.offerNotApplied)}
    </p>
  );
}
