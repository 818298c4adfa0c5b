import { type PayMethodType } from '@van/domain/payment';
import {
  type PrecisItem,
  type ProductIdentifier,
  type Quote,
  type Result,
} from '@van/domain/quote';
import {
  ACCIDENT_PLAN_CODE_MARKER,
  CAR_HIRE_CODE_LENGTH,
  CAR_HIRE_CODE_MARKER,
  EU_COVER_TERM_PATTERN,
  KEYS_TERM_CODE,
  LEGAL_ASSISTANCE_CODE_MARKER,
  PERSONAL_BELONGINGS_TERM_CODE,
  TIER_BADGE_STARS,
  WINDSCREEN_EXCESSES,
} from '@van/domain/reference-data';
import { firstInstalmentPlan } from './pay-method';
import { chosenTierOf, productNameOf } from './tier';

/** An excess with an approved repairer and without (§9.4). */
export interface RepairerExcess {
  approved: number;
  unapproved: number;
}

/** One tier of the §9.3 grid: a column, read from that tier's Result. Amounts in pounds. */
export interface TierColumn {
  productIdentifier: ProductIdentifier;
  /** The tariff's name of the tier ('Van Gold'), the only name it goes by. */
  productName: string;
  /** The tier being bought: the current event's, the one the customer chose (VAN by default). */
  selected: boolean;
  /** §9.3 product-rating badge. */
  stars: number;
  /** §9.3 yearly figure: premiumDetails.totalPayable. */
  yearly: number;
  /** The insurer of this tier, named beside its price (decision 041); the config's when absent. */
  insurerName?: string;
  /**
   * §9.3 monthly figure: the first instalment plan's paymentAmountNormal and totalPayable, with
   * the deposit and the number of payments so the figure is never shown without them.
   */
  monthly?: {
    depositAmountTotal?: number;
    paymentCountNormal?: number;
    paymentAmountNormal: number;
    totalPayable: number;
  };
  legalAssistance: boolean;
  carHire: boolean;
  accidentPlan: boolean;
  /** Days of EU cover; undefined when the tier has no EU term. */
  euCoverDays?: number;
  /** Cover limits; undefined when the tier does not include the cover. */
  personalBelongings?: number;
  keys?: number;
  windscreenReplacementExcess: RepairerExcess;
  windscreenRepairExcess: RepairerExcess;
  /**
   * §9.3 accidental and malicious damage: the total (compulsory + voluntary) and its two parts;
   * undefined when the result leaves the compulsory one out.
   */
  accidentalDamageExcess?: { total: number; compulsory: number; voluntary: number };
}

const tierOf = (result: Result | undefined) => result?.grantedDetailsMotor?.productIdentifier;

function appliedCodes(result: Result): string[] {
  return (result.allOptionalExtensions?.appliedOptionalExtensions ?? []).map(({ code }) => code);
}

/** §9.3: which extension codes stand for which grid row. */
export const isLegalAssistanceCode = (code: string) => code.includes(LEGAL_ASSISTANCE_CODE_MARKER);
export const isAccidentPlanCode = (code: string) => code.includes(ACCIDENT_PLAN_CODE_MARKER);
export const isCarHireCode = (code: string) =>
  code.length === CAR_HIRE_CODE_LENGTH && code.includes(CAR_HIRE_CODE_MARKER);

function terms(result: Result): PrecisItem[] {
  // A term the insurer could not retrieve (status ERRO) says nothing about the cover.
  return (result.grantedDetailsMotor?.precisDetails?.terms ?? []).filter(
    (term) => term.status === 'NORM',
  );
}

/** A term's amount in pounds: its extraInfo, or else the first £ amount in its text. */
export function termAmount(term: PrecisItem): number | undefined {
  const fromExtra = Number(term.extraInfo);
  if (term.extraInfo !== undefined && term.extraInfo.trim() !== '' && Number.isFinite(fromExtra)) {
    return fromExtra;
  }
  const match = /£\s?([\d,]+(?:\.\d+)?)/.exec(term.text);
  return match?.[1] === undefined ? undefined : Number(match[1].replaceAll(',', ''));
}

function euCoverDays(result: Result): number | undefined {
  for (const term of terms(result)) {
    const match = EU_COVER_TERM_PATTERN.exec(term.code ?? '');
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  return undefined;
}

function termLimit(result: Result, code: string): number | undefined {
  const term = terms(result).find((candidate) => candidate.code === code);
  return term === undefined ? undefined : termAmount(term);
}

/**
 * One tier's column. The windscreen excesses with an approved repairer are the main driver's from
 * topUp.excessPrices when the quote has them; the §9.4 figures otherwise, and always for a
 * repairer we have not approved (excessPrices holds one figure per claim type).
 */
export function tierColumn(quote: Quote, result: Result): TierColumn | undefined {
  const productIdentifier = tierOf(result);
  const yearly = result.premiumDetails?.totalPayable;
  if (productIdentifier === undefined || yearly === undefined) return undefined;
  const granted = result.grantedDetailsMotor;
  const codes = appliedCodes(result);
  const plan = firstInstalmentPlan(result);
  const mainDriverExcesses = quote.topUp?.excessPrices?.[productIdentifier]?.['0'];
  const compulsory = granted?.compulsoryExcess;
  const voluntary = granted?.grantedVoluntaryExcess ?? quote.policy.eventCurrent.risk.volXS ?? 0;

  const column: TierColumn = {
    productIdentifier,
    productName: productNameOf(result),
    selected: productIdentifier === chosenTierOf(quote),
    stars: TIER_BADGE_STARS[productIdentifier],
    yearly,
    ...(granted?.insurerName ? { insurerName: granted.insurerName } : {}),
    legalAssistance: codes.some(isLegalAssistanceCode),
    carHire: codes.some(isCarHireCode),
    accidentPlan: codes.some(isAccidentPlanCode),
    windscreenReplacementExcess: {
      approved: mainDriverExcesses?.WINDSCREEN ?? WINDSCREEN_EXCESSES.WINDSCREEN.approved,
      unapproved: WINDSCREEN_EXCESSES.WINDSCREEN.unapproved,
    },
    windscreenRepairExcess: {
      approved:
        mainDriverExcesses?.WINDSCREEN_REPAIR ?? WINDSCREEN_EXCESSES.WINDSCREEN_REPAIR.approved,
      unapproved: WINDSCREEN_EXCESSES.WINDSCREEN_REPAIR.unapproved,
    },
  };
  if (plan?.paymentAmountNormal !== undefined && plan.totalPayable !== undefined) {
    column.monthly = {
      ...(plan.depositAmountTotal === undefined
        ? {}
        : { depositAmountTotal: plan.depositAmountTotal }),
      ...(plan.paymentCountNormal === undefined
        ? {}
        : { paymentCountNormal: plan.paymentCountNormal }),
      paymentAmountNormal: plan.paymentAmountNormal,
      totalPayable: plan.totalPayable,
    };
  }
  const days = euCoverDays(result);
  if (days !== undefined) column.euCoverDays = days;
  const belongings = termLimit(result, PERSONAL_BELONGINGS_TERM_CODE);
  if (belongings !== undefined) column.personalBelongings = belongings;
  const keys = termLimit(result, KEYS_TERM_CODE);
  if (keys !== undefined) column.keys = keys;
  // §9.3: accidental damage total = the compulsory excess + the voluntary excess.
  if (compulsory !== undefined) {
    column.accidentalDamageExcess = { total: compulsory + voluntary, compulsory, voluntary };
  }
  return column;
}

/**
 * The columns of the §9.3 grid: one per priced tier, ordered by totalPayable ascending (§4.4).
 * Paying by instalments, a tier without an instalment plan is left out (§9.3).
 */
export function tierColumns(quote: Quote, payMethod: PayMethodType): TierColumn[] {
  const results =
    quote.policy.eventsRelated !== undefined && quote.policy.eventsRelated.length > 0
      ? quote.policy.eventsRelated.map((event) => event.result)
      : [quote.policy.eventCurrent.result];
  const columns: TierColumn[] = [];
  const seen = new Set<ProductIdentifier>();
  for (const result of results) {
    if (result === undefined) continue;
    const column = tierColumn(quote, result);
    if (column === undefined || seen.has(column.productIdentifier)) continue;
    if (payMethod === 'Instalmnts' && column.monthly === undefined) continue;
    seen.add(column.productIdentifier);
    columns.push(column);
  }
  return columns.sort((a, b) => a.yearly - b.yearly);
}
