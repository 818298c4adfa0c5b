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
} as const;
