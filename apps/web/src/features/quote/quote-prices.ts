import { SELECTED_PRODUCT_IDENTIFIER, type Event, type Quote, type Result } from '@van/domain';

const tierOf = (event: Event) => event.result?.grantedDetailsMotor?.productIdentifier;

/**
 * The result of the selected tier: the eventsRelated entry for VAN (§4.4: the selected tier is
 * always VAN), or the current event's result when there is none.
 */
export function selectedTierResult(quote: Quote): Result | undefined {
  const selected = quote.policy.eventsRelated?.find(
    (event) => tierOf(event) === SELECTED_PRODUCT_IDENTIFIER,
  );
  return selected?.result ?? quote.policy.eventCurrent.result;
}
