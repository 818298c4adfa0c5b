import { describe, expect, it } from 'vitest';
import { offerCodes } from '../reference-data/offers-and-userfields.ts';
import { OfferDecisionSchema, OfferProofSchema } from './offer.schema.ts';
import {
  acceptedOfferCode,
  decideOffer,
  offerCodeOf,
  offerRuleFor,
  proofFor,
  type OfferProofVerdict,
} from './offer-rules.ts';

const affidon = (answer: string) => ({
  userfieldAnswers: [
    { questionCode: 'CLMKTING', answer: 'N' },
    { questionCode: 'AFFIDON', answer },
  ],
});

describe('offerCodeOf', () => {
  it.each([
    ['MONEYSUPF', ''],
    ['moneysupf', ''],
    ['', ''],
    [' staff ', 'STAFF'],
    ['roadwiseCarxs', 'ROADWISECARXS'],
    ['NOSUCHCODE', 'NOSUCHCODE'],
  ])('reads the AFFIDON answer %j as %j', (answer, code) => {
    expect(offerCodeOf(affidon(answer))).toBe(code);
  });

  it('is empty when the risk has no AFFIDON answer', () => {
    expect(offerCodeOf({})).toBe('');
  });
});

describe('offerRuleFor (§9.8, §6)', () => {
  it.each([
    ['STAFF', 'staffNumber', undefined],
    ['APPDISCOUNT', 'appClaim', undefined],
    ['50APPMEMBER', 'membershipNumber', '50APPMEMBER'],
    ['AUTOCENTRE', 'membershipNumber', 'AUTOCENTRE'],
    ['CARSXS', 'membershipNumber', 'CARSXS'],
    ['ROADWISECARXS', 'membershipNumber', 'ROADWISECARXS'],
    ['ACME2CARXS', 'membershipNumber', 'ACME2CARXS'],
  ])('%s needs a %s (scheme %s)', (code, proof, scheme) => {
    expect(offerRuleFor(code)).toEqual({ code, proof, ...(scheme ? { scheme } : {}) });
  });

  it('gives every §9.8 offer code a rule', () => {
    for (const { code } of offerCodes('ROADWISE')) expect(offerRuleFor(code)).toBeDefined();
  });

  it.each(['CARXS', 'MONEYSUPF', 'STAFF1', 'X-CARXS', 'staff', 'APP DISCOUNT'])(
    'knows no rule for %j',
    (code) => {
      expect(offerRuleFor(code)).toBeUndefined();
    },
  );
});

describe('proofFor', () => {
  it('takes only the proof the code needs', () => {
    const sent = { membershipNumber: ' AC-0001 ', staffNumber: '100001' };
    expect(proofFor(offerRuleFor('AUTOCENTRE')!, sent)).toBe('AC-0001');
    expect(proofFor(offerRuleFor('STAFF')!, sent)).toBe('100001');
    expect(proofFor(offerRuleFor('APPDISCOUNT')!, sent)).toBeUndefined();
    expect(proofFor(offerRuleFor('STAFF')!, undefined)).toBeUndefined();
  });
});

describe('decideOffer', () => {
  const missing: OfferProofVerdict = { status: 'MISSING' };
  const notConfirmed: OfferProofVerdict = { status: 'NOT_CONFIRMED' };
  const unavailable: OfferProofVerdict = { status: 'UNAVAILABLE' };

  it.each([
    ['STAFF', missing, 'To use the offer code STAFF, please give your staff number.'],
    [
      'STAFF',
      notConfirmed,
      'We could not confirm your staff number, so the offer code STAFF has not been applied.',
    ],
    [
      'AUTOCENTRE',
      missing,
      'To use the offer code AUTOCENTRE, please give your membership number.',
    ],
    [
      '50APPMEMBER',
      notConfirmed,
      'We could not confirm your membership number, so the offer code 50APPMEMBER has not been applied.',
    ],
    [
      'CARSXS',
      unavailable,
      'We could not check your membership number just now, so the offer code CARSXS has not been applied. Please try again later.',
    ],
    [
      'APPDISCOUNT',
      missing,
      'You can only use the offer code APPDISCOUNT when you get your quote in our app.',
    ],
    [
      'APPDISCOUNT',
      notConfirmed,
      'We could not confirm that this quote came from our app, so the offer code APPDISCOUNT has not been applied.',
    ],
    [
      'NOSUCHCODE',
      missing,
      'We do not recognise the offer code NOSUCHCODE, so no discount has been applied.',
    ],
    [
      '<B>FREE</B>',
      missing,
      'We do not recognise that offer code, so no discount has been applied.',
    ],
  ])('does not apply %s when the proof is %o, saying why', (code, verdict, message) => {
    const decision = decideOffer(code, verdict);
    expect(OfferDecisionSchema.parse(decision)).toEqual(decision);
    expect(decision).toMatchObject({ code, applied: false, message });
    expect(decision.proofReference).toBeUndefined();
    expect(acceptedOfferCode(decision)).toBe('');
  });

  it('applies a confirmed proof with its reference', () => {
    const decision = decideOffer('STAFF', { status: 'CONFIRMED', proofReference: 'STAFF:7' });
    expect(decision).toEqual({
      code: 'STAFF',
      applied: true,
      proofNeeded: 'staffNumber',
      proofReference: 'STAFF:7',
    });
    expect(acceptedOfferCode(decision)).toBe('STAFF');
  });

  it('never applies a code that is not an offer code, whatever the verdict', () => {
    const decision = decideOffer('FREEBIE', { status: 'CONFIRMED', proofReference: 'X' });
    expect(decision).toMatchObject({ applied: false, reason: 'UNKNOWN_CODE' });
    expect(acceptedOfferCode(decision)).toBe('');
  });
});

describe('OfferProofSchema', () => {
  it.each([
    [{ membershipNumber: 'AC 0001-2' }, true],
    [{ staffNumber: '100001' }, true],
    [{ appClaim: 'eyJjIjoiQVBQRElTQ09VTlQifQ.c2lnbmF0dXJl' }, true],
    [{}, true],
    [{ membershipNumber: '' }, false],
    [{ membershipNumber: 'x'.repeat(31) }, false],
    [{ staffNumber: '1; DROP TABLE' }, false],
    [{ appClaim: 'not a claim' }, false],
    [{ somethingElse: '1' }, false],
  ])('%o is valid: %s', (proof, valid) => {
    expect(OfferProofSchema.safeParse(proof).success).toBe(valid);
  });
});
