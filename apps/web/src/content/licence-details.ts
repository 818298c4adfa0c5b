// Copy of driver-details/licence-details (§2.6 'Additional driver and licence details'): the
// proposer's licence, claims and medical condition, then the drivers named on the quote.

export const licenceDetailsCopy = {
  heading: 'Licence details',
  intro:
    'Tell us about your driving licence and any claims in the last 5 years, then about anyone else who will drive the van.',

  licenceTypeLegend: 'What type of driving licence do you have?',
  dateObtainedLegend: 'When did you get this licence?',
  /** Decision 052: the date as it is, however long ago (from the 17th birthday on). */
  dateObtainedHint: 'For example, 15 6 1995. Enter the date on your licence, however long ago.',

  licenceNumberLegend: 'What is your driving licence number?',
  licenceNumberHint:
    'It is in section 5 of your photocard licence, for example MORGA753116SM9IJ. Put the first 11 characters in the first box and the next 5 in the second.',
  licenceNumberPart1Label: 'First 11 characters',
  licenceNumberPart2Label: 'Next 5 characters',
  noLicenceNumberLabel: "I'd rather not give my licence number",

  hasClaimsLegend: 'Have you made any claims in the last 5 years?',
  hasClaimsHint:
    'Include every claim on a motor insurance policy, whoever was at fault, including theft, fire, vandalism and windscreen claims.',
  claimLegend: (number: number) => `Claim ${number}`,
  claimDescriptionLabel: 'What happened?',
  claimDescriptionPlaceholder: 'Choose what happened',
  claimDateLegend: 'When did it happen?',
  claimDateHint: 'For example, 3 11 2023',
  claimNcdLegend: 'Did this claim affect your no claims discount?',
  addClaim: 'Add another claim',
  removeClaim: 'Remove',

  hasMedicalConditionLegend:
    'Do you have a medical condition or disability that you must tell the DVLA about?',
  hasMedicalConditionHint:
    'For example epilepsy, diabetes treated with insulin, or a condition that affects your eyesight.',
  dvlaNotifiedLegend: 'Have you told the DVLA about it?',
  dvlaRestrictionLegend: 'Has the DVLA restricted your licence because of it?',
  dvlaRestrictionHint: 'For example, a licence for 1, 2 or 3 years only.',

  driversHeading: 'Additional drivers',
  noDrivers: 'No one else is named on your quote.',
  unnamedDriver: (number: number) => `Driver ${number}`,
  changeDriver: 'Change',
  removeDriver: 'Remove',
  confirmRemoval: (name: string) => `Remove ${name} from your quote?`,
  confirmRemove: 'Yes, remove',
  keepDriver: 'No, keep',
  driverRemoved: (name: string) => `${name} has been removed from your quote.`,

  mainDriverLegend: 'Who will be the main driver of the van?',
  mainDriverHint: 'The main driver is the person who will drive the van the most.',
  proposerOption: (name: string) => (name === '' ? 'You' : `You (${name})`),

  addAnotherDriverLegend: 'Would you like to add another driver?',
  addAnotherDriverHint: 'Anyone else who will drive the van must be named on your quote.',

  submit: 'Continue',
  sending: 'Saving your answers',
} as const;
