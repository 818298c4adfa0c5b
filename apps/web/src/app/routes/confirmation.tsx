import { ConfirmationPage } from '../../features/confirmation/components/confirmation-page';

/** confirmation */
export function ConfirmationRoute() {
  return <ConfirmationPage />;
}
