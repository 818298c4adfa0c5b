import { z } from 'zod';
import { IsoDateSchema } from '../shared/dates.ts';
import { EMPLOYMENT_STATUS_CODES } from '../reference-data/employment-status.ts';
import { FIELD_LIMITS } from '../reference-data/field-limits.ts';

// §3.7: the proposer and additional drivers. Every field is optional: the journey fills a person
// in page by page (§3.13 starts the proposer with four values), and the server decides what a
// price needs.

/**
 * The e-mail pattern of §5.2 / §5.5: a proposer e-mail failing it is not sent. The Person field
 * itself accepts any text so a half-typed address survives in the working quote.
 */
export const EmailAddressSchema = z.email();

export const NameSchema = z.object({
  title: z.string().optional(),
  forenames: z.string().max(FIELD_LIMITS.firstName.maxLength).optional(),
  surname: z.string().max(FIELD_LIMITS.lastName.maxLength).optional(),
});
export type Name = z.infer<typeof NameSchema>;

/** §3.7 / §9.9: codes from the employment status, occupation and employer's business lists. */
export const OccupationSchema = z.object({
  empStatus: z.enum(EMPLOYMENT_STATUS_CODES).optional(),
  occupation: z.string().optional().describe('Occupation code (§9.9)'),
  employersBusiness: z.string().optional().describe("Employer's business code (§9.9)"),
});
export type Occupation = z.infer<typeof OccupationSchema>;

/** §3.7: a motoring conviction. Amounts in pounds. */
export const ConvictionSchema = z.object({
  code: z.string().optional().describe('Conviction code (Convictions list, §9.12)'),
  convictionDate: IsoDateSchema.optional(),
  offenceDate: IsoDateSchema.optional(),
  fineAmount: z.number().nonnegative().optional(),
  disqualificationMonths: z.number().int().nonnegative().optional(),
  pointsOnLicence: z
    .number()
    .int()
    .min(FIELD_LIMITS.licencePoints.min)
    .max(FIELD_LIMITS.licencePoints.max)
    .optional(),
});
export type Conviction = z.infer<typeof ConvictionSchema>;

export const LicenceSchema = z.object({
  licenceType: z
    .string()
    .optional()
    .describe("'Full Licence', 'Provisional Licence' and others (TYPES-LIC)"),
  dateObtained: IsoDateSchema.optional(),
  // Decision 054: §3.7 holds each person's data on the person, so a named driver's licence number
  // is kept on their licence. The proposer's stays in the LICENCE userfield, where §5.5 puts it.
  licenceNumber: z
    .string()
    .optional()
    .describe("A named driver's 16-character licence number; absent when not given"),
  convictions: z.array(ConvictionSchema).optional(),
});
export type Licence = z.infer<typeof LicenceSchema>;

/**
 * §3.7: a claim. The four cost and cover fields are removed before a direct quote is sent (§5.5).
 * Costs in pounds.
 */
export const ClaimSchema = z.object({
  description: z.string().optional().describe('Claim description code (ClaimDescription list)'),
  claimDate: IsoDateSchema.optional(),
  ownDamageCost: z.number().nonnegative().optional(),
  thirdPartyCost: z.number().nonnegative().optional(),
  ncdPrejudiced: z.boolean().optional(),
  personalInjury: z.boolean().optional(),
  underPolicyHoldersCover: z.boolean().optional(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const MedicalConditionSchema = z.object({
  dvlaNotified: z.boolean().optional(),
  dvlaRestriction: z.boolean().optional(),
});
export type MedicalCondition = z.infer<typeof MedicalConditionSchema>;

/** §3.7: how much a driver uses the van. */
export const VehicleUseSchema = z.enum(['MainUser', 'Frequently', 'Infrequent']);
export type VehicleUse = z.infer<typeof VehicleUseSchema>;

/** §3.7 / §6: Prpsr for the proposer, NmdDrvr for a named driver. */
export const DriverTypeSchema = z.enum(['Prpsr', 'NmdDrvr']);
export type DriverType = z.infer<typeof DriverTypeSchema>;

export const DriverDetailsSchema = z.object({
  accessToOtherVehicles: z.string().optional().describe('VehAccess code, e.g. Owner'),
  numberOfOtherVehicles: z
    .number()
    .int()
    .min(FIELD_LIMITS.otherVehicles.min)
    .max(FIELD_LIMITS.otherVehicles.max)
    .optional(),
  vehicleUse: VehicleUseSchema.optional(),
  driverType: DriverTypeSchema.optional(),
  tests: z.number().int().nonnegative().optional().describe('§4.6: 0 for a provisional licence'),
  motoringOrg: z.string().optional().describe('e.g. BLANK'),
  licence: LicenceSchema.optional(),
  claims: z.array(ClaimSchema).optional(),
  medicalCondition: MedicalConditionSchema.optional(),
});
export type DriverDetails = z.infer<typeof DriverDetailsSchema>;

/** §3.7: the proposer's correspondence address. usage, abodeType and country are not sent (§5.5). */
export const AddressSchema = z.object({
  houseNameOrNumber: z.string().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  postcode: z.string().optional(),
  country: z.string().optional().describe('e.g. GB'),
  abodeType: z.string().optional().describe('e.g. House'),
  usage: z.string().optional().describe('e.g. Main'),
});
export type Address = z.infer<typeof AddressSchema>;

/** §5.5: a number starting 07 is Mobile, any other Home; Work appears in the §9.2 sample. */
export const TelephoneNumberSchema = z.object({
  number: z.string(),
  usage: z.enum(['Mobile', 'Home', 'Work']),
});
export type TelephoneNumber = z.infer<typeof TelephoneNumberSchema>;

export const PersonSchema = z.object({
  id: z.string().optional(),
  name: NameSchema.optional(),
  gender: z.enum(['M', 'F']).optional(),
  dateOfBirth: IsoDateSchema.optional(),
  maritalStatus: z.string().optional().describe('MaritalStatus code'),
  residentSince: IsoDateSchema.optional().describe(
    '§5.5: date of birth, or the 1st of the chosen month',
  ),
  smoker: z.boolean().optional(),
  insuranceRefused: z.boolean().optional(),
  nonRTAConviction: z.boolean().optional().describe('Has non-motoring convictions'),
  relationshipToProposer: z
    .string()
    .optional()
    .describe('Proposer, SPOUSEREL, OFFSPRNG and others'),
  fullTimeOccupation: OccupationSchema.optional(),
  partTimeOccupation: OccupationSchema.optional(),
  driverDetails: DriverDetailsSchema.optional(),
  // Proposer only (§3.7).
  correspondenceAddress: AddressSchema.optional(),
  clientCategory: z.string().optional(),
  clientStatus: z.string().optional().describe('Prospect'),
  fsaClass: z.string().optional().describe('RETAIL'),
  email: z
    .string()
    .optional()
    .describe('Any text here; an invalid address is dropped on send (§5.5)'),
  telephoneNumbers: z.array(TelephoneNumberSchema).optional(),
  vatRegistered: z.boolean().optional(),
});
export type Person = z.infer<typeof PersonSchema>;

/** One address found for a postcode (GET /v1/address/:postcode), ready to copy into AddressSchema. */
export const AddressLookupItemSchema = z.object({
  houseNameOrNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  postcode: z.string(),
});
export type AddressLookupItem = z.infer<typeof AddressLookupItemSchema>;
