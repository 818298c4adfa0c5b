import { policyWrapUpErrorCopy } from '../../../content/outcomes';
import { DontPayAgainPage } from './dont-pay-again-page';

/**
 * policy-wrap-up-error?quoteRef={webReference} (§8): the wrap-up after payment gave no token, so
 * the policy could not be confirmed online.
 */
export function PolicyWrapUpErrorPage() {
  return <DontPayAgainPage page="PolicyWrapUpError" copy={policyWrapUpErrorCopy} />;
}
