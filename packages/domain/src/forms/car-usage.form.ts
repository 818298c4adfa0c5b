import { z } from 'zod';
import type { Quote } from '../quote/quote.schema.ts';
import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { CLASSES_OF_USE } from '../reference-data/lists/class-of-use.ts';
import {
  ANNUAL_MILEAGE_BANDS,
  REGISTERED_KEEPERS,
  VAN_OWNERS,
  VAN_USED_FOR,
  WHERE_KEPT_DURING_THE_DAY,
} from '../reference-data/lists/duq-answers.ts';
import { VEHICLE_ACCESS_TYPES } from '../reference-data/lists/vehicle-access.ts';
import { WHERE_KEPT } from '../reference-data/lists/where-kept.ts';
import {
  BUSINESS_CLASS_OF_USE_CODES,
  BUSINESS_CLASS_OF_USE_DISPLAY_CODE,
  VEHICLE_USES,
} from '../reference-data/van-security-and-use.ts';
import { isValidPostcode, normalisePostcode, samePostcode } from '../risk/postcode.ts';
import type { Risk } from '../risk/risk.schema.ts';
import { getDuqAnswer, updateRisk, withDuqAnswer, withFirstVehicle } from './risk-answers.ts';

// §2.6 / §3.9: the "using the van" screen (CarUsage): class of use and who uses it for business,
// what it is used for, mileage, who owns and keeps it, where it is kept by day and overnight,
// signage/racking/refrigeration/dangerous goods, and the proposer's other vehicles.

type Codes<T extends readonly { code: string }[]> = [T[number]['code'], ...T[number]['code'][]];
const codesOf = <T extends readonly { code: string }[]>(items: T) =>
  items.map((item) => item.code) as Codes<T>;

/** §9.7: the four vehicle uses the screen offers, in order. */
export const VEHICLE_USE_CODES = codesOf(VEHICLE_USES);
const VAN_USED_FOR_CODES = codesOf(VAN_USED_FOR);
const MILEAGE_BAND_CODES = codesOf(ANNUAL_MILEAGE_BANDS);
const VAN_OWNER_CODES = codesOf(VAN_OWNERS);
const REGISTERED_KEEPER_CODES = new Set(REGISTERED_KEEPERS.map((item) => item.code));
const WHERE_KEPT_CODES = codesOf(WHERE_KEPT);
const WHERE_KEPT_BY_DAY_CODES = new Set(WHERE_KEPT_DURING_THE_DAY.map((item) => item.code));
const VEHICLE_ACCESS_CODES = codesOf(VEHICLE_ACCESS_TYPES);
const CLASS_OF_USE_CODES = new Set<string>(CLASSES_OF_USE.map((item) => item.code));

/** VehAccess code meaning the driver has no other vehicle to use. */
export const NO_ACCESS_TO_OTHER_VEHICLES = 'NoAccess';
/** The registered keeper / owner answer meaning the proposer (§9.2 owner 'Proposer'). */
export const PROPOSER_KEEPER = 'Proposer';

const yesNo = (question: string) => z.boolean({ error: `Please tell us ${question}` });

/**
 * What the CarUsage screen submits, checked against the proposer's home postcode (when known):
 * - whoUsesTheCarForBusiness (C1, JC1, C2 or Transf) is required with 'SDPC+Business' and not
 *   allowed otherwise (§5.5), and so is businessAnnualMileage, which cannot exceed the top of the
 *   total mileage band;
 * - a van not kept at home overnight needs an overnight postcode other than the home postcode
 *   (§5.5: kept at home means the two are equal), and "kept at home" needs a home postcode;
 * - other vehicles 0-9 (§5.1), and none with 'No access to other vehicles'.
 */
export function carUsageFormSchema(homePostcode?: string) {
  return z
    .object({
      classOfUse: z.enum(VEHICLE_USE_CODES, { error: 'Please tell us how you use the van' }),
      whoUsesTheCarForBusiness: z
        .enum(BUSINESS_CLASS_OF_USE_CODES, {
          error: 'Please tell us who uses the van for business',
        })
        .optional(),
      vanUsedFor: z.enum(VAN_USED_FOR_CODES, { error: 'Please tell us what the van is used for' }),
      totalAnnualMileage: z.enum(MILEAGE_BAND_CODES, {
        error: 'Please tell us how many miles the van does a year',
      }),
      businessAnnualMileage: z
        .number({ error: 'Please tell us how many of those miles are for business' })
        .int('Enter the business miles as a whole number')
        .nonnegative('Business miles cannot be negative')
        .optional(),
      whoOwnsTheCar: z.enum(VAN_OWNER_CODES, { error: 'Please tell us who owns the van' }),
      whoIsTheCarsRegisteredKeeper: z
        .string({ error: "Please tell us who is the van's registered keeper" })
        .refine(
          (code) => REGISTERED_KEEPER_CODES.has(code),
          "Please choose the van's registered keeper from the list",
        ),
      whereIsTheCarKeptDuringTheDay: z
        .string({ error: 'Please tell us where the van is kept during the day' })
        .refine(
          (code) => WHERE_KEPT_BY_DAY_CODES.has(code),
          'Please choose where the van is kept during the day from the list',
        ),
      whereKept: z.enum(WHERE_KEPT_CODES, {
        error: 'Please tell us where the van is kept overnight',
      }),
      isTheCarKeptAtHomeAddressOvernight: yesNo(
        'whether the van is kept at your home address overnight',
      ),
      // Decision 038: the address lookup's own postcode rule, read as normalised.
      carKeptOvernightPostcode: z
        .string()
        .trim()
        .refine(isValidPostcode, 'Please enter a valid UK postcode')
        .overwrite(normalisePostcode)
        .optional(),
      signage: yesNo('whether the van has sign writing'),
      rackingShelving: yesNo('whether the van has racking or shelving'),
      refrigerated: yesNo('whether the van is refrigerated'),
      carryDangerousGoods: yesNo('whether you carry dangerous goods'),
      numberOfOtherVehicles: z
        .number({ error: 'Please tell us how many other vehicles you have' })
        .int('Enter the number of other vehicles as a whole number')
        .min(FIELD_LIMITS.otherVehicles.min, 'Enter a number from 0 to 9')
        .max(FIELD_LIMITS.otherVehicles.max, 'Enter a number from 0 to 9'),
      accessToOtherVehicles: z.enum(VEHICLE_ACCESS_CODES, {
        error: 'Please tell us what access you have to other vehicles',
      }),
    })
    .superRefine((form, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const business = form.classOfUse === BUSINESS_CLASS_OF_USE_DISPLAY_CODE;
      // §5.5: the business codes stand behind 'SDPC+Business' only.
      if (business && form.whoUsesTheCarForBusiness === undefined) {
        issue('whoUsesTheCarForBusiness', 'Please tell us who uses the van for business');
      }
      if (!business && form.whoUsesTheCarForBusiness !== undefined) {
        issue(
          'whoUsesTheCarForBusiness',
          'Only answer who uses the van for business for business use',
        );
      }
      if (business && form.businessAnnualMileage === undefined) {
        issue('businessAnnualMileage', 'Please tell us how many of those miles are for business');
      }
      if (!business && form.businessAnnualMileage !== undefined) {
        issue('businessAnnualMileage', 'Only tell us business miles for business use');
      }
      if (
        form.businessAnnualMileage !== undefined &&
        form.businessAnnualMileage > Number(form.totalAnnualMileage)
      ) {
        issue('businessAnnualMileage', 'Business miles cannot be more than the total miles');
      }
      if (form.isTheCarKeptAtHomeAddressOvernight) {
        if (homePostcode === undefined) {
          issue(
            'isTheCarKeptAtHomeAddressOvernight',
            'Please give your home address in your details first',
          );
        }
        if (form.carKeptOvernightPostcode !== undefined) {
          issue('carKeptOvernightPostcode', 'Only give a postcode if the van is kept elsewhere');
        }
      } else if (form.carKeptOvernightPostcode === undefined) {
        issue('carKeptOvernightPostcode', 'Please tell us the postcode where the van is kept');
      } else if (samePostcode(form.carKeptOvernightPostcode, homePostcode)) {
        // §5.5: kept overnight at home ⇔ the postcodes match, so a match must be answered Yes.
        issue(
          'carKeptOvernightPostcode',
          'That is your home postcode: answer Yes if the van is kept at home overnight',
        );
      }
      if (
        form.accessToOtherVehicles === NO_ACCESS_TO_OTHER_VEHICLES &&
        form.numberOfOtherVehicles > 0
      ) {
        issue(
          'numberOfOtherVehicles',
          'You told us you have no access to other vehicles, so enter 0',
        );
      }
    });
}
export type CarUsageForm = z.infer<ReturnType<typeof carUsageFormSchema>>;

const yesNoAnswer = (value: boolean) => (value ? 'Y' : 'N');

function readYesNo(risk: Risk, questionNumber: number): boolean | undefined {
  const answer = getDuqAnswer(risk, questionNumber);
  return answer === 'Y' ? true : answer === 'N' ? false : undefined;
}

/**
 * The CarUsage answers the quote holds; unanswered fields are left out. §5.5: a business code
 * (C1, JC1, C2, Transf) reads back as 'SDPC+Business' with the code as whoUsesTheCarForBusiness;
 * kept at home overnight is read as keptPostcode equal to the home postcode ignoring spaces and
 * case. Inverse of applyCarUsage for valid forms.
 */
export function carUsageFormFromQuote(quote: Quote): Partial<CarUsageForm> {
  const risk = quote.policy.eventCurrent.risk;
  const vehicle = risk.vehicles?.[0];
  const form: Partial<CarUsageForm> = {};
  const classOfUse = vehicle?.classOfUse;
  const businessCode = BUSINESS_CLASS_OF_USE_CODES.find((code) => code === classOfUse);
  if (businessCode !== undefined) {
    form.classOfUse = BUSINESS_CLASS_OF_USE_DISPLAY_CODE;
    form.whoUsesTheCarForBusiness = businessCode;
    if (risk.businessAnnualMileage !== undefined) {
      form.businessAnnualMileage = risk.businessAnnualMileage;
    }
  } else {
    const use = VEHICLE_USE_CODES.find((code) => code === classOfUse);
    if (use !== undefined) form.classOfUse = use;
  }
  const usedFor = VAN_USED_FOR_CODES.find(
    (code) => code === getDuqAnswer(risk, DUQ_QUESTIONS.vanUsedFor),
  );
  if (usedFor !== undefined) form.vanUsedFor = usedFor;
  const mileage = MILEAGE_BAND_CODES.find(
    (code) => code === getDuqAnswer(risk, DUQ_QUESTIONS.totalAnnualMileage),
  );
  if (mileage !== undefined) form.totalAnnualMileage = mileage;
  const owner = VAN_OWNER_CODES.find((code) => code === getDuqAnswer(risk, DUQ_QUESTIONS.whoOwns));
  if (owner !== undefined) form.whoOwnsTheCar = owner;
  const keeper = getDuqAnswer(risk, DUQ_QUESTIONS.registeredKeeper);
  if (keeper !== undefined && REGISTERED_KEEPER_CODES.has(keeper)) {
    form.whoIsTheCarsRegisteredKeeper = keeper;
  }
  const byDay = getDuqAnswer(risk, DUQ_QUESTIONS.whereKeptDuringTheDay);
  if (byDay !== undefined && WHERE_KEPT_BY_DAY_CODES.has(byDay)) {
    form.whereIsTheCarKeptDuringTheDay = byDay;
  }
  // duq 452 is written together with vehicle.whereKept; it marks the question as answered (the
  // default quote already holds a whereKept of Roadside, §9.2, before the customer is asked).
  const overnight = WHERE_KEPT_CODES.find(
    (code) => code === getDuqAnswer(risk, DUQ_QUESTIONS.whereKeptOvernight),
  );
  if (overnight !== undefined) form.whereKept = overnight;
  const home = risk.proposer.correspondenceAddress?.postcode;
  const kept = vehicle?.keptPostcode;
  if (kept !== undefined) {
    const atHome = samePostcode(kept, home);
    form.isTheCarKeptAtHomeAddressOvernight = atHome;
    if (!atHome) form.carKeptOvernightPostcode = kept;
  }
  const yesNoFields = [
    ['signage', DUQ_QUESTIONS.signage],
    ['rackingShelving', DUQ_QUESTIONS.rackingShelving],
    ['refrigerated', DUQ_QUESTIONS.refrigerated],
    ['carryDangerousGoods', DUQ_QUESTIONS.carryDangerousGoods],
  ] as const;
  for (const [field, questionNumber] of yesNoFields) {
    const answer = readYesNo(risk, questionNumber);
    if (answer !== undefined) form[field] = answer;
  }
  const details = risk.proposer.driverDetails;
  if (details?.numberOfOtherVehicles !== undefined) {
    form.numberOfOtherVehicles = details.numberOfOtherVehicles;
  }
  const access = VEHICLE_ACCESS_CODES.find((code) => code === details?.accessToOtherVehicles);
  if (access !== undefined) form.accessToOtherVehicles = access;
  return form;
}

/**
 * Writes the CarUsage answers and returns a new quote (the input is unchanged):
 * - vehicle.classOfUse is the use, or for 'SDPC+Business' the business code (§5.5);
 *   risk.businessAnnualMileage is kept only for business use;
 * - duq 248 used for, 63 mileage band (and risk.totalAnnualMileage its top mileage), 463 owner
 *   (and vehicle.owner), 446 registered keeper (and proposerIsKeeper when it is the proposer),
 *   968 by day, 452 overnight (and vehicle.whereKept), 73/72/142/255 as Y/N;
 * - keptPostcode is the home postcode when kept at home overnight, else the postcode given,
 *   normalised (upper case, one space; §5.5), so §4.7 makes it follow a later change of home
 *   postcode;
 * - the proposer's numberOfOtherVehicles and accessToOtherVehicles.
 * Ends with the §4.7 follow-ups.
 * @throws ZodError when `form` fails carUsageFormSchema(the proposer's postcode).
 */
export function applyCarUsage(quote: Quote, form: CarUsageForm): Quote {
  const home = quote.policy.eventCurrent.risk.proposer.correspondenceAddress?.postcode;
  const answers = carUsageFormSchema(home).parse(form);
  const business = answers.classOfUse === BUSINESS_CLASS_OF_USE_DISPLAY_CODE;
  const classOfUse = business ? answers.whoUsesTheCarForBusiness : answers.classOfUse;
  if (classOfUse === undefined || !CLASS_OF_USE_CODES.has(classOfUse)) {
    throw new RangeError(`applyCarUsage: no class of use for ${JSON.stringify(answers)}`);
  }
  const keptPostcode = answers.isTheCarKeptAtHomeAddressOvernight
    ? home
    : answers.carKeptOvernightPostcode;
  return updateRisk(quote, (risk) => {
    const { businessAnnualMileage: _oldBusiness, ...rest } = risk;
    let updated: Risk = {
      ...rest,
      totalAnnualMileage: Number(answers.totalAnnualMileage),
      ...(business && answers.businessAnnualMileage !== undefined
        ? { businessAnnualMileage: answers.businessAnnualMileage }
        : {}),
      proposer: {
        ...risk.proposer,
        driverDetails: {
          ...risk.proposer.driverDetails,
          numberOfOtherVehicles: answers.numberOfOtherVehicles,
          accessToOtherVehicles: answers.accessToOtherVehicles,
        },
      },
    };
    updated = withFirstVehicle(updated, (vehicle) => ({
      ...vehicle,
      classOfUse,
      owner: answers.whoOwnsTheCar,
      proposerIsKeeper: answers.whoIsTheCarsRegisteredKeeper === PROPOSER_KEEPER,
      whereKept: answers.whereKept,
      ...(keptPostcode !== undefined ? { keptPostcode } : {}),
    }));
    const duqs: [number, string][] = [
      [DUQ_QUESTIONS.vanUsedFor, answers.vanUsedFor],
      [DUQ_QUESTIONS.totalAnnualMileage, answers.totalAnnualMileage],
      [DUQ_QUESTIONS.whoOwns, answers.whoOwnsTheCar],
      [DUQ_QUESTIONS.registeredKeeper, answers.whoIsTheCarsRegisteredKeeper],
      [DUQ_QUESTIONS.whereKeptDuringTheDay, answers.whereIsTheCarKeptDuringTheDay],
      [DUQ_QUESTIONS.whereKeptOvernight, answers.whereKept],
      [DUQ_QUESTIONS.signage, yesNoAnswer(answers.signage)],
      [DUQ_QUESTIONS.rackingShelving, yesNoAnswer(answers.rackingShelving)],
      [DUQ_QUESTIONS.refrigerated, yesNoAnswer(answers.refrigerated)],
      [DUQ_QUESTIONS.carryDangerousGoods, yesNoAnswer(answers.carryDangerousGoods)],
    ];
    return duqs.reduce(
      (acc, [questionNumber, answer]) => withDuqAnswer(acc, questionNumber, answer),
      updated,
    );
  });
}
