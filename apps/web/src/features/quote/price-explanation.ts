import type { PayMethodType } from '@van/domain/payment';
import type { BreakdownLine, PriceDetails, Result } from '@van/domain/quote';
import { extraCostOfPayingMonthly } from './price-details';

// 'Why this price?' (decision 050): the customer lines the server makes of the engine's
// breakdown. Things about the customer and their van come as groups rounded to £5, so the page
// says which way each moved the price and roughly by how much without publishing the rating
// model (and without inviting answers changed to lower the price); the customer's own choices,
// tax and fees come exact. The engine's full breakdown stays in the stored result for audit.

/** The customer line codes the page reads; any other code is not shown. */
export const START_CODE = 'START';
const PROFILE_CODES = ['PROFILE_DRIVERS', 'PROFILE_VAN', 'PROFILE_KEPT', 'PROFILE_HISTORY'];
const CHOICE_PREFIX = 'CHOICE_';
export const EXTRA_PREFIX = 'CHOICE_EXTRA_';
const TAX_AND_FEE_CODES = ['IPT', 'FEE', 'FEE_INSURER'];
export const VOLUNTARY_EXCESS_CODE = 'CHOICE_VOLUNTARY_EXCESS';
export const NCD_PROTECTION_CODE = 'CHOICE_NCD_PROTECTION';

/** A profile group moved the price by less than this (pounds): 'made little difference'. */
const LITTLE_DIFFERENCE = 5;

/** One line as the page shows it: its words and its pounds (positive adds, negative takes off). */
export interface ExplainedLine {
  code: string;
  text: string;
  value: number;
}

/** A group of things about the customer and their van, and which way it moved the price. */
export interface ProfileLine extends ExplainedLine {
  effect: 'raised' | 'lowered' | 'little';
}

export interface PriceExplanation {
  /** A typical price for cover like the customer's, about (to £5); undefined when not given. */
  start?: number;
  /** 'Things about you and your van', in the server's order, approximate. */
  profile: ProfileLine[];
  /** 'Your choices': tier, voluntary excess, NCD protection, extras, offer; exact. */
  choices: ExplainedLine[];
  /** 'Tax and fees', exact. */
  taxAndFees: ExplainedLine[];
  /** The price for the year (premiumDetails.totalPayable). */
  total: number;
}

const line = ({ code, text, value }: BreakdownLine): ExplainedLine => ({ code, text, value });

function profileLine(breakdown: BreakdownLine): ProfileLine {
  const { value } = breakdown;
  const effect = Math.abs(value) < LITTLE_DIFFERENCE ? 'little' : value > 0 ? 'raised' : 'lowered';
  return { ...line(breakdown), effect };
}

/**
 * 'Why this price?' of a tier's result, from its customer lines (§3.4 calcDetails.breakdownLines
 * as the server answers them). Lines of any other code are left out, so an engine breakdown never
 * reaches the page. Undefined when the result has no price or no customer lines, so the page can
 * leave the section out.
 */
export function explainPrice(result: Result | undefined): PriceExplanation | undefined {
  const total = result?.premiumDetails?.totalPayable;
  const lines = result?.calcDetails?.breakdownLines ?? [];
  if (total === undefined) return undefined;
  const start = lines.find(({ code }) => code === START_CODE)?.value;
  const explanation: PriceExplanation = {
    profile: lines.filter(({ code }) => PROFILE_CODES.includes(code)).map(profileLine),
    choices: lines.filter(({ code }) => code.startsWith(CHOICE_PREFIX)).map(line),
    taxAndFees: lines.filter(({ code }) => TAX_AND_FEE_CODES.includes(code)).map(line),
    total,
  };
  if (start !== undefined) explanation.start = start;
  const shown =
    explanation.profile.length + explanation.choices.length + explanation.taxAndFees.length;
  return shown === 0 && start === undefined ? undefined : explanation;
}

/** Something the customer may legitimately change, and what it is worth now (pounds, exact). */
export type WayToChange =
  | { kind: 'voluntaryExcess'; amount: number | undefined; cost: number | undefined }
  | { kind: 'extras'; cost: number }
  | { kind: 'ncdProtection'; cost: number }
  | { kind: 'payAnnually'; saving: number };

/**
 * What the customer can change to move their price, leading the section (Consumer Duty: help them
 * understand what they control): the voluntary excess always; the extras and NCD protection when
 * they have chosen them; paying for the year at once when they pay monthly and it costs more.
 */
export function waysToChangePrice(
  explanation: PriceExplanation,
  voluntaryExcess: number | undefined,
  payMethod: PayMethodType,
  details: PriceDetails,
): WayToChange[] {
  const choice = (code: string) => explanation.choices.find((entry) => entry.code === code)?.value;
  const ways: WayToChange[] = [
    { kind: 'voluntaryExcess', amount: voluntaryExcess, cost: choice(VOLUNTARY_EXCESS_CODE) },
  ];
  const extras = explanation.choices
    .filter(({ code }) => code.startsWith(EXTRA_PREFIX))
    .reduce((sum, entry) => sum + entry.value, 0);
  if (extras > 0) ways.push({ kind: 'extras', cost: Math.round(extras * 100) / 100 });
  const protection = choice(NCD_PROTECTION_CODE);
  if (protection !== undefined && protection > 0) {
    ways.push({ kind: 'ncdProtection', cost: protection });
  }
  const saving = extraCostOfPayingMonthly(details);
  if (payMethod === 'Instalmnts' && details.monthlyTotalPayable > 0 && saving > 0) {
    ways.push({ kind: 'payAnnually', saving });
  }
  return ways;
}
