import { describe, expect, it } from 'vitest';
import { MetadataItemSchema } from './metadata-item.schema.ts';
import { ProductIdentifierSchema } from '../quote/result.schema.ts';
import { ERROR_CODES } from '../shared/error-codes.ts';
import {
  ADD_ONS,
  BREAKDOWN_COVER_SOURCES,
  CATEGORY_DATA_KEYS,
  DIRECT_SOURCES_OF_BUSINESS,
  EMPLOYMENT_STATUS_CODES,
  EMPLOYMENT_STATUSES,
  EXCESS_TYPES,
  CLAIM_TYPES,
  EXCESS_LABELS,
  INCLUDED_AS_STANDARD,
  journeyTypes,
  MODIFICATION_CATEGORIES,
  offerCodes,
  PAYMENT_OPTION_BY_PAY_METHOD,
  PAYMENT_RETRIES,
  PAYMENT_RETRY_DELAY_MS,
  QUOTE_RETRIES,
  TIER_BADGE_STARS,
  USERFIELD_CODES,
  WRAP_UP_TIMEOUT_MS,
} from './index.ts';

describe('reference data (§9)', () => {
  it('lists each employment status code once, the same as EMPLOYMENT_STATUSES (§9.9)', () => {
    expect(EMPLOYMENT_STATUSES.map((s) => s.code)).toEqual([...EMPLOYMENT_STATUS_CODES]);
    expect(EMPLOYMENT_STATUSES).toHaveLength(14);
  });

  it.each([
    ['EMPLOYMENT_STATUSES', EMPLOYMENT_STATUSES],
    ['BREAKDOWN_COVER_SOURCES', BREAKDOWN_COVER_SOURCES],
  ])('%s are metadata items', (_name, items) => {
    for (const item of items) expect(MetadataItemSchema.parse(item)).toEqual(item);
  });

  it.each([
    ['Club', 'Club/Association'],
    ['FullTmEdu', 'Full-time education'],
    ['OtherEuro', 'Other'],
    ['Prop/Prtn', 'Prop/Partner'],
    ['NotKnown', '(Not Known)'],
  ])('employment status %s reads %s', (code, description) => {
    expect(EMPLOYMENT_STATUSES.find((s) => s.code === code)?.description).toBe(description);
  });

  it('gives a badge to every tier: 5 stars, VAN 4 (§9.3)', () => {
    expect(Object.keys(TIER_BADGE_STARS).sort()).toEqual(
      [...ProductIdentifierSchema.options].sort(),
    );
    expect(TIER_BADGE_STARS.VAN).toBe(4);
  });

  it('labels every excess type and claim type (§9.4)', () => {
    expect(Object.keys(EXCESS_LABELS)).toEqual([...EXCESS_TYPES]);
    expect(Object.keys(CLAIM_TYPES)).toEqual([...EXCESS_TYPES]);
  });

  it('puts the brand into the brand offer code, all percent off (§9.8)', () => {
    const codes = offerCodes('ACME');
    expect(codes.map((o) => o.code)).toEqual([
      'APPDISCOUNT',
      '50APPMEMBER',
      'STAFF',
      'ACMECARXS',
      'AUTOCENTRE',
      'CARSXS',
    ]);
    expect(new Set(codes.map((o) => o.type))).toEqual(new Set(['PercentOff']));
  });

  it('puts the brand into the journey types (§4.10)', () => {
    expect(journeyTypes('ACME')).toEqual([
      'CDL_AGGREGATOR',
      'CDL_NON_AGGREGATOR',
      'CLASSIC_ACME',
      'ACME_BEAM',
      'UNKNOWN',
    ]);
    expect(DIRECT_SOURCES_OF_BUSINESS).toEqual(['', 'Website']);
  });

  it('retries quote calls 3 times, payment options and the wrap-up 10 times 2 s apart, each wrap-up try 5 s (§7.1, §7.4, §9.1)', () => {
    expect(QUOTE_RETRIES).toBe(3);
    expect(PAYMENT_RETRIES).toBe(10);
    expect(PAYMENT_RETRY_DELAY_MS).toBe(2000);
    expect(WRAP_UP_TIMEOUT_MS).toBe(5000);
  });

  it('maps Instalmnts to MONTHLY_DD and PayInFull to ANNUAL_CARD (§4.8)', () => {
    expect(PAYMENT_OPTION_BY_PAY_METHOD).toEqual({
      Instalmnts: 'MONTHLY_DD',
      PayInFull: 'ANNUAL_CARD',
    });
  });

  it('pairs each modification category with a distinct categoryData key (§7.3, §9.11)', () => {
    expect(MODIFICATION_CATEGORIES.map((c) => c.categoryDataKey).sort()).toEqual(
      [...CATEGORY_DATA_KEYS].sort(),
    );
  });

  it.each([
    ['BDV1O', 'Roadside'],
    ['BDV2O', 'Roadside + National Recovery'],
    ['BDV3O', 'Roadside + National Recovery + At Home'],
    ['VLAO', 'Van Legal Assistance'],
    ['VHO', 'Van Hire'],
  ])('names add-on %s %s (§9.5)', (code, addOnName) => {
    expect(ADD_ONS.find((a) => a.code === code)?.name).toBe(addOnName);
  });

  it.each([
    ['TOOLSV1O', 1000],
    ['TOOLSV2O', 2500],
    ['TOOLSV3O', 5000],
    ['TOOLSV4O', 7500],
  ])('limits tools cover %s to £%i (§9.5)', (code, limit) => {
    expect(ADD_ONS.find((a) => a.code === code)?.limit).toBe(limit);
  });

  it.each([
    ['BG', 'Key cover up to £750', true],
    ['C3', 'Key cover up to £1,000', true],
    ['C3', 'Lifetime workmanship guarantee', true],
    ['AE', 'Key cover up to £500', true],
    ['VV', 'Courtesy vehicle', false],
    ['VV', 'Lifetime bodywork guarantee', true],
  ] as const)('product %s includes %s as standard: %s (§9.6)', (code, benefit, included) => {
    expect((INCLUDED_AS_STANDARD[code] as readonly string[]).includes(benefit)).toBe(included);
  });

  it('has no key cover on VV (§9.6)', () => {
    expect(INCLUDED_AS_STANDARD.VV.some((b) => b.startsWith('Key cover'))).toBe(false);
  });

  it('keeps userfield codes and error codes unique', () => {
    const userfieldCodes = Object.values(USERFIELD_CODES);
    expect(new Set(userfieldCodes).size).toBe(userfieldCodes.length);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
