import type { QueryClient } from '@tanstack/react-query';
import { pageHref } from '@van/domain/journey';
import { redirect } from 'react-router';
import { pageForError } from '../../lib/error-page';
import { paymentOptionsQuery } from '../../lib/payment-service';
import { useJourneyStore } from '../../stores/journey-store';
import { chosenPaymentOption, offers, paymentFailureHref } from './payment-option';

/**
 * §2.2 payment, before entry: the payment options are retrieved (§7.4), and the page opens on the
 * customer's chosen method, with its Direct Debit step first when that is monthly (§4.8).
 * - A quote bought in this session (a wrap-up token held, or the payment made) is not paid for
 *   again: confirmation. One the service says is closed (bought elsewhere): purchased.
 * - No option matching the chosen method: payment-failure?quoteRef={webReference} (§2.2, §8).
 * - 'No available payment methods found', 'Null response' and other refusals: the page says so
 *   (§4.1 Fail with its errorMessage); a quote already bought goes to purchased, a server that
 *   cannot answer after the retries to service-unavailable (pageForError).
 * @throws a redirect Response where the customer goes instead.
 */
export async function loadPaymentOptions(queryClient: QueryClient): Promise<void> {
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
    options = await queryClient.query(paymentOptionsQuery(quoteKey));
  } catch (error) {
    // A quote closed for a reason other than being bought (changed in another tab since it was
    // finalized) is a refusal the page shows.
    const outcome = pageForError(error, 'paymentOptions');
    journey.setPaymentLoad({ status: 'Fail', errorMessage: outcome.message ?? null });
    if (outcome.page !== undefined) throw redirect(pageHref(outcome.page));
    return;
  }
  const option = chosenPaymentOption(quote);
  if (!offers(options, option)) throw redirect(paymentFailureHref(quote.policy.webReference));
  journey.setPaymentOptions(options, option === 'MONTHLY_DD');
}
