// Copy of driver-details/licence-details (§2.6 'Additional driver and licence details'): the
// proposer's licence, claims and medical condition, then the drivers named on the quote.
import { driverQuestionsCopy } from './driver-questions';

export const licenceDetailsCopy = {
  heading: 'Licence details',
  intro:
    'Tell us about your driving licence and any claims in the last 5 years, then about anyone else who will drive the van.',

  // The licence questions in the words every driver is asked them in (decision 054).
  ...driverQuestionsCopy('you').licence,

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
