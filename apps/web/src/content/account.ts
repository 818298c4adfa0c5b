// The customer's account after the sale (issue 21; decisions 060 and 062): signing in with a code
// e-mailed to the address on the policy, and the account page. The server's own refusals (a wrong
// code, too many tries, not from our website) are in @van/domain/shared and shown as it sends them.

/** account/sign-in: the e-mail address the code goes to. */
export const signInCopy = {
  heading: 'Sign in to your account',
  intro:
    'Enter the email address you gave us when you bought your policy or got your quote. We will email you a 6-digit code to sign in with. You do not need a password.',
  emailLabel: 'Email address',
  emailHint: 'The address on your policy or quote',
  emailMissing: 'Enter your email address',
  submit: 'Send code',
  sending: 'Sending your code',
  signedOut: 'You have signed out.',
  timedOut:
    'We signed you out because you had not done anything for a while. We do this to protect your personal information.',
  tryAgain: "We couldn't send a code just now. Please try again in a few minutes.",
  helpHeading: 'Need help?',
  callUs: 'If you no longer have this email address, or no code arrives, call us on',
  retrieveLead: 'Looking for a quote you have not bought yet?',
  retrieveLink: 'Retrieve your quote with its reference',
} as const;

/** account/sign-in/code: the 6-digit code from the e-mail. */
export const signInCodeCopy = {
  heading: 'Enter your sign-in code',
  sentTo: 'We sent it to',
  codeLabel: 'Sign-in code',
  codeHint: 'The 6-digit code in the email, for example 123456',
  codeMissing: 'Enter the 6-digit code from the email',
  submit: 'Sign in',
  signingIn: 'Signing you in',
  resend: 'Send a new code',
  resending: 'Sending a new code',
  resent: 'We have sent a new code. Only the newest code works.',
  otherAddress: 'Use a different email address',
  tryAgain: "We couldn't sign you in just now. Please try again in a few minutes.",
} as const;

/** account: who is signed in, their policies and the session. */
export const accountCopy = {
  heading: 'Your account',
  loading: 'Loading your account',
  signedInAs: 'Signed in as',
  policiesHeading: 'Your policies',
  policyNumber: 'Policy number',
  noPolicies:
    'There is no policy for this email address yet. If you have just bought one, it will show here in a few minutes.',
  sessionHeading: 'Your session',
  idleEnds: (time: string) =>
    `For your security, we will sign you out at ${time} if you do nothing before then.`,
  ends: (time: string) => `You will need to sign in again after ${time} whatever you do.`,
  signOut: 'Sign out',
  signingOut: 'Signing you out',
  signOutFailed: "We couldn't sign you out just now. Please try again.",
  loadFailed: "We couldn't show your account just now. Please try again in a few minutes.",
  questions: 'If you have a question about your policy, call us on',
} as const;

/** The warning before the account's idle time-out (WCAG 2.2.1, as the journey's decision 016). */
export const accountTimeoutCopy = {
  heading: 'You are about to be signed out',
  body: (left: string) =>
    `We will sign you out in ${left} because you have not done anything for a while. We do this to protect your personal information.`,
  stay: 'Stay signed in',
} as const;

/** Where the site tells a customer how to reach their account (the footer, the confirmation page). */
export const accountLinkCopy = {
  link: 'Sign in to your account',
} as const;
