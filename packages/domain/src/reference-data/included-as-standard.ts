// §9.6 included-as-standard benefits by product code.
//
// Reading: the spec lists BG in full and gives C3, VV and AE as differences; we read all three as
// BG with those differences applied (C3 says "as BG"; VV and AE only name what changes).

const COURTESY_VEHICLE = 'Courtesy vehicle';
const WINDSCREEN = 'Windscreen';
const UNINSURED_DRIVER_PROMISE = 'Uninsured driver promise';
const PERSONAL_ACCIDENT = 'Personal accident';
const ONWARD_TRAVEL = 'Onward travel';
const PERSONAL_BELONGINGS = 'Personal belongings';

export const INCLUDED_AS_STANDARD = {
  BG: [
    COURTESY_VEHICLE,
    WINDSCREEN,
    UNINSURED_DRIVER_PROMISE,
    PERSONAL_ACCIDENT,
    ONWARD_TRAVEL,
    'Repairs guaranteed for 3 years',
    PERSONAL_BELONGINGS,
    'Key cover up to £750',
  ],
  C3: [
    COURTESY_VEHICLE,
    WINDSCREEN,
    UNINSURED_DRIVER_PROMISE,
    PERSONAL_ACCIDENT,
    ONWARD_TRAVEL,
    'Lifetime workmanship guarantee',
    PERSONAL_BELONGINGS,
    'Key cover up to £1,000',
  ],
  // VV: no courtesy vehicle, a lifetime bodywork guarantee, no key cover.
  VV: [
    WINDSCREEN,
    UNINSURED_DRIVER_PROMISE,
    PERSONAL_ACCIDENT,
    ONWARD_TRAVEL,
    'Lifetime bodywork guarantee',
    PERSONAL_BELONGINGS,
  ],
  AE: [
    COURTESY_VEHICLE,
    WINDSCREEN,
    UNINSURED_DRIVER_PROMISE,
    PERSONAL_ACCIDENT,
    ONWARD_TRAVEL,
    'Repairs guaranteed for 3 years',
    PERSONAL_BELONGINGS,
    'Key cover up to £500',
  ],
} as const;

export type IncludedAsStandardProductCode = keyof typeof INCLUDED_AS_STANDARD;
