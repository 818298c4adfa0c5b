import { ALARM_IMMOBILISER_OPTIONS, type ALARM_CODES } from '@van/domain';

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
 * of six, without pairing them (decision 020). Our reading, after the rating tables' labels: FACT
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
