import { describe, expect, it } from 'vitest';
import {
  SUPPORT_NEEDS_CONSENT,
  SupportNeedsAnswerSchema,
  supportNeedsFootnote,
  supportNeedsToKeep,
} from './support-needs.form.ts';

const NOW = new Date('2026-11-27T10:30:00Z');
const NOTHING = { categories: [], formats: [] };

describe('supportNeedsToKeep', () => {
  it('keeps nothing when the customer asks for nothing: the question is optional', () => {
    expect(supportNeedsToKeep(NOTHING, NOW)).toEqual({ keep: null, reason: 'NothingAsked' });
  });

  it('keeps nothing without the consent tick, however much was told', () => {
    const answer = { categories: ['HEALTH' as const], formats: ['BRAILLE' as const] };
    expect(supportNeedsToKeep(answer, NOW)).toEqual({ keep: null, reason: 'NoConsent' });
  });

  it('keeps nothing when the consent was to wording we no longer show', () => {
    const answer = { ...NOTHING, formats: ['AUDIO' as const], consentVersion: 'made-up-version' };
    expect(supportNeedsToKeep(answer, NOW)).toEqual({ keep: null, reason: 'OldConsentWording' });
  });

  it('keeps the answer with the consent version and time, each code once in a fixed order', () => {
    const answer = {
      categories: ['READING' as const, 'HEALTH' as const, 'READING' as const],
      formats: ['BRAILLE' as const, 'LARGE_PRINT' as const],
      consentVersion: SUPPORT_NEEDS_CONSENT.version,
    };
    expect(supportNeedsToKeep(answer, NOW)).toEqual({
      keep: {
        categories: ['HEALTH', 'READING'],
        otherHelp: null,
        formats: ['LARGE_PRINT', 'BRAILLE'],
        consentVersion: SUPPORT_NEEDS_CONSENT.version,
        consentedAt: NOW,
      },
    });
  });

  it('keeps "something else" words only when that category is chosen', () => {
    const consented = { formats: [], consentVersion: SUPPORT_NEEDS_CONSENT.version };
    const withOther = {
      ...consented,
      categories: ['OTHER' as const],
      otherHelp: '  Call after 6pm ',
    };
    const withoutOther = { ...consented, categories: ['HEALTH' as const], otherHelp: 'secret' };
    expect(supportNeedsToKeep(withOther, NOW).keep?.otherHelp).toBe('Call after 6pm');
    expect(supportNeedsToKeep(withoutOther, NOW).keep?.otherHelp).toBeNull();
  });
});

describe('SupportNeedsAnswerSchema', () => {
  it('refuses unknown categories, long free text and fields we do not know', () => {
    expect(SupportNeedsAnswerSchema.safeParse({ ...NOTHING, categories: ['WEALTH'] }).success).toBe(
      false,
    );
    const long = SupportNeedsAnswerSchema.safeParse({ ...NOTHING, otherHelp: 'x'.repeat(201) });
    expect(long.error?.issues[0]?.message).toBe('Tell us in 200 characters or fewer');
    expect(SupportNeedsAnswerSchema.safeParse({ ...NOTHING, diagnosis: 'x' }).success).toBe(false);
  });
});

describe('supportNeedsFootnote', () => {
  it('says which formats were asked for and when they will be posted', () => {
    expect(supportNeedsFootnote(['LARGE_PRINT'])).toBe(
      'You asked for large print copies of your documents; we will post them within 10 working days of your policy being issued.',
    );
    expect(supportNeedsFootnote(['BRAILLE', 'AUDIO', 'LARGE_PRINT'], 5)).toBe(
      'You asked for large print, audio and Braille copies of your documents; we will post them within 5 working days of your policy being issued.',
    );
  });

  it('has no footnote when no format was asked for', () => {
    expect(supportNeedsFootnote([])).toBeNull();
  });
});
