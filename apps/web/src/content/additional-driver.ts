// Copy of the two additional-driver pages (§2.6 'Additional driver and licence details'):
// driver-details/additional/driver-details and driver-details/additional/licence-details.
import { ANSWERS_IN_WORDS_TEXT } from '@van/domain/quote';

/** Titles offered for a named driver; the quote holds the title as given (§3.7 name.title). */
export const DRIVER_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;

export const additionalDriverCopy = {
  detailsHeading: 'Additional driver',
  detailsIntro:
    'Tell us about the person you would like to add. We will ask about their licence next.',
  detailsIntroChange: (name: string) =>
    `Check ${name === '' ? "the driver's" : `${name}'s`} details and change anything that is wrong. We will ask about their licence next.`,
  licenceHeading: 'Additional driver licence',
  licenceIntro: (name: string) =>
    name === ''
      ? "Now tell us about the driver's licence."
      : `Now tell us about ${name}'s licence.`,

  titleLabel: 'Title',
  titlePlaceholder: 'Choose a title',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  genderLegend: 'Gender',
  // The words check-your-details and the statement of fact give the answer in (decision 036).
  genderOptions: ANSWERS_IN_WORDS_TEXT.you.genders,
  dateOfBirthLegend: 'Date of birth',
  dateOfBirthHint: 'For example, 27 3 1990',
  relationshipToProposerLabel: 'How is the driver related to you?',
  relationshipStatusLabel: "What is the driver's relationship status?",
  listPlaceholder: 'Choose one',

  employmentStatusLabel: "What is the driver's employment status?",
  occupationLabel: "What is the driver's occupation?",
  occupationHint: 'Start typing, then choose the closest match from the list.',
  employersBusinessLabel: 'What type of business do they work in?',
  employersBusinessHint:
    "Start typing, then choose from the list. If they don't work, choose the 'None' entry that fits.",

  insuranceRefusedLegend: 'Has the driver ever been refused motor insurance?',
  nonMotoringConvictionsLegend: 'Does the driver have any non-motoring convictions?',
  nonMotoringConvictionsHint: 'Any criminal conviction not related to driving that is not spent.',

  hasConvictionsLegend: 'Has the driver had any motoring convictions in the last 5 years?',
  hasConvictionsHint:
    'Include any endorsement on their licence, such as a speeding offence, and any that are pending.',
  hasConvictionsError:
    'Please tell us whether the driver has had any motoring convictions in the last 5 years',
  convictionLegend: (number: number) => `Conviction ${number}`,
  convictionCodeLabel: 'What was the offence?',
  convictionCodeHint: 'Type the code from the licence, for example SP30, or a few words.',
  convictionDateLegend: 'When was the driver convicted?',
  convictionDateHint: 'For example, 3 11 2023',
  convictionPointsLabel: 'How many penalty points did they get?',
  convictionFineLabel: 'Fine, in pounds (if there was one)',
  convictionBanLabel: 'Months disqualified from driving (if they were)',
  addConviction: 'Add another conviction',

  licenceTypeLegend: 'What type of driving licence does the driver have?',
  dateObtainedLegend: 'When did they get this licence?',
  /** Decision 052: the date as it is, however long ago (from the 17th birthday on). */
  dateObtainedHint: 'For example, 15 6 1995. Enter the date on their licence, however long ago.',

  hasClaimsLegend: 'Has the driver made any claims in the last 5 years?',
  hasClaimsHint:
    'Include every claim on a motor insurance policy, whoever was at fault, including theft, fire, vandalism and windscreen claims.',
  hasClaimsError: 'Please tell us whether the driver has made any claims in the last 5 years',
  claimLegend: (number: number) => `Claim ${number}`,
  claimDescriptionLabel: 'What happened?',
  claimDescriptionPlaceholder: 'Choose what happened',
  claimDateLegend: 'When did it happen?',
  claimDateHint: 'For example, 3 11 2023',
  claimNcdLegend: 'Did this claim affect their no claims discount?',
  addClaim: 'Add another claim',
  remove: 'Remove',

  hasMedicalConditionLegend:
    'Does the driver have a medical condition or disability that they must tell the DVLA about?',
  hasMedicalConditionHint:
    'For example epilepsy, diabetes treated with insulin, or a condition that affects their eyesight.',
  hasMedicalConditionError:
    'Please tell us whether the driver has a medical condition or disability the DVLA should know about',
  dvlaNotifiedLegend: 'Have they told the DVLA about it?',
  dvlaNotifiedError: 'Please tell us whether the driver has told the DVLA',
  dvlaRestrictionLegend: 'Has the DVLA restricted their licence because of it?',
  dvlaRestrictionHint: 'For example, a licence for 1, 2 or 3 years only.',
  dvlaRestrictionError: "Please tell us whether the DVLA has restricted the driver's licence",

  /** Shown on the licence page when the first page's answers are missing (e.g. opened directly). */
  detailsMissing: "Please tell us the driver's details first",
  backToDetails: "Back to the driver's details",
  cancel: 'Cancel and go back to your licence details',

  detailsSubmit: 'Continue',
  licenceSubmit: 'Save this driver',
  sending: 'Saving the driver',
} as const;
