import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_POSTCODE } from '../../../testing/fixtures';
import {
  choose,
  fixTodayForEachTest,
  pickFromList,
  typeDate,
} from '../../../testing/journey-test-kit';
import {
  answerAllButAddress,
  chooseAddress,
  continueButton,
  expectLicenceDetails,
  holdQuote,
  openPage,
  proposer,
  savedQuote,
  TODAY,
} from '../../../testing/driver-details-test-kit';

fixTodayForEachTest(TODAY);

// The whole page answered through the real app, which jsdom renders slowly: longer than SLOW_PAGE
// allows on a machine shared with other work.

const QUESTION = 'Have you had any motoring convictions in the last 5 years?';

describe(
  'driver-details: motoring convictions, Yes or No first (decision 054)',
  { timeout: 90_000 },
  () => {
    it('asks for each conviction after Yes, checks it, and saves it', async () => {
      holdQuote();
      const { user, router } = await openPage();

      await answerAllButAddress(user);
      await chooseAddress(user, TEST_POSTCODE, '1 Park Row, Leeds, LS1 4AP');
      await choose(user, QUESTION, 'Yes');
      const first = screen.getByRole('group', { name: 'Conviction 1' });

      await user.click(continueButton());
      const summary = await screen.findByRole('alert');
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Please choose the conviction']);
      // Each box says what is wrong with it, about the customer ('you'), as every driver's does.
      expect(within(first).getByText('Please tell us how many points you received')).toBeTruthy();
      await user.click(within(summary).getByRole('link'));
      expect(document.activeElement).toBe(within(first).getByRole('combobox', { name: 'Offence' }));

      await pickFromList(
        user,
        'Offence',
        'sp30',
        'SP30 Exceeding the statutory speed limit on a public road',
        first,
      );
      await typeDate(user, 'Date of conviction', { Day: '5', Month: '8', Year: '2024' }, first);
      await user.type(within(first).getByLabelText('Penalty points'), '3');
      await user.type(within(first).getByLabelText('Fine (optional)'), '100');
      await user.click(continueButton());

      await expectLicenceDetails(router);
      expect(proposer().driverDetails?.licence?.convictions).toEqual([
        { code: 'SP30', convictionDate: '2024-08-05', pointsOnLicence: 3, fineAmount: 100 },
      ]);
    });

    it('keeps No as an empty list, so a customer coming back sees No', async () => {
      holdQuote(savedQuote());
      const { user, router } = await openPage();

      expect(
        within(screen.getByRole('group', { name: QUESTION })).getByRole('radio', { name: 'Yes' }),
      ).toHaveProperty('checked', true);
      await choose(user, QUESTION, 'No');
      expect(screen.queryByRole('group', { name: 'Conviction 1' })).toBeNull();
      await user.click(continueButton());

      await expectLicenceDetails(router);
      expect(proposer().driverDetails?.licence?.convictions).toEqual([]);
    });
  },
);
