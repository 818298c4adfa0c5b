import {
  COVER_START_MESSAGES,
  MAX_COVER_START_DAYS,
  coverStartProblem,
  riskCoverStartDate,
} from '@van/domain/quote';
import type { Risk } from '@van/domain/risk';
import { readFacts } from '../facts/read-facts.ts';
import { rateTablesFor } from '../tables/index.ts';
import { UNDERWRITING_RULES, underwrite } from './underwriting-rules.ts';

// Decision 057: the eligibility a comparison site may filter on before it calls us (reference notes
// §2c: "some basic rules are supplied to the aggregator"). They are not a second set of rules: they
// are the underwriting declines a site's own form can see (ages, licence, the van, where it is kept,
// what it carries), with the tariff's own limits, plus the cover start window every sale obeys
// (decision 033). A risk that fails one is refused without pricing; the other declines and every
// referral need the customer's full history, so they come back as a priced answer's outcome.

/** The underwriting declines published as eligibility, in the order the tariff checks them. */
export const ELIGIBILITY_RULE_CODES = [
  'OUT_OF_TERRITORY',
  'DRIVER_AGE',
  'PROVISIONAL_LICENCE',
  'AUTOMATIC_LICENCE_MANUAL_VAN',
  'HIRE_AND_REWARD',
  'DANGEROUS_GOODS',
  'VEHICLE_TOO_VALUABLE',
  'VEHICLE_TOO_OLD',
  'VEHICLE_TOO_HEAVY',
  'Q_PLATE',
] as const;

/** The cover start window (decision 033), published beside the tariff's rules. */
export const COVER_START_RULE_CODE = 'COVER_START';

const ELIGIBILITY_RULES = UNDERWRITING_RULES.filter((rule) =>
  (ELIGIBILITY_RULE_CODES as readonly string[]).includes(rule.code),
);

/** One rule a risk failed: its code and the rule in words. */
export interface EligibilityFailure {
  code: string;
  rule: string;
}

/** What GET /partner/v1/eligibility publishes: each rule in words, and its limits as figures. */
export interface Eligibility {
  /** The tariff version in force on the day asked. */
  tariffVersion: string;
  rules: EligibilityFailure[];
  limits: {
    minDriverAge: number;
    maxDriverAge: number;
    maxVanValue: number;
    maxVanAgeYears: number;
    maxGrossWeightTonnes: number;
    maxElectricGrossWeightTonnes: number;
    /** Postcode areas we do not insure (Channel Islands, Isle of Man, BFPO). */
    excludedPostcodeAreas: string[];
    /** duq 248 answers (what the van is used for) we do not insure. */
    excludedVanUses: string[];
    /** Licence kinds refused: a provisional licence (an automatic one for a manual van). */
    excludedLicenceKinds: string[];
    maxCoverStartDaysAhead: number;
  };
}

/** The published eligibility on `today` (yyyy-MM-dd, the UK date): the tariff in force's limits. */
export function eligibility(today: string): Eligibility {
  const tables = rateTablesFor(today);
  const limits = tables.underwriting;
  return {
    tariffVersion: tables.version,
    rules: [
      ...ELIGIBILITY_RULES.map((rule) => ({ code: rule.code, rule: rule.text(tables) })),
      {
        code: COVER_START_RULE_CODE,
        rule: `The cover must start between today and ${MAX_COVER_START_DAYS} days from today.`,
      },
    ],
    limits: {
      minDriverAge: limits.minDriverAge,
      maxDriverAge: limits.maxDriverAge,
      maxVanValue: limits.declineValueOver,
      maxVanAgeYears: limits.declineVehicleAgeOver,
      maxGrossWeightTonnes: limits.declineGrossWeightOver,
      maxElectricGrossWeightTonnes: limits.electricMaxGrossWeight,
      excludedPostcodeAreas: [...limits.outOfTerritoryAreas],
      excludedVanUses: [...limits.hireAndRewardUses],
      excludedLicenceKinds: ['provisional'],
      maxCoverStartDaysAhead: MAX_COVER_START_DAYS,
    },
  };
}

/**
 * Every published eligibility rule `risk` fails on `today` (yyyy-MM-dd), in the published order;
 * empty when it may be priced. Only what the risk holds is judged: an answer it lacks fails nothing
 * here (the engine prices it with its neutral default, and the journey asks it before a sale).
 */
export function eligibilityFailures(risk: Risk, today: string): EligibilityFailure[] {
  const tables = rateTablesFor(today);
  const failures: EligibilityFailure[] = [];
  const read = readFacts(risk, today, tables);
  if ('facts' in read) {
    const verdict = underwrite(read.facts, tables, ELIGIBILITY_RULES);
    for (const reason of verdict?.reasons ?? []) {
      failures.push({ code: reason.code, rule: reason.text });
    }
  }
  const startProblem = coverStartProblem(riskCoverStartDate(risk, today), today);
  if (startProblem) {
    failures.push({ code: COVER_START_RULE_CODE, rule: COVER_START_MESSAGES[startProblem] });
  }
  return failures;
}
