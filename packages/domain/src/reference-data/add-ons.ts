// §9.5 add-ons (optional extras).

/** §2.6: the groups add-ons are shown in. */
export const ADD_ON_GROUPS = ['included', 'optional', 'breakdown', 'tools'] as const;
export type AddOnGroup = (typeof ADD_ON_GROUPS)[number];

/** §9.5: never shown to the customer. */
export const HIDDEN_ADD_ON_CODES = ['NCDCHECK', 'NCDOK'] as const;

/** §9.5: what every breakdown level gives. */
export const BREAKDOWN_DESCRIPTIONS = [
  '24/7 help beyond 1/4 mile from home',
  '3 call-outs per policy year, then pay-for-use',
] as const;

/** §9.5: van hire against the standard courtesy vehicle. */
export const VAN_HIRE_DESCRIPTIONS = [
  'A similar-size van for up to 28 days, two claims per policy year',
  'The standard courtesy vehicle is a car-derived van for up to 14 days, or until 4 days after claim payment',
] as const;

export interface AddOnStaticData {
  readonly code: string;
  readonly name: string;
  readonly group: AddOnGroup;
  /** Cover limit in pounds, where the spec gives one. */
  readonly limit?: number;
  readonly descriptions: readonly string[];
}

/**
 * §9.5 static data of the add-ons the spec describes. Tools cover names are ours: the spec
 * gives the product ('Tools cover') and its limit only.
 */
export const ADD_ONS: readonly AddOnStaticData[] = [
  { code: 'BDV1O', name: 'Roadside', group: 'breakdown', descriptions: BREAKDOWN_DESCRIPTIONS },
  {
    code: 'BDV2O',
    name: 'Roadside + National Recovery',
    group: 'breakdown',
    descriptions: BREAKDOWN_DESCRIPTIONS,
  },
  {
    code: 'BDV3O',
    name: 'Roadside + National Recovery + At Home',
    group: 'breakdown',
    descriptions: BREAKDOWN_DESCRIPTIONS,
  },
  {
    code: 'TOOLSV1O',
    name: 'Tools cover up to £1,000',
    group: 'tools',
    limit: 1000,
    descriptions: [],
  },
  {
    code: 'TOOLSV2O',
    name: 'Tools cover up to £2,500',
    group: 'tools',
    limit: 2500,
    descriptions: [],
  },
  {
    code: 'TOOLSV3O',
    name: 'Tools cover up to £5,000',
    group: 'tools',
    limit: 5000,
    descriptions: [],
  },
  {
    code: 'TOOLSV4O',
    name: 'Tools cover up to £7,500',
    group: 'tools',
    limit: 7500,
    descriptions: [],
  },
  {
    code: 'VLAO',
    name: 'Van Legal Assistance',
    group: 'optional',
    limit: 100_000,
    descriptions: [
      'Up to £100,000 for each of uninsured loss recovery, prosecution defence and contract disputes',
    ],
  },
  { code: 'VHO', name: 'Van Hire', group: 'optional', descriptions: VAN_HIRE_DESCRIPTIONS },
];

/** §9.5 document titles shown with add-ons (the additional terms at ADDITIONAL_COVER_TERMS_URL). */
export const ADD_ON_DOCUMENT_TITLES = {
  ipid: 'Insurance Product Information Document - a summary of the cover, and its exclusions and limitations',
  additionalCoverTerms: 'Additional Cover Terms and Conditions - all of the cover details',
} as const;

/**
 * §9.5: the Additional Cover Terms and Conditions live "at a fixed URL on {host}". The spec gives
 * no path, so it is ours; the server serves the document there, the quote page links it.
 */
export const ADDITIONAL_COVER_TERMS_URL = '/documents/additional-cover-terms.pdf';
