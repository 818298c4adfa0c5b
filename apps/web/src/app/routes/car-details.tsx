import { CarDetailsPage } from '../../features/car-details/components/car-details-page';

/** van-details ('We've found your van') */
export function CarDetailsRoute() {
  return <CarDetailsPage />;
}
