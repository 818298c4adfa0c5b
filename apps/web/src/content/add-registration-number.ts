/** your-quote/add-registration-number (§2.1 'The Van'): for a quote given without a registration. */
export const addRegistrationNumberCopy = {
  heading: "Add your van's registration number",
  intro:
    "Now that you have your van's registration number, add it here. We'll find your van and update your quote.",
  registrationLabel: "Your van's registration number",
  registrationHint: 'For example, AB12 CDE',
  submit: 'Update my quote',
  sending: 'Finding your van and updating your quote',
  lookupFailed: 'We could not look up your van just now. Please try again.',
} as const;
