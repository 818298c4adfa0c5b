import { accessibilityStatement } from '../../../content/legal';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalDocumentView } from './legal-document-view';

/** The accessibility statement (decision 041). Needs no quote: linked from every page's footer. */
export function AccessibilityPage() {
  return <LegalDocumentView document={accessibilityStatement(usePublicConfig())} />;
}
