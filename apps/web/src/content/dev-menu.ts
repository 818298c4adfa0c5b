// §2.1 DevMenu: 'content not shown' in the spec; a list of every page for developers.

export const devMenuCopy = {
  intro:
    'Every page of the journey table, for developers. Pages that are not built yet lead to your-quote. This menu does not exist in production.',
  pagesLabel: 'Journey pages',
} as const;
