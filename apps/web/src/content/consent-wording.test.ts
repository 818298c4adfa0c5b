import { CURRENT_CONSENT_WORDING } from '@van/domain/forms';
import { describe, expect, it } from 'vitest';
import { documentsCopy, marketingCopy } from './quote';

// Decision 043: the server stores the version of the consent words with each answer; the words
// the quote page shows must be exactly the words of that version.
describe('the consent words the quote page shows', () => {
  it('are the current marketing wordings, channel by channel', () => {
    const shown = (legend: string, hint: string) =>
      `${marketingCopy.heading}. ${marketingCopy.intro} ${legend}: ${hint} Yes / No`;
    expect(shown(marketingCopy.emailLegend, marketingCopy.emailHint)).toBe(
      CURRENT_CONSENT_WORDING['marketing-email'].text,
    );
    expect(shown(marketingCopy.textLegend, marketingCopy.textHint)).toBe(
      CURRENT_CONSENT_WORDING['marketing-text'].text,
    );
  });

  it('are the current wording for documents by e-mail', () => {
    expect(`${documentsCopy.deliveryLegend} ${documentsCopy.deliveryHint}`).toBe(
      CURRENT_CONSENT_WORDING['electronic-documents'].text,
    );
  });
});
