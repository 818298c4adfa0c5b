import { VehicleLookupPage } from '../../features/vehicle-lookup/components/vehicle-lookup-page';

/** van-details/vehicle-lookup ('Start your quote'): the first page of a direct quote. */
export function VehicleLookupRoute() {
  return <VehicleLookupPage />;
}
