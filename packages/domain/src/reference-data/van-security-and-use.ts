// §9.7 van security and use.

/**
 * §9.7 alarm/immobiliser option labels in the spec's order. The spec names the certification
 * body only as "a vehicle-security certification body" and does not pair these nine labels with
 * the six ALARM_CODES, so no pairing is made here.
 */
export const ALARM_IMMOBILISER_OPTIONS = [
  'None',
  'Factory fitted alarm and Immobiliser',
  'Factory fitted alarm',
  'Factory fitted Immobiliser',
  'Alarm and immobiliser approved by a vehicle-security certification body',
  'Immobiliser approved by a vehicle-security certification body',
  'Alarm approved by a vehicle-security certification body',
  'Professionally fitted alarm and immobiliser approved by a vehicle-security certification body',
  'Non-factory fitted alarm and immobiliser',
] as const;

export const ALARM_CODES = ['NONE', 'FACT', 'FF92', 'FF93', 'PROF', 'DIY'] as const;
export const TRACKER_CODES = ['NONE', 'TRAC'] as const;

/** §9.7: the valid vehicle uses (class of use), in display order. */
export const VEHICLE_USES = [
  { code: 'SDPexC' },
  { code: 'SDP' },
  { code: 'SDPC+Business', title: 'Social, domestic, pleasure, commuting and business use' },
  { code: 'C3' },
] as const;

/** §5.5 / §9.7: class-of-use codes shown as 'SDPC+Business' with the code as who uses the van for business. */
export const BUSINESS_CLASS_OF_USE_CODES = ['C1', 'JC1', 'C2', 'Transf'] as const;
export const BUSINESS_CLASS_OF_USE_DISPLAY_CODE = 'SDPC+Business';

/** §4.7 / §9.7: previousInsuranceMotor.type. */
export const PREVIOUS_INSURANCE_TYPE = 'GV';

/** §3.8 transmission codes. */
export const TRANSMISSION_CODES = ['TransMan', 'TransAuto'] as const;
/** §3.8 vehicle cover: comprehensive or third party, fire and theft. */
export const VEHICLE_COVER_CODES = ['C', 'TPFT'] as const;
