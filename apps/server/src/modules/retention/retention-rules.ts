import type { Quote } from '@van/domain/quote';
import { ageOn, IsoDateSchema, ukToday } from '@van/domain/shared';
import { insuranceGroupOf } from '@van/rating';
import { CREDIT_CHECK_VALIDITY_HOURS } from '../credit-check/index.ts';

// Decision 034 items 6 and 7: how long each table that strangers can grow keeps its rows. The periods
// are stated to customers in the privacy notice (README.md here is what it quotes): change one
// here and there together.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The periods that are not configured, in milliseconds (README.md states each in words). */
export const RETENTION = {
  /** Rate-limit windows: no limit's window is longer than a day (modules/rate-limit). */
  rateLimitWindowMs: DAY_MS,
  /** Retrieve guards (per reference and per client): a day after their last failure or lock. */
  retrievalGuardMs: DAY_MS,
  /** A create's Idempotency-Key replays its quote for a day, as payment providers keep theirs. */
  idempotencyKeyMs: DAY_MS,
  /** A fraud and credit check's outcome is reused for CREDIT_CHECK_VALIDITY_HOURS, then useless. */
  creditCheckMs: CREDIT_CHECK_VALIDITY_HOURS * HOUR_MS,
  /** A sent e-mail's copy (the address and the text) is kept 30 days after it was sent. */
  sentEmailMs: 30 * DAY_MS,
  /** A message given up on (never delivered) is kept 90 days after it was queued. */
  undeliveredEmailMs: 90 * DAY_MS,
} as const;

export interface RetentionSettings {
  /** QUOTE_RETENTION_DAYS: an unbought quote's personal data, counted from its last change. */
  quoteRetentionDays: number;
}

/** The moments before which each kind of row is purged, for one pass at `now`. */
export interface RetentionCutoffs {
  rateLimitWindowsBefore: Date;
  retrievalGuardsIdleBefore: Date;
  idempotencyKeysCreatedBefore: Date;
  /** Aggregator and wrap-up tokens, sign-in codes and sessions expired before this moment (now). */
  tokensExpiredBefore: Date;
  creditChecksBefore: Date;
  emailsSentBefore: Date;
  undeliveredEmailsQueuedBefore: Date;
  quotesChangedBefore: Date;
}

/** Each table's cutoff for a pass at `now`: pure, so the rules are tested with a fixed clock. */
export function retentionCutoffs(now: Date, settings: RetentionSettings): RetentionCutoffs {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    rateLimitWindowsBefore: ago(RETENTION.rateLimitWindowMs),
    retrievalGuardsIdleBefore: ago(RETENTION.retrievalGuardMs),
    idempotencyKeysCreatedBefore: ago(RETENTION.idempotencyKeyMs),
    tokensExpiredBefore: now,
    creditChecksBefore: ago(RETENTION.creditCheckMs),
    emailsSentBefore: ago(RETENTION.sentEmailMs),
    undeliveredEmailsQueuedBefore: ago(RETENTION.undeliveredEmailMs),
    quotesChangedBefore: ago(settings.quoteRetentionDays * DAY_MS),
  };
}

/** What is kept of an unbought quote once its personal data is purged: nothing that names anyone. */
export interface PricingFacts {
  /** The day the quote was first made (yyyy-MM-dd). */
  quotedOn: string;
  sourceOfBusiness: string;
  declined: boolean;
  /** The tier last shown as chosen (§3.5 productIdentifier), and its annual price. */
  tier: string | null;
  annualPricePence: number | null;
  /** The van's insurance group as the tariff estimated it (21-50). */
  vehicleGroup: number | null;
  /** The letters of the proposer's postcode's outward code: 'LS' of 'LS1 4AP'. */
  postcodeArea: string | null;
  /** The proposer's age on the day of the quote, in a band: '17-24', '25-29', ..., '70+'. */
  ageBand: string | null;
}

const AGE_BANDS: readonly [number, string][] = [
  [70, '70+'],
  [60, '60-69'],
  [50, '50-59'],
  [40, '40-49'],
  [30, '30-39'],
  [25, '25-29'],
  [0, '17-24'],
];

/** Whole years from a yyyy-MM-dd birth date to a yyyy-MM-dd day; unknown for any other birth date. */
function ageOrUnknown(dateOfBirth: string, day: string): number | undefined {
  return IsoDateSchema.safeParse(dateOfBirth).success ? ageOn(dateOfBirth, day) : undefined;
}

/**
 * The anonymised pricing facts of a quote: the channel, the outcome, the chosen tier and its
 * price, and coarse bands of what priced it. Never a name, a date of birth, a full postcode, a
 * registration, an e-mail address or the reference: these facts cannot be tied back to a person
 * or to the deleted quote.
 */
export function pricingFacts(
  quote: Quote,
  { createdAt, sourceOfBusiness }: { createdAt: Date; sourceOfBusiness: string },
): PricingFacts {
  const event = quote.policy.eventCurrent;
  const result = quote.noAvailableProducts ? undefined : event.result;
  const quotedOn = ukToday(createdAt); // the day it was rated on (decision 037)
  const total = result?.premiumDetails?.totalPayable;
  // The group the tariff rated the van in (the answered Quote no longer carries the engine's
  // lines, decision 049).
  const group = result
    ? insuranceGroupOf(event.risk, quotedOn, result.calcDetails?.rtpRulesetName)
    : undefined;
  const postcode = event.risk.proposer.correspondenceAddress?.postcode;
  const area = postcode ? /^\s*([A-Za-z]{1,2})\d/.exec(postcode)?.[1]?.toUpperCase() : undefined;
  const dateOfBirth = event.risk.proposer.dateOfBirth;
  const age = dateOfBirth ? ageOrUnknown(dateOfBirth, quotedOn) : undefined;
  return {
    quotedOn,
    sourceOfBusiness,
    declined: quote.noAvailableProducts,
    tier: result?.grantedDetailsMotor?.productIdentifier ?? null,
    annualPricePence: total === undefined ? null : Math.round(total * 100),
    vehicleGroup: group ?? null,
    postcodeArea: area ?? null,
    ageBand: age === undefined ? null : (AGE_BANDS.find(([from]) => age >= from)?.[1] ?? null),
  };
}
