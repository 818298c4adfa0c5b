import { contactPhoneNumber, pageHref } from '@van/domain/journey';
import {
  demandsAndNeeds,
  isCreatedQuote,
  type DemandsAndNeedsStatement,
  type Quote,
} from '@van/domain/quote';
import { missingRequiredAnswers, type RequiredAnswer } from '@van/domain/risk';
import { Suspense, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import hidden from '../../../components/ui/visually-hidden.module.css';
import { checkYourDetailsCopy as copy } from '../../../content/check-your-details';
import { BeforeYouBuy } from './before-you-buy';
import { pageForError } from '../../../lib/error-page';
import { useFinalizeQuote } from '../../../lib/payment-service';
import { heldAnswersArePriced, useJourneyStore } from '../../../stores/journey-store';
import { usePublicConfig } from '../../../lib/public-config';
import { supportNeedsCopy } from '../../../content/support-needs';
import { SupportNeedsSection } from './support-needs-section';
import {
  giveSupportNeeds,
  NO_SUPPORT_NEEDS,
  supportNeedsToSend,
  type SupportNeedsState,
} from '../support-needs';
import { AnswerSections } from '../../../components/answers/answer-sections';
import { answerSummary, type ChangeTarget } from '../../../components/answers/answer-summary';
import { useAnswerLists } from '../../../components/answers/use-answer-lists';
import { beginChange as beginChangeFrom } from '../../../stores/begin-change';
import styles from './check-your-details-page.module.css';

/**
 * your-quote/check-your-details (§2.6 'a summary for careful checking before payment'): every
 * answer of the held quote, section by section in the journey's order (GOV.UK 'check answers'),
 * each with a Change link to the page that asks it. A change comes back here once the quote has
 * been priced again (decision 023). Continue confirms the details (§4.3 CheckYourDetails valid).
 */
export function CheckYourDetailsPage() {
  const quote = useJourneyStore((state) => state.quote);
  // The table gives this page no guard (§2.2). Opened without a priced quote it goes to
  // your-quote, whose guards send the customer on; a quote that goes while the page is open has
  // gone because the session ended, and the navigation to sessionExpired is already under way.
  const [openedWithQuote] = useState(quote !== null);
  if (quote === null) {
    return openedWithQuote ? null : <Navigate to={pageHref('YourQuote')} replace />;
  }
  if (!isCreatedQuote(quote)) return <Navigate to={pageHref('YourQuote')} replace />;
  // §4.4: once declined, the journey goes nowhere but no-quote.
  if (quote.noAvailableProducts) return <Navigate to={pageHref('NoQuote')} replace />;
  return (
    <>
      <h1>{copy.heading}</h1>
      <p className={styles.subtitle}>{copy.subtitle}</p>
      <p>{copy.intro}</p>
      {/* The lists whose descriptions the answers are shown in load on first visit (§7.3). */}
      <Suspense fallback={<p role="status">{copy.loading}</p>}>
        <Answers quote={quote} />
      </Suspense>
    </>
  );
}

function Answers({ quote }: { quote: Quote }) {
  const lists = useAnswerLists();
  const invalidVehicleData = useJourneyStore((state) => state.invalidVehicleData);
  // Valid while the held price is the price of the answers shown (decision 023).
  // Decision 051: and the held answers are the ones last priced, however the customer came back.
  const priced = useJourneyStore(
    (state) => state.pageValidity.CoverDetails && heldAnswersArePriced(state),
  );
  const navigate = useNavigate();
  const finalize = useFinalizeQuote();
  // Set at once on a click, before React has re-rendered the button as disabled: a double click
  // finalizes once.
  const finalizing = useRef(false);
  const [finalizeProblem, setFinalizeProblem] = useState<string | null>(null);
  // Decision 047: the optional support-needs answer, sent after finalize with the quoteKey.
  const [supportNeeds, setSupportNeeds] = useState<SupportNeedsState>(NO_SUPPORT_NEEDS);
  const { phoneNumbers } = usePublicConfig();
  const sections = useMemo(
    () => answerSummary(quote, lists, invalidVehicleData),
    [quote, lists, invalidVehicleData],
  );
  // Decision 033: the answers the direct journey requires that this quote lacks (a comparison site
  // sends only what prices it). The service refuses to sell without them (409 RiskIncomplete);
  // here the customer is sent to answer them first.
  const missing = useMemo(() => missingRequiredAnswers(quote.policy.eventCurrent.risk), [quote]);
  // ICOBS 5.2 (decision 044): read before Continue, from the answers and choices above.
  const statement = useMemo(() => demandsAndNeeds(quote), [quote]);

  async function onContinue() {
    if (finalizing.current) return;
    const first = missing[0];
    if (first !== undefined) {
      beginChange(changeTargetOf(first));
      void navigate(pageHref(first.page));
      return;
    }
    const journey = useJourneyStore.getState();
    if (!journey.pageValidity.CoverDetails || !heldAnswersArePriced(journey)) {
      // Changed answers left without their new price (the customer came back by Back): priced
      // on cover-details first, which returns here.
      journey.setReturnTo('CheckYourDetails');
      void navigate(pageHref('CoverDetails'));
      return;
    }
    const { retrievalKey } = journey;
    if (retrievalKey === null) {
      setFinalizeProblem(copy.finalizeFailed);
      return;
    }
    setFinalizeProblem(null);
    // §4.4 'Finalize stores the quoteKey': the quote at this price is ready to pay for (§2.2).
    let quoteKey: string;
    finalizing.current = true;
    try {
      // Decision 044: the version of the demands-and-needs statement shown above Continue.
      quoteKey = await finalize.mutateAsync({
        ...retrievalKey,
        demandsAndNeedsVersion: statement.version,
        // Decision 051: the answers shown above; the service refuses them unless they were priced.
        heldRisk: quote.policy.eventCurrent.risk,
      });
    } catch (error) {
      finalizing.current = false;
      // §4.1 / §8: a quote already bought, or a server that cannot answer after the retries, has
      // its page; otherwise the refusal, in its words, with nothing lost.
      const outcome = pageForError(error, 'finalize');
      if (outcome.page !== undefined) void navigate(pageHref(outcome.page));
      else setFinalizeProblem(outcome.message ?? copy.finalizeFailed);
      return;
    }
    journey.setQuoteKey(quoteKey);
    // Decision 047: sent only with the consent tick; a failure keeps the customer here to try
    // again (or clear it and go on), so a request for Braille is never lost without their knowing.
    const supportAnswer = supportNeedsToSend(supportNeeds);
    if (supportAnswer !== null) {
      try {
        await giveSupportNeeds({ quoteKey, ...supportAnswer });
      } catch {
        finalizing.current = false;
        setFinalizeProblem(supportNeedsCopy.notSaved);
        return;
      }
    }
    journey.setPageValidity(['CheckYourDetails'], true);
    // The page is left: nothing more to send from it, whatever clicks are still on their way.
    await navigate(pageHref('Payment'));
  }

  return (
    <>
      {missing.length > 0 && <MissingAnswers missing={missing} />}
      <AnswerSections sections={sections} onChange={beginChange} />
      <DemandsAndNeeds statement={statement} />
      <BeforeYouBuy quote={quote} />
      <SupportNeedsSection
        value={supportNeeds}
        onChange={setSupportNeeds}
        phoneNumber={contactPhoneNumber(phoneNumbers, quote.policy.sourceOfBusiness)}
      />
      {!priced && <p className={styles.notPriced}>{copy.notPriced}</p>}
      {finalizeProblem !== null && (
        <p className={styles.notPriced} role="alert">
          {finalizeProblem}
        </p>
      )}
      <Button onClick={() => void onContinue()} disabled={finalize.isPending}>
        {missing.length > 0 ? copy.missing.answer : priced ? copy.continue : copy.getNewPrice}
      </Button>
      <p role="status" className={hidden.visuallyHidden}>
        {finalize.isPending ? copy.finalizing : ''}
      </p>
    </>
  );
}

/** The page that asks a missing answer, and for an additional driver's answer, which driver. */
function changeTargetOf(answer: RequiredAnswer): ChangeTarget {
  return answer.driverIndex === undefined
    ? { page: answer.page }
    : { page: answer.page, driverIndex: answer.driverIndex };
}

/**
 * Decision 033: what the quote still lacks before it can be bought, in the customer's words, with a
 * link to the first page that asks one (the pages that follow ask the rest in turn).
 */
function MissingAnswers({ missing }: { missing: readonly RequiredAnswer[] }) {
  const first = missing[0]!;
  const words = [...new Set(missing.map((answer) => answer.words))];
  return (
    <section className={styles.missing} aria-labelledby="check-missing">
      <h2 id="check-missing">{copy.missing.heading}</h2>
      <p>{copy.missing.intro}</p>
      <ul>
        {words.map((line) => (
          <li key={line}>{copy.missing.line(line)}</li>
        ))}
      </ul>
      <p>
        <Link to={pageHref(first.page)} onClick={() => beginChange(changeTargetOf(first))}>
          {copy.missing.answer}
        </Link>
      </p>
    </section>
  );
}

/**
 * ICOBS 5.2: the demands-and-needs statement, in the domain's versioned words (the same the server
 * records and the policy documents print), after the answers it is built from and before Continue.
 */
function DemandsAndNeeds({ statement }: { statement: DemandsAndNeedsStatement }) {
  return (
    <section className={styles.demandsAndNeeds} aria-labelledby="check-demands-and-needs">
      <h2 id="check-demands-and-needs">{statement.heading}</h2>
      {statement.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>{copy.demandsAndNeeds.inDocuments}</p>
    </section>
  );
}

/** A Change link is followed: the page it opens saves, is priced again and returns here. */
function beginChange(target: ChangeTarget) {
  beginChangeFrom(target, 'CheckYourDetails');
}
