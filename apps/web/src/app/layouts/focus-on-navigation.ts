/** How long a page may take to show its heading (a list it waits for) before the focus moves on. */
const HEADING_WAIT_MS = 5_000;

/**
 * Where the focus goes once a page has changed: its <h1> (made focusable by script only,
 * tabIndex -1, so Tab does not stop on it), or the main region, the skip link's target, on a page
 * without one. Not when the new page has already put the focus in itself (an error summary).
 */
export function focusPageStart(main: HTMLElement): void {
  const active = document.activeElement;
  if (active !== main && main.contains(active)) return;
  const target = main.querySelector('h1') ?? main;
  target.tabIndex = -1;
  // The layout has already put the page at its top (§2.1), where the heading is in view.
  target.focus();
}

/**
 * Puts the focus at the start of the page just opened in `main` once it shows its heading (a
 * lazily loaded page, a list it waits for, may show it a moment after the address changes), then
 * calls `placed`. Until the page has settled (HEADING_WAIT_MS), a heading replaced as the page
 * finishes showing would take the focus with it to the body, so it is put back. Returns the
 * function that stops watching (the next page change).
 */
export function focusWhenShown(main: HTMLElement, placed: () => void): () => void {
  let done = false;
  const place = () => {
    if (done && document.activeElement !== document.body) return;
    done = true;
    focusPageStart(main);
    placed();
  };
  const observer = new MutationObserver(() => {
    if (main.querySelector('h1')) place();
  });
  observer.observe(main, { childList: true, subtree: true });
  const timeout = setTimeout(() => {
    observer.disconnect();
    place();
  }, HEADING_WAIT_MS);
  if (main.querySelector('h1')) place();
  return () => {
    observer.disconnect();
    clearTimeout(timeout);
  };
}
