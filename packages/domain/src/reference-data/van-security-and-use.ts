// §9.7 van security and use.

/**
 * §9.7 alarm/immobiliser option labels in the spec's order. The spec names the certification
 * body only as "a vehicle-security certification body" and does not pair these nine labels with
 * the six ALARM_CODES; ALARM_IMMOBILISER_CHOICES below pairs them (our reading, decision 020).
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

// §9.7: one question, two stored codes.

type AlarmCode = (typeof ALARM_CODES)[number];

export interface AlarmImmobiliserChoice {
  label: (typeof ALARM_IMMOBILISER_OPTIONS)[number];
  alarm: AlarmCode;
  immobiliser: AlarmCode;
}

const [
  none,
  factoryBoth,
  factoryAlarm,
  factoryImmobiliser,
  approvedBoth,
  approvedImmobiliser,
  approvedAlarm,
  professionalBoth,
  nonFactoryBoth,
] = ALARM_IMMOBILISER_OPTIONS;

/**
 * §9.7 asks one question with nine answers but stores two codes (alarm, immobiliser) from one list
 * of six, without pairing them (decision 020). Our reading, after the rating tables' labels (decision 020): FACT
 * factory fitted, FF93 a factory-fitted immobiliser, FF92 approved by the certification body, PROF
 * professionally fitted and approved, DIY not factory fitted; NONE for the device a choice leaves
 * out. Every pair is different, so a stored pair reads back as exactly one choice.
 */
export const ALARM_IMMOBILISER_CHOICES: readonly AlarmImmobiliserChoice[] = [
  { label: none, alarm: 'NONE', immobiliser: 'NONE' },
  { label: factoryBoth, alarm: 'FACT', immobiliser: 'FACT' },
  { label: factoryAlarm, alarm: 'FACT', immobiliser: 'NONE' },
  { label: factoryImmobiliser, alarm: 'NONE', immobiliser: 'FF93' },
  { label: approvedBoth, alarm: 'FF92', immobiliser: 'FF92' },
  { label: approvedImmobiliser, alarm: 'NONE', immobiliser: 'FF92' },
  { label: approvedAlarm, alarm: 'FF92', immobiliser: 'NONE' },
  { label: professionalBoth, alarm: 'PROF', immobiliser: 'PROF' },
  { label: nonFactoryBoth, alarm: 'DIY', immobiliser: 'DIY' },
];

/**
 * The index of the choice a stored alarm and immobiliser make; undefined for a pair no choice
 * makes (such as one a lookup returned), which the customer is then asked to choose afresh.
 */
export function alarmImmobiliserChoiceOf(
  alarm: string | undefined,
  immobiliser: string | undefined,
): number | undefined {
  const index = ALARM_IMMOBILISER_CHOICES.findIndex(
    (choice) => choice.alarm === alarm && choice.immobiliser === immobiliser,
  );
  return index === -1 ? undefined : index;
}

/** The label of the choice a stored alarm and immobiliser make, for reading back; undefined if none. */
export function alarmImmobiliserLabel(
  alarm: string | undefined,
  immobiliser: string | undefined,
): string | undefined {
  const index = alarmImmobiliserChoiceOf(alarm, immobiliser);
  return index === undefined ? undefined : ALARM_IMMOBILISER_CHOICES[index]?.label;
}
