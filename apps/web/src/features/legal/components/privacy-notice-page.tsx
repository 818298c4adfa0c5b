import { privacyNotice } from '../../../content/legal';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalDocumentView } from './legal-document-view';

/** The privacy notice: what we collect, including health and criminal offence data, why, for how long, and your rights (decision 041). Needs no quote: linked from every page's footer. */
export function PrivacyNoticePage() {
  return <LegalDocumentView document={privacyNotice(usePublicConfig())} />;
}
