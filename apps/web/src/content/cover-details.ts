import { ANSWERS_IN_WORDS_TEXT, MAX_COVER_START_DAYS } from '@van/domain/quote';
import { MONTH_NAMES } from '@van/domain/shared';

export const coverDetailsCopy = {
  heading: 'Cover details',
  coverStartLegend: 'When would you like your cover to start?',
  // §5.3 hint with the real calendar month (decision 022): today's date as the example.
  coverStartHint: ({ day, month, year }: { day: number; month: number; year: number }) =>
    `Cover can start today or on a day in the next ${MAX_COVER_START_DAYS} days. For example, today is ${day} ${month} ${year}.`,
  // §4.2 shouldAskPolicyStartDate: a saved quote whose start date has passed (decision 033).
  startPassedHeading: 'Your cover start date has passed',
  startPassedText:
    'The start date on your saved quote is now in the past. Please choose a new start date and we will give you an up-to-date price.',
  homeRenewalLabel: 'When does your home insurance renew?',
  homeRenewalHint:
    'We may contact you about home insurance nearer the time, if you agree to hear from us.',
  homeRenewalUnknown: ANSWERS_IN_WORDS_TEXT.cover.homeRenewalUnknown,
  ncdLabel: 'How many years of no claims discount do you have?',
  // §2.6: 'NCD must have been earned on a private van policy within the last 2 years.'
  ncdHint:
    'Your no claims discount must have been earned on a private van policy within the last 2 years. Choose 0 if you have none.',
  ncdPlaceholder: 'Select',
  ncdTwentyOrMore: '20 or more',
  ncdProtectionLegend: 'Would you like to protect your no claims discount?',
  ncdProtectionHint:
    'Protection lets you make one or two claims in a period of insurance without losing your discount. It costs more.',
  experienceLabel: 'What other driving experience do you have?',
  experienceHint:
    'Without a van no claims discount, experience of driving other vehicles can lower your price.',
  experiencePlaceholder: 'Select',
  experienceYearsLabel: 'How many years did you drive without a claim?',
  experienceYearsHint: 'Choose 20 if it is 20 years or more.',
  coverLevelLegend: 'What level of cover would you like?',
  coverLevelHints: {
    C: 'Covers damage to your van as well as to other people and their property.',
    TPFT: 'Covers other people and their property, and your van if it is stolen or catches fire.',
  } as Readonly<Record<string, string>>,
  paymentLegend: 'How would you like to pay?',
  // The words check-your-details and the statement of fact give the answer in (decision 036).
  paymentOptions: ANSWERS_IN_WORDS_TEXT.cover.paymentFrequencies,
  paymentHint:
    'Paying monthly is by direct debit and includes interest; we show the cost before you buy.',
  whyChooseUsHeading: 'Why choose us?',
  // Only what is ours to offer: a right every customer has by law (the renewal price rule, ICOBS
  // 6B) may not be presented as a reason to choose us (decision 041). The legal pages state it.
  whyChooseUs: [
    'Claims line open 24 hours a day, 7 days a week.',
    'UK-based team to help you, by phone or online.',
  ],
  submit: 'Get my quote',
  // §2.6 'Your quote': the loading text.
  sending: 'Preparing your van insurance quote',
  months: MONTH_NAMES,
} as const;
