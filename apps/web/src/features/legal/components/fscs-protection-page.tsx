import { fscsProtection } from '../../../content/legal';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalDocumentView } from './legal-document-view';

/** FSCS protection: compulsory insurance is protected in full (decision 041). Needs no quote: linked from every page's footer. */
export function FscsProtectionPage() {
  return <LegalDocumentView document={fscsProtection(usePublicConfig())} />;
}
