import { ANSWERS_IN_WORDS_TEXT } from '@van/domain/quote';
import { driverQuestionsCopy } from './driver-questions';
import { partTimeJobCopy } from './part-time-occupation';

const driverQuestions = driverQuestionsCopy('you');

export const driverDetailsCopy = {
  heading: 'Driver details',
  intro: 'Tell us about yourself, the person taking out the policy.',
  loading: 'Loading the questions',
  submit: 'Continue',
  sending: 'Saving your answers',

  aboutYouHeading: 'About you',
  titleLabel: 'Title',
  titlePlaceholder: 'Choose your title',
  titles: ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'],
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  genderLegend: 'Gender',
  // The words check-your-details and the statement of fact give the answer in (decision 036).
  genderOptions: ANSWERS_IN_WORDS_TEXT.you.genders,
  dateOfBirthLegend: 'Date of birth',
  dateOfBirthHint: 'For example, 27 3 1985',
  relationshipStatusLabel: 'Relationship status',
  relationshipStatusPlaceholder: 'Choose your relationship status',
  residencyLegend: 'Have you lived at your home address since you were born?',
  residencyDateLegend: 'When did you move to your home address?',
  residencyDateHint: 'For example, 3 2015',

  contactHeading: 'Your contact details',
  emailLabel: 'Email address',
  emailHint: "We'll send your quote and policy documents here.",
  phoneLabel: 'Phone number',
  phoneHint: 'A UK mobile or landline number, for example 07700 900123',

  address: {
    legend: 'Your home address',
    postcodeLabel: 'Postcode',
    postcodeHint: 'For example, SW1A 1AA',
    find: 'Find address',
    finding: 'Finding addresses',
    chooseLabel: 'Choose your address',
    choosePlaceholder: (count: number) =>
      count === 1 ? '1 address found' : `${count} addresses found`,
    changePostcode: 'Change postcode',
    enterManually: 'Enter the address manually',
    searchInstead: 'Find the address by postcode instead',
    houseLabel: 'House name or number',
    line1Label: 'Address line 1',
    line2Label: 'Town or city',
    line2Hint: 'The post town, for example Leeds',
    manualPostcodeLabel: 'Postcode',
    noneFound: (postcode: string) =>
      `We could not find any addresses at ${postcode}. Please enter your address below.`,
    lookupFailed:
      'We could not search for addresses just now. Please try again, or enter your address manually.',
    findFirst: "Select 'Find address' to find your address, or enter it manually",
    chooseFirst: 'Please choose your address from the list, or enter it manually',
  },

  historyHeading: 'Your insurance and driving history',
  // The questions every driver is asked, in one wording (decision 054).
  ...driverQuestions.disclosures,
  drivingRestrictionsLegend: 'Who will drive the van?',

  convictions: driverQuestions.convictions,
  hasConvictionsError: driverQuestions.errors.hasConvictions,
  remove: 'Remove',

  homeOwnerLegend: 'Do you own your home? (optional)',

  jobHeading: 'Your job',
  // The job questions every driver is asked, in one wording (decision 054).
  ...driverQuestions.occupation,
  partTimeCheckbox: 'I also have a part-time job',
  partTimeLegend: 'Your part-time job',
  partTimeJob: partTimeJobCopy,
} as const;
