/**
 * The words of the search lists (occupations, employer's businesses, offences) when what is typed
 * matches nothing (issue 18 item 4): say so, and how to carry on.
 */
export const searchListCopy = {
  noMatches: (typed: string) => `No matches for “${typed}”.`,
  tryAnotherWord: 'Try another word, or fewer letters.',
  tryGeneralWord:
    'Try a more general word, for example “driver”, “engineer” or “shop”, or call us on',
  tryGeneralWordEnd: 'and we will find the right answer with you.',
} as const;
