import { describe, expect, it } from 'vitest';
import {
  ALARM_CODES,
  ALARM_IMMOBILISER_CHOICES,
  ALARM_IMMOBILISER_OPTIONS,
  alarmImmobiliserChoiceOf,
  alarmImmobiliserLabel,
} from './van-security-and-use.ts';

describe('the alarm/immobiliser question (§9.7, decision 020)', () => {
  it('pairs each of the nine answers with codes of the alarm list', () => {
    expect(ALARM_IMMOBILISER_CHOICES.map((choice) => choice.label)).toEqual([
      ...ALARM_IMMOBILISER_OPTIONS,
    ]);
    for (const { alarm, immobiliser } of ALARM_IMMOBILISER_CHOICES) {
      expect(ALARM_CODES).toContain(alarm);
      expect(ALARM_CODES).toContain(immobiliser);
    }
  });

  it('reads every stored pair back as the one answer that wrote it', () => {
    ALARM_IMMOBILISER_CHOICES.forEach(({ alarm, immobiliser, label }, index) => {
      expect(alarmImmobiliserChoiceOf(alarm, immobiliser)).toBe(index);
      expect(alarmImmobiliserLabel(alarm, immobiliser)).toBe(label);
    });
  });

  it('reads a pair no answer makes (as a lookup may return) as no answer', () => {
    expect(alarmImmobiliserChoiceOf('FACT', 'FF92')).toBeUndefined();
    expect(alarmImmobiliserLabel(undefined, 'NONE')).toBeUndefined();
  });
});
