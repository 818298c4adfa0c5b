import { AdditionalDriverLicencePage } from '../../features/additional-driver/components/additional-driver-licence-page';

/** driver-details/additional/licence-details */
export function AdditionalDriverLicenceRoute() {
  return <AdditionalDriverLicencePage />;
}
