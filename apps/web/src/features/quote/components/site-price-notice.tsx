import { type PayMethodType } from '@van/domain/payment';
import { type Quote } from '@van/domain/quote';
import { formatMoney } from '@van/domain/shared';
import { Suspense, useMemo } from 'react';
import { useAnswerLists } from '../../../components/answers/use-answer-lists';
import { aggregatorCopy } from '../../../content/aggregator';
import { useJourneyStore } from '../../../stores/journey-store';
import { changedAnswers, sitePriceDifference, type ShownPrice } from '../site-price-change';

const copy = aggregatorCopy.sitePrice;

const inWords = ({ amount, monthly }: ShownPrice) =>
  monthly ? copy.aMonth(formatMoney(amount)) : formatMoney(amount);

/**
 * Decision 058: beside the thanks to a comparison site's customer, the price the site showed when
 * ours is now another, and the answers the customer gave or changed since, in words. Nothing when
 * the price is the site's, or when the quote did not arrive from a site's link in this session.
 */
export function SitePriceNotice({
  quote,
  payMethod,
  site,
}: {
  quote: Quote;
  payMethod: PayMethodType;
  site: string | undefined;
}) {
  const arrived = useJourneyStore((state) => state.arrivedQuote);
  const difference = useMemo(
    () => (arrived === null ? undefined : sitePriceDifference(arrived, quote, payMethod)),
    [arrived, quote, payMethod],
  );
  if (arrived === null || difference === undefined) return null;
  return (
    <div data-testid="site-price-change">
      <p>{copy.changed(site, inWords(difference.site), inWords(difference.ours))}</p>
      {/* The answers are written with the lists' words (§9.12), loaded on first use. */}
      <Suspense fallback={null}>
        <Changes arrived={arrived} quote={quote} />
      </Suspense>
    </div>
  );
}

function Changes({ arrived, quote }: { arrived: Quote; quote: Quote }) {
  const lists = useAnswerLists();
  const invalidVehicleData = useJourneyStore((state) => state.invalidVehicleData);
  const changes = useMemo(
    () => changedAnswers(arrived, quote, lists, invalidVehicleData),
    [arrived, quote, lists, invalidVehicleData],
  );
  return (
    <ul>
      {changes.map((change) => (
        <li key={`${change.driver ?? ''}${change.label}`}>
          {copy.line(change.label, change.value, change.driver)}
        </li>
      ))}
    </ul>
  );
}
