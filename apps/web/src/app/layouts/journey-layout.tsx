import { journeyPage, pageHref, pageTitle, stepperFor, type PageId } from '@van/domain/journey';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Stepper } from '../../components/stepper/stepper';
import hidden from '../../components/ui/visually-hidden.module.css';
import { documentTitle, layoutCopy } from '../../content/common';
import { useSessionExpiry } from '../../features/session/use-session-expiry';
import { usePublicConfig } from '../../lib/public-config';
import { isRouted, SIGNED_IN_ACCOUNT_PAGES } from '../routed-pages';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import styles from './journey-layout.module.css';
import { SiteHeader } from './site-header';

// react-aria-components is needed only once a session nears its end, so the dialog is not in the
// first page's JavaScript. It is fetched a little after start-up, while the network is surely
// there, rather than 43 minutes later when it may not be.
const loadSessionWarningDialog = () =>
  import('../../features/session/components/session-warning-dialog');
const SessionWarningDialog = lazy(loadSessionWarningDialog);
const PRELOAD_DELAY_MS = 10_000;

// The footer is below what a page needs to show itself, so it is its own chunk: decision 056 made
// room for the header this way within decision 025's budget. It is fetched as this module loads,
// so it is there moments after the page.
const footerLoaded = import('./site-footer');
const SiteFooter = lazy(async () => ({ default: (await footerLoaded).SiteFooter }));

function usePreloadSessionWarningDialog(): void {
  useEffect(() => {
    const timeout = setTimeout(() => {
      loadSessionWarningDialog().catch(() => undefined);
    }, PRELOAD_DELAY_MS);
    return () => clearTimeout(timeout);
  }, []);
}

/** The main region: the skip link's target, and the focus's when a page has no heading. */
const MAIN_ID = 'main-content';

/** What a route puts in its `handle`: the journey page it shows. */
export interface PageHandle {
  page: PageId;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The journey page of the deepest matched route; undefined while a redirect is on its way. */
function useJourneyPage(): PageId | undefined {
  return useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1)?.page;
}

/**
 * §2.1: 'On every navigation, scrolling resets to the top.' Navigations start from links,
 * redirects in loaders and the browser's back button, so there is no one event handler to put this
 * in; it follows the path instead. (React Router's ScrollRestoration restores the old position on
 * back and forward, which the spec does not want.) A layout effect, so the new page is never
 * painted at the old page's scroll position.
 */
function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function JourneyLayout() {
  const config = usePublicConfig();
  const page = useJourneyPage();
  const navigate = useNavigate();
  useScrollToTopOnNavigation();
  usePreloadSessionWarningDialog();
  const session = useSessionExpiry({
    expirySeconds: config.sessionExpirySeconds,
    paused: page === 'SessionExpiry',
    // Decision 067: the signed-in account's pages have their own time-out and warning.
    watchedElsewhere: page !== undefined && SIGNED_IN_ACCOUNT_PAGES.has(page),
  });
  const slim = page !== undefined && journeyPage(page).header === 'slim';
  const title = page
    ? documentTitle(pageTitle(page, config.brandName), config.brandName)
    : layoutCopy.serviceName;
  const announce = useFocusOnNavigation(MAIN_ID);
  // A step whose first page the web does not serve yet cannot be opened either.
  const steps =
    page &&
    stepperFor(page)?.map((step) => ({
      ...step,
      disabled: step.disabled || !isRouted(step.target),
    }));

  return (
    <>
      {/* React 19 hoists <title> into <head>, so each navigation updates document.title. */}
      <title>{title}</title>
      {/* The new page's title, said once the page has changed (use-focus-on-navigation.ts). */}
      <p role="status" className={hidden.visuallyHidden}>
        {announce && title}
      </p>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {layoutCopy.skipLink}
      </a>
      {/* §2.4: the slim header on pages that end or interrupt the journey. */}
      <SiteHeader slim={slim} />
      <div className={styles.container}>
        {steps && (
          <Stepper steps={steps} onActivate={(target) => void navigate(pageHref(target))} />
        )}
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Suspense fallback={null}>
        <SiteFooter firm={config} />
      </Suspense>
      {session.warningMs !== undefined && (
        <Suspense fallback={null}>
          <SessionWarningDialog
            warningMs={session.warningMs}
            onContinue={session.continueSession}
          />
        </Suspense>
      )}
    </>
  );
}
