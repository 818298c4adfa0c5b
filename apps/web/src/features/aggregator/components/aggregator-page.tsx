import { readAlreadyPurchased } from '@van/domain/contract';
import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import { TOO_MANY_REQUESTS_MESSAGE } from '@van/domain/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { aggregatorCopy as copy } from '../../../content/aggregator';
import { ApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { clearAllDrafts } from '../../../stores/form-drafts';
import { holdArrivedQuote } from '../../../stores/hold-arrived-quote';
import { useJourneyStore } from '../../../stores/journey-store';
import { useExchangeAggregatorToken } from '../api/exchange-token';

/** The query parameter a comparison site's link carries (§2.1 aggregator?token=…). */
const TOKEN_PARAMETER = 'token';

type Refusal = 'invalid' | 'tooMany';

/**
 * aggregator (§4.4 'Aggregator entry'): a price-comparison site's customer arrives with a token,
 * which is exchanged for their quote; the quote becomes the session's as a retrieved one does and
 * the journey continues where it stands (your-quote). A quote already bought goes to purchased
 * (§8), a link that has expired says so, and a service that cannot answer after its retries goes to
 * service-unavailable (§4.1).
 */
export function AggregatorPage() {
  const { phoneNumbers } = usePublicConfig();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const exchange = useExchangeAggregatorToken();
  // Read once: the token is taken out of the address bar straight away.
  const [token] = useState(() => searchParams.get(TOKEN_PARAMETER));
  const [refusal, setRefusal] = useState<Refusal | null>(token ? null : 'invalid');
  const started = useRef(false);

  // Opening the page is the event here: there is no control to hang the exchange on. Once only,
  // even where React runs effects twice in development.
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    // The token opens the customer's quote: replaced in history (history.replaceState), so it is
    // not kept, bookmarked, shared or sent on as a referrer from here.
    setSearchParams(
      (params) => {
        params.delete(TOKEN_PARAMETER);
        return params;
      },
      { replace: true },
    );
    void (async () => {
      try {
        const quote = await exchange.mutateAsync(token);
        await navigate(pageHref(holdArrivedQuote(quote)), { replace: true });
      } catch (error) {
        if (!(error instanceof ApiError) || !error.isClientError) {
          // §4.1 / §8: a quote call still failing after its retries (or a broken answer).
          await navigate(pageHref('ServiceUnavailable'), { replace: true });
          return;
        }
        const purchased = error.status === 400 ? readAlreadyPurchased(error.message) : undefined;
        if (purchased) {
          // §8: the policy number is kept in session storage, for the purchased page.
          const journey = useJourneyStore.getState();
          journey.reset();
          clearAllDrafts();
          journey.setPolicyNumber(purchased.policyNumber);
          await navigate(pageHref('Purchased'), { replace: true });
          return;
        }
        setRefusal(error.code === 'TooManyRequests' ? 'tooMany' : 'invalid');
      }
    })();
  }, [token, exchange, navigate, setSearchParams]);

  if (refusal === null) {
    return (
      <div aria-busy="true">
        <h1>{copy.preparing}</h1>
        <p role="status">{copy.waiting}</p>
      </div>
    );
  }
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
      <p>{copy.openingTimes}</p>
    </>
  );
}
