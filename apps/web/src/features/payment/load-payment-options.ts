import { pageHref } from '@van/domain/journey';
import { redirect } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { getPaymentOptions } from '../../lib/payment-service';
import { useJourneyStore } from '../../stores/journey-store';
import { chosenPaymentOption, offers, paymentFailureHref } from './payment-option';

/**
 * §2.2 payment, before entry: the payment options are retrieved (§7.4), and the page opens on the
 * customer's chosen method, with its Direct Debit step first when that is monthly (§4.8).
 * - A quote bought in this session (a wrap-up token held, or the payment made) is not paid for
 *   again: confirmation. One the service says is closed (bought elsewhere): purchased.
 * - No option matching the chosen method: payment-failure?quoteRef={webReference} (§2.2, §8).
 * - 'No available payment methods found', 'Null response' and other refusals: the page says so
 *   (§4.1 Fail with its errorMessage). A server that cannot answer after the retries:
 *   service-unavailable.
 * @throws a redirect Response where the customer goes instead.
 */
export async function loadPaymentOptions(): Promise<void> {
  const journey = useJourneyStore.getState();
  const { quote, quoteKey } = journey;
  if (journey.token !== null || journey.pageValidity.Payment) {
    throw redirect(pageHref('Confirmation'));
  }
  // The table's guards have checked both; this narrows them.
  if (quote === null || quoteKey === null) throw redirect(pageHref('YourQuote'));

  journey.setPaymentLoad({ status: 'Triggered', errorMessage: null });
  let options;
  try {
    options = await getPaymentOptions(quoteKey);
  } catch (error) {
    const message = error instanceof ApiError ? error.message : String(error);
    journey.setPaymentLoad({ status: 'Fail', errorMessage: message });
    // Bought already (by this customer elsewhere, or earlier). A quote closed for another reason
    // (changed in another tab since it was finalized) is a refusal the page shows.
    if (error instanceof ApiError && error.code === 'PolicyAlreadyPurchased') {
      throw redirect(pageHref('Purchased'));
    }
    if (error instanceof ApiError && (error.isClientError || error.status === 200)) return;
    throw redirect(pageHref('ServiceUnavailable'));
  }
  const option = chosenPaymentOption(quote);
  if (!offers(options, option)) throw redirect(paymentFailureHref(quote.policy.webReference));
  journey.setPaymentOptions(options, option === 'MONTHLY_DD');
}
