import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../testing/fake-server';
import { testConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

describe('registration-number-error (RegNumberError)', () => {
  it('says the van was not found, offers to try again and gives the number to call', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp('/your-quote/registration-number-error');

    await screen.findByRole('heading', { level: 1, name: 'Registration not found' });
    expect(screen.getByText("We couldn't find a van with that registration.")).toBeTruthy();
    expect(screen.getByText('Please check the registration and try again.')).toBeTruthy();
    expect(screen.getByText(testConfig.phoneNumbers.general).textContent).toBe('0800 123 4567');
    expect(document.title).toBe('Van insurance | Registration not found | Acme Motoring');

    await user.click(screen.getByRole('link', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/van-details/vehicle-lookup'));
  });
});
