import { paymentErrorCopy } from '../../../content/outcomes';
import { DontPayAgainPage } from './dont-pay-again-page';

/**
 * payment-error (§8 'their own pages'): the payment hit an error, so whether it was taken is not
 * known. No way back to paying is offered: paying again could charge the customer twice.
 */
export function PaymentErrorPage() {
  return <DontPayAgainPage page="PaymentError" copy={paymentErrorCopy} />;
}
