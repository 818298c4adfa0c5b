import { zodResolver } from '@hookform/resolvers/zod';
import {
  carDetailsFormSchema,
  type CarDetailsForm,
  type DateParts,
  type InvalidVehicleData,
} from '@van/domain/forms';
import type { Resolver } from 'react-hook-form';
import { asNumber } from '../../lib/form-values';
import { withCrossFieldProblems } from '../../lib/cross-field-problems';

/**
 * What the CarDetails form holds while the customer answers: the domain form, every answer
 * optional, the confirmation a plain tick box, and the purchase date as typed.
 */
export type CarDetailsValues = Omit<
  Partial<CarDetailsForm>,
  'carDetailsConfirmed' | 'datePurchased'
> & {
  carDetailsConfirmed: boolean;
  datePurchased?: Partial<Record<keyof DateParts, unknown>> | undefined;
};

/**
 * Three empty date boxes still make an object of blanks, which the domain would answer with
 * 'Enter the day as a number'; as nothing at all they get its 'Please tell us when you bought
 * the van' instead.
 */
function withoutEmptyDate(values: CarDetailsValues): CarDetailsValues {
  const parts = values.datePurchased;
  if (parts === undefined) return values;
  const typed = {
    day: asNumber(parts.day),
    month: asNumber(parts.month),
    year: asNumber(parts.year),
  };
  const empty = Object.values(typed).every((part) => part === undefined);
  return { ...values, datePurchased: empty ? undefined : typed };
}

/**
 * Valid answers to stand in for failing ones while the cross-field rules are checked: each one
 * that a rule reads (dashcam, modified, "don't have the van yet") is the answer that asks for
 * nothing more, so no problem is reported on a question the page is not showing.
 */
const STAND_INS: Partial<CarDetailsValues> = {
  carDetailsConfirmed: true,
  transmission: undefined,
  doors: undefined,
  fuelType: undefined,
  marketValue: 1,
  vanBodyType: 'PANEL',
  hasBeenImported: false,
  dashCam: false,
  dashCamLoc: undefined,
  alarm: 'NONE',
  immobiliser: 'NONE',
  tracker: 'NONE',
  modified: false,
  modificationCategory: undefined,
  modifications: undefined,
  dontHaveTheCarYet: false,
  datePurchased: undefined,
};

/** The domain's carDetailsFormSchema as the form's resolver, every problem found at once. */
export function carDetailsResolver(
  today: string,
  invalidVehicleData: InvalidVehicleData,
): Resolver<CarDetailsValues, unknown, CarDetailsForm> {
  const resolve = zodResolver(
    carDetailsFormSchema(today, invalidVehicleData),
  ) as unknown as Resolver<CarDetailsValues, unknown, CarDetailsForm>;
  const resolveAll = withCrossFieldProblems(resolve, STAND_INS);
  return (values, context, options) => resolveAll(withoutEmptyDate(values), context, options);
}
