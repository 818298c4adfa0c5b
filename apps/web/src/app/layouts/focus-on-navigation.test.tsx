import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';

/** The polite live region the layout says each new page's title in. */
const announcer = () =>
  screen.getAllByRole('status').find((region) => region.textContent?.startsWith('Van insurance |'));

describe('after each page change (screen readers, WCAG 2.4.3 and 4.1.3)', () => {
  it("moves the focus to the new page's heading and announces its title", async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp('/van-details/vehicle-lookup');
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });
    // The first page of a visit is left to the browser, which announces a page it has loaded.
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: /retrieve/i }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Retrieve your van insurance quote',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(announcer()?.textContent).toBe(
      'Van insurance | Retrieve your van insurance quote | Acme Motoring',
    );
  });

  it('leaves the focus where the new page put it (an error summary)', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp('/van-details/vehicle-lookup');
    await user.click(await screen.findByRole('button', { name: 'Find my van' }));
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
  });
});
