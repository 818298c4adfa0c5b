import { PAGES, pageHref, pageTitle } from '@van/domain/journey';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultHandler, stubFetch } from '../testing/fake-server';
import { testConfig } from '../testing/fixtures';
import { AppProvider, createQueryClient } from './provider';
import { createRoutes, discoverDevMenu } from './router';

/** The app as main.tsx makes it: the routes plus the dev menu's registration on navigation. */
function renderAppWithDevMenuDiscovery(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverDevMenu(queryClient),
  });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router };
}

function serveConfig(isProduction: boolean) {
  stubFetch((request) =>
    request.path === '/v1/config'
      ? { status: 200, body: { ...testConfig, isProduction } }
      : defaultHandler(request),
  );
}

const registeredIds = (router: ReturnType<typeof createMemoryRouter>) =>
  router.routes[0]?.children?.map((route) => route.id);

describe('the dev menu (§2.1, §6)', () => {
  it("lists a link to every page of the journey table outside production, titled 'VAN Development Menu'", async () => {
    serveConfig(false);
    renderAppWithDevMenuDiscovery(pageHref('DevMenu'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'VAN Development Menu' }),
    ).toBeTruthy();
    expect(document.title).toBe('Van insurance | VAN Development Menu | Acme Motoring');
    const links = within(screen.getByRole('list', { name: 'Journey pages' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      PAGES.map((page) => pageHref(page.id)).filter((href) => !href.includes('/:')),
    );
    expect(screen.getByRole('link', { name: 'Thank you for buying Acme Motoring Van Insurance' }));
  });

  it('lists a page whose address needs a parameter without a link, naming what it needs (decision 067)', async () => {
    serveConfig(false);
    renderAppWithDevMenuDiscovery(pageHref('DevMenu'));

    const list = await screen.findByRole('list', { name: 'Journey pages' });
    for (const link of within(list).getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toContain(':');
    }
    const policyPage = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(`AccountPolicy · ${pageHref('AccountPolicy')}`));
    expect(policyPage?.textContent).toContain(pageTitle('AccountPolicy', testConfig.brandName));
    expect(policyPage?.textContent).toContain('its address needs :policyNumber');
    expect(within(policyPage!).queryByRole('link')).toBeNull();
  });

  it('is not registered in production: its path is unknown and goes to your-quote', async () => {
    serveConfig(true);
    const { router } = renderAppWithDevMenuDiscovery(pageHref('DevMenu'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Start your quote' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'VAN Development Menu' })).toBeNull();
    expect(registeredIds(router)).not.toContain('DevMenu');
  });

  it('is registered only once someone goes to it', async () => {
    serveConfig(false);
    const { router } = renderAppWithDevMenuDiscovery(pageHref('VehicleLookup'));
    await screen.findByRole('heading', { level: 1, name: 'Start your quote' });
    expect(registeredIds(router)).not.toContain('DevMenu');

    await router.navigate(pageHref('DevMenu'));

    expect(await screen.findByRole('heading', { level: 1, name: 'VAN Development Menu' }));
    expect(registeredIds(router)).toContain('DevMenu');
  });
});
