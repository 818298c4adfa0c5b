import { PAGES, pageHref, pageTitle } from '@van/domain/journey';
import { Link } from 'react-router';
import { devMenuCopy as copy } from '../../content/dev-menu';
import { usePublicConfig } from '../../lib/public-config';
import styles from './dev-menu.module.css';

/**
 * dev-menu ('VAN Development Menu', §2.1): a link to every page of the journey table. Registered only
 * outside production (§6) and guarded to be non-production besides (router.tsx, the table).
 */
export function DevMenuRoute() {
  const { brandName } = usePublicConfig();
  return (
    <>
      <h1>{pageTitle('DevMenu', brandName)}</h1>
      <p>{copy.intro}</p>
      <ul aria-label={copy.pagesLabel} className={styles.pages}>
        {PAGES.map((page) => (
          <li key={page.id}>
            <Link to={pageHref(page.id)}>{pageTitle(page.id, brandName)}</Link>{' '}
            <code className={styles.detail}>
              {page.id} · {pageHref(page.id)}
            </code>
          </li>
        ))}
      </ul>
    </>
  );
}
