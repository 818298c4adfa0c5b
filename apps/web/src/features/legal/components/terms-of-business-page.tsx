import { termsOfBusiness } from '../../../content/legal';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalDocumentView } from './legal-document-view';

/** Terms of business: who we are, whose products, how we are paid, the right to cancel (decision 041). Needs no quote: linked from every page's footer. */
export function TermsOfBusinessPage() {
  return <LegalDocumentView document={termsOfBusiness(usePublicConfig())} />;
}
