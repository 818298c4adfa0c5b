// §9.3 tiers and the tier grid; §4.4 tier rules.

/** §3.5 / §4.4: the product tiers, as productIdentifier values. */
export const PRODUCT_IDENTIFIERS = ['SILVER', 'GOLD', 'PLATINUM', 'VAN'] as const;

/**
 * §4.4: the tier selected until the customer chooses one (decision 049: they may choose any tier,
 * through the Tier userfield; VAN is shown as selected, never as recommended).
 */
export const SELECTED_PRODUCT_IDENTIFIER = 'VAN';

/** §9.3: product-rating badge stars per tier. */
export const TIER_BADGE_STARS = { SILVER: 5, GOLD: 5, PLATINUM: 5, VAN: 4 } as const;

/** §9.3: label of the first grid row, by pay method. */
export const TIER_GRID_PRICE_ROW_LABELS = {
  Instalmnts: 'Pay monthly',
  PayInFull: 'Pay yearly',
} as const;

/**
 * §9.3 grid rows in order. The price row's label depends on the pay method
 * (TIER_GRID_PRICE_ROW_LABELS); the spec writes the second row as "rating", shown as 'Rating'.
 * The accidental damage row says "total": §9.3 gives its figure as the compulsory excess plus the
 * voluntary one, though the spec's label says "compulsory" (decision 050).
 */
export const TIER_GRID_ROWS = [
  { key: 'price', label: null },
  { key: 'rating', label: 'Rating' },
  { key: 'legalAssistance', label: 'Motor Legal Assistance' },
  { key: 'carHire', label: 'Car Hire' },
  { key: 'accidentPlan', label: 'Motor Accident Plan' },
  { key: 'euCover', label: 'EU cover' },
  { key: 'personalBelongings', label: 'Personal belongings' },
  { key: 'windscreenReplacementExcess', label: 'Windscreen replacement excess' },
  { key: 'windscreenRepairExcess', label: 'Windscreen repair excess' },
  { key: 'keys', label: 'Loss or theft of keys' },
  {
    key: 'accidentalDamageExcess',
    label: 'Accidental and malicious damage total excess (approved repairer)',
  },
] as const;

/** §9.3: extension codes containing these mark legal assistance and the accident plan. */
export const LEGAL_ASSISTANCE_CODE_MARKER = 'MLA';
export const ACCIDENT_PLAN_CODE_MARKER = 'MAP';
/** §9.3: an extension code of exactly 3 characters containing CH is car hire. */
export const CAR_HIRE_CODE_MARKER = 'CH';
export const CAR_HIRE_CODE_LENGTH = 3;

/** §9.3: precis term codes read by the grid. EU cover days come from a term such as 90EU. */
export const PERSONAL_BELONGINGS_TERM_CODE = 'SWT1';
export const KEYS_TERM_CODE = 'SWT5';
export const DRIVING_OTHER_CARS_TERM_CODE = 'DRVI';
export const EU_COVER_TERM_PATTERN = /^(\d+)EU$/;
