import { CarUsagePage } from '../../features/car-usage/components/car-usage-page';

/** van-details/using-the-van */
export function CarUsageRoute() {
  return <CarUsagePage />;
}
