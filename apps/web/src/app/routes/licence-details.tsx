import { LicenceDetailsPage } from '../../features/licence-details/components/licence-details-page';

/** driver-details/licence-details */
export function LicenceDetailsRoute() {
  return <LicenceDetailsPage />;
}
