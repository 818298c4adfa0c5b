import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import { TOO_MANY_REQUESTS_MESSAGE } from '@van/domain/shared';
import { Suspense, use } from 'react';
import { Link, Navigate, useLoaderData } from 'react-router';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { aggregatorCopy as copy } from '../../../content/aggregator';
import { usePublicConfig } from '../../../lib/public-config';
import { type AggregatorPageData, type Arrival } from '../arrive';
import { ArrivalSummary } from './arrival-summary';

/**
 * aggregator (§4.4 'Aggregator entry'): a price-comparison site's customer arrives with a token,
 * which the page's entry action exchanges for their quote (arrive.ts). While it does, the page says
 * the quote is being prepared; then the journey continues where the arrival leads (your-quote,
 * purchased, service-unavailable), or the page says the link cannot be used. When the site did
 * not ask every question we must, the page becomes the summary of what it sent (decision 058).
 */
export function AggregatorPage() {
  const { arrival } = useLoaderData<AggregatorPageData>();
  return (
    <Suspense fallback={<Preparing />}>
      <Arrived arrival={arrival} />
    </Suspense>
  );
}

function Preparing() {
  return (
    <div aria-busy="true">
      <h1>{copy.preparing}</h1>
      <p role="status">{copy.waiting}</p>
    </div>
  );
}

function Arrived({ arrival }: { arrival: Promise<Arrival> }) {
  const outcome = use(arrival);
  if ('page' in outcome) return <Navigate to={pageHref(outcome.page)} replace />;
  if ('finish' in outcome) return <ArrivalSummary />;
  return <Refused refusal={outcome.refusal} />;
}

function Refused({ refusal }: { refusal: 'invalid' | 'tooMany' }) {
  const { phoneNumbers, openingHours } = usePublicConfig();
  return (
    <>
      <h1>{copy.invalidHeading}</h1>
      <p>{refusal === 'tooMany' ? TOO_MANY_REQUESTS_MESSAGE : copy.invalidExplanation}</p>
      <p>
        {copy.retrieveIntro} <Link to={pageHref('Retrieve')}>{copy.retrieveLink}</Link>.
      </p>
      <p>
        {copy.newQuoteIntro} <Link to={pageHref('VehicleLookup')}>{copy.newQuoteLink}</Link>.
      </p>
      <p>
        {copy.callUs} <PhoneNumber number={contactPhoneNumber(phoneNumbers, undefined)} />.
      </p>
      <p>{openingHours}</p>
    </>
  );
}
