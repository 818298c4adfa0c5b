import { type PageId } from '@van/domain/journey';
import { type ChangeTarget } from '../components/answers/answer-summary';
import { useJourneyStore } from './journey-store';

/**
 * Decision 023: a Change link on a summary is followed (check-your-details, or a comparison site's
 * arrival, decision 058). The page it opens saves, is priced again on cover-details and the
 * journey returns to `returnTo` (cover-details goes there when the price leads to your-quote).
 */
export function beginChange({ page, driverIndex }: ChangeTarget, returnTo: PageId): void {
  const journey = useJourneyStore.getState();
  journey.setReturnTo(returnTo);
  // What was confirmed on check-your-details may be about to change: Continue confirms it again.
  journey.setPageValidity(['CheckYourDetails'], false);
  // The page opens on the answers the summary showed, not on anything once typed there and not saved.
  journey.clearDraft(page);
  if (driverIndex !== undefined) {
    journey.clearDraft('DriverDetails/AdditionalDriverDetails');
    journey.clearDraft('AdditionalDriverDetails/LicenceDetails');
    // §4.6: the driver the additional-driver pages change, read from the quote (no answers carried).
    journey.setTempDriver({ index: driverIndex, answers: {} });
  }
}
