import type { PayMethodType } from '@van/domain/payment';
import { selectedResult, type ProductIdentifier, type Quote } from '@van/domain/quote';
import { useId, useState } from 'react';
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
import { explainPrice, waysToChangePrice } from '../price-explanation';
import {
  deliveryMethodOf,
  marketingConsent,
  withDeliveryMethod,
  withMarketingConsent,
} from '../preferences';
import { askedTierOf, chosenTierOf, withTier } from '../tier';
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
import { includedAtAGlance, QuoteSummary, StickyPriceBar } from './quote-summary';
import { TierGrid } from './tier-grid';

/**
 * your-quote (§2.6 'Your quote'), in the order a customer buys (decision 050): the price panel
 * with Continue; the tier grid, where any level of cover can be chosen; the extras, excess and NCD
 * protection that shape the cover (each change re-priced at once, §4.4); then, folded, why the
 * price is what it is, what paying monthly costs and the excesses; e-mailing the quote, marketing
 * choices, the documents, and where to get help. On a phone the price and Continue stay in reach.
 */
export function YourQuotePage({ quote }: { quote: Quote }) {
  const shapeHeadingId = useId();
  const { state, wanted, reprice } = useReprice();
  // Whether the last change asked for was a tier, so its failure is also said at the grid.
  const [lastChangeWasTier, setLastChangeWasTier] = useState(false);
  const result = selectedResult(quote);
  // The controls show what the customer last asked for, even before it is priced.
  const shaped = wanted?.quote ?? quote;
  const payMethod = payMethodOf(quote);
  const monthlyAvailable = canPayMonthly(result);
  const shownPayMethod = monthlyAvailable ? payMethod : 'PayInFull';
  const columns = tierColumns(quote, shownPayMethod);
  const chosenTier = chosenTierOf(quote);
  // The tier asked for and not yet priced, if any: its button says so meanwhile.
  const askedTier = wanted === null ? undefined : askedTierOf(wanted.quote);
  const choosing = askedTier !== chosenTier ? askedTier : undefined;
  const groups = addOnGroups(quote, result);
  const explanation = explainPrice(result);
  const details = priceDetails(quote, result);

  function changePayMethod(method: PayMethodType) {
    const held = useJourneyStore.getState().quote;
    // Both figures are in every result already, so the switch only records the choice (§4.8).
    if (held) useJourneyStore.getState().setWorkingQuote(withPayMethod(held, method));
  }

  function chooseTier(tier: ProductIdentifier) {
    if (tier === chosenTier) return;
    setLastChangeWasTier(true);
    // §4.4 'Changing tier rewrites the Tier userfield answer'; the service answers that tier as
    // the current event, and its extras, excesses and prices follow (decision 050).
    void reprice((current) => ({ ...current, quote: withTier(current.quote, tier) }));
  }

  function shape(change: Parameters<typeof reprice>[0]) {
    setLastChangeWasTier(false);
    void reprice(change);
  }

  const isSelected = (item: AddOnItem) =>
    wanted === null ? item.selected : wanted.opexCodes.includes(item.code);

  function toggleAddOn(item: AddOnItem, add: boolean) {
    shape((current) => ({
      ...current,
      opexCodes: requestedOpexCodes(current.opexCodes, item.code, add),
    }));
  }

  const chosenColumn = columns.find((column) => column.selected);
  const addedExtras = [...groups.optional, ...groups.breakdown, ...groups.tools].filter(
    (item) => item.selected,
  );

  return (
    <>
      <QuoteSummary
        quote={quote}
        reprice={state}
        payMethod={shownPayMethod}
        monthlyAvailable={monthlyAvailable}
        onPayMethodChange={changePayMethod}
        included={includedAtAGlance(chosenColumn, addedExtras)}
      />
      <OfferNotice offer={quote.topUp?.offer} />
      <TierGrid
        columns={columns}
        payMethod={shownPayMethod}
        choosing={choosing}
        failed={lastChangeWasTier && state.status === 'failed'}
        onChoose={chooseTier}
      />
      <section aria-labelledby={shapeHeadingId}>
        <h2 id={shapeHeadingId}>{addOnCopy.heading}</h2>
        <CoverChoices
          voluntaryExcess={voluntaryExcessOf(shaped)}
          voluntaryExcessOptions={voluntaryExcessOptions(shaped)}
          compulsoryExcess={result?.grantedDetailsMotor?.compulsoryExcess}
          onVoluntaryExcessChange={(amount) =>
            shape((current) => ({
              ...current,
              quote: withVoluntaryExcess(current.quote, amount),
            }))
          }
          ncdYears={ncdYearsOf(shaped)}
          ncdProtected={isNcdProtected(shaped)}
          protectedNcdPrice={protectedNcdPrice(result)}
          onNcdProtectedChange={(protect) =>
            shape((current) => ({
              ...current,
              quote: withProtectedNcd(current.quote, protect),
            }))
          }
        />
        <AddOns groups={groups} isSelected={isSelected} onToggle={toggleAddOn} />
      </section>
      {explanation ? (
        <PriceExplanation
          explanation={explanation}
          ways={waysToChangePrice(explanation, voluntaryExcessOf(quote), shownPayMethod, details)}
        />
      ) : null}
      <PayingMonthly details={details} />
      <ExcessDetails quote={quote} result={result} />
      <EmailQuote quote={quote} />
      <MarketingPreferences
        email={marketingConsent(shaped, 'email')}
        text={marketingConsent(shaped, 'text')}
        onChange={(channel, consent) =>
          // Sent as an update so the service keeps the answer (payment sends no risk).
          shape((current) => ({
            ...current,
            quote: withMarketingConsent(current.quote, channel, consent),
          }))
        }
      />
      <DocumentsSection
        result={result}
        deliveryMethod={deliveryMethodOf(shaped)}
        onDeliveryMethodChange={(method) =>
          shape((current) => ({
            ...current,
            quote: withDeliveryMethod(current.quote, method),
          }))
        }
      />
      <HelpSection quote={quote} />
      <StickyPriceBar
        quote={quote}
        payMethod={shownPayMethod}
        monthlyAvailable={monthlyAvailable}
      />
    </>
  );
}
