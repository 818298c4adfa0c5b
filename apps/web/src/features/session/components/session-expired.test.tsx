import { pageHref } from '@van/domain/journey';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../testing/fake-server';
import { TEST_WEB_REFERENCE } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

describe('sessionExpired (§2.6)', () => {
  it("'Retrieve quote' carries the reference it showed in the history entry's state, not the address", async () => {
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });
    await act(() =>
      router.navigate(pageHref('SessionExpiry'), {
        state: { quoteReference: TEST_WEB_REFERENCE },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });
    expect(screen.getByText(TEST_WEB_REFERENCE)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retrieve quote' }));

    await screen.findByRole('heading', { level: 1, name: 'Retrieve your van insurance quote' });
    expect(router.state.location.pathname).toBe(pageHref('Retrieve'));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ webReference: TEST_WEB_REFERENCE });
  });

  it('goes to retrieve with no state when no quote was created', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderApp(pageHref('SessionExpiry'));
    await user.click(await screen.findByRole('button', { name: 'Retrieve quote' }));
    await screen.findByRole('heading', { level: 1, name: 'Retrieve your van insurance quote' });
    expect(router.state.location.state).toBeNull();
  });
});
