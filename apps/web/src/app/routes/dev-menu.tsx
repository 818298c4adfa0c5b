import { PAGES, pageHref, pageTitle } from '@van/domain/journey';
import { Link } from 'react-router';
import { devMenuCopy as copy } from '../../content/dev-menu';
import { usePublicConfig } from '../../lib/public-config';
import styles from './dev-menu.module.css';

/** The parameters in a page's address (':policyNumber'), which the menu cannot fill. */
function parametersOf(href: string): string[] {
  return href.split('/').filter((segment) => segment.startsWith(':'));
}

/**
 * dev-menu ('VAN Development Menu', §2.1): a link to every page of the journey table. Registered only
 * outside production (§6) and guarded to be non-production besides (router.tsx, the table). A page
 * whose address has a parameter (account/policies/:policyNumber) is listed without a link
 * (decision 067): the parameter unfilled would open a page for a policy called ':policyNumber'.
 */
export function DevMenuRoute() {
  const { brandName } = usePublicConfig();
  return (
    <>
      <h1>{pageTitle('DevMenu', brandName)}</h1>
      <p>{copy.intro}</p>
      <ul aria-label={copy.pagesLabel} className={styles.pages}>
        {PAGES.map((page) => {
          const href = pageHref(page.id);
          const parameters = parametersOf(href);
          return (
            <li key={page.id}>
              {parameters.length === 0 ? (
                <Link to={href}>{pageTitle(page.id, brandName)}</Link>
              ) : (
                pageTitle(page.id, brandName)
              )}{' '}
              <code className={styles.detail}>
                {page.id} · {href}
              </code>
              {parameters.length === 0 ? null : (
                <span className={styles.detail}> ({copy.notLinked(parameters.join(', '))})</span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
