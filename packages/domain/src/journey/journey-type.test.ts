import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import type { Quote } from '../quote/quote.schema.ts';
import type { PublicConfig } from '../shared/public-config.schema.ts';
import {
  comparisonSiteName,
  contactPhoneNumber,
  isDirectJourney,
  quoteTypeOf,
} from './journey-type.ts';

const phoneNumbers: PublicConfig['phoneNumbers'] = {
  general: '0800 000 0000',
  fraud: '0800 000 0001',
  failedCreditCheck: '0800 000 0002',
  bySourceOfBusiness: { Website: '0800 000 0110', '115': '0800 000 0117', '102': '0800 000 0112' },
};

function quoteFrom(sourceOfBusiness: string | undefined): Quote {
  const quote = createDefaultDirectQuote('2026-11-22');
  return { ...quote, policy: { ...quote.policy, sourceOfBusiness } };
}

describe('journey type (§4.10)', () => {
  it.each<[string | undefined, boolean]>([
    ['', true],
    [undefined, true],
    ['Website', true],
    ['115', false],
    ['102', false],
    ['104', false],
    ['105', false],
    ['114', false],
    ['website', false],
  ])('counts sourceOfBusiness %j as direct: %s', (source, direct) => {
    expect(isDirectJourney(source)).toBe(direct);
  });

  it.each<[string, Quote | null, string]>([
    ['a direct quote', quoteFrom('Website'), 'DIRECT'],
    ['a comparison-site quote', quoteFrom('104'), 'PCW'],
    ['no quote', null, 'DIRECT'],
  ])('gives %s the quote type %s', (_case, quote, type) => {
    expect(quoteTypeOf(quote)).toBe(type);
  });
});

describe('contactPhoneNumber (§6, §9.13)', () => {
  it.each<[string, string | undefined, string]>([
    ["the 'Website' number for a direct journey", 'Website', '0800 000 0110'],
    ["the 'Website' number when the source is empty", '', '0800 000 0110'],
    ["the 'Website' number when no quote says otherwise", undefined, '0800 000 0110'],
    ["the comparison site's own number", '115', '0800 000 0117'],
    ['the general number for a site without one', '105', '0800 000 0000'],
  ])('gives %s', (_case, source, number) => {
    expect(contactPhoneNumber(phoneNumbers, source)).toBe(number);
  });

  it('gives the general number for a direct journey when no Website number is configured', () => {
    expect(
      contactPhoneNumber({ ...phoneNumbers, general: '0800 1', bySourceOfBusiness: {} }, 'Website'),
    ).toBe('0800 1');
  });
});

describe('comparisonSiteName (§2.6, §9.13)', () => {
  const names = { '115': 'CompareVans.example', '102': '  ', Website: 'Not a site' };

  it.each<[string, string | undefined, string | undefined]>([
    ["the site's name for its source of business", '115', 'CompareVans.example'],
    ['nothing for a source the config does not name', '104', undefined],
    ['nothing for a name left blank', '102', undefined],
    ['nothing for a direct journey, whatever the config holds', 'Website', undefined],
    ['nothing when the source is empty', '', undefined],
    ['nothing when no source is given', undefined, undefined],
  ])('gives %s', (_case, source, name) => {
    expect(comparisonSiteName(names, source)).toBe(name);
  });
});
