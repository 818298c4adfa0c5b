import type { PageId } from '@van/domain/journey';
import { useQuoteReference } from '../quote-reference';
import { CallUsWithReference } from './call-us-with-reference';

/** What a page that asks the customer not to pay again says, in its own words. */
export interface DontPayAgainCopy {
  heading: string;
  explanation: string;
  dontPayAgain: string;
}

/**
 * An outcome page after a payment whose end the journey cannot show (payment-error,
 * policy-wrap-up-error): what went wrong, not to pay again (that could charge the customer twice),
 * and the number to call with the quote reference `page` gives. No way back to paying is offered.
 */
export function DontPayAgainPage({ page, copy }: { page: PageId; copy: DontPayAgainCopy }) {
  const reference = useQuoteReference(page);
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      <p>{copy.dontPayAgain}</p>
      <CallUsWithReference reference={reference} />
    </>
  );
}
