import type { BreakdownLine, Result } from '@van/domain/quote';
import { formatPounds } from '@van/domain/shared';
import { PROTECTED_NCD_CODE } from '../tiers/extensions.ts';

// Decision 049: "Why this price?" without publishing the model. The engine's breakdown names every
// rating factor and its loading ('Kept in postcode area LS: +7%'); no insurer publishes that, and it
// invites changing answers until the price drops. The customer is told instead, in this order:
//   - the starting price for this cover and how each part of their profile moved it, each rounded
//     to the nearest £5 (approximate: enough to understand, too coarse to shop answers with);
//   - to the penny, what their own choices did (tier, voluntary excess, protected NCD, extras, an
//     offer code), and the tax and fees.
// The engine's full breakdown and the model's other details are kept with the stored event for
// audit (auditDetailOf), never answered.

/** The customer-facing lines' codes, in the order they are listed. */
export const CUSTOMER_LINE_CODES = [
  'START',
  'PROFILE_DRIVERS',
  'PROFILE_VAN',
  'PROFILE_KEPT',
  'PROFILE_HISTORY',
  'CHOICE_TIER',
  'CHOICE_VOLUNTARY_EXCESS',
  'CHOICE_NCD_PROTECTION',
  'CHOICE_EXTRA',
  'CHOICE_OFFER',
  'IPT',
  'FEE',
  'FEE_INSURER',
] as const;
export type CustomerLineKind = (typeof CUSTOMER_LINE_CODES)[number];

/** The approximate lines: always listed (0 when they made no difference), rounded to £5. */
const APPROXIMATE: Readonly<Partial<Record<CustomerLineKind, string>>> = {
  START: 'Starting price for this cover',
  PROFILE_DRIVERS: 'You and your drivers',
  PROFILE_VAN: 'Your van',
  PROFILE_KEPT: 'Where your van is kept',
  PROFILE_HISTORY: 'Your claims, convictions and no claims discount',
};

/** The steps of the price that are not a choice of the customer's: listed whenever present. */
const ALWAYS_EXACT: ReadonlySet<CustomerLineKind> = new Set(['IPT', 'FEE', 'FEE_INSURER']);

/**
 * Every line code the engine emits (factors/risk-premium.ts, tiers/price-tier.ts) and the customer
 * line it is told in. EXTRA_<code> lines are matched by their prefix (customerLineOf). A code not
 * listed here cannot be explained, and is refused rather than passed on (customer-explanation.test.ts
 * fails first).
 */
export const ENGINE_LINE_GROUPS: Readonly<Record<string, CustomerLineKind>> = {
  BASE: 'START',
  // The level of cover (comprehensive, third party) is what "this cover" is.
  COVER_LEVEL: 'START',
  // The floor on the premium belongs to the price of the cover, not to any one answer.
  MINIMUM_PREMIUM: 'START',
  MAIN_DRIVER_AGE: 'PROFILE_DRIVERS',
  LICENCE_TYPE: 'PROFILE_DRIVERS',
  LICENCE_YEARS: 'PROFILE_DRIVERS',
  EMPLOYMENT: 'PROFILE_DRIVERS',
  OCCUPATION: 'PROFILE_DRIVERS',
  ADDITIONAL_DRIVERS: 'PROFILE_DRIVERS',
  WHO_MAY_DRIVE: 'PROFILE_DRIVERS',
  HOME_OWNER: 'PROFILE_DRIVERS',
  PUBLIC_LIABILITY: 'PROFILE_DRIVERS',
  TRADE_ASSOCIATION: 'PROFILE_DRIVERS',
  VEHICLE_GROUP: 'PROFILE_VAN',
  VEHICLE_VALUE: 'PROFILE_VAN',
  VEHICLE_AGE: 'PROFILE_VAN',
  FUEL: 'PROFILE_VAN',
  LEFT_HAND_DRIVE: 'PROFILE_VAN',
  IMPORTED: 'PROFILE_VAN',
  MODIFICATIONS: 'PROFILE_VAN',
  ANNUAL_MILEAGE: 'PROFILE_VAN',
  BUSINESS_MILEAGE: 'PROFILE_VAN',
  CLASS_OF_USE: 'PROFILE_VAN',
  SECURITY: 'PROFILE_VAN',
  TRACKER: 'PROFILE_VAN',
  DASHCAM: 'PROFILE_VAN',
  REFRIGERATED: 'PROFILE_VAN',
  POSTCODE_AREA: 'PROFILE_KEPT',
  KEPT_OVERNIGHT: 'PROFILE_KEPT',
  KEPT_BY_DAY: 'PROFILE_KEPT',
  NCD: 'PROFILE_HISTORY',
  CLAIMS: 'PROFILE_HISTORY',
  CONVICTIONS: 'PROFILE_HISTORY',
  POINTS: 'PROFILE_HISTORY',
  TIER: 'CHOICE_TIER',
  VOLUNTARY_EXCESS: 'CHOICE_VOLUNTARY_EXCESS',
  OFFER: 'CHOICE_OFFER',
  IPT: 'IPT',
  FEE: 'FEE',
  FEE_INSURER: 'FEE_INSURER',
};

const EXTRA_PREFIX = 'EXTRA_';

/** The customer line an engine line is told in; undefined for a code the engine does not emit. */
export function customerLineOf(engineCode: string): CustomerLineKind | undefined {
  if (engineCode === `${EXTRA_PREFIX}${PROTECTED_NCD_CODE}`) return 'CHOICE_NCD_PROTECTION';
  if (engineCode.startsWith(EXTRA_PREFIX) && engineCode.length > EXTRA_PREFIX.length)
    return 'CHOICE_EXTRA';
  return Object.hasOwn(ENGINE_LINE_GROUPS, engineCode) ? ENGINE_LINE_GROUPS[engineCode] : undefined;
}

/** Whether `code` is one of the customer lines' codes (CHOICE_EXTRA_<code> included). */
function isCustomerLineCode(code: string): boolean {
  return (
    (CUSTOMER_LINE_CODES as readonly string[]).includes(code) ||
    (code.startsWith('CHOICE_EXTRA_') && code.length > 'CHOICE_EXTRA_'.length)
  );
}

/** Pounds rounded to the nearest £5, halves away from zero, never -0. */
export function toNearestFivePounds(pounds: number): number {
  const rounded = Math.sign(pounds) * Math.round(Math.abs(pounds) / 5) * 5;
  return rounded === 0 ? 0 : rounded;
}

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * The price explained as a customer reads it (decision 049), from one tier's Result: START and the
 * four PROFILE_ lines always, rounded to the nearest £5; CHOICE_ lines to the penny and only where
 * the choice changed the price; IPT, FEE and FEE_INSURER to the penny. The words name no rating
 * factor and no loading. Each engine line is counted in exactly one customer line, so the lines add
 * up to totalPayable within the rounding of the five approximate lines (£2.50 each at most).
 * @throws Error when the breakdown holds a line this explanation does not know: a defect, caught by
 * the tests, and never an explanation that leaks or drops part of the price.
 */
export function explainToCustomer(result: Result): BreakdownLine[] {
  const engineLines = result.calcDetails?.breakdownLines ?? [];
  if (engineLines.length === 0) return [];
  // Already told as the customer reads it (a stored answer): unchanged, so this can be re-applied.
  if (engineLines.every((line) => isCustomerLineCode(line.code))) return engineLines;
  const sums = new Map<CustomerLineKind, number>();
  const extras: BreakdownLine[] = [];
  const exact = new Map<CustomerLineKind, BreakdownLine>();
  for (const line of engineLines) {
    const kind = customerLineOf(line.code);
    if (kind === undefined) throw new Error(`No customer explanation for rating line ${line.code}`);
    if (APPROXIMATE[kind] !== undefined) {
      sums.set(kind, (sums.get(kind) ?? 0) + pence(line.value));
    } else if (kind === 'CHOICE_EXTRA') {
      extras.push({
        code: `CHOICE_${line.code}`,
        text: line.text,
        value: line.value,
      });
    } else {
      const earlier = exact.get(kind);
      exact.set(kind, {
        code: kind,
        text: choiceText(kind, result, line),
        value: (pence(earlier?.value ?? 0) + pence(line.value)) / 100,
      });
    }
  }

  const lines: BreakdownLine[] = [];
  for (const kind of CUSTOMER_LINE_CODES) {
    const text = APPROXIMATE[kind];
    if (text !== undefined) {
      lines.push({ code: kind, text, value: toNearestFivePounds((sums.get(kind) ?? 0) / 100) });
    } else if (kind === 'CHOICE_EXTRA') {
      lines.push(...extras.filter((line) => line.value !== 0));
    } else {
      const line = exact.get(kind);
      if (line && (ALWAYS_EXACT.has(kind) || line.value !== 0)) lines.push(line);
    }
  }
  return lines;
}

/** Plain words for an exact line; never the engine's effect ('+12%') or a factor's name. */
function choiceText(kind: CustomerLineKind, result: Result, line: BreakdownLine): string {
  const granted = result.grantedDetailsMotor;
  switch (kind) {
    case 'CHOICE_TIER':
      return `${granted?.productName ?? 'This level of'} cover`;
    case 'CHOICE_VOLUNTARY_EXCESS':
      return `Voluntary excess of ${formatPounds(granted?.grantedVoluntaryExcess ?? 0)}`;
    case 'CHOICE_OFFER': {
      // The engine writes 'Offer code STAFF: -15%'; the customer's own code, not the percentage.
      const code = /^Offer code (\S+):/.exec(line.text)?.[1];
      return code ? `Offer code ${code}` : 'Offer discount';
    }
    case 'CHOICE_NCD_PROTECTION':
      return line.text;
    case 'IPT':
      return 'Insurance Premium Tax';
    case 'FEE':
      return 'Our arrangement fee';
    case 'FEE_INSURER':
      return 'Insurer fee';
    default:
      return line.text;
  }
}

/**
 * What of a priced Result stays with us (decision 049): the engine's breakdown, the area rating,
 * the risk premium and the tier's percentage load. Stored with the quote event for audit and
 * complaints, and never answered to the customer (toCustomerResult takes them out).
 */
export interface RatingAudit {
  areaRating?: string;
  breakdownLines?: BreakdownLine[];
  nettRated?: number;
  premiumAlg?: number;
  premiumBook?: number;
  premiumProvisional?: number;
  loadDiscountInsurer?: NonNullable<Result['premiumDetails']>['loadDiscountInsurer'];
}

/** The model's details of a priced Result, to be stored with its event. */
export function auditDetailOf(result: Result): RatingAudit {
  const calc = result.calcDetails;
  const premium = result.premiumDetails;
  return {
    areaRating: calc?.areaRating,
    breakdownLines: calc?.breakdownLines,
    nettRated: premium?.nettRated,
    premiumAlg: premium?.premiumAlg,
    premiumBook: premium?.premiumBook,
    premiumProvisional: premium?.premiumProvisional,
    loadDiscountInsurer: premium?.loadDiscountInsurer,
  };
}

/**
 * The Result as it leaves the server (decision 049): its breakdown told as explainToCustomer tells
 * it, and without the model's details (RatingAudit: area rating, risk premium, the tier's load).
 * Every price the customer pays or is shown (premiumInsurer, IPT, fees, extras, totalPayable, the
 * instalment plans) is unchanged. The input is not mutated. Applied to its own output it changes
 * nothing, so a stored answer from before decision 049 and one from after can both pass through it.
 */
export function toCustomerResult(result: Result): Result {
  const { calcDetails, premiumDetails } = result;
  if (!calcDetails && !premiumDetails) return result;
  const customer: Result = { ...result };
  if (calcDetails) {
    const { areaRating, breakdownLines, ...calc } = calcDetails;
    customer.calcDetails = {
      ...calc,
      ...(breakdownLines ? { breakdownLines: explainToCustomer(result) } : {}),
    };
  }
  if (premiumDetails) {
    const {
      nettRated,
      premiumAlg,
      premiumBook,
      premiumProvisional,
      loadDiscountInsurer,
      ...premium
    } = premiumDetails;
    customer.premiumDetails = premium;
  }
  return customer;
}
