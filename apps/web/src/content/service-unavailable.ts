/**
 * service-unavailable (§2.6, §8): the quote service could not answer after its retries (a 5xx,
 * 503 while its database is down or it is overloaded, or no answer at all). Nothing the customer
 * gave is lost (the journey store keeps it), so the page says so and offers the way back.
 */
export const serviceUnavailableCopy = {
  heading: 'Sorry, the service is unavailable',
  explanation: 'Our online service is not working at the moment. This is a problem on our side.',
  answersKept:
    'We have kept the answers you have given, so you can carry on from where you were when it is working again.',
  tryLater: 'You can try again in a few minutes.',
  tryAgain: 'Try again',
  reference: 'Your quote reference is',
  haveItReady: 'Please have it ready if you call us.',
  callUs: 'If you would rather not wait, call us on',
} as const;

/** Shown when even the brand and phone numbers could not be loaded. */
export const appErrorCopy = {
  title: 'Sorry, there is a problem with the service',
  body: 'Try again later.',
} as const;
