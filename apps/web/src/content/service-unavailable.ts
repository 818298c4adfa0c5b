export const serviceUnavailableCopy = {
  heading: 'Sorry, the service is unavailable',
  tryLater: 'You can try again later.',
  callUs: 'To get a quote now, call us on',
} as const;

/** Shown when even the brand and phone numbers could not be loaded. */
export const appErrorCopy = {
  title: 'Sorry, there is a problem with the service',
  body: 'Try again later.',
} as const;
