// §2.6 van lookup and van details: the found-van confirmation (CarDetails) and the page an unknown
// registration leads to (RegNumberError). Questions quoted in §2.6 keep the spec's wording.
import { CAR_DETAILS_CONFIRMATION_LABEL } from '@van/domain/forms';
import { ANSWERS_IN_WORDS_TEXT } from '@van/domain/quote';
import { formatCount } from '@van/domain/shared';

export const carDetailsCopy = {
  heading: "We've found your van",
  intro: 'Check these are the details of your van.',
  vanDetails: {
    registration: 'Registration',
    make: 'Make',
    model: 'Model',
    yearOfManufacture: 'Year of manufacture',
    engineSize: 'Engine size',
    fuel: 'Fuel',
    transmission: 'Gearbox',
    doors: 'Doors',
    seats: 'Seats',
    bodyStyle: 'Body style',
  },
  engineSize: (cc: number) => `${formatCount(cc)}cc`,
  // The words check-your-details and the statement of fact give the answer in (decision 036).
  transmissions: ANSWERS_IN_WORDS_TEXT.van.transmissions,
  notMyVan: 'This is not my van',
  missingHeading: "Details we couldn't find",
  missingIntro: "Our search didn't tell us everything about your van. Please fill in the rest.",
  transmissionLegend: 'What type of gearbox does the van have?',
  doorsLabel: 'How many doors does the van have?',
  doorsHint: 'Count the back and side loading doors as well as the cab doors.',
  fuelLabel: 'What fuel does the van use?',
  fuelPlaceholder: 'Choose a fuel',
  confirm: CAR_DETAILS_CONFIRMATION_LABEL,
  aboutHeading: 'About your van',
  marketValueLabel: 'How much is the van worth?',
  marketValueHint:
    'In whole pounds: about what it would cost to buy a van of the same make, model, age, mileage and condition today.',
  bodyTypeLabel: "What is the van's body type?",
  bodyTypePlaceholder: 'Choose a body type',
  importedLegend: 'Has the van been imported?',
  importedHint: 'For example, brought into the UK from Europe or Japan.',
  dashCamLegend: 'Does the van have a dashcam?',
  dashCamLocationLegend: 'Where is the dashcam?',
  alarmLegend: 'What type of alarm/immobiliser is the van fitted with?',
  alarmHint: "If you're not sure, the van's handbook or the dealer who sold it can tell you.",
  trackerLegend: 'Does the van have a tracking device?',
  modifiedLegend: 'Has the van been modified?',
  modifiedHint:
    "Anything changed or added since it left the factory, such as alloy wheels, a roof rack, a tow bar or stickers. Don't include racking or sign writing: we ask about those next.",
  modificationCategoryLabel: 'What type of modification does the van have?',
  modificationCategoryPlaceholder: 'Choose a type',
  modificationsLegend: 'Which modifications does the van have?',
  modificationsHint: 'Choose up to 3.',
  datePurchasedLegend: 'When did you buy the van?',
  datePurchasedHint: 'For example, 27 3 2023',
  dontHaveTheVanYet: "I don't have the van yet",
  submit: 'Continue',
  sending: 'Saving your answers',
} as const;

export const regNumberErrorCopy = {
  heading: 'Registration not found',
  explanation: "We couldn't find a van with that registration.",
  checkAndRetry: 'Please check the registration and try again.',
  tryAgain: 'Try again',
  help: 'If you still need help, call us on',
} as const;
