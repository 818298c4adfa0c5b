import { AggregatorPage } from '../../features/aggregator/components/aggregator-page';

/** aggregator?token=… (§2.1, §4.4) */
export function AggregatorRoute() {
  return <AggregatorPage />;
}
