import { describe, expect, it } from 'vitest';
import type { Risk } from '../risk/risk.schema.ts';
import {
  CONSENT_WORDINGS,
  CURRENT_CONSENT_WORDING,
  consentChanges,
  consentSourceOf,
} from './consent.ts';
import { withUserfieldAnswer } from './risk-answers.ts';

function riskWith(
  email?: 'Y' | 'N' | 'U',
  text?: 'Y' | 'N' | 'U',
  delivery?: 'Download' | 'Print',
): Risk {
  let risk = { preferredDeliveryMethod: delivery ?? 'Print' } as Risk;
  if (email) risk = withUserfieldAnswer(risk, 'CLMKTING', email);
  if (text) risk = withUserfieldAnswer(risk, 'CLMKTIN2', text);
  return risk;
}

describe('consent changes', () => {
  const unanswered = riskWith('U', 'U', 'Print');

  it('records nothing for a customer who never chose', () => {
    expect(consentChanges(unanswered, unanswered, {})).toEqual([]);
    expect(consentChanges(riskWith(undefined, undefined, 'Print'), undefined, {})).toEqual([]);
  });

  it('records a first Yes and a first No with the wording version shown', () => {
    expect(consentChanges(riskWith('Y', 'N'), unanswered, {})).toEqual([
      { purpose: 'marketing-email', granted: true, wordingVersion: 'marketing-email-2026-11-27' },
      { purpose: 'marketing-text', granted: false, wordingVersion: 'marketing-text-2026-11-27' },
    ]);
  });

  it('records only what the customer changed and is not already recorded', () => {
    const recorded = { 'marketing-email': true, 'marketing-text': false } as const;
    expect(consentChanges(riskWith('Y', 'N'), riskWith('Y', 'N'), recorded)).toEqual([]);
    expect(consentChanges(riskWith('N', 'N'), riskWith('Y', 'N'), recorded)).toEqual([
      { purpose: 'marketing-email', granted: false, wordingVersion: 'marketing-email-2026-11-27' },
    ]);
  });

  it('takes no answer that arrived already made as consent, nor gives back a withdrawn one', () => {
    // A comparison site's Yes, or a client's own at creation, left as it was.
    expect(consentChanges(riskWith('Y', 'Y'), riskWith('Y', 'Y'), {})).toEqual([]);
    // Withdrawn by link; the stored answer still says Y, and a re-pricing leaves it so.
    const withdrawn = { 'marketing-email': false, 'marketing-text': false } as const;
    expect(consentChanges(riskWith('Y', 'Y'), riskWith('Y', 'Y'), withdrawn)).toEqual([]);
  });

  it('treats the default Print as no consent and Download as consent to electronic documents', () => {
    expect(consentChanges(riskWith(undefined, undefined, 'Download'), unanswered, {})).toEqual([
      {
        purpose: 'electronic-documents',
        granted: true,
        wordingVersion: 'electronic-documents-2026-11-27',
      },
    ]);
    expect(
      consentChanges(
        riskWith(undefined, undefined, 'Print'),
        riskWith(undefined, undefined, 'Download'),
        {
          'electronic-documents': true,
        },
      ),
    ).toEqual([
      {
        purpose: 'electronic-documents',
        granted: false,
        wordingVersion: 'electronic-documents-2026-11-27',
      },
    ]);
  });

  it('keeps every current wording under its own version id', () => {
    for (const wording of Object.values(CURRENT_CONSENT_WORDING)) {
      expect(CONSENT_WORDINGS[wording.version]).toBe(wording);
    }
  });

  it('names a comparison-site arrival apart from a journey started with us', () => {
    expect(consentSourceOf('Website')).toBe('web-journey');
    expect(consentSourceOf('')).toBe('web-journey');
    expect(consentSourceOf('CTM')).toBe('comparison-site-arrival');
  });
});
