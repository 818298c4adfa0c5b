import { CoverDetailsPage } from '../../features/cover-details/components/cover-details-page';

/** cover-details */
export function CoverDetailsRoute() {
  return <CoverDetailsPage />;
}
