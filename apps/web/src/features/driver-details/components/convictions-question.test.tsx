import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_POSTCODE } from '../../../testing/fixtures';
import { fixTodayForEachTest, pickFromList, typeDate } from '../../../testing/journey-test-kit';
import {
  answerAllButAddress,
  chooseAddress,
  continueButton,
  expectLicenceDetails,
  holdQuote,
  openPage,
  proposer,
  savedQuote,
  SLOW_PAGE,
  TODAY,
} from '../../../testing/driver-details-test-kit';

fixTodayForEachTest(TODAY);

describe('driver-details: motoring convictions', SLOW_PAGE, () => {
  it('adds a conviction, checks it, removes another, and saves the one kept', async () => {
    holdQuote();
    const { user, router } = await openPage();

    await answerAllButAddress(user);
    await chooseAddress(user, TEST_POSTCODE, '1 Park Row, Leeds, LS1 4AP');
    expect(screen.getByText('You have not added any motoring convictions.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a conviction' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Conviction 1' }));
    await user.click(screen.getByRole('button', { name: 'Add another conviction' }));
    const second = screen.getByRole('group', { name: 'Conviction 2' });
    expect(within(second).getByRole('combobox', { name: 'Offence' })).toBeTruthy();

    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please choose the conviction']);
    await user.click(within(summary).getByRole('link'));
    expect(document.activeElement).toBe(
      within(screen.getByRole('group', { name: 'Conviction 1' })).getByRole('combobox', {
        name: 'Offence',
      }),
    );

    const first = screen.getByRole('group', { name: 'Conviction 1' });
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

    await user.click(screen.getByRole('button', { name: 'Remove conviction 2' }));
    expect(screen.queryByRole('group', { name: 'Conviction 2' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add another conviction' }),
    );
    await user.click(continueButton());

    await expectLicenceDetails(router);
    expect(proposer().driverDetails?.licence?.convictions).toEqual([
      { code: 'SP30', convictionDate: '2024-08-05', pointsOnLicence: 3, fineAmount: 100 },
    ]);
  });

  it('removes a conviction the customer added by mistake', async () => {
    holdQuote(savedQuote());
    const { user, router } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Remove conviction 1' }));
    expect(screen.getByText('You have not added any motoring convictions.')).toBeTruthy();
    await user.click(continueButton());

    await expectLicenceDetails(router);
    expect(proposer().driverDetails?.licence?.convictions).toEqual([]);
  });
});
