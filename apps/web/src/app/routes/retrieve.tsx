import { RetrievePage } from '../../features/retrieve/components/retrieve-page';

/** your-quote/retrieve */
export function RetrieveRoute() {
  return <RetrievePage />;
}
