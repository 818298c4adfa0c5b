import { createDefaultDirectQuote } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import {
  deliveryMethodOf,
  marketingConsent,
  withDeliveryMethod,
  withMarketingConsent,
} from './preferences';

const quote = createDefaultDirectQuote('2025-06-15');

describe('marketing consent (§9.8, decision 005)', () => {
  it('is unanswered in a new quote', () => {
    expect(marketingConsent(quote, 'email')).toBeUndefined();
    expect(marketingConsent(quote, 'text')).toBeUndefined();
  });

  it.each([
    ['email', true, 'CLMKTING', 'Y'],
    ['email', false, 'CLMKTING', 'N'],
    ['text', true, 'CLMKTIN2', 'Y'],
    ['text', false, 'CLMKTIN2', 'N'],
  ] as const)('%s %s is userfield %s = %s', (channel, consent, code, answer) => {
    const answered = withMarketingConsent(quote, channel, consent);
    expect(
      answered.policy.eventCurrent.risk.userfieldAnswers?.filter((a) => a.questionCode === code),
    ).toEqual([{ questionCode: code, answer }]);
    expect(marketingConsent(answered, channel)).toBe(consent);
  });
});

describe('document delivery (§3.6, §9.13)', () => {
  it('is Print until chosen, then what was chosen', () => {
    const risk = { ...quote.policy.eventCurrent.risk };
    delete risk.preferredDeliveryMethod;
    const unchosen = { ...quote, policy: { ...quote.policy, eventCurrent: { risk } } };
    expect(deliveryMethodOf(unchosen)).toBe('Print');
    expect(deliveryMethodOf(withDeliveryMethod(unchosen, 'Download'))).toBe('Download');
  });
});
