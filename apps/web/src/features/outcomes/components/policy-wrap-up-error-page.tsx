import { policyWrapUpErrorCopy as copy } from '../../../content/outcomes';
import { useQuoteReference } from '../quote-reference';
import { CallUsWithReference } from './call-us-with-reference';

/**
 * policy-wrap-up-error?quoteRef={webReference} (§8): the wrap-up after payment gave no token, so
 * the policy could not be confirmed online.
 */
export function PolicyWrapUpErrorPage() {
  const reference = useQuoteReference('PolicyWrapUpError');
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.explanation}</p>
      <p>{copy.dontPayAgain}</p>
      <CallUsWithReference reference={reference} />
    </>
  );
}
