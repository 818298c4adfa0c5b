// your-quote/check-your-details (§2.1 'Check your insurance details', subtitle 'Check your details
// carefully.'; §2.6 'a summary for careful checking before payment'): every answer the customer
// gave, section by section, each with a link back to the page that asks it. The answers' own words
// are the domain's (ANSWERS_IN_WORDS_TEXT, decision 036), which the statement of fact prints too.

export const checkYourDetailsCopy = {
  // §2.1
  heading: 'Check your insurance details',
  subtitle: 'Check your details carefully.',
  intro:
    'These are the answers your price is based on. If anything is wrong, change it now: a wrong answer could mean your insurance does not pay out when you claim.',
  loading: 'Loading your answers',
  /** The link on your-quote that opens this page. */
  linkFromQuote: 'Check your details',

  change: 'Change',
  /** Read after 'Change' by screen readers only: which answer the link changes. */
  changeHidden: (answer: string) => answer.charAt(0).toLowerCase() + answer.slice(1),
  changeHiddenForDriver: (answer: string, driver: string) =>
    `${answer.charAt(0).toLowerCase()}${answer.slice(1)} for ${driver}`,

  continue: 'Continue',
  notPriced: 'You have changed your answers since we worked out your price.',
  getNewPrice: 'Get my new price',
  finalizing: 'Getting your quote ready to pay for',
  finalizeFailed: 'Sorry, we could not get your quote ready to pay for. Please try again.',

  /**
   * Decision 044: the demands-and-needs statement itself is the domain's versioned text
   * (DEMANDS_AND_NEEDS_TEXT), which the server records and the documents print; this is the page's.
   */
  demandsAndNeeds: {
    inDocuments: 'We will send you this statement with your policy documents.',
  },

  /** Decision 033: a quote lacking answers the journey requires (a comparison site's, say). */
  missing: {
    heading: 'We need a few more answers before you can buy',
    intro:
      'Your price so far is based on the answers we were given. Before you can buy, please tell us:',
    line: (words: string) => words.charAt(0).toUpperCase() + words.slice(1),
    answer: 'Answer the remaining questions',
  },
} as const;
