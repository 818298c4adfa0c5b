import { RegNumberErrorPage } from '../../features/car-details/components/reg-number-error-page';

/** your-quote/registration-number-error */
export function RegNumberErrorRoute() {
  return <RegNumberErrorPage />;
}
