import { paymentErrorCopy as copy } from '../../../content/outcomes';
import { useQuoteReference } from '../quote-reference';
import { CallUsWithReference } from './call-us-with-reference';

/**
 * payment-error (§8 'their own pages'): the payment hit an error, so whether it was taken is not
 * known. No way back to paying is offered: paying again could charge the customer twice.
 */
export function PaymentErrorPage() {
  const reference = useQuoteReference('PaymentError');
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      <p>{copy.dontPayAgain}</p>
      <CallUsWithReference reference={reference} />
    </>
  );
}
