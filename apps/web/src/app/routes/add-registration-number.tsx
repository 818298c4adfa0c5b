import { AddRegNumberPage } from '../../features/add-registration-number/components/add-reg-number-page';

/** your-quote/add-registration-number */
export function AddRegNumberRoute() {
  return <AddRegNumberPage />;
}
