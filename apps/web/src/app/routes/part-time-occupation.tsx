import { PartTimeOccupationPage } from '../../features/part-time-occupation/components/part-time-occupation-page';

/** your-quote/part-time-occupation */
export function PartTimeOccupationRoute() {
  return <PartTimeOccupationPage />;
}
