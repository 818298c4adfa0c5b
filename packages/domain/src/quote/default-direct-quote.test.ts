import { describe, expect, it } from 'vitest';
import { PersonSchema } from '../risk/person.schema.ts';
import { DEFAULT_DIRECT_WEB_REFERENCE } from './created-quote.ts';
import {
  createAdditionalDriverDefaults,
  createDefaultDirectQuote,
} from './default-direct-quote.ts';
import { QuoteSchema } from './quote.schema.ts';
import type { Quote } from './quote.schema.ts';

const TODAY = '2026-03-14';

/** Reads a dotted path (numeric parts index arrays) out of a quote. */
function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[key];
  }, value);
}

const duqAnswer = (quote: Quote, questionNumber: number) =>
  quote.policy.eventCurrent.risk.duqAnswers?.filter((a) => a.questionNumber === questionNumber);
const userfieldAnswers = (quote: Quote, questionCode: string) =>
  quote.policy.eventCurrent.risk.userfieldAnswers
    ?.filter((a) => a.questionCode === questionCode)
    .map((a) => a.answer);

describe('createDefaultDirectQuote (§3.13 with §9.2 defaults)', () => {
  const quote = createDefaultDirectQuote(TODAY);

  it('parses with QuoteSchema', () => {
    expect(QuoteSchema.parse(quote)).toEqual(quote);
  });

  it.each([
    ['noAvailableProducts', false],
    ['policy.webReference', 'directQuote'],
    ['policy.startDate', TODAY],
    ['policy.eventCurrent.result.grantedDetailsMotor.productIdentifier', 'VAN'],
    ['policy.eventCurrent.risk.startDate', TODAY],
    ['policy.eventCurrent.risk.sourceOfBusiness', 'Website'],
    ['policy.eventCurrent.risk.policyTypeCode', 'GV'],
    ['policy.eventCurrent.risk.frequency', 'PlcyAnnual'],
    ['policy.eventCurrent.risk.preferredDeliveryMethod', 'Print'],
    ['policy.eventCurrent.risk.volXS', 250],
    ['policy.eventCurrent.risk.drivingRestriction', 'INSONLY'],
    ['policy.eventCurrent.risk.proposer.gender', 'M'],
    ['policy.eventCurrent.risk.proposer.fullTimeOccupation.empStatus', 'Employee'],
    ['policy.eventCurrent.risk.proposer.driverDetails.vehicleUse', 'MainUser'],
    ['policy.eventCurrent.risk.proposer.driverDetails.driverType', 'Prpsr'],
    ['policy.eventCurrent.risk.proposer.relationshipToProposer', 'Proposer'],
    ['policy.eventCurrent.risk.proposer.clientStatus', 'Prospect'],
    ['policy.eventCurrent.risk.proposer.fsaClass', 'RETAIL'],
    ['policy.eventCurrent.risk.vehicles.length', 1],
    ['policy.eventCurrent.risk.vehicles.0.cover', 'C'],
    ['policy.eventCurrent.risk.vehicles.0.owner', 'Proposer'],
    ['policy.eventCurrent.risk.vehicles.0.whereKept', 'Roadside'],
    ['policy.eventCurrent.risk.vehicles.0.bodyStyle', 'Van'],
    ['policy.eventCurrent.risk.vehicles.0.classOfUse', 'OwnGoods'],
    ['policy.eventCurrent.risk.vehicles.0.modelInfo.transmission', 'TransMan'],
    ['policy.eventCurrent.risk.vehicles.0.modelInfo.fuel', 'FuelDiesel'],
    ['policy.eventCurrent.risk.vehicles.0.alarm', 'PROF'],
    ['policy.eventCurrent.risk.vehicles.0.tracker', 'NONE'],
    ['policy.eventCurrent.risk.vehicles.0.immobiliser', 'FF92'],
    ['policy.eventCurrent.risk.vehicles.0.radiusLimit', 0],
    ['policy.eventCurrent.risk.additionalInsuredPersons.length', 0],
  ])('sets %s to %j', (path, expected) => {
    expect(at(quote, path)).toEqual(expected);
  });

  it.each([63, 72, 73, 78, 135, 142, 246, 248, 255, 279, 295, 396, 446, 452, 476])(
    'has duq %i once, blank',
    (questionNumber) => {
      expect(duqAnswer(quote, questionNumber)).toEqual([{ questionNumber, answer: '' }]);
    },
  );

  it.each([354, 355, 356])("has duq %i once, answered '0'", (questionNumber) => {
    expect(duqAnswer(quote, questionNumber)).toEqual([{ questionNumber, answer: '0' }]);
  });

  it('holds no other duq answers', () => {
    expect(quote.policy.eventCurrent.risk.duqAnswers).toHaveLength(18);
  });

  it('answers the offer question AFFIDON with MONEYSUPF (§9.2)', () => {
    expect(userfieldAnswers(quote, 'AFFIDON')).toEqual(['MONEYSUPF']);
  });

  // SPEC-DEPARTURE: §3.13 says 'Y'; consent the customer has not given must read as unanswered.
  it.each(['CLMKTING', 'CLMKTIN2'])(
    "leaves marketing consent %s unanswered ('U'), not 'Y'",
    (code) => {
      expect(userfieldAnswers(quote, code)).toEqual(['U']);
    },
  );

  it('adds no affinity answer when no affinity id is given', () => {
    expect(quote.policy.eventCurrent.risk.userfieldAnswers).toHaveLength(3);
    expect(userfieldAnswers(createDefaultDirectQuote(TODAY, ''), 'AFFINITY')).toEqual([]);
  });

  it('adds the affinity id as one more userfield answer', () => {
    const withAffinity = createDefaultDirectQuote(TODAY, 'MEMBERS');
    expect(withAffinity.policy.eventCurrent.risk.userfieldAnswers).toHaveLength(4);
    expect(userfieldAnswers(withAffinity, 'AFFINITY')).toEqual(['MEMBERS']);
    expect(QuoteSchema.safeParse(withAffinity).success).toBe(true);
  });

  it('counts as not yet created (§4.4)', () => {
    expect(quote.policy.webReference).toBe(DEFAULT_DIRECT_WEB_REFERENCE);
  });

  it('returns a fresh quote on every call', () => {
    const first = createDefaultDirectQuote(TODAY);
    first.policy.eventCurrent.risk.proposer.gender = 'F';
    first.policy.eventCurrent.risk.vehicles?.push({});
    expect(createDefaultDirectQuote(TODAY)).toEqual(quote);
  });

  it.each(['2026-02-30', '14/03/2026', ''])('refuses today = %j', (today) => {
    expect(() => createDefaultDirectQuote(today)).toThrow(RangeError);
  });
});

describe('createAdditionalDriverDefaults (§3.13 new additional driver)', () => {
  const driver = createAdditionalDriverDefaults();

  it('parses with PersonSchema', () => {
    expect(PersonSchema.parse(driver)).toEqual(driver);
  });

  it.each([
    ['fullTimeOccupation.empStatus', 'Employee'],
    ['partTimeOccupation.empStatus', 'None'],
    ['driverDetails.vehicleUse', 'Frequently'],
    ['driverDetails.licence.licenceType', 'Full Licence'],
    ['driverDetails.driverType', 'NmdDrvr'],
    ['insuranceRefused', false],
    ['nonRTAConviction', false],
  ])('sets %s to %j', (path, expected) => {
    expect(at(driver, path)).toEqual(expected);
  });

  it('returns a fresh object on every call', () => {
    const first = createAdditionalDriverDefaults();
    first.insuranceRefused = true;
    expect(createAdditionalDriverDefaults().insuranceRefused).toBe(false);
  });
});
