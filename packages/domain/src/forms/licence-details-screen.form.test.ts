import { describe, expect, it } from 'vitest';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { answeredQuote } from '../testing/answered-quote.ts';
import {
  additionalDrivers,
  applyLicenceAnswers,
  licenceAnswersSchema,
  licenceDetailsFormOf,
  licenceScreenFormFromQuote,
  licenceScreenSchema,
  mainDriverFromQuote,
  type LicenceAnswers,
} from './licence-details-screen.form.ts';

const TODAY = '2025-06-15';
const DATE_OF_BIRTH = '1980-05-17';
const CLAIM = {
  description: 'ACCREARF',
  claimDate: { day: 3, month: 11, year: 2024 },
  ncdPrejudiced: true,
} as const;

const answers: LicenceAnswers = {
  licenceType: 'Full Licence',
  dateObtained: { day: 20, month: 7, year: 2005 },
  licenceNumber: { provideLicenceNumber: false },
  hasClaims: true,
  claims: [CLAIM],
  hasMedicalCondition: true,
  dvlaNotified: true,
  dvlaRestriction: false,
  mainDriver: 'proposer',
};

function messagesFor(form: unknown, drivers = 0): Record<string, string> {
  const result = licenceScreenSchema(TODAY, DATE_OF_BIRTH, drivers).safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('licenceScreenSchema', () => {
  it('asks every gate of the screen at once, the DVLA questions only after a Yes', () => {
    const { hasClaims: _c, hasMedicalCondition: _m, dvlaNotified: _n, ...rest } = answers;
    expect(messagesFor(rest)).toEqual({
      hasClaims: 'Please tell us whether you have made any claims in the last 5 years',
      hasMedicalCondition:
        'Please tell us whether you have a medical condition or disability the DVLA should know about',
      addAnotherDriver: 'Please tell us whether you would like to add another driver',
    });
    expect(messagesFor({ ...answers, addAnotherDriver: false, dvlaNotified: undefined })).toEqual({
      dvlaNotified: 'Please tell us whether you have told the DVLA',
    });
    expect(
      messagesFor({
        ...answers,
        addAnotherDriver: false,
        hasMedicalCondition: false,
        dvlaNotified: undefined,
        dvlaRestriction: undefined,
      }),
    ).toEqual({});
  });

  it.each([
    ['takes the proposer', 'proposer', 0, []],
    ['takes the one additional driver', 0, 1, []],
    ['refuses a driver the quote does not name', 1, 1, ['mainDriver']],
  ])('as main driver %s (§4.6)', (_case, mainDriver, drivers, refused) => {
    const form = { ...answers, addAnotherDriver: false, mainDriver };
    expect(Object.keys(messagesFor(form, drivers))).toEqual(refused);
  });

  it("checks the licence form's own rules: no licence before 17 (§5.1)", () => {
    const early = licenceAnswersSchema(TODAY, '1995-05-17', 0).safeParse({
      ...answers,
      dateObtained: { day: 1, month: 1, year: 2010 },
    });
    expect(early.error?.issues.map((issue) => issue.message)).toEqual([
      'You cannot have got your licence before you were 17',
    ]);
  });
});

describe('licenceDetailsFormOf', () => {
  it('sends the claims and the medical condition after Yes', () => {
    expect(licenceDetailsFormOf(answers)).toEqual({
      licenceType: 'Full Licence',
      dateObtained: { day: 20, month: 7, year: 2005 },
      licenceNumber: { provideLicenceNumber: false },
      claims: [CLAIM],
      medicalCondition: { dvlaNotified: true, dvlaRestriction: false },
    });
  });

  it('sends no claims and no medical condition after No, whatever was typed before', () => {
    const form = licenceDetailsFormOf({ ...answers, hasClaims: false, hasMedicalCondition: false });
    expect(form.claims).toEqual([]);
    expect(form.medicalCondition).toBeUndefined();
  });
});

describe('the screen and the quote', () => {
  it('starts a quote whose licence is not answered with only the licence number asked for', () => {
    expect(licenceScreenFormFromQuote(createDefaultDirectQuote(TODAY))).toEqual({
      licenceNumber: { provideLicenceNumber: true },
      claims: [],
      mainDriver: 'proposer',
    });
  });

  it('reads back what applyLicenceAnswers wrote, the gates from what is behind them', () => {
    const quote = answeredQuote();
    const saved = applyLicenceAnswers(quote, { ...answers, mainDriver: 0 }, TODAY);

    expect(licenceScreenFormFromQuote(saved)).toEqual({
      ...answers,
      mainDriver: 0,
      addAnotherDriver: false,
    });
    expect(mainDriverFromQuote(saved)).toBe(0);
    expect(additionalDrivers(saved)[0]?.driverDetails?.vehicleUse).toBe('MainUser');
    expect(saved.policy.eventCurrent.risk.proposer.driverDetails?.vehicleUse).toBe('Frequently');
  });

  it('reads No to claims and to a medical condition once the licence is answered', () => {
    const saved = applyLicenceAnswers(
      answeredQuote(),
      { ...answers, hasClaims: false, hasMedicalCondition: false },
      TODAY,
    );
    expect(licenceScreenFormFromQuote(saved)).toMatchObject({
      hasClaims: false,
      claims: [],
      hasMedicalCondition: false,
    });
  });

  it("shows No to 'add another driver' once the licence is answered, whoever is named", () => {
    const unanswered = createDefaultDirectQuote(TODAY);
    expect(licenceScreenFormFromQuote(unanswered)).not.toHaveProperty('addAnotherDriver');
    for (const drivers of [[], undefined]) {
      const quote = answeredQuote('2025-06-20', drivers === undefined ? {} : { drivers });
      const saved = applyLicenceAnswers(quote, answers, TODAY);
      expect(licenceScreenFormFromQuote(saved).addAnotherDriver).toBe(false);
    }
  });

  it('makes no one main driver while the quote names no additional driver', () => {
    const quote = answeredQuote('2025-06-20', { drivers: [] });
    const saved = applyLicenceAnswers(quote, answers, TODAY);
    expect(saved.policy.eventCurrent.risk.proposer.driverDetails?.vehicleUse).toBe(
      quote.policy.eventCurrent.risk.proposer.driverDetails?.vehicleUse,
    );
    expect(mainDriverFromQuote(saved)).toBe('proposer');
  });
});
