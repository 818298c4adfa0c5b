import { z } from 'zod';
import type { Quote } from '../quote/quote.schema.ts';
import {
  DUQ_QUESTIONS,
  IMPORTED_DUQ_ANSWERS,
  MODIFICATION_DUQ_NUMBERS,
} from '../reference-data/duq-questions.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { VAN_BODY_TYPES } from '../reference-data/lists/duq-answers.ts';
import { FUEL_TYPES } from '../reference-data/lists/fuel-types.ts';
import { MODIFICATIONS_BY_CATEGORY } from '../reference-data/lists/vehicle-modifications.ts';
import { MODIFICATION_CATEGORIES } from '../reference-data/modification-categories.ts';
import {
  ALARM_CODES,
  TRACKER_CODES,
  TRANSMISSION_CODES,
} from '../reference-data/van-security-and-use.ts';
import type { Risk } from '../risk/risk.schema.ts';
import { datePartsSchema, optionalDateParts, toIsoDateFromParts } from './date-parts.ts';
import {
  datePart,
  getDuqAnswer,
  getUserfieldAnswer,
  updateRisk,
  withDuqAnswer,
  withFirstVehicle,
  withUserfieldAnswer,
  withoutUserfieldAnswer,
} from './risk-answers.ts';
import { initialInvalidVehicleData, type InvalidVehicleData } from './vehicle-lookup.form.ts';

// §2.6 / §3.9 / §5.4: the found-van confirmation and van details screen (CarDetails): the
// confirmation, hand corrections of what the lookup left out, value, body type, import, dash cam,
// alarm/immobiliser, tracker, modifications by category and when the van was bought.

/** §2.6 / §5.4: the checkbox the customer must tick. */
export const CAR_DETAILS_CONFIRMATION_LABEL = 'I confirm these details are correct';

/**
 * Where the dash cam is. The spec asks 'Where is the dashcam?' (§2.6, form field dashCamLoc)
 * without listing answers or a place in the risk; these codes and the DASHCAMLOC userfield that
 * carries them are our own (duq 896 itself answers only Y/N, §9.10).
 */
export const DASHCAM_LOCATIONS = [
  { code: 'FRONT', description: 'Front facing' },
  { code: 'REAR', description: 'Rear facing' },
  { code: 'FRONTREAR', description: 'Front and rear facing' },
] as const;
export const DASHCAM_LOCATION_USERFIELD = 'DASHCAMLOC';

/** §9.10: three modification questions (354-356), so at most three modifications. */
export const MAX_MODIFICATIONS = MODIFICATION_DUQ_NUMBERS.length;
/** §3.13: the modification answer meaning none. */
export const NO_MODIFICATION = '0';

type Codes<T extends readonly { code: string }[]> = [T[number]['code'], ...T[number]['code'][]];
const codesOf = <T extends readonly { code: string }[]>(items: T) =>
  items.map((item) => item.code) as Codes<T>;
const FUEL_CODES = codesOf(FUEL_TYPES);
const BODY_TYPE_CODES = codesOf(VAN_BODY_TYPES);
const DASHCAM_LOCATION_CODES = codesOf(DASHCAM_LOCATIONS);
const MODIFICATION_CATEGORY_CODES = codesOf(MODIFICATION_CATEGORIES);

/** §9.11 / §7.3: the modification codes of a category (by its duq 687 code). */
export function modificationCodesOf(category: string): readonly string[] {
  const key = MODIFICATION_CATEGORIES.find((item) => item.code === category)?.categoryDataKey;
  return key === undefined ? [] : MODIFICATIONS_BY_CATEGORY[key].map((item) => item.code);
}

/**
 * What the CarDetails screen submits, checked against `today` (yyyy-MM-dd) and the §3.12
 * invalidVehicleData flags of the last lookup (all flagged by default, §4.5):
 * - carDetailsConfirmed must be true ('I confirm these details are correct', §5.4);
 * - each flagged field of transmission, doors (1-9) and fuelType must be corrected by hand;
 * - market value 1 to 9,999,999 whole pounds (§5.1);
 * - with a dash cam its location is required, without one it is not allowed;
 * - a modified van names one category and 1-3 different modifications from it (§9.11);
 * - the purchase date is required unless the customer does not have the van yet, and cannot be
 *   in the future.
 */
export function carDetailsFormSchema(
  today: string,
  invalidVehicleData: InvalidVehicleData = initialInvalidVehicleData(),
) {
  return z
    .object({
      carDetailsConfirmed: z.literal(true, {
        error: 'Please confirm these details are correct',
      }),
      transmission: z
        .enum(TRANSMISSION_CODES, { error: "Please choose the van's gearbox" })
        .optional(),
      doors: z
        .number({ error: 'Please tell us how many doors the van has' })
        .int('Enter the number of doors as a whole number')
        .min(FIELD_LIMITS.doors.min, 'Enter a number of doors from 1 to 9')
        .max(FIELD_LIMITS.doors.max, 'Enter a number of doors from 1 to 9')
        .optional(),
      fuelType: z.enum(FUEL_CODES, { error: "Please choose the van's fuel type" }).optional(),
      marketValue: z
        .number({ error: 'Please tell us how much the van is worth' })
        .int('Enter the value in whole pounds')
        .min(FIELD_LIMITS.vehicleValue.min, 'The van must be worth at least £1')
        .max(FIELD_LIMITS.vehicleValue.max, 'The value must be £9,999,999 or less'),
      vanBodyType: z.enum(BODY_TYPE_CODES, { error: "Please choose the van's body type" }),
      hasBeenImported: z.boolean({ error: 'Please tell us whether the van has been imported' }),
      dashCam: z.boolean({ error: 'Please tell us whether the van has a dashcam' }),
      dashCamLoc: z
        .enum(DASHCAM_LOCATION_CODES, { error: 'Please tell us where the dashcam is' })
        .optional(),
      alarm: z.enum(ALARM_CODES, {
        error: 'Please tell us what type of alarm the van is fitted with',
      }),
      immobiliser: z.enum(ALARM_CODES, {
        error: 'Please tell us what type of immobiliser the van is fitted with',
      }),
      tracker: z.enum(TRACKER_CODES, {
        error: 'Please tell us whether the van has a tracking device',
      }),
      modified: z.boolean({ error: 'Please tell us whether the van has been modified' }),
      modificationCategory: z
        .enum(MODIFICATION_CATEGORY_CODES, { error: 'Please choose the type of modification' })
        .optional(),
      modifications: z.array(z.string()).optional(),
      dontHaveTheCarYet: z.boolean({ error: 'Please tell us whether you have bought the van' }),
      // Three empty boxes name the question, in the words used when no date is sent at all.
      datePurchased: datePartsSchema('Please tell us when you bought the van')
        .refine((parts) => toIsoDateFromParts(parts) <= today, {
          error: 'The date you bought the van cannot be in the future',
        })
        .optional(),
    })
    .superRefine((form, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      // §4.5 / §3.12: the lookup did not return these, so the customer gives them.
      if (invalidVehicleData.transmission && form.transmission === undefined) {
        issue('transmission', "Please choose the van's gearbox");
      }
      if (invalidVehicleData.doors && form.doors === undefined) {
        issue('doors', 'Please tell us how many doors the van has');
      }
      if (invalidVehicleData.fuel && form.fuelType === undefined) {
        issue('fuelType', "Please choose the van's fuel type");
      }
      if (form.dashCam && form.dashCamLoc === undefined) {
        issue('dashCamLoc', 'Please tell us where the dashcam is');
      }
      if (!form.dashCam && form.dashCamLoc !== undefined) {
        issue('dashCamLoc', 'Only tell us where the dashcam is if the van has one');
      }
      const modifications = form.modifications ?? [];
      if (form.modified) {
        if (form.modificationCategory === undefined) {
          issue('modificationCategory', 'Please choose the type of modification');
        } else if (modifications.length === 0) {
          issue('modifications', 'Please choose at least one modification');
        } else {
          const allowed = modificationCodesOf(form.modificationCategory);
          if (modifications.some((code) => !allowed.includes(code))) {
            issue('modifications', 'Please choose the modifications from the list');
          }
        }
        if (modifications.length > MAX_MODIFICATIONS) {
          issue('modifications', `Please choose at most ${MAX_MODIFICATIONS} modifications`);
        }
        if (new Set(modifications).size !== modifications.length) {
          issue('modifications', 'Please choose each modification only once');
        }
      } else if (form.modificationCategory !== undefined || modifications.length > 0) {
        issue('modifications', 'Only tell us about modifications if the van has been modified');
      }
      if (!form.dontHaveTheCarYet && form.datePurchased === undefined) {
        issue('datePurchased', 'Please tell us when you bought the van');
      }
      if (form.dontHaveTheCarYet && form.datePurchased !== undefined) {
        issue('datePurchased', 'Only tell us when you bought the van if you have it');
      }
    });
}
export type CarDetailsForm = z.infer<ReturnType<typeof carDetailsFormSchema>>;

function readYesNo(risk: Risk, questionNumber: number): boolean | undefined {
  const answer = getDuqAnswer(risk, questionNumber);
  return answer === 'Y' ? true : answer === 'N' ? false : undefined;
}

/**
 * The van details the quote holds, as the CarDetails screen shows them; unanswered fields are
 * left out, and carDetailsConfirmed always is (it is §3.12 working state, asked afresh).
 * §5.5: duq 476 A is imported, C not imported, U (or blank) unanswered. Reading of §4.7: a
 * datePurchased equal to the cover start is read as "I don't have the van yet". Inverse of
 * applyCarDetails for valid forms whose purchase date is before the cover start.
 */
export function carDetailsFormFromQuote(quote: Quote): Partial<CarDetailsForm> {
  const risk = quote.policy.eventCurrent.risk;
  const vehicle = risk.vehicles?.[0];
  const model = vehicle?.modelInfo;
  const form: Partial<CarDetailsForm> = {};
  if (model?.transmission !== undefined) form.transmission = model.transmission;
  if (model?.doors !== undefined) form.doors = model.doors;
  const fuel = FUEL_CODES.find((code) => code === model?.fuel);
  if (fuel !== undefined) form.fuelType = fuel;
  if (vehicle?.value !== undefined) form.marketValue = vehicle.value;
  const body = BODY_TYPE_CODES.find(
    (code) => code === getDuqAnswer(risk, DUQ_QUESTIONS.vanBodyType),
  );
  if (body !== undefined) form.vanBodyType = body;
  const imported = getDuqAnswer(risk, DUQ_QUESTIONS.vanImported);
  if (imported === IMPORTED_DUQ_ANSWERS.imported) form.hasBeenImported = true;
  if (imported === IMPORTED_DUQ_ANSWERS.notImported) form.hasBeenImported = false;
  const dashCam = readYesNo(risk, DUQ_QUESTIONS.dashCamFitted);
  if (dashCam !== undefined) form.dashCam = dashCam;
  const location = DASHCAM_LOCATION_CODES.find(
    (code) => code === getUserfieldAnswer(risk, DASHCAM_LOCATION_USERFIELD),
  );
  if (dashCam === true && location !== undefined) form.dashCamLoc = location;
  const alarm = ALARM_CODES.find((code) => code === vehicle?.alarm);
  if (alarm !== undefined) form.alarm = alarm;
  const immobiliser = ALARM_CODES.find((code) => code === vehicle?.immobiliser);
  if (immobiliser !== undefined) form.immobiliser = immobiliser;
  if (vehicle?.tracker !== undefined) form.tracker = vehicle.tracker;
  if (vehicle?.modified !== undefined) {
    form.modified = vehicle.modified;
    const category = MODIFICATION_CATEGORY_CODES.find(
      (code) => code === getDuqAnswer(risk, DUQ_QUESTIONS.carModificationType),
    );
    if (vehicle.modified && category !== undefined) {
      form.modificationCategory = category;
      form.modifications = MODIFICATION_DUQ_NUMBERS.map((number) =>
        getDuqAnswer(risk, number),
      ).filter(
        (code): code is string => code !== undefined && code !== '' && code !== NO_MODIFICATION,
      );
    }
  }
  const purchased = datePart(vehicle?.datePurchased);
  if (purchased !== undefined) {
    if (purchased === datePart(risk.startDate)) {
      form.dontHaveTheCarYet = true;
    } else {
      const parts = optionalDateParts(purchased);
      if (parts) {
        form.dontHaveTheCarYet = false;
        form.datePurchased = parts;
      }
    }
  }
  return form;
}

/**
 * Writes the CarDetails answers and returns a new quote (the input is unchanged):
 * - the corrected transmission, doors and fuel (those given) into the van's modelInfo;
 * - value, alarm, immobiliser, tracker and modified on the van;
 * - duq 396 body type, 476 A (imported) or C (not imported) (§5.5), 896 dash cam Y/N, and the
 *   dash cam location as userfield DASHCAMLOC (removed without a dash cam);
 * - duq 354-356 the modifications in order, '0' for each unused one (§3.13), and 687 their
 *   category ('' when not modified);
 * - datePurchased the date given, or the cover start when the customer does not have the van yet
 *   (§4.7; the cover details screen keeps it following the cover start).
 * carDetailsConfirmed is checked, not stored: it is §3.12 working state.
 * Ends with the §4.7 follow-ups.
 * @throws ZodError when `form` fails carDetailsFormSchema(today, invalidVehicleData).
 */
export function applyCarDetails(
  quote: Quote,
  form: CarDetailsForm,
  today: string,
  invalidVehicleData: InvalidVehicleData = initialInvalidVehicleData(),
): Quote {
  const answers = carDetailsFormSchema(today, invalidVehicleData).parse(form);
  const coverStart = datePart(quote.policy.eventCurrent.risk.startDate) ?? today;
  const datePurchased =
    answers.dontHaveTheCarYet || answers.datePurchased === undefined
      ? coverStart
      : toIsoDateFromParts(answers.datePurchased);
  const modifications = answers.modified ? (answers.modifications ?? []) : [];
  return updateRisk(quote, (risk) => {
    let updated = withFirstVehicle(risk, (vehicle) => ({
      ...vehicle,
      value: answers.marketValue,
      alarm: answers.alarm,
      immobiliser: answers.immobiliser,
      tracker: answers.tracker,
      modified: answers.modified,
      datePurchased,
      modelInfo: {
        ...vehicle.modelInfo,
        ...(answers.transmission !== undefined ? { transmission: answers.transmission } : {}),
        ...(answers.doors !== undefined ? { doors: answers.doors } : {}),
        ...(answers.fuelType !== undefined ? { fuel: answers.fuelType } : {}),
      },
    }));
    const duqs: [number, string][] = [
      [DUQ_QUESTIONS.vanBodyType, answers.vanBodyType],
      [
        DUQ_QUESTIONS.vanImported,
        answers.hasBeenImported ? IMPORTED_DUQ_ANSWERS.imported : IMPORTED_DUQ_ANSWERS.notImported,
      ],
      [DUQ_QUESTIONS.dashCamFitted, answers.dashCam ? 'Y' : 'N'],
      ...MODIFICATION_DUQ_NUMBERS.map((number, i): [number, string] => [
        number,
        modifications[i] ?? NO_MODIFICATION,
      ]),
      [
        DUQ_QUESTIONS.carModificationType,
        answers.modified ? (answers.modificationCategory ?? '') : '',
      ],
    ];
    updated = duqs.reduce(
      (acc, [questionNumber, answer]) => withDuqAnswer(acc, questionNumber, answer),
      updated,
    );
    return answers.dashCam && answers.dashCamLoc !== undefined
      ? withUserfieldAnswer(updated, DASHCAM_LOCATION_USERFIELD, answers.dashCamLoc)
      : withoutUserfieldAnswer(updated, DASHCAM_LOCATION_USERFIELD);
  });
}
