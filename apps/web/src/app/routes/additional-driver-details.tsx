import { AdditionalDriverDetailsPage } from '../../features/additional-driver/components/additional-driver-details-page';

/** driver-details/additional/driver-details */
export function AdditionalDriverDetailsRoute() {
  return <AdditionalDriverDetailsPage />;
}
