import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { copyrightLine, documentTitle, layoutCopy } from '../../content/common';
import { usePublicConfig } from '../../lib/public-config';
import styles from './journey-layout.module.css';

/** What a route puts in its `handle` to name its page. */
export interface PageHandle {
  title: string;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string'
  );
}

/** The title of the deepest matched route that names one. */
function usePageTitle(): string | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1)?.title;
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
  const pageTitle = usePageTitle();
  useScrollToTopOnNavigation();
  // The year for the footer is presentation, read in the UI layer where the clock is allowed.
  const year = new Date().getFullYear();

  return (
    <>
      {/* React 19 hoists <title> into <head>, so each navigation updates document.title. */}
      <title>
        {pageTitle ? documentTitle(pageTitle, config.brandName) : layoutCopy.serviceName}
      </title>
      <a href="#main-content" className={styles.skipLink}>
        {layoutCopy.skipLink}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <span className={styles.brand}>{config.brandName}</span>
          <span className={styles.service}>{layoutCopy.serviceName}</span>
        </div>
      </header>
      <div className={styles.container}>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>{copyrightLine(year, config.brokerLegalName)}</p>
        </div>
      </footer>
    </>
  );
}
