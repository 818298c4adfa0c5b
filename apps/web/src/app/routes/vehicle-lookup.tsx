import { StartQuote } from '../../features/start-quote/components/start-quote';

/** van-details/vehicle-lookup ('Start your quote'): the first page of a direct quote. */
export function VehicleLookupRoute() {
  return <StartQuote />;
}
