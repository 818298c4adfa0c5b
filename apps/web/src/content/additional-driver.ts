// Copy of the two additional-driver pages (§2.6 'Additional driver and licence details'):
// driver-details/additional/driver-details and driver-details/additional/licence-details.
import { ANSWERS_IN_WORDS_TEXT } from '@van/domain/quote';
import { driverQuestionsCopy } from './driver-questions';

const questions = driverQuestionsCopy('driver');

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

  // Every question asked of the proposer too is in the proposer's words, about the driver
  // (decision 054).
  insuranceRefusedLegend: questions.disclosures.insuranceRefusedLegend,
  nonMotoringConvictionsLegend: questions.disclosures.nonMotoringLegend,
  nonMotoringConvictionsHint: questions.disclosures.nonMotoringHint,

  convictions: questions.convictions,
  hasConvictionsError:
    'Please tell us whether the driver has had any motoring convictions in the last 5 years',
  remove: 'Remove',

  ...questions.licence,
  hasClaimsError: 'Please tell us whether the driver has made any claims in the last 5 years',
  hasMedicalConditionError:
    'Please tell us whether the driver has a medical condition or disability the DVLA should know about',
  dvlaNotifiedError: 'Please tell us whether the driver has told the DVLA',
  dvlaRestrictionError: "Please tell us whether the DVLA has restricted the driver's licence",

  /** Shown on the licence page when the first page's answers are missing (e.g. opened directly). */
  detailsMissing: "Please tell us the driver's details first",
  backToDetails: "Back to the driver's details",
  cancel: 'Cancel and go back to your licence details',

  detailsSubmit: 'Continue',
  licenceSubmit: 'Save this driver',
  sending: 'Saving the driver',
} as const;
