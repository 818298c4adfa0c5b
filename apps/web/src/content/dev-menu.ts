// §2.1 DevMenu: 'content not shown' in the spec; a list of every page for developers.

export const devMenuCopy = {
  intro:
    'Every page of the journey table, for developers. Pages that are not built yet lead to your-quote. This menu does not exist in production.',
  pagesLabel: 'Journey pages',
  /** Decision 067: a page whose address has a parameter is listed, but not as a link. */
  notLinked: (parameters: string) =>
    `not a link: its address needs ${parameters}; open it from the page that links to it`,
} as const;
