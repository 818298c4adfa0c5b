export const vehicleLookupCopy = {
  heading: 'Start your quote',
  intro: "We'll find your van from its registration, then ask about how you use it and about you.",
  registrationLabel: "Your van's registration number",
  registrationHint: 'For example, AB12 CDE',
  submit: 'Find my van',
  sending: 'Finding your van',
  retrieveLead: 'Already have a quote?',
  retrieveLink: 'Retrieve your quote',
} as const;
