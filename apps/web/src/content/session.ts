// §2.6 Session expired, and the warning shown before it (beyond the spec: decision 016).

export const sessionExpiredCopy = {
  heading: 'Your session has expired',
  inactivity: 'Due to inactivity we have closed this session to protect your personal information.',
  retrieveWithReference:
    'You can retrieve your quote with your saved details using quote reference:',
  discussQuote: 'If you need to discuss your quote call us on',
  retrieveQuote: 'Retrieve quote',
} as const;

/**
 * §2.6 contact times as the session-expired page lists them, one line per group of days, from the
 * public config's openingHours ('Monday to Friday 8am to 7pm, Saturday 9am to 5pm.'): the server's
 * OPENING_HOURS is their one source, and every page with a number gives them.
 */
export function openingHoursLines(openingHours: string): string[] {
  return openingHours
    .split(',')
    .map((line) => line.trim().replace(/\.$/, ''))
    .filter((line) => line !== '');
}

/** '2 minutes', '1 minute', '30 seconds': whole minutes from one minute up. */
export function timeLeft(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const sessionWarningCopy = {
  heading: 'Your session is about to end',
  body: (left: string) =>
    `We will close this session in ${left} because you have not done anything for a while. We do this to protect your personal information.`,
  continue: 'Continue with my quote',
} as const;
