import type { PayMethodType } from '@van/domain/payment';
import { selectedResult, type Quote } from '@van/domain/quote';
import { useId } from 'react';
import { addOnCopy } from '../../../content/quote';
import { useJourneyStore } from '../../../stores/journey-store';
import { addOnGroups, requestedOpexCodes, type AddOnItem } from '../add-ons';
import { useReprice } from '../api/use-reprice';
import {
  isNcdProtected,
  ncdYearsOf,
  protectedNcdPrice,
  voluntaryExcessOf,
  voluntaryExcessOptions,
  withProtectedNcd,
  withVoluntaryExcess,
} from '../cover-choices';
import { canPayMonthly, payMethodOf, withPayMethod } from '../pay-method';
import { priceDetails } from '../price-details';
import { explainPrice } from '../price-explanation';
import {
  deliveryMethodOf,
  marketingConsent,
  withDeliveryMethod,
  withMarketingConsent,
} from '../preferences';
import { tierColumns } from '../tier-grid';
import { AddOns } from './add-ons';
import { CoverChoices } from './cover-choices';
import { DocumentsSection } from './documents-section';
import { EmailQuote } from './email-quote';
import { ExcessDetails } from './excess-details';
import { HelpSection } from './help-section';
import { MarketingPreferences } from './marketing-preferences';
import { OfferNotice } from './offer-notice';
import { PayingMonthly } from './paying-monthly';
import { PriceExplanation } from './price-explanation';
import { QuoteSummary } from './quote-summary';
import { TierGrid } from './tier-grid';

/**
 * your-quote (§2.6 'Your quote'): the price, the tier grid with the monthly/yearly switch, the
 * extras, excess and NCD protection that shape the cover (each change re-priced at once, §4.4),
 * why the price is what it is, what paying monthly costs, the excesses, e-mailing the quote,
 * marketing choices, the documents, and where to get help.
 */
export function YourQuotePage({ quote }: { quote: Quote }) {
  const shapeHeadingId = useId();
  const { state, wanted, reprice } = useReprice();
  const result = selectedResult(quote);
  // The controls show what the customer last asked for, even before it is priced.
  const shaped = wanted?.quote ?? quote;
  const payMethod = payMethodOf(quote);
  const monthlyAvailable = canPayMonthly(result);
  const columns = tierColumns(quote, monthlyAvailable ? payMethod : 'PayInFull');
  const groups = addOnGroups(quote, result);
  const explanation = explainPrice(result);

  function changePayMethod(method: PayMethodType) {
    const held = useJourneyStore.getState().quote;
    // Both figures are in every result already, so the switch only records the choice (§4.8).
    if (held) useJourneyStore.getState().setWorkingQuote(withPayMethod(held, method));
  }

  const isSelected = (item: AddOnItem) =>
    wanted === null ? item.selected : wanted.opexCodes.includes(item.code);

  function toggleAddOn(item: AddOnItem, add: boolean) {
    void reprice((current) => ({
      ...current,
      opexCodes: requestedOpexCodes(current.opexCodes, item.code, add),
    }));
  }

  return (
    <>
      <QuoteSummary quote={quote} reprice={state} />
      <OfferNotice offer={quote.topUp?.offer} />
      <TierGrid
        columns={columns}
        payMethod={payMethod}
        monthlyAvailable={monthlyAvailable}
        onPayMethodChange={changePayMethod}
      />
      <section aria-labelledby={shapeHeadingId}>
        <h2 id={shapeHeadingId}>{addOnCopy.heading}</h2>
        <AddOns groups={groups} isSelected={isSelected} onToggle={toggleAddOn} />
        <CoverChoices
          voluntaryExcess={voluntaryExcessOf(shaped)}
          voluntaryExcessOptions={voluntaryExcessOptions(shaped)}
          compulsoryExcess={result?.grantedDetailsMotor?.compulsoryExcess}
          onVoluntaryExcessChange={(amount) =>
            void reprice((current) => ({
              ...current,
              quote: withVoluntaryExcess(current.quote, amount),
            }))
          }
          ncdYears={ncdYearsOf(shaped)}
          ncdProtected={isNcdProtected(shaped)}
          protectedNcdPrice={protectedNcdPrice(result)}
          onNcdProtectedChange={(protect) =>
            void reprice((current) => ({
              ...current,
              quote: withProtectedNcd(current.quote, protect),
            }))
          }
        />
      </section>
      <PayingMonthly details={priceDetails(quote, result)} />
      {explanation ? <PriceExplanation explanation={explanation} /> : null}
      <ExcessDetails quote={quote} result={result} />
      <EmailQuote quote={quote} />
      <MarketingPreferences
        email={marketingConsent(shaped, 'email')}
        text={marketingConsent(shaped, 'text')}
        onChange={(channel, consent) =>
          // Sent as an update so the service keeps the answer (payment sends no risk).
          void reprice((current) => ({
            ...current,
            quote: withMarketingConsent(current.quote, channel, consent),
          }))
        }
      />
      <DocumentsSection
        result={result}
        deliveryMethod={deliveryMethodOf(shaped)}
        onDeliveryMethodChange={(method) =>
          void reprice((current) => ({
            ...current,
            quote: withDeliveryMethod(current.quote, method),
          }))
        }
      />
      <HelpSection quote={quote} />
    </>
  );
}
