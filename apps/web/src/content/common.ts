// Copy shared by every page. Brand strings come from the server's public config, never from here.

/** §2.1: the browser title format 'Van insurance | {page title} | {brand}'. */
export function documentTitle(pageTitle: string, brandName: string): string {
  return `Van insurance | ${pageTitle} | ${brandName}`;
}

/** §1: the footer copyright line carries the broker's legal name. */
export function copyrightLine(year: number, brokerLegalName: string): string {
  return `© ${year} ${brokerLegalName}`;
}

export const layoutCopy = {
  skipLink: 'Skip to main content',
  serviceName: 'Van insurance',
  // The header's number is one piece of text with its lead, so a page's own 'call us on' number
  // stays the only element that is exactly the number (decision 056).
  callUs: 'Call us',
  linesOpen: 'Lines open',
} as const;
