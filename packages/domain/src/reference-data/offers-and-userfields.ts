// §9.8 offers and userfields.

/** §9.8: the userfield question that carries an offer code. */
export const OFFER_QUESTION_CODE = 'AFFIDON';

export const DISCOUNT_TYPES = ['MoneyOff', 'PercentOff'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** §9.8: the offer codes, all percent off. One carries the brand, so this is a function of it. */
export function offerCodes(brand: string) {
  return [
    { code: 'APPDISCOUNT', type: 'PercentOff' },
    { code: '50APPMEMBER', type: 'PercentOff' },
    { code: 'STAFF', type: 'PercentOff' },
    { code: `${brand}CARXS`, type: 'PercentOff' },
    { code: 'AUTOCENTRE', type: 'PercentOff' },
    { code: 'CARSXS', type: 'PercentOff' },
  ] as const satisfies readonly { code: string; type: DiscountType }[];
}

/** §9.8: marketing consent userfields, each answered Y/N (U until answered). */
export const MARKETING_CONSENT_CODES = [
  'CLMKTING',
  'CLMKTIN2',
  'CLMKTIN3',
  'CLMKTIN4',
  'CLMKTIN5',
] as const;
/** §9.8: CLMKTING is the e-mail consent and CLMKTIN2 the text consent ('Stay in the know', §2.6). */
export const EMAIL_MARKETING_CONSENT_CODE = 'CLMKTING';
export const TEXT_MARKETING_CONSENT_CODE = 'CLMKTIN2';

/**
 * §9.8 userfield codes, keyed by the spec's name. The spec pairs names with codes as
 * "PAYFREQ / PaymentFrequency" and "TIERWQB / Tier". AFFINITY is our choice of code for the
 * affinity id of §3.13, which the spec adds as "one more userfield answer" without naming it.
 */
export const USERFIELD_CODES = {
  SOS: 'SOS',
  LICENCE: 'LICENCE',
  PaymentFrequency: 'PAYFREQ',
  MOTORMON: 'MOTORMON',
  Tier: 'TIERWQB',
  AFFIDON: OFFER_QUESTION_CODE,
  AFFINITY: 'AFFINITY',
  CLMKTING: 'CLMKTING',
  CLMKTIN2: 'CLMKTIN2',
  CLMKTIN3: 'CLMKTIN3',
  CLMKTIN4: 'CLMKTIN4',
  CLMKTIN5: 'CLMKTIN5',
} as const;

/** §3.9: MOTORMON (home-insurance renewal month) before a month is chosen. */
export const HOME_RENEWAL_MONTH_UNSET = '-1';

/** §9.8: Yes/No answers; U is the default, meaning unanswered. */
export const YES_NO_ANSWERS = ['Y', 'N', 'U'] as const;
export type YesNoAnswer = (typeof YES_NO_ANSWERS)[number];
export const YES_NO_DEFAULT: YesNoAnswer = 'U';
