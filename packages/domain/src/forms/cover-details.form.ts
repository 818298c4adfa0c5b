import { z } from 'zod';
import type { Risk } from '../risk/risk.schema.ts';
import type { Quote } from '../quote/quote.schema.ts';
import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import { PAY_METHOD_TYPES } from '../reference-data/enumerations.ts';
import {
  HOME_RENEWAL_MONTH_UNSET,
  USERFIELD_CODES,
} from '../reference-data/offers-and-userfields.ts';
import { PREVIOUS_EXPERIENCE_TYPES } from '../reference-data/lists/previous-experience.ts';
import { VEHICLE_COVER_CODES } from '../reference-data/van-security-and-use.ts';
import { COVER_START_MESSAGES, coverStartProblem } from '../quote/cover-start.ts';
import { datePartsSchema, optionalDateParts, toIsoDateFromParts } from './date-parts.ts';
import {
  datePart,
  getDuqAnswer,
  getUserfieldAnswer,
  updateRisk,
  withDuqAnswer,
  withFirstVehicle,
  withUserfieldAnswer,
} from './risk-answers.ts';

// §2.6 / §3.9: the cover details screen.

/** §3.9: MOTORMON answers: '-1' (not chosen / don't know) or the month 1-12. */
export const HOME_RENEWAL_MONTH_CODES = [
  HOME_RENEWAL_MONTH_UNSET,
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;

/** duq 247 answers 0-20 (NCD_YEARS, 20 meaning 20 or more). */
export const MAX_NCD_YEARS = 20;
/** The spec gives no bound for claim-free years of other experience; we use the NCD one (§5.1 "not shown"). */
export const MAX_PREVIOUS_EXPERIENCE_YEARS = 20;

const PREVIOUS_EXPERIENCE_CODES = PREVIOUS_EXPERIENCE_TYPES.map((type) => type.code) as [
  (typeof PREVIOUS_EXPERIENCE_TYPES)[number]['code'],
  ...(typeof PREVIOUS_EXPERIENCE_TYPES)[number]['code'][],
];

/**
 * What the cover details screen submits (§3.9), checked against `today` (yyyy-MM-dd):
 * the cover cannot start before today, nor more than MAX_COVER_START_DAYS after it (decision 033).
 * shouldAskPolicyStartDate (§3.9) is journey state, not an
 * answer: applying the form clears it (the start date has now been asked, §4.2).
 */
export function coverDetailsFormSchema(today: string) {
  return z
    .object({
      coverStartDate: datePartsSchema('Enter the date your cover starts')
        .refine((parts) => toIsoDateFromParts(parts) >= today, {
          error: 'Your cover start date cannot be in the past',
        })
        .refine((parts) => coverStartProblem(toIsoDateFromParts(parts), today) !== 'tooFarAhead', {
          // Decision 033: the quote service sells cover starting up to MAX_COVER_START_DAYS ahead.
          error: COVER_START_MESSAGES.tooFarAhead,
        }),
      homeRenewalMonth: z.enum(HOME_RENEWAL_MONTH_CODES, {
        error: 'Please tell us which month your home insurance renews',
      }),
      noClaimDiscountYears: z
        .number({ error: 'Please tell us how many years of no claims discount you have' })
        .int()
        .min(0, 'Please tell us how many years of no claims discount you have')
        .max(MAX_NCD_YEARS, `Choose ${MAX_NCD_YEARS} if you have ${MAX_NCD_YEARS} years or more`),
      noClaimDiscountProtection: z.boolean({
        error: 'Please tell us whether you want to protect your no claims discount',
      }),
      prevDrivingExpType: z
        .enum(PREVIOUS_EXPERIENCE_CODES, {
          error: 'Please choose your previous driving experience',
        })
        .optional(),
      prevDrivingExpNoClaimYears: z
        .number({ error: 'Please tell us how many years you drove without a claim' })
        .int()
        .min(0, 'Please tell us how many years you drove without a claim')
        .max(
          MAX_PREVIOUS_EXPERIENCE_YEARS,
          `Choose ${MAX_PREVIOUS_EXPERIENCE_YEARS} if it is ${MAX_PREVIOUS_EXPERIENCE_YEARS} years or more`,
        )
        .optional(),
      coverLevel: z.enum(VEHICLE_COVER_CODES, { error: 'Please choose your level of cover' }),
      paymentFrequency: z.enum(PAY_METHOD_TYPES, {
        error: 'Please choose how you would like to pay',
      }),
    })
    .superRefine((form, ctx) => {
      // Protection needs a discount to protect (§4.7: previousInsuranceMotor only when NCD > 0).
      if (form.noClaimDiscountProtection && form.noClaimDiscountYears === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['noClaimDiscountProtection'],
          message: 'You can only protect a no claims discount of 1 year or more',
        });
      }
      // Reading of §2.6/§4.7: previous driving experience is what a customer without NCD shows
      // instead, so it is required when NCD years is 0 (BLANK = none); with NCD it is optional,
      // but type and years go together (§4.7: set only when both are given).
      const needsExperience = form.noClaimDiscountYears === 0;
      if (
        form.prevDrivingExpType === undefined &&
        (needsExperience || form.prevDrivingExpNoClaimYears !== undefined)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['prevDrivingExpType'],
          message: 'Please choose your previous driving experience',
        });
      }
      if (
        form.prevDrivingExpNoClaimYears === undefined &&
        (needsExperience || form.prevDrivingExpType !== undefined)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['prevDrivingExpNoClaimYears'],
          message: 'Please tell us how many years you drove without a claim',
        });
      }
    });
}
export type CoverDetailsForm = z.infer<ReturnType<typeof coverDetailsFormSchema>>;

/**
 * Which of the cover details screen's follow-up questions apply to a no claims discount of
 * `noClaimDiscountYears` (undefined: not answered yet, so neither does): protection needs a
 * discount to protect (§4.7: previousInsuranceMotor only when NCD > 0); previous driving
 * experience is what a customer without a discount shows instead (our reading of §2.6/§4.7, see
 * coverDetailsFormSchema). Never both.
 */
export function coverDetailsQuestionsThatApply(noClaimDiscountYears: number | undefined): {
  noClaimDiscountProtection: boolean;
  previousExperience: boolean;
} {
  return {
    noClaimDiscountProtection: noClaimDiscountYears !== undefined && noClaimDiscountYears > 0,
    previousExperience: noClaimDiscountYears === 0,
  };
}

/**
 * The answers to send: an answer to a question that no longer applies (coverDetailsQuestionsThatApply)
 * is not sent, whatever was chosen before the discount changed: protection is No without a
 * discount, and previous experience is left out with one. Returns a new form.
 */
export function coverDetailsAnswersThatApply(form: CoverDetailsForm): CoverDetailsForm {
  const applies = coverDetailsQuestionsThatApply(form.noClaimDiscountYears);
  return {
    ...form,
    noClaimDiscountProtection: applies.noClaimDiscountProtection && form.noClaimDiscountProtection,
    ...(applies.previousExperience
      ? {}
      : { prevDrivingExpType: undefined, prevDrivingExpNoClaimYears: undefined }),
  };
}

/**
 * The cover answers the quote already holds (§3.9), for a reload or a change link. A field the
 * customer has not answered yet is left out. Inverse of applyCoverDetails for valid forms.
 */
export function coverDetailsFormFromQuote(quote: Quote): Partial<CoverDetailsForm> {
  const risk = quote.policy.eventCurrent.risk;
  const form: Partial<CoverDetailsForm> = {};
  const coverStartDate = optionalDateParts(risk.startDate);
  if (coverStartDate) form.coverStartDate = coverStartDate;

  const month = getUserfieldAnswer(risk, USERFIELD_CODES.MOTORMON);
  form.homeRenewalMonth =
    HOME_RENEWAL_MONTH_CODES.find((code) => code === month) ?? HOME_RENEWAL_MONTH_UNSET;

  // §4.7: previousInsuranceMotor exists only when NCD > 0; duq 247 also holds a 0, but §5.5 drops
  // a '0' from what is sent and stored. So a stored NCD of 0 shows only as the previous driving
  // experience the form requires with it (required-answers.ts reads it the same way).
  const ncd = risk.previousInsuranceMotor?.noClaimsDiscount;
  const duq247 = getDuqAnswer(risk, DUQ_QUESTIONS.ncdYears);
  const years =
    ncd?.years ??
    (duq247 !== undefined && /^\d+$/.test(duq247) ? Number(duq247) : undefined) ??
    (risk.drivingExperience?.type !== undefined ? 0 : undefined);
  if (years !== undefined) {
    form.noClaimDiscountYears = years;
    form.noClaimDiscountProtection = years > 0 && ncd?.protected === true;
  }

  const experience = risk.drivingExperience;
  const type = PREVIOUS_EXPERIENCE_CODES.find((code) => code === experience?.type);
  if (type !== undefined && experience?.yearsClaimFree !== undefined) {
    form.prevDrivingExpType = type;
    form.prevDrivingExpNoClaimYears = experience.yearsClaimFree;
  }

  const cover = risk.vehicles?.[0]?.cover;
  if (cover) form.coverLevel = cover;

  const payMethod =
    quote.topUp?.payment?.selectedPaymentMethod ??
    PAY_METHOD_TYPES.find((code) => code === getDuqAnswer(risk, DUQ_QUESTIONS.paymentFrequency));
  if (payMethod) form.paymentFrequency = payMethod;
  return form;
}

/**
 * Writes the cover answers into the quote and returns a new quote (the input is not changed):
 * - risk.startDate and policy.startDate are the cover start; a van bought "on" the old cover start
 *   (the customer does not have it yet, §4.7) follows the new start;
 * - MOTORMON is the home renewal month ('-1' when not chosen, §3.9);
 * - NCD years go to previousInsuranceMotor.noClaimsDiscount and duq 247, protection beside them
 *   (§4.7 then keeps previousInsuranceMotor only when years > 0, type GV, expiring at cover start);
 * - drivingExperience is {type, yearsClaimFree} when both are given, otherwise removed (§4.7);
 * - the first van's cover is the cover level;
 * - the payment frequency is topUp.payment.selectedPaymentMethod, and (our reading of §9.8 and
 *   §9.10, which name both without saying which wins) also the PAYFREQ userfield and duq 295, each
 *   with the pay-method code (PayInFull / Instalmnts) that duq 295's answer list uses.
 * Ends with the §4.7 follow-ups. @throws ZodError when `form` fails coverDetailsFormSchema(today).
 */
export function applyCoverDetails(quote: Quote, form: CoverDetailsForm, today: string): Quote {
  const answers = coverDetailsFormSchema(today).parse(form);
  const startDate = toIsoDateFromParts(answers.coverStartDate);
  const previousStart = datePart(quote.policy.eventCurrent.risk.startDate);
  const next = updateRisk(quote, (risk) => {
    let updated: Risk = { ...risk, startDate };
    updated = withFirstVehicle(updated, (vehicle) => ({
      ...vehicle,
      cover: answers.coverLevel,
      ...(vehicle.datePurchased !== undefined && vehicle.datePurchased === previousStart
        ? { datePurchased: startDate }
        : {}),
    }));
    updated = withUserfieldAnswer(updated, USERFIELD_CODES.MOTORMON, answers.homeRenewalMonth);
    updated.previousInsuranceMotor = {
      ...risk.previousInsuranceMotor,
      noClaimsDiscount: {
        ...risk.previousInsuranceMotor?.noClaimsDiscount,
        years: answers.noClaimDiscountYears,
        protected: answers.noClaimDiscountProtection,
      },
    };
    updated = withDuqAnswer(updated, DUQ_QUESTIONS.ncdYears, String(answers.noClaimDiscountYears));
    if (
      answers.prevDrivingExpType !== undefined &&
      answers.prevDrivingExpNoClaimYears !== undefined
    ) {
      updated.drivingExperience = {
        type: answers.prevDrivingExpType,
        yearsClaimFree: answers.prevDrivingExpNoClaimYears,
      };
    } else {
      delete updated.drivingExperience;
    }
    updated = withUserfieldAnswer(
      updated,
      USERFIELD_CODES.PaymentFrequency,
      answers.paymentFrequency,
    );
    return withDuqAnswer(updated, DUQ_QUESTIONS.paymentFrequency, answers.paymentFrequency);
  });
  return {
    ...next,
    policy: { ...next.policy, startDate },
    topUp: {
      ...next.topUp,
      van: { ...next.topUp?.van, shouldAskPolicyStartDate: false },
      payment: { ...next.topUp?.payment, selectedPaymentMethod: answers.paymentFrequency },
    },
  };
}
