import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { QuoteSchema, type Quote } from '../quote/quote.schema.ts';
import { DUQ_QUESTIONS } from '../reference-data/duq-questions.ts';
import { normaliseRegistration } from '../risk/registration.ts';
import type { VehicleLookupResult } from '../risk/vehicle.schema.ts';
import { getDuqAnswer } from './risk-answers.ts';
import {
  VehicleLookupFormSchema,
  applyVehicleLookup,
  initialInvalidVehicleData,
  missingModelFields,
  saveTemporaryVehicle,
  vehicleLookupFormFromQuote,
  withRegisteredVan,
} from './vehicle-lookup.form.ts';

const TODAY = '2026-03-10';

const fullResult: VehicleLookupResult = {
  manufacturer: 'FORD',
  description: 'TRANSIT CUSTOM 300 LIMITED',
  abiCode: '32130101',
  abiProductionYears: '2018-2023',
  cc: 1995,
  transmission: 'TransMan',
  fuel: 'FuelDiesel',
  doors: 4,
  seats: 3,
  value: 18500,
  lhd: false,
  yearOfManufacture: 2020,
  bodyStyle: 'Van',
  alarm: 'FACT',
  immobiliser: 'FF92',
  imported: 'N',
};

function quoteWithVan(): Quote {
  const quote = createDefaultDirectQuote(TODAY);
  quote.policy.eventCurrent.risk.proposer.correspondenceAddress = { postcode: 'LS1 4AP' };
  quote.policy.eventCurrent.risk.vehicles = [
    {
      regNumber: 'OLD123',
      cover: 'TPFT',
      keptPostcode: 'LS1 4AP',
      proposerIsKeeper: false,
      value: 4000,
      pricePaid: 3500,
      datePurchased: '2024-05-01',
      classOfUse: 'SDP',
      modelInfo: { manufacturer: 'VAUXHALL', transmission: 'TransAuto', doors: 5 },
    },
  ];
  return quote;
}

function messagesFor(registrationNumber: unknown): string[] {
  const result = VehicleLookupFormSchema.safeParse({ registrationNumber });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('VehicleLookupFormSchema (§5.1 registration 3-10 letters and digits)', () => {
  it.each([
    ['ab12 cde', 'AB12CDE'],
    ['A1', undefined],
    ['ABC', 'ABC'],
    [' x 1 y ', 'X1Y'],
    ['ABCDE12345', 'ABCDE12345'],
  ])('reads %j as %j', (typed, stored) => {
    const result = VehicleLookupFormSchema.safeParse({ registrationNumber: typed });
    expect(result.success ? result.data.registrationNumber : undefined).toBe(stored);
  });

  it.each([
    ['', "Please enter your van's registration"],
    ['   ', "Please enter your van's registration"],
    [undefined, "Please enter your van's registration"],
    ['AB', 'A registration has 3 to 10 letters and numbers'],
    ['ABCDE123456', 'A registration has 3 to 10 letters and numbers'],
    ['AB-12', 'A registration has only letters and numbers'],
  ])('rejects %j', (typed, message) => {
    expect(messagesFor(typed)).toContain(message);
  });
});

describe('applyVehicleLookup (§4.5)', () => {
  it('replaces the first van with the looked-up one and asks for confirmation again', () => {
    const { quote, carDetailsConfirmed } = applyVehicleLookup(
      quoteWithVan(),
      fullResult,
      'ab12 cde',
    );
    expect(carDetailsConfirmed).toBe(false);
    expect(quote.policy.eventCurrent.risk.vehicles?.[0]).toEqual({
      regNumber: 'AB12CDE',
      cover: 'TPFT',
      keptPostcode: 'LS1 4AP',
      value: 18500,
      lhd: false,
      yearOfManufacture: 2020,
      bodyStyle: 'Van',
      alarm: 'FACT',
      immobiliser: 'FF92',
      modelInfo: {
        manufacturer: 'FORD',
        description: 'TRANSIT CUSTOM 300 LIMITED',
        abiCode: '32130101',
        abiProductionYears: '2018-2023',
        cc: 1995,
        transmission: 'TransMan',
        fuel: 'FuelDiesel',
        doors: 4,
        seats: 3,
      },
    });
    expect(QuoteSchema.safeParse(quote).success).toBe(true);
  });

  it('keeps keptPostcode, so it still follows a change of home postcode (§4.7)', () => {
    const { quote } = applyVehicleLookup(quoteWithVan(), fullResult);
    expect(quote.policy.eventCurrent.risk.vehicles?.[0]?.keptPostcode).toBe('LS1 4AP');
  });

  it.each([
    ['N', 'C'],
    ['Y', 'A'],
    [undefined, 'A'],
  ] as const)('imported %s sets duq 476 to %s', (imported, answer) => {
    const { imported: _imported, ...rest } = fullResult;
    const result = imported === undefined ? rest : { ...rest, imported };
    const { quote } = applyVehicleLookup(quoteWithVan(), result);
    expect(getDuqAnswer(quote.policy.eventCurrent.risk, DUQ_QUESTIONS.vanImported)).toBe(answer);
  });

  it.each([
    ['all returned', {}, { transmission: false, doors: false, fuel: false }],
    [
      'no transmission',
      { transmission: undefined },
      { transmission: true, doors: false, fuel: false },
    ],
    ['no doors', { doors: undefined }, { transmission: false, doors: true, fuel: false }],
    ['no fuel', { fuel: undefined }, { transmission: false, doors: false, fuel: true }],
    ['an empty fuel', { fuel: '' }, { transmission: false, doors: false, fuel: true }],
    [
      'none of them',
      { transmission: undefined, doors: undefined, fuel: undefined },
      { transmission: true, doors: true, fuel: true },
    ],
  ])('flags invalidVehicleData when %s', (_case, change, flags) => {
    const { invalidVehicleData, quote } = applyVehicleLookup(quoteWithVan(), {
      ...fullResult,
      ...change,
    });
    expect(invalidVehicleData).toEqual(flags);
    // The old van's model fields do not survive the lookup.
    expect(quote.policy.eventCurrent.risk.vehicles?.[0]?.modelInfo?.manufacturer).toBe('FORD');
  });

  it('flags all three before any lookup', () => {
    expect(initialInvalidVehicleData()).toEqual({ transmission: true, doors: true, fuel: true });
  });

  it('refuses a registration that is not 3-10 letters and digits', () => {
    expect(() => applyVehicleLookup(quoteWithVan(), fullResult, 'A!')).toThrow();
  });

  it('never changes the quote it is given', () => {
    const quote = quoteWithVan();
    const before = JSON.parse(JSON.stringify(quote)) as unknown;
    applyVehicleLookup(quote, fullResult, 'AB12CDE');
    expect(quote).toEqual(before);
  });
});

describe('saveTemporaryVehicle (§4.5)', () => {
  it('copies datePurchased, keptPostcode, pricePaid and value from the existing van', () => {
    const temp = { regNumber: 'NEW1', value: 99, modelInfo: { manufacturer: 'FIAT' } };
    const quote = quoteWithVan();
    const before = JSON.parse(JSON.stringify(quote)) as unknown;
    const next = saveTemporaryVehicle(quote, temp);
    expect(next.policy.eventCurrent.risk.vehicles?.[0]).toEqual({
      regNumber: 'NEW1',
      modelInfo: { manufacturer: 'FIAT' },
      datePurchased: '2024-05-01',
      keptPostcode: 'LS1 4AP',
      pricePaid: 3500,
      value: 4000,
    });
    expect(quote).toEqual(before);
    expect(temp).toEqual({ regNumber: 'NEW1', value: 99, modelInfo: { manufacturer: 'FIAT' } });
  });

  it('keeps the temporary van values the existing van lacks', () => {
    const next = saveTemporaryVehicle(createDefaultDirectQuote(TODAY), {
      regNumber: 'NEW1',
      value: 99,
    });
    expect(next.policy.eventCurrent.risk.vehicles?.[0]).toEqual({ regNumber: 'NEW1', value: 99 });
  });
});

describe('vehicle lookup round trip', () => {
  it('reads back the normalised registration of any valid lookup', () => {
    const registration = fc
      .string({ unit: fc.constantFrom(...'ABCXYZ0189abc '), minLength: 3, maxLength: 12 })
      .filter((value) => VehicleLookupFormSchema.safeParse({ registrationNumber: value }).success);
    fc.assert(
      fc.property(registration, (typed) => {
        const { quote } = applyVehicleLookup(quoteWithVan(), fullResult, typed);
        expect(vehicleLookupFormFromQuote(quote)).toEqual({
          registrationNumber: normaliseRegistration(typed),
        });
        expect(QuoteSchema.safeParse(quote).success).toBe(true);
      }),
    );
  });
});

describe('withRegisteredVan (§4.5, add-registration-number)', () => {
  const registered = withRegisteredVan(
    quoteWithVan(),
    { ...fullResult, imported: 'Y', doors: undefined },
    'AB12CDE',
  );
  const van = registered.policy.eventCurrent.risk.vehicles?.[0];

  it('saves the van found as the temporary vehicle, its model as the lookup returned it', () => {
    expect(van).toMatchObject({
      regNumber: 'AB12CDE',
      yearOfManufacture: 2020,
      modelInfo: { manufacturer: 'FORD', transmission: 'TransMan', fuel: 'FuelDiesel' },
      // Copied from the van quoted, as saveTemporaryVehicle copies them.
      datePurchased: '2024-05-01',
      keptPostcode: 'LS1 4AP',
      pricePaid: 3500,
      value: 4000,
    });
    expect(van?.modelInfo?.doors).toBeUndefined();
  });

  it("keeps the customer's answers about the van quoted, where saveTemporaryVehicle would drop them", () => {
    expect(van).toMatchObject({ cover: 'TPFT', classOfUse: 'SDP', proposerIsKeeper: false });
  });

  it('answers duq 476 (imported) as the lookup says', () => {
    const risk = registered.policy.eventCurrent.risk;
    expect(getDuqAnswer(risk, DUQ_QUESTIONS.vanImported)).toBe('A');
    const notImported = withRegisteredVan(quoteWithVan(), fullResult, 'AB12CDE');
    expect(getDuqAnswer(notImported.policy.eventCurrent.risk, DUQ_QUESTIONS.vanImported)).toBe('C');
  });

  it('flags the model fields the lookup did not return (§4.5 invalidVehicleData)', () => {
    expect(missingModelFields(registered)).toEqual({
      transmission: false,
      doors: true,
      fuel: false,
    });
  });
});
