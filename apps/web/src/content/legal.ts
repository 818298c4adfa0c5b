import {
  fcaStatusDisclosure,
  footerCopy,
  registeredOfficeLine,
  type FirmDetails,
} from './legal-footer';

// The firm's legal pages and the footer that links them (decision 041). Our own wording, in plain
// English. Every firm-specific value (name, numbers, addresses) comes from the public config, so
// nothing here names a real firm. Facts about the product are the product's own: the retention
// periods are those the retention worker purges by (apps/server/src/modules/retention/README.md),
// the storage is what the web really uses (sessionStorage only, no cookies), the cancellation
// terms are the policy wording's (product-documents/product-cover.ts).

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
  /** Rows of a two-column table: what, and for how long or why. */
  readonly table?: {
    readonly caption: string;
    readonly head: readonly [string, string];
    readonly rows: readonly (readonly [string, string])[];
  };
}

export interface LegalDocument {
  readonly heading: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/** The Financial Ombudsman Service's published contact details. */
const OMBUDSMAN = {
  address: 'Financial Ombudsman Service, Exchange Tower, London E14 9SR',
  phone: '0800 023 4567',
  web: 'www.financial-ombudsman.org.uk',
} as const;

/**
 * The 14-day right to cancel and how a refund is worked out (ICOBS 7.1, 7.2), said before purchase
 * on check-your-details and in the terms of business. The same terms as the policy wording.
 */
export const cancellationRightsCopy = {
  heading: 'Your right to cancel',
  paragraphs: [
    'You can cancel within 14 days of buying, or of receiving your policy documents if that is later, without giving a reason.',
    'We refund the premium for the days you were not covered (worked out day by day), within 30 days of you telling us. We do not charge a fee for cancelling.',
    'After 14 days you can still cancel at any time: we refund the premium for the days left, unless a claim has been made in the current period of insurance.',
    'If you pay monthly, the credit agreement ends with the policy; anything owed for the days you were covered is taken from the refund or collected.',
  ],
} as const;

/** The insurer beside a price: on the tier grid, check-your-details and the payment page. */
export const insurerCopy = {
  yourInsurer: 'Your insurer:',
  /** The label of the payment summary's row. */
  insurerLabel: 'Your insurer',
  insuredBy: 'Insured by',
} as const;

export function privacyNotice(firm: FirmDetails): LegalDocument {
  return {
    heading: 'Privacy notice',
    intro: `This notice explains what personal information ${firm.brokerLegalName} ("we", trading as ${firm.brandName}) collects when you get a van insurance quote or buy a policy, why, how long we keep it and your rights.`,
    sections: [
      {
        heading: 'Who is responsible for your information',
        paragraphs: [
          `${firm.brokerLegalName} is the controller of your personal information. ${registeredOfficeLine(firm)}`,
          `We are registered with the Information Commissioner's Office, registration number ${firm.firm.icoRegistrationNumber}.`,
          `To contact us about your information, e-mail ${firm.firm.dataProtectionEmail}.`,
        ],
      },
      {
        heading: 'What we collect',
        list: [
          'About your van: its registration, make, model, value, where it is kept and how it is used.',
          'About you and anyone else who will drive it: names, dates of birth, address, occupation, driving licence details, insurance history and claims.',
          'Your contact details: e-mail address and phone number.',
          'Medical conditions you tell us about that affect your driving. This is health information, a special category of personal data.',
          'Motoring convictions and any unspent criminal convictions you tell us about. This is criminal offence data.',
          'The results of fraud and credit checks, and, if you pay monthly, your bank details for the Direct Debit.',
          'Card details go straight to our payment provider; we never see or keep them.',
        ],
      },
      {
        heading: 'Why we use it, and our lawful bases',
        list: [
          'To give you a quote, arrange your policy and look after it: this is necessary for a contract with you (or to take steps you asked for before one).',
          'To meet our legal duties: keeping records the Financial Conduct Authority requires, adding your van to the Motor Insurance Database, preventing fraud and money laundering.',
          'To keep our service secure and stop misuse: our legitimate interests.',
          'Health and criminal offence data: we use it only to arrange insurance, which the Data Protection Act 2018 allows for insurance purposes (Schedule 1, paragraph 20), because the insurer needs it to decide whether and on what terms to cover you.',
          'To send you marketing: only with your consent, which you can withdraw at any time.',
        ],
      },
      {
        heading: 'Who we share it with',
        list: [
          `The insurer (${firm.insurerName} or the insurer named on your quote), to price and provide your cover.`,
          'Credit reference and fraud prevention agencies, for the checks described above.',
          'The Motor Insurance Database, so the police and others can see your van is insured.',
          'Our payment provider, to take payments.',
          'Our printing and posting provider, to post your documents when you ask for them by post (your name, address and the documents only).',
        ],
      },
      {
        heading: 'How long we keep it',
        table: {
          caption: 'How long we keep your information',
          head: ['What we keep', 'For how long'],
          rows: [
            [
              'A quote you do not buy: your answers, the prices, your e-mail address and any bank details or payment attempt for it',
              '90 days after it last changed, then deleted. Afterwards we keep only anonymous pricing facts that identify no one (the day, the cover level and price, and bands such as postcode area and age band).',
            ],
            [
              'A quote you buy, its policy, payments, Direct Debit details and the product information documents (IPIDs) we gave you',
              'Kept as the record of your policy.',
            ],
            [
              'What we record with a quote: your demands-and-needs statement, a credit agreement you sign, your marketing and e-mail document choices, and any extra help you ask for (only with your consent)',
              'With the quote: deleted with a quote you do not buy (90 days after it last changed); kept with the policy if you buy.',
            ],
            [
              'What we tell the Motor Insurance Database about your policy',
              'Kept as the record of your policy.',
            ],
            [
              'A copy of an e-mail we sent you',
              '30 days after sending; for a policy confirmation we keep only the fact that it was sent.',
            ],
            ['An e-mail we could not deliver', '90 days after we first tried.'],
            [
              'The outcome of a fraud and credit check',
              '24 hours; kept with the policy if you buy.',
            ],
            [
              'Failed attempts to retrieve a quote and limits on how often a quote can be asked for (kept under a scrambled form of your network address, never the address itself)',
              '1 day after the last attempt.',
            ],
            [
              'A link from a price comparison site, or the link to your policy documents',
              'Until it expires.',
            ],
          ],
        },
        paragraphs: [
          'Bank account numbers are always stored encrypted; only the last four digits are ever shown.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for a copy of your information, ask us to correct it, delete it, restrict how we use it or give it to you in a form you can pass on, and object to how we use it. Some rights are limited where we must keep records by law.',
          `To use any of these rights, e-mail ${firm.firm.dataProtectionEmail}.`,
          "If you are unhappy with how we have used your information, you can complain to the Information Commissioner's Office: ico.org.uk, 0303 123 1113.",
        ],
      },
    ],
  };
}

export function cookieNotice(firm: FirmDetails): LegalDocument {
  return {
    heading: 'Cookies',
    intro: `${firm.brandName} van insurance does not set any cookies.`,
    sections: [
      {
        heading: 'What this service stores on your device',
        paragraphs: [
          "While you get a quote, your browser's session storage keeps your answers and where you are in the journey, so that going back or reloading the page does not lose them. It also keeps when your session will end, so we can warn you before it does.",
          'Session storage is strictly necessary to give you the service you asked for, so it needs no consent. It stays on your device, is never sent to anyone for any other purpose, and is deleted when you close the browser tab or your session ends.',
        ],
      },
      {
        heading: 'No analytics or advertising',
        paragraphs: [
          'We use no analytics, advertising or tracking cookies or scripts. If we ever add any that are not strictly necessary, we will ask you first and they will not be set until you agree.',
        ],
      },
      {
        heading: 'Paying by card',
        paragraphs: [
          "When you pay, you enter your card details on our payment provider's page. It may use storage of its own that is strictly necessary to take the payment securely.",
        ],
      },
    ],
  };
}

export function termsOfBusiness(firm: FirmDetails): LegalDocument {
  return {
    heading: 'Terms of business',
    intro: `Please read these terms: they explain the service ${firm.brokerLegalName} provides when you buy van insurance through ${firm.brandName}.`,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${firm.brandName} is a trading name of ${firm.brokerLegalName}. ${registeredOfficeLine(firm)}`,
          `${fcaStatusDisclosure(firm)} ${footerCopy.fcaRegisterHint}`,
        ],
      },
      {
        heading: 'Whose products we offer',
        paragraphs: [
          `We are an insurance broker. For van insurance we offer products from one insurer, ${firm.insurerName}, or the insurer named on your quote. We do not search the whole market.`,
          'We do not give advice or a personal recommendation. We ask questions to understand what you need, and give you information so you can decide for yourself whether the cover suits you.',
        ],
      },
      {
        heading: 'How we are paid',
        list: [
          'The insurer pays us commission: a share of the premium you pay. Ask us if you would like to know how much.',
          'We charge an arrangement fee for setting up your policy. It is included in the price you see, and shown on its own line in the price breakdown before you buy.',
          'If you pay monthly, the credit is provided on the terms shown to you before you buy, including the interest and the total amount payable.',
        ],
      },
      {
        heading: cancellationRightsCopy.heading,
        paragraphs: cancellationRightsCopy.paragraphs,
      },
      {
        heading: 'Complaints and compensation',
        paragraphs: [
          'If you are unhappy with our service, see our complaints procedure; you may be able to refer your complaint to the Financial Ombudsman Service.',
          'We are covered by the Financial Services Compensation Scheme (FSCS). See our FSCS page for what this means.',
        ],
      },
    ],
  };
}

export function complaintsProcedure(firm: FirmDetails): LegalDocument {
  const { complaints } = firm.firm;
  return {
    heading: 'How to complain',
    intro: 'If you are unhappy with our service, please tell us so we can put it right.',
    sections: [
      {
        heading: 'How to contact us',
        list: [
          `By phone: ${complaints.phone}`,
          `By e-mail: ${complaints.email}`,
          `By post: ${complaints.address}`,
        ],
        paragraphs: ['Please give your quote or policy number if you have one.'],
      },
      {
        heading: 'What happens next',
        list: [
          'We will acknowledge your complaint promptly, and within 5 working days.',
          'If we can resolve it within 3 working days, we will write to tell you how.',
          'Otherwise we will send you our final response within 8 weeks. If we cannot, we will write to explain why and when we expect to.',
          `Where the complaint is about a claim or the cover itself, we work with the insurer (${firm.insurerName} or the insurer named on your policy).`,
        ],
      },
      {
        heading: 'The Financial Ombudsman Service',
        paragraphs: [
          'If you are not happy with our final response, or we have not sent it within 8 weeks, you can ask the Financial Ombudsman Service to look at your complaint. It is free and independent.',
          'You must contact the Ombudsman within 6 months of the date of our final response.',
          `${OMBUDSMAN.address}. Phone ${OMBUDSMAN.phone}. ${OMBUDSMAN.web}.`,
          'Referring your complaint to the Ombudsman does not affect your right to take legal action.',
        ],
      },
    ],
  };
}

export function fscsProtection(firm: FirmDetails): LegalDocument {
  return {
    heading: 'Financial Services Compensation Scheme',
    intro: `${firm.brokerLegalName} and the insurers we work with are covered by the Financial Services Compensation Scheme (FSCS).`,
    sections: [
      {
        heading: 'What it means for you',
        paragraphs: [
          'You may be entitled to compensation from the FSCS if an insurer, or we, cannot meet our obligations.',
          'Van insurance is compulsory insurance: the FSCS protects 100% of a claim, with no upper limit.',
          'You can find out more at www.fscs.org.uk or by calling 0800 678 1100.',
        ],
      },
    ],
  };
}

export function accessibilityStatement(firm: FirmDetails): LegalDocument {
  return {
    heading: 'Accessibility statement',
    intro: `We want as many people as possible to be able to use ${firm.brandName} van insurance.`,
    sections: [
      {
        heading: 'What we aim for',
        list: [
          'The service is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
          'You can use it with a keyboard alone, with a screen reader and with speech recognition software.',
          'You can zoom to 400% and use it on a screen as narrow as 320 pixels without scrolling sideways.',
          'Each question has a label, and errors say what went wrong and how to fix it.',
        ],
      },
      {
        heading: 'How we test it',
        paragraphs: [
          'Every page is checked with automated accessibility tests each time the service changes, and journeys are tried with a keyboard and a screen reader.',
        ],
      },
      {
        heading: 'If something does not work for you',
        paragraphs: [
          `Call us on ${firm.phoneNumbers.general}, or e-mail ${firm.contactEmail}. If you use a text phone, dial ${firm.textPhonePrefix} first. We can complete your quote with you by phone.`,
          'If you need your documents in large print, audio or Braille, tell us and we will send them.',
        ],
      },
    ],
  };
}
