import { canOpenPage, comparisonSiteName, journeyPage, pageHref } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import { missingRequiredAnswers, type RequiredAnswer } from '@van/domain/risk';
import { Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { AnswerSections } from '../../../components/answers/answer-sections';
import { answerSummary, type ChangeTarget } from '../../../components/answers/answer-summary';
import { useAnswerLists } from '../../../components/answers/use-answer-lists';
import { aggregatorCopy } from '../../../content/aggregator';
import { usePublicConfig } from '../../../lib/public-config';
import { beginChange } from '../../../stores/begin-change';
import { useJourneyStore } from '../../../stores/journey-store';
import styles from './arrival-summary.module.css';

const copy = aggregatorCopy.arrival;

/**
 * Decision 058: a comparison site's customer whose site did not ask every question we must. The
 * page thanks them by the site's name, lists what the site did not ask, and leads through the pages
 * that ask it (each change comes back to be priced, decision 023); below, what the site did send,
 * in words, each answer with its Change link. No price is shown: it is not one that can be bought.
 */
export function ArrivalSummary() {
  const quote = useJourneyStore((state) => state.quote);
  const { comparisonSiteNames } = usePublicConfig();
  // Held since the arrival; a quote gone meanwhile went with the session's end, already under way.
  if (quote === null) return null;
  const site = comparisonSiteName(comparisonSiteNames, quote.policy.sourceOfBusiness);
  return (
    <>
      <h1 className={styles.siteName}>{copy.thanks(site)}</h1>
      <Unanswered quote={quote} site={site} />
      <h2 className={styles.siteName}>{copy.sentHeading(site)}</h2>
      <p>{copy.sentIntro}</p>
      <Suspense fallback={<p role="status">{copy.loading}</p>}>
        <Sent quote={quote} />
      </Suspense>
    </>
  );
}

/** Where a missing answer is asked, as a Change link would open it. */
function targetOf(answer: RequiredAnswer): ChangeTarget {
  return answer.driverIndex === undefined
    ? { page: answer.page }
    : { page: answer.page, driverIndex: answer.driverIndex };
}

/** Every change from here is priced on cover-details, then shown on your-quote (decision 058). */
function change(target: ChangeTarget) {
  beginChange(target, 'YourQuote');
}

function Unanswered({ quote, site }: { quote: Quote; site: string | undefined }) {
  const missing = useMemo(() => missingRequiredAnswers(quote.policy.eventCurrent.risk), [quote]);
  const first = missing[0];
  if (first === undefined) return null;
  // One line per thing asked: a claim's three details are one question to the customer.
  const words = [...new Set(missing.map((answer) => answer.words))];
  return (
    <section className={styles.unanswered} aria-labelledby="arrival-unanswered">
      <h2 id="arrival-unanswered" className={styles.siteName}>
        {copy.notAsked(site, words.length)}
      </h2>
      <p>{copy.answerToSee}</p>
      <ul>
        {words.map((line) => (
          <li key={line}>{copy.line(line)}</li>
        ))}
      </ul>
      <p>
        <Link to={pageHref(first.page)} onClick={() => change(targetOf(first))}>
          {copy.answer}
        </Link>
      </p>
    </section>
  );
}

function Sent({ quote }: { quote: Quote }) {
  const lists = useAnswerLists();
  const invalidVehicleData = useJourneyStore((state) => state.invalidVehicleData);
  const validity = useJourneyStore((state) => state.pageValidity);
  const sections = useMemo(
    () => answerSummary(quote, lists, invalidVehicleData),
    [quote, lists, invalidVehicleData],
  );
  // §4.3: a page after one still unanswered cannot open yet; its answers get their Change link
  // once the questions above are answered (then on check-your-details).
  const canChange = (target: ChangeTarget) => {
    const entry = journeyPage(target.page).validity;
    return entry === undefined || canOpenPage(target.page, validity);
  };
  return (
    <>
      <AnswerSections sections={sections} onChange={change} canChange={canChange} />
      <p>{copy.afterAnswering}</p>
    </>
  );
}
