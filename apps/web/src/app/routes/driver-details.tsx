import { DriverDetailsPage } from '../../features/driver-details/components/driver-details-page';

/** driver-details */
export function DriverDetailsRoute() {
  return <DriverDetailsPage />;
}
