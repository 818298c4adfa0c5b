import { cookieNotice } from '../../../content/legal';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalDocumentView } from './legal-document-view';

/** The cookie notice: true to what the web stores (session storage only, no cookies) (decision 041). Needs no quote: linked from every page's footer. */
export function CookieNoticePage() {
  return <LegalDocumentView document={cookieNotice(usePublicConfig())} />;
}
