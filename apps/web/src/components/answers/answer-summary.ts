import { type InvalidVehicleData } from '@van/domain/forms';
import { type PageId } from '@van/domain/journey';
import {
  answersInWords,
  type AnswerLists,
  type AnswerRow,
  type AnswerSectionId,
  type Quote,
} from '@van/domain/quote';
import { checkYourDetailsCopy as copy } from '../../content/check-your-details';

// The held quote's answers in words, as the domain writes them for this page and the statement of
// fact alike (decision 036), each row given the Change link to the page that asks it.

/** Where a Change link goes: the page that asks the answer, and for a named driver which one. */
export interface ChangeTarget {
  page: PageId;
  driverIndex?: number;
}

export interface SummaryRow extends AnswerRow {
  change: ChangeTarget;
  /** Read after 'Change' by screen readers only: which answer the link changes. */
  changeLabel: string;
}

export interface SummaryGroup {
  /** A named driver's own rows sit under their name. */
  heading?: string;
  rows: SummaryRow[];
}

export interface SummarySection {
  id: AnswerSectionId;
  heading: string;
  groups: SummaryGroup[];
}

/**
 * The sections of check-your-details. `invalidVehicleData` says which model fields van-details
 * asks by hand (§4.5): only those are answers, so only those are shown.
 */
export function answerSummary(
  quote: Quote,
  lists: AnswerLists,
  invalidVehicleData: InvalidVehicleData,
): SummarySection[] {
  return answersInWords(quote, lists, invalidVehicleData).map((section) => ({
    ...section,
    groups: section.groups.map((group) => ({
      ...group,
      rows: group.rows.map((row) => withChangeLink(row, group.heading)),
    })),
  }));
}

function withChangeLink(row: AnswerRow, driverName: string | undefined): SummaryRow {
  if (row.driver === undefined) {
    return { ...row, change: { page: row.page }, changeLabel: copy.changeHidden(row.label) };
  }
  return {
    ...row,
    change: { page: row.page, driverIndex: row.driver },
    changeLabel: copy.changeHiddenForDriver(row.label, driverName ?? ''),
  };
}
