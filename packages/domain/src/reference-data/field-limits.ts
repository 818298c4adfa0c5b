// §5.1 field limits; §5.4 age check. Inclusive bounds.

export const FIELD_LIMITS = {
  driverAge: { min: 17, max: 99 },
  firstName: { minLength: 2, maxLength: 30 },
  lastName: { minLength: 2, maxLength: 100 },
  vehicleValue: { min: 1, max: 9_999_999 },
  registrationNumber: { minLength: 3, maxLength: 10 },
  seats: { min: 1, max: 9 },
  doors: { min: 1, max: 9 },
  otherVehicles: { min: 0, max: 9 },
  licencePoints: { min: 0, max: 12 },
} as const;

/** §5.1: at most 5 claims. */
export const MAX_CLAIMS = 5;
/** §5.1: claims and convictions are considered over a 5-year range. */
export const CLAIMS_AND_CONVICTIONS_YEARS = 5;
// §5.1's "earliest permissible licence year offset: 25" is not applied (decision 052): a licence
// date goes back to the driver's 17th birthday (risk/licence-dates.ts).
/** §5.4: the 'anyone over 80' check is true for an age strictly greater than this. */
export const OVER_AGE_THRESHOLD = 80;
/** §5.1: inputs that accept only letters and digits. */
export const ALPHANUMERIC_PATTERN = /^[a-zA-Z0-9]*$/;
