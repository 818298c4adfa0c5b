import { STATIC_DATA_MISSING_NAME } from '@van/domain/shared';

// Copy of your-quote (§2.6 'Your quote'). Quoted wording is the spec's; the rest is ours.

export const quoteCopy = {
  // §2.6
  heading: "Here's your van insurance quote",
  greeting: (forename: string) => `Hello ${forename}`,
  referenceLabel: 'Reference: ',
  // §2.6 thanks an aggregator arrival naming the site, by its name in the public config (the spec
  // names no site, §9.13); the general thanks where the config names none.
  aggregatorThanksFrom: (site: string) => `Thank you for coming to us from ${site}.`,
  aggregatorThanks: 'Thank you for coming to us from a price comparison website.',
  // Decision 033 item 3: an offer code's discount is in the price only once its proof was confirmed;
  // when it is not, the service's own words say why (topUp.offer.message).
  offerApplied: (code: string) => `Your offer code ${code} is included in this price.`,
  offerNotApplied: 'Your offer code has not been applied to this price.',
  // §2.6 loading text, shown while a change is being priced.
  preparing: 'Preparing your van insurance quote',
  annualPriceLabel: 'Total to pay for the year',
  // Decision 050: with 'Pay monthly' chosen the panel leads with the monthly terms, in full.
  monthlyPriceLabel: 'Pay monthly by Direct Debit',
  perMonth: (amount: string) => `${amount} a month`,
  aMonth: 'a month',
  firstPayment: 'First payment (deposit)',
  then: (count: number, amount: string) => `, then ${count} monthly payments of ${amount}.`,
  apr: (rate: string) => `Representative APR ${rate}.`,
  totalPayable: (amount: string) => `Total payable ${amount}.`,
  moreThanAnnual: (more: string) => `${more} more than paying for the year at once (`,
  moreThanAnnualEnd: ')',
  included: 'Included',
  yourPriceHeading: (product: string) => `Your price for ${product}`,
  continue: 'Continue',
  continueHint: 'Next, check your details before you pay.',
  stickyPrice: (product: string, price: string) => `${product}: ${price}`,
  perYear: (amount: string) => `${amount} a year`,
  priceMissing: 'We could not show your price. Please call us on',
  priceUpdated: (price: string) => `Your price is now ${price} for the year.`,
  repriceFailed:
    'Sorry, we could not update your price, so your quote has not changed. Please try again.',
  expiry: (date: string) => `Price held until ${date}.`,
} as const;

/** §9.3 tier grid. Row labels come from @van/domain TIER_GRID_ROWS. */
export const tierGridCopy = {
  heading: 'Compare and choose your level of cover',
  // Decision 050: the default (VAN) is shown neutrally, with no tier recommended.
  neutral: 'You can choose any level of cover; prices include the extras each level includes.',
  chooseRow: 'Your choice',
  choose: (product: string) => `Choose ${product}`,
  selected: 'Selected',
  choosing: 'Updating your price',
  priceForName: (price: string) => `, ${price}`,
  selectedName: (product: string, price: string) => `: ${product}, ${price}`,
  chooseFailed:
    'Sorry, we could not change your level of cover, so it has not changed. Please try again.',
  excessParts: (compulsory: string, voluntary: string) =>
    `${compulsory} compulsory + ${voluntary} voluntary`,
  deposit: (amount: string) => `after a first payment of ${amount}`,
  caption: 'Levels of cover compared',
  payMethodLegend: 'How would you like to pay?',
  payMethodOptions: { PayInFull: 'Pay yearly', Instalmnts: 'Pay monthly' },
  monthlyUnavailable: 'Paying monthly is not available for this quote.',
  stars: (count: number) => `Rated ${count} out of 5 stars`,
  perMonth: (amount: string) => `${amount} a month`,
  monthlyTotal: (amount: string) => `${amount} in total`,
  perYear: (amount: string) => `${amount} a year`,
  included: 'Included',
  notIncluded: 'Not included',
  days: (days: number) => `${days} days`,
  upTo: (amount: string) => `Up to ${amount}`,
  approvedRepairer: (amount: string) => `${amount} approved repairer`,
  otherRepairer: (amount: string) => `${amount} other repairer`,
  scrollHint: 'Scroll sideways to see every level of cover.',
} as const;

const TOOLS_DESCRIPTION = 'Covers the tools you carry in your van against theft and damage.';

/** §9.5 add-ons: group headings, buttons, and the words for each extra. */
export const addOnCopy = {
  heading: 'Shape your cover',
  groups: {
    included: 'Included in your cover',
    optional: 'Optional extras',
    breakdown: 'Breakdown cover',
    tools: 'Tools cover',
  },
  groupHints: {
    included: 'These come with your cover at no extra cost.',
    optional: 'Add any of these to your cover.',
    breakdown: 'You can have one level of breakdown cover. Choosing another replaces it.',
    tools: 'You can have one level of tools cover. Choosing another replaces it.',
  },
  add: (name: string) => `Add ${name}`,
  remove: (name: string) => `Remove ${name}`,
  added: 'Added to your quote',
  perYear: (amount: string) => `${amount} a year`,
  perMonth: (amount: string) => `or ${amount} a month`,
  // §8: an add-on code without static data.
  staticDataMissing: STATIC_DATA_MISSING_NAME,
  byCode: {
    BDV1O: { descriptions: ['Help at the roadside if your van breaks down.'] },
    BDV2O: {
      descriptions: [
        'Help at the roadside, and if your van cannot be fixed there, it is taken with you and your passengers to one place in the UK.',
      ],
    },
    BDV3O: {
      descriptions: [
        'Everything in Roadside + National Recovery, and help at home if your van will not start.',
      ],
    },
    TOOLSV1O: { descriptions: [TOOLS_DESCRIPTION] },
    TOOLSV2O: { descriptions: [TOOLS_DESCRIPTION] },
    TOOLSV3O: { descriptions: [TOOLS_DESCRIPTION] },
    TOOLSV4O: { descriptions: [TOOLS_DESCRIPTION] },
    VLAO: { descriptions: ['Legal help and costs if you need to take or defend legal action.'] },
    VHO: { descriptions: ['A van to keep you working while yours is off the road after a claim.'] },
  } as Readonly<Record<string, { descriptions: readonly string[] } | undefined>>,
} as const;

/** Voluntary excess and protected NCD (§2.6, §4.4). */
export const coverChoicesCopy = {
  excessHeading: 'Your excess',
  excessLabel: 'Voluntary excess',
  excessHint: (compulsory: string | undefined) =>
    compulsory === undefined
      ? 'What you agree to pay towards a claim, on top of the compulsory excess. A higher voluntary excess lowers your price.'
      : `What you agree to pay towards a claim, on top of the compulsory excess of ${compulsory}. A higher voluntary excess lowers your price.`,
  excessOption: (amount: string) => amount,
  ncdHeading: 'Your no claims discount',
  ncdLegend: (years: number) =>
    `Would you like to protect your ${years} ${years === 1 ? 'year' : 'years'} of no claims discount?`,
  ncdHint: (price: string | undefined) =>
    price === undefined
      ? 'Protection lets you make one or two claims in a year without losing your discount.'
      : `Protection lets you make one or two claims in a year without losing your discount. It costs ${price} a year.`,
} as const;

/**
 * 'Why this price?' (beyond the spec, decision 050): what the customer can change first, then the
 * things about them and their van as groups (which way, roughly how much), then their choices,
 * tax and fees (exact).
 */
export const priceExplanationCopy = {
  heading: 'Why this price?',
  summary: 'See why your price is what it is, and what you can change',
  changeHeading: 'What you can change',
  voluntaryExcess: (amount: string | undefined) =>
    amount === undefined
      ? 'Your voluntary excess: a higher one lowers your price, but you pay more towards a claim.'
      : `Your voluntary excess is ${amount}. A higher one lowers your price, but you pay more towards a claim.`,
  extras: (cost: string) => `Your extras add ${cost} a year. You can remove any you do not need.`,
  ncdProtection: (cost: string) =>
    `Protecting your no claims discount adds ${cost} a year. You can choose not to protect it.`,
  payAnnually: (saving: string) =>
    `Paying for the year at once costs ${saving} less than paying monthly.`,
  tiers: 'Each level of cover has its own price: you can compare them and choose any.',
  startLabel: 'A typical price for cover like yours',
  about: (amount: string) => `about ${amount}`,
  profileHeading: 'Things about you and your van',
  profileIntro:
    'These are rounded: the insurer looks at many details, and together they set the price of your cover. Your answers must stay true; changing them to lower the price would make your policy invalid.',
  raised: (amount: string) => `raised your price by about ${amount}`,
  lowered: (amount: string) => `lowered your price by about ${amount}`,
  little: 'made little difference to your price',
  choicesHeading: 'Your choices',
  taxAndFeesHeading: 'Tax and fees',
  adds: (amount: string) => `adds ${amount}`,
  takesOff: (amount: string) => `takes off ${amount}`,
  total: 'Your price for the year',
} as const;

export const payingMonthlyCopy = {
  heading: 'Paying monthly',
  intro: 'If you pay monthly by direct debit, this is what you pay and what it costs.',
  firstPayment: 'First payment (deposit)',
  instalments: 'Then',
  instalmentsValue: (count: number, amount: string) => `${count} monthly payments of ${amount}`,
  credit: 'Amount of credit',
  interest: 'Interest',
  interestValue: (amount: string, percent: string) =>
    `${amount} (${percent} of the amount of credit)`,
  apr: 'Representative APR',
  /** `rate` as formatPercent writes it: '26.9%'. */
  aprValue: (rate: string) => `${rate} APR`,
  total: 'Total to pay monthly',
  extraCost: 'Extra cost of paying monthly',
  payingYearly: 'Total if you pay for the year at once',
  unavailable: 'Paying monthly is not available for this quote.',
  // §2.6 monthly credit-agreement and credit-check disclosures (wording not given by the spec).
  creditAgreement:
    'Paying monthly is a credit agreement. You will be shown the agreement to read before you pay.',
  creditCheck:
    'To offer you monthly payments we carry out a credit check, which may be recorded on your credit file.',
} as const;

/** §3.11 compulsory excess view, §9.4 claim types. */
export const excessDetailsCopy = {
  heading: 'Your excesses',
  intro:
    'The excess is the amount you pay towards a claim. It is the compulsory excess set by the insurer plus the voluntary excess you choose.',
  driverHeading: (driver: string) => `Full excess details for ${driver}`,
  claimColumn: 'Type of claim',
  excessColumn: 'You pay',
  // Issue 17 item 4: each figure says what it is.
  total: (amount: string) => `Total excess ${amount}`,
  made: (compulsory: string | undefined, voluntary: string | undefined) =>
    [
      compulsory === undefined ? undefined : `Compulsory excess ${compulsory}`,
      voluntary === undefined ? undefined : `voluntary excess ${voluntary}`,
    ]
      .filter(Boolean)
      .join(' + '),
  other: (reason: string, amount: string) => `${reason}: ${amount}`,
} as const;

/** §2.6 'Can we help you?'. */
export const helpCopy = {
  heading: 'Can we help you?',
  callUs: 'Call us on',
  giveReference: 'and give your quote reference',
  emailUs: 'Or e-mail us at',
} as const;

/** §2.6 'Check your email address' (§7.2 sendEmail; the failure text is the domain's). */
export const emailQuoteCopy = {
  heading: 'Check your email address',
  weWillUse: 'We will send your quote and documents to',
  noAddress: 'We do not have an email address for you.',
  send: 'Email me my quote',
  sending: 'Sending your quote',
  sent: (email: string) => `We have sent your quote to ${email}.`,
} as const;

/**
 * §2.6 'Stay in the know' (§9.8 CLMKTING e-mail, CLMKTIN2 text; not pre-answered, decision 005).
 * Decision 043: the server records each answer with the version of these words
 * (@van/domain/forms CONSENT_WORDINGS, kept equal by consent-wording.test.ts): change them there.
 */
export const marketingCopy = {
  heading: 'Stay in the know',
  intro:
    'We would like to tell you about offers, products and services that may interest you. You can change your mind at any time.',
  emailLegend: 'Email',
  textLegend: 'Text',
  emailHint: 'Would you like to hear from us by email?',
  textHint: 'Would you like to hear from us by text message?',
} as const;

/** §2.6 documents section. */
export const documentsCopy = {
  heading: 'Your documents',
  account:
    'After you buy, we will create an online account for you, where you can see your documents.',
  posted: 'If you choose to have them by post, we will post your documents within 5 working days.',
  formats:
    'We can give you your documents in large print, audio or Braille. Call us to ask for them.',
  // Decision 043: choosing 'By email' is the consent to documents by e-mail, recorded with the
  // version of these words (@van/domain/forms CONSENT_WORDINGS, kept equal by consent-wording.test.ts).
  deliveryLegend: 'How would you like to receive your documents?',
  deliveryHint:
    'By email: we e-mail your policy documents, including your certificate of motor insurance, as PDFs, and you can download them. By post: we post them within 5 working days of buying.',
  deliveryOptions: { Download: 'By email', Print: 'By post' },
  linksHeading: 'Read before you buy',
  policySummary: 'Policy summary',
  policyDocument: 'Policy wording',
  ipid: 'Insurance Product Information Document - a summary of the cover, and its exclusions and limitations',
} as const;
