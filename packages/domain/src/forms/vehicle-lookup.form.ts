import { z } from 'zod/mini';
import type { Quote } from '../quote/quote.schema.ts';
import { DUQ_QUESTIONS, IMPORTED_DUQ_ANSWERS } from '../reference-data/duq-questions.ts';
import { checkRegistration, REGISTRATION_MESSAGES } from '../risk/registration.ts';
import type { Vehicle, VehicleLookupResult } from '../risk/vehicle.schema.ts';
import { updateRisk, withDuqAnswer, withFirstVehicle } from './risk-answers.ts';

// §2.6 / §4.5: the van lookup: the customer enters a registration, the lookup result replaces
// the first van, and the found van must then be confirmed (car-details.form.ts).

/**
 * What the lookup screen submits: a registration of 3-10 letters and digits (§5.1), any case and
 * spacing, checked by the rule the server's van lookup applies (risk/registration.ts, decision
 * 038) and read as stored (no spaces, upper case). zod/mini: the web's first page needs this
 * module and loads only zod/mini's tree-shakable functions (decision 025).
 */
export const VehicleLookupFormSchema = z.object({
  registrationNumber: z.pipe(
    z.string({ error: REGISTRATION_MESSAGES.empty }),
    z.transform((typed: string, ctx) => {
      const checked = checkRegistration(typed);
      if (checked.ok) return checked.registration;
      ctx.issues.push({ code: 'custom', message: checked.message, input: typed });
      return z.NEVER;
    }),
  ),
});
export type VehicleLookupForm = z.input<typeof VehicleLookupFormSchema>;

/** §3.12: which model fields the customer must correct by hand because the lookup left them out. */
export interface InvalidVehicleData {
  transmission: boolean;
  doors: boolean;
  fuel: boolean;
}

/** §4.5: before any lookup all three are flagged invalid. A fresh object each call. */
export function initialInvalidVehicleData(): InvalidVehicleData {
  return { transmission: true, doors: true, fuel: true };
}

/**
 * §4.5 invalidVehicleData after a lookup: the model fields (transmission, doors, fuel) the
 * quote's van lacks because the lookup did not return them.
 */
export function missingModelFields(quote: Quote): InvalidVehicleData {
  const model = quote.policy.eventCurrent.risk.vehicles?.[0]?.modelInfo;
  return {
    transmission: model?.transmission === undefined,
    doors: model?.doors === undefined,
    fuel: model?.fuel === undefined,
  };
}

/** The registration the quote's van holds, for the lookup screen; {} when none. */
export function vehicleLookupFormFromQuote(quote: Quote): Partial<VehicleLookupForm> {
  const regNumber = quote.policy.eventCurrent.risk.vehicles?.[0]?.regNumber;
  return regNumber === undefined ? {} : { registrationNumber: regNumber };
}

/** The §3.8 van a lookup result describes, model fields under modelInfo; absent fields left out. */
export function vehicleFromLookup(result: VehicleLookupResult, regNumber?: string): Vehicle {
  const defined = <T extends object>(value: T): Partial<T> =>
    Object.fromEntries(
      Object.entries(value).filter(([, field]) => field !== undefined),
    ) as Partial<T>;
  return defined({
    regNumber,
    value: result.value,
    lhd: result.lhd,
    yearOfManufacture: result.yearOfManufacture,
    bodyStyle: result.bodyStyle,
    immobiliser: result.immobiliser,
    alarm: result.alarm,
    datePurchased: result.datePurchased,
    modelInfo: defined({
      manufacturer: result.manufacturer,
      description: result.description,
      abiCode: result.abiCode,
      abiProductionYears: result.abiProductionYears,
      cc: result.cc,
      transmission: result.transmission,
      fuel: result.fuel === '' ? undefined : result.fuel,
      doors: result.doors,
      seats: result.seats,
      grossWeight: result.grossWeight,
    }),
  });
}

/**
 * Applies a vehicle-lookup result (§4.5) and returns a new quote (the input is unchanged):
 * - the first van is replaced by the looked-up one (registration `regNumber`, upper-cased without
 *   spaces, when given), keeping only the customer's cover level and keptPostcode;
 * - duq 476 is C when the result says imported N, otherwise A;
 * - invalidVehicleData flags transmission, doors and fuel that the result did not return;
 * - carDetailsConfirmed is false: the found van must be confirmed again.
 * Reading of §3.8 / §4.5 (two readings of keptPostcode): we keep keptPostcode and leave
 * proposerIsKeeper alone. Where the van is kept and who keeps it are the customer's answers on
 * CarUsage, not facts about the model; clearing keptPostcode would also stop §4.7 carrying it to
 * a new home postcode, and would turn a "kept at home" answer into "not answered" silently.
 * Ends with the §4.7 follow-ups.
 * @throws ZodError when `regNumber` is given and fails VehicleLookupFormSchema.
 */
export function applyVehicleLookup(
  quote: Quote,
  result: VehicleLookupResult,
  regNumber?: string,
): { quote: Quote; invalidVehicleData: InvalidVehicleData; carDetailsConfirmed: false } {
  const found = vehicleFromLookup(
    result,
    regNumber === undefined
      ? undefined
      : VehicleLookupFormSchema.parse({ registrationNumber: regNumber }).registrationNumber,
  );
  const next = updateRisk(quote, (risk) => {
    const replaced = withFirstVehicle(risk, (old) => ({
      ...(old.cover !== undefined ? { cover: old.cover } : {}),
      ...(old.keptPostcode !== undefined ? { keptPostcode: old.keptPostcode } : {}),
      ...found,
    }));
    return withDuqAnswer(
      replaced,
      DUQ_QUESTIONS.vanImported,
      result.imported === 'N' ? IMPORTED_DUQ_ANSWERS.notImported : IMPORTED_DUQ_ANSWERS.imported,
    );
  });
  return { quote: next, invalidVehicleData: missingModelFields(next), carDetailsConfirmed: false };
}

/**
 * §4.5: saves a temporary (replacement) van as the first van, copying datePurchased,
 * keptPostcode, pricePaid and value over from the existing van (where it has them). Returns a
 * new quote; neither input is changed. Ends with the §4.7 follow-ups.
 */
export function saveTemporaryVehicle(quote: Quote, tempVehicle: Vehicle): Quote {
  return updateRisk(quote, (risk) =>
    withFirstVehicle(risk, (existing) => {
      const copied: Partial<Vehicle> = {};
      for (const field of ['datePurchased', 'keptPostcode', 'pricePaid', 'value'] as const) {
        if (existing[field] !== undefined) Object.assign(copied, { [field]: existing[field] });
      }
      const modelInfo = tempVehicle.modelInfo ? { modelInfo: { ...tempVehicle.modelInfo } } : {};
      return { ...tempVehicle, ...modelInfo, ...copied };
    }),
  );
}

/**
 * §4.5: the quote with a van found by its registration saved as its van, for a customer quoted
 * without one (your-quote's add-registration-number). The temporary vehicle is saved as
 * saveTemporaryVehicle saves it, and what the lookup returns about the model replaces what was
 * there; duq 476 (imported) follows the lookup, as after any other lookup. Returns a new quote.
 *
 * Departure from saveTemporaryVehicle, which keeps nothing else of the van quoted: that would
 * drop the customer's answers about it (cover level, class of use, where it is kept, owner and
 * keeper, tracker, modifications) and so change the price without a word. The registration only
 * names the van the customer has already told us about, so those answers are kept.
 */
export function withRegisteredVan(
  quote: Quote,
  result: VehicleLookupResult,
  registration: string,
): Quote {
  const quoted = quote.policy.eventCurrent.risk.vehicles?.[0] ?? {};
  const saved = saveTemporaryVehicle(quote, vehicleFromLookup(result, registration));
  return updateRisk(saved, (risk) =>
    withDuqAnswer(
      withFirstVehicle(risk, (van) => ({ ...quoted, ...van })),
      DUQ_QUESTIONS.vanImported,
      result.imported === 'N' ? IMPORTED_DUQ_ANSWERS.notImported : IMPORTED_DUQ_ANSWERS.imported,
    ),
  );
}
