// Registration not found is not a dead end (decision 053): the registration typed is repeated, and
// the customer can find their van by make, model, year, fuel and body. Loaded with that page only,
// not with the first page's copy.

export const registrationNotFoundCopy = {
  notFound: (registration: string) =>
    `We couldn't find a van with the registration ${registration}.`,
  checkAndRetry: 'If it is not right, check it and try again.',
} as const;

export const findVanByModelCopy = {
  heading: 'Find your van by make and model',
  intro: 'If the registration is right, tell us about your van and choose it from the list.',
  makeLabel: 'Make',
  makeHint: 'For example, Ford or Vauxhall',
  modelLabel: 'Model',
  modelHint: 'For example, Transit Custom or Vivaro',
  yearLabel: 'Year the van was made',
  yearHint: 'For example, 2019',
  fuelLabel: 'Fuel (optional)',
  bodyLabel: 'Body type (optional)',
  anyFuel: 'Any fuel',
  anyBody: 'Any body type',
  submit: 'Search for my van',
  searching: 'Searching for your van',
  searchFailed: 'We could not search for your van just now. Please try again.',
  resultsHeading: 'Choose your van',
  found: (count: number) =>
    count === 1 ? 'We found 1 van that matches.' : `We found ${count} vans that match.`,
  noneFound:
    'We found no van that matches. Check the make, model and year, or leave out the fuel and body type.',
  choose: 'Choose this van',
  choosing: 'Saving your van',
  details: (year: number | undefined, fuel: string | undefined, body: string | undefined) =>
    [year, fuel, body].filter((part) => part !== undefined).join(', '),
  cannotFind: 'If you cannot find your van, call us on',
} as const;
