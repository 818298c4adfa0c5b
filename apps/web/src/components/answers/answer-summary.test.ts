import { removeDriver } from '@van/domain/forms';
import { ANSWER_LIST_NAMES, answersInWords, type AnswerLists } from '@van/domain/quote';
import { METADATA_LISTS } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { answeredQuote } from '../../testing/check-your-details-test-kit';
import { answerSummary } from './answer-summary';

// The answers themselves are the domain's (answers-in-words.test.ts); here, the Change link each
// is given on this page.

const LISTS = Object.fromEntries(
  ANSWER_LIST_NAMES.map((name) => [name, METADATA_LISTS[name]]),
) as AnswerLists;
const ALL_FOUND = { transmission: false, doors: false, fuel: false };

describe('answerSummary', () => {
  it('shows the answers in words exactly as the domain writes them for the statement of fact', () => {
    const quote = answeredQuote();
    const words = (sections: ReturnType<typeof answersInWords>) =>
      sections.map((section) => [
        section.heading,
        section.groups.map((group) => [
          group.heading,
          group.rows.map((row) => [row.label, row.value, row.page, row.driver]),
        ]),
      ]);

    expect(words(answerSummary(quote, LISTS, ALL_FOUND))).toEqual(
      words(answersInWords(quote, LISTS, ALL_FOUND)),
    );
  });

  it("links each of the proposer's answers to the page that asks it, named for screen readers", () => {
    const you = answerSummary(answeredQuote(), LISTS, ALL_FOUND).find(
      (section) => section.id === 'you',
    );

    expect(you?.groups[0]?.rows.find((row) => row.label === 'Home address')).toMatchObject({
      change: { page: 'DriverDetails' },
      changeLabel: 'home address',
    });
  });

  it("links a named driver's answers to that driver's page, named with the driver", () => {
    const drivers = answerSummary(answeredQuote(), LISTS, ALL_FOUND).find(
      (section) => section.id === 'drivers',
    );
    const jane = drivers?.groups[1];

    expect(jane?.heading).toBe('Jane Taylor');
    expect(jane?.rows.find((row) => row.label === 'Licence type')).toMatchObject({
      change: { page: 'AdditionalDriverDetails/LicenceDetails', driverIndex: 0 },
      changeLabel: 'licence type for Jane Taylor',
    });
    expect(drivers?.groups[0]?.rows[0]).toMatchObject({
      label: 'Main driver',
      change: { page: 'LicenceDetails' },
      changeLabel: 'main driver',
    });
  });

  it('without additional drivers, has one row leading to where drivers are added', () => {
    const section = answerSummary(removeDriver(answeredQuote(), 0), LISTS, ALL_FOUND).find(
      (candidate) => candidate.id === 'drivers',
    );

    expect(section?.groups).toEqual([
      {
        rows: [
          {
            label: 'Additional drivers',
            value: 'None',
            page: 'LicenceDetails',
            change: { page: 'LicenceDetails' },
            changeLabel: 'additional drivers',
          },
        ],
      },
    ]);
  });
});
