import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Screen readers are told where they are after each page change (WCAG 2.4.3 focus order, 4.1.3
 * status messages; decision 053): the focus moves to the new page's heading (focus-on-navigation.ts)
 * and, once it has, the answer is true and the layout's polite live region says the new document
 * title. The first page of a visit is left alone: the browser announces a page it has just loaded.
 * The focus code is fetched on the first page change, not with the first page (decision 025).
 */
export function useFocusOnNavigation(mainId: string): boolean {
  const { pathname } = useLocation();
  // The address whose page the focus has been placed on, so its title may now be said.
  const [placedFor, setPlacedFor] = useState<string>();
  // The address last acted on: the first page's, to begin with. (A ref, not a flag, so that
  // React's development double run of effects is not taken for a page change.)
  const seen = useRef(pathname);

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (seen.current === pathname || main === null) return;
    seen.current = pathname;
    let stop: (() => void) | undefined;
    let current = true;
    import('./focus-on-navigation')
      .then(({ focusWhenShown }) => {
        if (current) stop = focusWhenShown(main, () => setPlacedFor(pathname));
      })
      .catch(() => undefined);
    return () => {
      current = false;
      stop?.();
    };
  }, [pathname, mainId]);

  return placedFor === pathname;
}
