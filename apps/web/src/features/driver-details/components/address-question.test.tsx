import { screen, within } from '@testing-library/react';
import { getDuqAnswer } from '@van/domain/forms';
import { describe, expect, it } from 'vitest';
import { defaultHandler } from '../../../testing/fake-server';
import { TEST_ADDRESSES, TEST_POSTCODE } from '../../../testing/fixtures';
import { fixTodayForEachTest, heldQuote } from '../../../testing/journey-test-kit';
import {
  answerAllButAddress,
  continueButton,
  expectLicenceDetails,
  findAddress,
  holdQuote,
  openPage,
  proposer,
  savedQuote,
  SLOW_PAGE,
  TODAY,
} from '../../../testing/driver-details-test-kit';

fixTodayForEachTest(TODAY);

describe('driver-details: the home address (§2.6 entry modes)', SLOW_PAGE, () => {
  it('finds the addresses at a postcode, saves the one chosen and goes on to licence-details', async () => {
    holdQuote();
    const { server, user, router } = await openPage();

    await answerAllButAddress(user);
    await findAddress(user, 'ls1 4ap');

    const list = await screen.findByLabelText('Choose your address');
    expect(document.activeElement).toBe(list);
    expect(server.requestsTo('GET', '/v1/address/ls1%204ap')).toHaveLength(1);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '3 addresses found',
      '1 Park Row, Leeds, LS1 4AP',
      '2 Park Row, Leeds, LS1 4AP',
      'Flat 3 Park Row, Leeds, LS1 4AP',
    ]);
    await user.selectOptions(list, '2 Park Row, Leeds, LS1 4AP');
    await user.click(continueButton());

    await expectLicenceDetails(router);
    const person = proposer();
    expect(person.correspondenceAddress).toMatchObject(TEST_ADDRESSES[1] ?? {});
    expect(person).toMatchObject({
      name: { title: 'Ms', forenames: 'Sam', surname: "O'Neill" },
      gender: 'F',
      dateOfBirth: '1985-06-14',
      maritalStatus: 'S',
      residentSince: '2015-04-01',
      email: 'sam@example.com',
      telephoneNumbers: [{ number: '07700 900123', usage: 'Mobile' }],
      insuranceRefused: false,
      nonRTAConviction: false,
      fullTimeOccupation: { empStatus: 'Employee' },
    });
    expect(person.partTimeOccupation).toBeUndefined();
    expect(person.driverDetails?.licence?.convictions).toEqual([]);
    const risk = heldQuote().policy.eventCurrent.risk;
    expect(risk.drivingRestriction).toBe('INSNAMED');
    // §5.5: home owner not answered is duq 78 blank.
    expect(getDuqAnswer(risk, 78)).toBe('');
  });

  it('asks to choose an address found, and lets the customer change the postcode', async () => {
    holdQuote();
    const { user } = await openPage();

    await findAddress(user, TEST_POSTCODE);
    await screen.findByLabelText('Choose your address');
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    await user.click(
      within(summary).getByRole('link', {
        name: 'Please choose your address from the list, or enter it manually',
      }),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Choose your address'));

    await user.click(screen.getByRole('button', { name: 'Change postcode' }));
    const postcode = screen.getByLabelText('Postcode');
    expect(document.activeElement).toBe(postcode);
    expect((postcode as HTMLInputElement).value).toBe(TEST_POSTCODE);
  });

  it('goes to manual entry, with the postcode filled in, when no address is found', async () => {
    holdQuote();
    const { user, router } = await openPage();

    await answerAllButAddress(user);
    await findAddress(user, 'm1 1ae');

    expect(
      await screen.findByText(
        'We could not find any addresses at M1 1AE. Please enter your address below.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('House name or number'));
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('M1 1AE');

    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter your house name or number']);
    expect(screen.getAllByText('Please enter the first line of your address')).toHaveLength(1);

    await user.type(screen.getByLabelText('House name or number'), 'The Old Mill');
    await user.type(screen.getByLabelText('Address line 1'), 'Mill Lane');
    await user.click(continueButton());
    // Issue 18: an address typed by hand needs its post town.
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please enter your town or city',
    );
    await user.type(screen.getByLabelText('Town or city'), 'Manchester');
    await user.click(continueButton());

    await expectLicenceDetails(router);
    expect(proposer().correspondenceAddress).toEqual({
      houseNameOrNumber: 'The Old Mill',
      addressLine1: 'Mill Lane',
      addressLine2: 'Manchester',
      postcode: 'M1 1AE',
    });
  });

  it("shows the server's own message on the postcode when it refuses the postcode", async () => {
    holdQuote();
    const { user } = await openPage((request) =>
      request.path.startsWith('/v1/address/')
        ? {
            status: 400,
            body: {
              error: { code: 'BadRequest', message: 'Enter a real postcode, like SW1A 1AA' },
            },
          }
        : defaultHandler(request),
    );

    // A real postcode shape (decision 038: the page itself refuses any other), refused by the server.
    await findAddress(user, 'ZE9 9ZZ');

    const postcode = screen.getByLabelText('Postcode');
    expect(await screen.findByText('Enter a real postcode, like SW1A 1AA')).toBeTruthy();
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Enter the address manually' })).toBeTruthy();
  });

  it("checks the postcode with the domain's rule before looking it up", async () => {
    holdQuote();
    const { server, user } = await openPage();

    await findAddress(user, 'not a postcode');

    expect(await screen.findByText('Please enter a valid UK postcode')).toBeTruthy();
    expect(server.requests.filter((request) => request.path.startsWith('/v1/address'))).toEqual([]);
  });

  it('lets a saved address be found again by postcode instead', async () => {
    holdQuote(savedQuote());
    const { user, router } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Find the address by postcode instead' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), `${TEST_POSTCODE}{Enter}`);
    await user.selectOptions(
      await screen.findByLabelText('Choose your address'),
      'Flat 3 Park Row, Leeds, LS1 4AP',
    );
    await user.click(continueButton());

    await expectLicenceDetails(router);
    expect(proposer().correspondenceAddress).toMatchObject(TEST_ADDRESSES[2] ?? {});
  });
});
