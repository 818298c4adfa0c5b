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

  // Every question asked of the proposer too is in the proposer's words, about the driver
  // (decision 054), and so is every error its answers can give.
  ...questions.occupation,
  insuranceRefusedLegend: questions.disclosures.insuranceRefusedLegend,
  nonMotoringConvictionsLegend: questions.disclosures.nonMotoringLegend,
  nonMotoringConvictionsHint: questions.disclosures.nonMotoringHint,

  convictions: questions.convictions,
  hasConvictionsError: questions.errors.hasConvictions,
  remove: 'Remove',

  ...questions.licence,
  hasClaimsError: questions.errors.hasClaims,
  hasMedicalConditionError: questions.errors.hasMedicalCondition,
  dvlaNotifiedError: questions.errors.dvlaNotified,
  dvlaRestrictionError: questions.errors.dvlaRestriction,

  /** Shown on the licence page when the first page's answers are missing (e.g. opened directly). */
  detailsMissing: "Please tell us the driver's details first",
  backToDetails: "Back to the driver's details",
  cancel: 'Cancel and go back to your licence details',

  detailsSubmit: 'Continue',
  licenceSubmit: 'Save this driver',
  sending: 'Saving the driver',
} as const;
