import { PaymentPage } from '../../features/payment/components/payment-page';

/** payment */
export function PaymentRoute() {
  return <PaymentPage />;
}
