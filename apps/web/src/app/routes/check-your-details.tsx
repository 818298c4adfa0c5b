import { CheckYourDetailsPage } from '../../features/check-your-details/components/check-your-details-page';

/** your-quote/check-your-details */
export function CheckYourDetailsRoute() {
  return <CheckYourDetailsPage />;
}
