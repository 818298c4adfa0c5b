import { screen, within } from '@testing-library/react';
import { createDefaultDirectQuote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { useJourneyStore } from '../../../stores/journey-store';
import { TEST_POSTCODE } from '../../../testing/fixtures';
import {
  choose,
  fixTodayForEachTest,
  group,
  heldQuote,
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
  PATH,
  proposer,
  savedQuote,
  SLOW_PAGE,
  TODAY,
} from '../../../testing/driver-details-test-kit';

fixTodayForEachTest(TODAY);

describe('driver-details', SLOW_PAGE, () => {
  it('asks every question of §2.6 in the spec wording, none pre-answered by the default quote', async () => {
    holdQuote();
    await openPage();

    for (const label of [
      'Title',
      'First name',
      'Last name',
      'Relationship status',
      'Email address',
      'Phone number',
      'Postcode',
      'Employment status',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    for (const question of [
      'Gender',
      'Date of birth',
      'Have you lived at your home address since you were born?',
      'Your home address',
      'Have you ever been refused insurance?',
      'Do you have any non-motoring convictions?',
      'Who will drive the van?',
      'Have you had any motoring convictions in the last 5 years?',
      'Do you own your home? (optional)',
    ]) {
      expect(group(question)).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Occupation' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: "Employer's business" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find address' })).toBeTruthy();
    // The conviction entries come only after Yes (decision 054).
    expect(screen.queryByRole('group', { name: 'Conviction 1' })).toBeNull();
    // The §3.13 quote holds gender M, INSONLY and Employee as request defaults, not answers.
    expect(screen.queryAllByRole('radio', { checked: true })).toEqual([]);
    expect((screen.getByLabelText('Employment status') as HTMLSelectElement).value).toBe('');
    // The relationship statuses come from the 'MaritalStatus' metadata list (§9.12).
    expect(
      within(screen.getByLabelText('Relationship status')).getByRole('option', {
        name: 'Living with partner',
      }),
    ).toBeTruthy();
  });

  it('lists every problem of an empty page in page order, focused, and saves nothing', async () => {
    const quote = holdQuote();
    const { server, user, router } = await openPage();

    await user.click(continueButton());

    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please choose your title',
      'Please enter your first name',
      'Please enter your last name',
      'Please choose your gender',
      'Enter your date of birth',
      'Please choose your relationship status',
      'Please tell us whether you have lived at this address since birth',
      'Please enter your email address',
      'Please enter your phone number',
      'Please enter your postcode',
      'Please tell us whether you have ever been refused insurance',
      'Please tell us whether you have any non-motoring convictions',
      'Please tell us who will drive the van',
      'Please tell us whether you have had any motoring convictions in the last 5 years',
      'Please choose your employment status',
    ]);

    await user.click(within(summary).getByRole('link', { name: 'Please enter your postcode' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Postcode'));
    await user.click(within(summary).getByRole('link', { name: 'Please choose your gender' }));
    expect(document.activeElement).toBe(
      within(group('Gender')).getByRole('radio', { name: 'Male' }),
    );
    await user.click(
      within(summary).getByRole('link', { name: 'Please choose your employment status' }),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Employment status'));

    expect(useJourneyStore.getState().quote).toBe(quote);
    expect(useJourneyStore.getState().pageValidity.DriverDetails).toBe(false);
    expect(router.state.location.pathname).toBe(PATH);
    expect(server.requestsTo('GET', '/v1/address/')).toEqual([]);
  });

  it('asks when the customer moved in only when not lived there since birth, and sends no stale month', async () => {
    holdQuote();
    const { user } = await openPage();
    const movedIn = () =>
      screen.queryByRole('group', { name: 'When did you move to your home address?' });
    const sinceBirth = 'Have you lived at your home address since you were born?';
    const month = () =>
      within(group('When did you move to your home address?')).getByLabelText('Month');

    expect(movedIn()).toBeNull();
    await answerAllButAddress(user);
    expect(movedIn()).not.toBeNull();
    await typeDate(user, 'When did you move to your home address?', { Month: '13' });
    await choose(user, sinceBirth, 'Yes');
    expect(movedIn()).toBeNull();
    await choose(user, sinceBirth, 'No');
    // The month typed before was cleared with the answer Yes, not kept out of sight.
    expect(month()).toHaveProperty('value', '');
    await choose(user, sinceBirth, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    await user.type(screen.getByLabelText('House name or number'), '7');
    await user.type(screen.getByLabelText('Address line 1'), 'Mill Lane');
    await user.type(screen.getByLabelText('Town or city'), 'Manchester');
    await user.type(screen.getByLabelText('Postcode'), 'M1 1AE');
    await user.click(continueButton());

    await screen.findByRole('heading', { level: 1, name: 'Licence details' });
    // §5.5: since birth, residentSince is the date of birth.
    expect(proposer().residentSince).toBe('1985-06-14');
  });

  it('finds an occupation and a business by typing part of the name, and saves their codes', async () => {
    holdQuote();
    const { user, router } = await openPage();

    await answerAllButAddress(user);
    await chooseAddress(user, TEST_POSTCODE, '1 Park Row, Leeds, LS1 4AP');
    await pickFromList(user, 'Occupation', 'plumb', 'Plumber');
    await pickFromList(user, "Employer's business", 'building t', 'Building Trade');
    await user.click(continueButton());

    await expectLicenceDetails(router);
    expect(proposer().fullTimeOccupation).toEqual({
      empStatus: 'Employee',
      occupation: 'E30',
      employersBusiness: '021',
    });
  });

  it('asks about a part-time job only when the customer has one', async () => {
    holdQuote();
    const { user, router } = await openPage();
    const partTime = () => screen.queryByRole('group', { name: 'Your part-time job' });

    expect(partTime()).toBeNull();
    await user.click(screen.getByLabelText('I also have a part-time job'));
    expect(partTime()).not.toBeNull();
    await answerAllButAddress(user);
    await chooseAddress(user, TEST_POSTCODE, '1 Park Row, Leeds, LS1 4AP');
    await user.click(continueButton());
    expect(
      within(await screen.findByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please choose your employment status']);
    await user.click(within(screen.getByRole('alert')).getByRole('link'));
    expect(document.activeElement).toBe(screen.getByLabelText('Part-time employment status'));

    await user.selectOptions(screen.getByLabelText('Part-time employment status'), 'Self Employed');
    await pickFromList(user, 'Part-time occupation', 'parcel', 'Parcel Delivery Driver');
    await user.click(continueButton());

    await expectLicenceDetails(router);
    expect(proposer().partTimeOccupation).toEqual({ empStatus: 'SelfEmploy', occupation: 'D23' });
  });

  it('drops a part-time job the customer un-ticks', async () => {
    holdQuote();
    const { user, router } = await openPage();

    await user.click(screen.getByLabelText('I also have a part-time job'));
    await user.selectOptions(screen.getByLabelText('Part-time employment status'), 'Self Employed');
    await user.click(screen.getByLabelText('I also have a part-time job'));
    expect(screen.queryByLabelText('Part-time employment status')).toBeNull();
    await answerAllButAddress(user);
    await chooseAddress(user, TEST_POSTCODE, '1 Park Row, Leeds, LS1 4AP');
    await user.click(continueButton());

    await expectLicenceDetails(router);
    expect(proposer().partTimeOccupation).toBeUndefined();
  });

  it('checks the age against the day cover starts, not today (§5.1)', async () => {
    const quote = createDefaultDirectQuote(TODAY);
    quote.policy.eventCurrent.risk.startDate = '2026-04-01';
    holdQuote(quote);
    const { user, router } = await openPage();

    await answerAllButAddress(user);
    // 17 on 20 March 2026: too young today, old enough when cover starts on 1 April.
    await typeDate(user, 'Date of birth', { Day: '20', Month: '3', Year: '2009' });
    await typeDate(user, 'When did you move to your home address?', { Month: '3', Year: '2009' });
    await chooseAddress(user, TEST_POSTCODE, '1 Park Row, Leeds, LS1 4AP');
    await user.click(continueButton());

    await expectLicenceDetails(router);
    expect(proposer().dateOfBirth).toBe('2009-03-20');
  });

  it('shows the saved answers when the customer comes back, the address ready to correct', async () => {
    holdQuote(savedQuote());
    useJourneyStore.getState().setPageValidity(['DriverDetails'], true);
    const { user, router } = await openPage();

    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Title')).toBe('Mr');
    expect(value('First name')).toBe('Alex');
    expect(value('Last name')).toBe('Morgan');
    expect(within(group('Gender')).getByRole('radio', { name: 'Male' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(group('Date of birth')).getByLabelText('Year')).toHaveProperty('value', '1979');
    expect(value('Relationship status')).toBe('M');
    expect(
      within(group('When did you move to your home address?')).getByLabelText('Month'),
    ).toHaveProperty('value', '9');
    expect(value('Email address')).toBe('alex@example.com');
    expect(value('Phone number')).toBe('0113 496 0000');
    expect(value('House name or number')).toBe('12');
    expect(value('Address line 1')).toBe('High Street');
    expect(value('Postcode')).toBe('SW1A 1AA');
    expect(
      within(group('Have you ever been refused insurance?')).getByRole('radio', { name: 'Yes' }),
    ).toHaveProperty('checked', true);
    expect(
      within(group('Who will drive the van?')).getByRole('radio', {
        name: 'Insured and spouse or partner',
      }),
    ).toHaveProperty('checked', true);
    expect(
      within(group('Have you had any motoring convictions in the last 5 years?')).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    ).toHaveProperty('checked', true);
    const conviction = screen.getByRole('group', { name: 'Conviction 1' });
    expect(within(conviction).getByRole('combobox', { name: 'Offence' })).toHaveProperty(
      'value',
      'SP30 Exceeding the statutory speed limit on a public road',
    );
    expect(within(conviction).getByLabelText('Penalty points')).toHaveProperty('value', '3');
    expect(
      within(group('Do you own your home? (optional)')).getByRole('radio', { name: 'Yes' }),
    ).toHaveProperty('checked', true);
    expect(value('Employment status')).toBe('SelfEmploy');
    expect(screen.getByRole('combobox', { name: 'Occupation' })).toHaveProperty('value', 'Plumber');
    expect(screen.getByRole('combobox', { name: "Employer's business" })).toHaveProperty(
      'value',
      'Building Trade',
    );
    expect(screen.getByLabelText('I also have a part-time job')).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Part-time occupation' })).toHaveProperty(
      'value',
      'Delivery Driver',
    );

    // Unchanged answers save as they were.
    const before = heldQuote().policy.eventCurrent.risk;
    await user.click(continueButton());
    await expectLicenceDetails(router);
    expect(heldQuote().policy.eventCurrent.risk).toEqual(before);
  });
});
