import { complaintsProcedure } from '../../../content/legal';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalDocumentView } from './legal-document-view';

/** The complaints procedure, with the Financial Ombudsman Service and its time limits (decision 041). Needs no quote: linked from every page's footer. */
export function ComplaintsPage() {
  return <LegalDocumentView document={complaintsProcedure(usePublicConfig())} />;
}
