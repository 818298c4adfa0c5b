import {
  ALTERNATIVE_FORMAT_WORKING_DAYS,
  ALTERNATIVE_FORMATS,
  SUPPORT_NEED_CATEGORIES,
  SUPPORT_NEEDS_CONSENT,
  SUPPORT_NEEDS_OTHER_MAX_LENGTH,
} from '@van/domain/forms';

// Decision 047 (FCA FG21/1): the optional "Do you need any extra help?" section of
// check-your-details. The categories, formats and consent wording are the domain's (the consent is
// versioned and stored with the answer); the rest is the page's.

export const supportNeedsCopy = {
  heading: 'Do you need any extra help?',
  optional: 'This is optional. You can continue without answering.',
  intro:
    'Tell us if anything might make it harder for you to deal with us or to read your documents, so we can help. It does not change your price.',
  categories: {
    legend: 'Is there anything we should know about? (optional)',
    hint: 'Select all that apply.',
    options: SUPPORT_NEED_CATEGORIES,
  },
  other: {
    label: 'Tell us briefly what would help (optional)',
    hint: `${SUPPORT_NEEDS_OTHER_MAX_LENGTH} characters or fewer.`,
    maxLength: SUPPORT_NEEDS_OTHER_MAX_LENGTH,
  },
  formats: {
    legend: 'Would you like your documents in another format? (optional)',
    hint: `We will post them within ${ALTERNATIVE_FORMAT_WORKING_DAYS} working days of your policy being issued. You will still get your documents in the usual way straight away.`,
    options: ALTERNATIVE_FORMATS,
  },
  consent: {
    label: SUPPORT_NEEDS_CONSENT.text,
    hint: SUPPORT_NEEDS_CONSENT.explanation,
  },
  /** Shown when something is answered but the box is not ticked. */
  notKept:
    'We will not keep what you have told us here unless you tick the box. You can tell us by phone instead on',
  notSaved:
    'Sorry, we could not save what you told us about extra help. Please try again, or clear your answers and call us.',
} as const;
