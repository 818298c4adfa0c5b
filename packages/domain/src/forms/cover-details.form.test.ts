import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVER_START_MESSAGES, MAX_COVER_START_DAYS } from '../quote/cover-start.ts';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { applySendRules } from '../quote/create-quote-request.ts';
import { QuoteSchema } from '../quote/quote.schema.ts';
import { PREVIOUS_EXPERIENCE_TYPES } from '../reference-data/lists/previous-experience.ts';
import {
  HOME_RENEWAL_MONTH_CODES,
  applyCoverDetails,
  coverDetailsAnswersThatApply,
  coverDetailsFormFromQuote,
  coverDetailsFormSchema,
  coverDetailsQuestionsThatApply,
  type CoverDetailsForm,
} from './cover-details.form.ts';
import { datePartsFromIsoDate } from './date-parts.ts';
import { getDuqAnswer, getUserfieldAnswer } from './risk-answers.ts';

const TODAY = '2026-03-10';

const validForm: CoverDetailsForm = {
  coverStartDate: { day: 20, month: 3, year: 2026 },
  homeRenewalMonth: '7',
  noClaimDiscountYears: 4,
  noClaimDiscountProtection: true,
  coverLevel: 'C',
  paymentFrequency: 'Instalmnts',
};

function messagesFor(form: unknown): string[] {
  const result = coverDetailsFormSchema(TODAY).safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('coverDetailsFormSchema', () => {
  it('accepts a complete form starting today', () => {
    expect(
      messagesFor({ ...validForm, coverStartDate: { day: 10, month: 3, year: 2026 } }),
    ).toEqual([]);
  });

  it.each([
    [
      'a start date in the past',
      { coverStartDate: { day: 9, month: 3, year: 2026 } },
      'Your cover start date cannot be in the past',
    ],
    [
      '31 days ahead',
      { coverStartDate: { day: 10, month: 4, year: 2026 } },
      COVER_START_MESSAGES.tooFarAhead,
    ],
    [
      'a date that does not exist',
      { coverStartDate: { day: 31, month: 4, year: 2026 } },
      'Enter a real date, for example 27 3 2007',
    ],
    [
      '29 February in a common year',
      { coverStartDate: { day: 29, month: 2, year: 2027 } },
      'Enter a real date, for example 27 3 2007',
    ],
    ['NCD years above 20', { noClaimDiscountYears: 21 }, 'Choose 20 if you have 20 years or more'],
    [
      'negative NCD years',
      { noClaimDiscountYears: -1 },
      'Please tell us how many years of no claims discount you have',
    ],
    [
      'protection with no NCD',
      {
        noClaimDiscountYears: 0,
        noClaimDiscountProtection: true,
        prevDrivingExpType: 'BLANK',
        prevDrivingExpNoClaimYears: 0,
      },
      'You can only protect a no claims discount of 1 year or more',
    ],
    [
      'no previous experience when NCD is 0',
      { noClaimDiscountYears: 0, noClaimDiscountProtection: false },
      'Please choose your previous driving experience',
    ],
    [
      'experience type without years',
      { prevDrivingExpType: 'OWNCAR' },
      'Please tell us how many years you drove without a claim',
    ],
    [
      'an unknown renewal month',
      { homeRenewalMonth: '13' },
      'Please tell us which month your home insurance renews',
    ],
    [
      'no payment frequency',
      { paymentFrequency: undefined },
      'Please choose how you would like to pay',
    ],
    ['an unknown cover level', { coverLevel: 'TPO' }, 'Please choose your level of cover'],
  ])('refuses %s', (_name, change, message) => {
    expect(messagesFor({ ...validForm, ...change })).toContain(message);
  });
});

describe('applyCoverDetails', () => {
  const quote = createDefaultDirectQuote(TODAY);

  it('writes the cover answers where the spec keeps them (§3.9, §4.7, §9.8, §9.10)', () => {
    const next = applyCoverDetails(quote, validForm, TODAY);
    const risk = next.policy.eventCurrent.risk;
    expect(risk.startDate).toBe('2026-03-20');
    expect(next.policy.startDate).toBe('2026-03-20');
    expect(getUserfieldAnswer(risk, 'MOTORMON')).toBe('7');
    expect(risk.previousInsuranceMotor).toEqual({
      type: 'GV',
      expiryDate: '2026-03-20',
      noClaimsDiscount: { years: 4, protected: true },
    });
    expect(getDuqAnswer(risk, 247)).toBe('4');
    expect(risk.vehicles?.[0]?.cover).toBe('C');
    expect(next.topUp?.payment?.selectedPaymentMethod).toBe('Instalmnts');
    expect(getUserfieldAnswer(risk, 'PAYFREQ')).toBe('Instalmnts');
    expect(getDuqAnswer(risk, 295)).toBe('Instalmnts');
    expect(next.topUp?.van?.shouldAskPolicyStartDate).toBe(false);
    expect(QuoteSchema.safeParse(next).success).toBe(true);
  });

  it("keeps MOTORMON at '-1' when the renewal month is not known", () => {
    const next = applyCoverDetails(quote, { ...validForm, homeRenewalMonth: '-1' }, TODAY);
    expect(getUserfieldAnswer(next.policy.eventCurrent.risk, 'MOTORMON')).toBe('-1');
  });

  it("stores NCD 0 with BLANK experience as {type 'BLANK', yearsClaimFree} and no previousInsuranceMotor (§4.7)", () => {
    const withNcd = applyCoverDetails(quote, validForm, TODAY);
    const next = applyCoverDetails(
      withNcd,
      {
        ...validForm,
        noClaimDiscountYears: 0,
        noClaimDiscountProtection: false,
        prevDrivingExpType: 'BLANK',
        prevDrivingExpNoClaimYears: 2,
      },
      TODAY,
    );
    const risk = next.policy.eventCurrent.risk;
    expect(risk.previousInsuranceMotor).toBeUndefined();
    expect(risk.drivingExperience).toEqual({ type: 'BLANK', yearsClaimFree: 2 });
    expect(getDuqAnswer(risk, 247)).toBe('0');
  });

  it('removes drivingExperience when it is no longer given', () => {
    const first = applyCoverDetails(
      quote,
      { ...validForm, prevDrivingExpType: 'OWNCAR', prevDrivingExpNoClaimYears: 3 },
      TODAY,
    );
    const next = applyCoverDetails(first, validForm, TODAY);
    expect(next.policy.eventCurrent.risk.drivingExperience).toBeUndefined();
  });

  it("moves datePurchased with the cover start when the customer doesn't have the van yet (§4.7)", () => {
    const start = applyCoverDetails(quote, validForm, TODAY);
    const risk = start.policy.eventCurrent.risk;
    const notYetBought = {
      ...start,
      policy: {
        ...start.policy,
        eventCurrent: {
          ...start.policy.eventCurrent,
          risk: { ...risk, vehicles: [{ ...risk.vehicles?.[0], datePurchased: '2026-03-20' }] },
        },
      },
    };
    const moved = applyCoverDetails(
      notYetBought,
      { ...validForm, coverStartDate: { day: 1, month: 4, year: 2026 } },
      TODAY,
    );
    expect(moved.policy.eventCurrent.risk.vehicles?.[0]?.datePurchased).toBe('2026-04-01');
  });

  it('does not change a datePurchased in the past', () => {
    const risk = quote.policy.eventCurrent.risk;
    const bought = {
      ...quote,
      policy: {
        ...quote.policy,
        eventCurrent: {
          ...quote.policy.eventCurrent,
          risk: { ...risk, vehicles: [{ ...risk.vehicles?.[0], datePurchased: '2024-01-01' }] },
        },
      },
    };
    const next = applyCoverDetails(bought, validForm, TODAY);
    expect(next.policy.eventCurrent.risk.vehicles?.[0]?.datePurchased).toBe('2024-01-01');
  });

  it('never changes the quote it is given', () => {
    const before = JSON.parse(JSON.stringify(quote)) as unknown;
    applyCoverDetails(quote, validForm, TODAY);
    expect(quote).toEqual(before);
  });

  it('refuses an invalid form', () => {
    expect(() =>
      applyCoverDetails(quote, { ...validForm, noClaimDiscountYears: 99 }, TODAY),
    ).toThrow();
  });
});

describe('coverDetailsFormFromQuote', () => {
  it("shows MOTORMON '-1' and nothing else unanswered on a fresh quote, bar its defaults", () => {
    const form = coverDetailsFormFromQuote(createDefaultDirectQuote(TODAY));
    expect(form).toEqual({
      coverStartDate: { day: 10, month: 3, year: 2026 },
      homeRenewalMonth: '-1',
      coverLevel: 'C',
    });
  });
});

describe('an NCD of 0 as the quote service keeps it', () => {
  it('reads back 0 years after the send rules drop duq 247, so the customer is not asked again', () => {
    const answered = applyCoverDetails(
      createDefaultDirectQuote(TODAY),
      {
        coverStartDate: { day: 10, month: 3, year: 2026 },
        homeRenewalMonth: '-1',
        noClaimDiscountYears: 0,
        noClaimDiscountProtection: false,
        prevDrivingExpType: 'BLANK',
        prevDrivingExpNoClaimYears: 0,
        coverLevel: 'C',
        paymentFrequency: 'PayInFull',
      },
      TODAY,
    );
    const stored = {
      ...answered,
      policy: {
        ...answered.policy,
        eventCurrent: {
          ...answered.policy.eventCurrent,
          risk: applySendRules(answered.policy.eventCurrent.risk, 'create'),
        },
      },
    };
    expect(coverDetailsFormFromQuote(stored)).toMatchObject({
      noClaimDiscountYears: 0,
      noClaimDiscountProtection: false,
      prevDrivingExpType: 'BLANK',
    });
  });
});

const experienceCodes = PREVIOUS_EXPERIENCE_TYPES.map((type) => type.code);

const validFormArbitrary: fc.Arbitrary<{ today: string; form: CoverDetailsForm }> = fc
  .record({
    todayOffset: fc.integer({ min: 0, max: 3650 }),
    startOffset: fc.integer({ min: 0, max: MAX_COVER_START_DAYS }),
    homeRenewalMonth: fc.constantFrom(...HOME_RENEWAL_MONTH_CODES),
    noClaimDiscountYears: fc.integer({ min: 0, max: 20 }),
    protect: fc.boolean(),
    experience: fc.option(
      fc.record({
        type: fc.constantFrom(...experienceCodes),
        years: fc.integer({ min: 0, max: 20 }),
      }),
      { nil: undefined },
    ),
    coverLevel: fc.constantFrom('C' as const, 'TPFT' as const),
    paymentFrequency: fc.constantFrom('PayInFull' as const, 'Instalmnts' as const),
  })
  .map((value) => {
    const day = 86_400_000;
    const todayTime = Date.UTC(2025, 0, 1) + value.todayOffset * day;
    const today = new Date(todayTime).toISOString().slice(0, 10);
    const start = new Date(todayTime + value.startOffset * day).toISOString().slice(0, 10);
    const experience =
      value.experience ??
      (value.noClaimDiscountYears === 0 ? { type: 'BLANK' as const, years: 0 } : undefined);
    const form: CoverDetailsForm = {
      coverStartDate: datePartsFromIsoDate(start),
      homeRenewalMonth: value.homeRenewalMonth,
      noClaimDiscountYears: value.noClaimDiscountYears,
      noClaimDiscountProtection: value.protect && value.noClaimDiscountYears > 0,
      ...(experience
        ? { prevDrivingExpType: experience.type, prevDrivingExpNoClaimYears: experience.years }
        : {}),
      coverLevel: value.coverLevel,
      paymentFrequency: value.paymentFrequency,
    };
    return { today, form };
  });

describe('cover details round trip', () => {
  it('reads back any valid form after applying it, even over an earlier answer', () => {
    fc.assert(
      fc.property(validFormArbitrary, validFormArbitrary, (first, second) => {
        expect(coverDetailsFormSchema(second.today).safeParse(second.form).success).toBe(true);
        const quote = createDefaultDirectQuote(first.today);
        const once = applyCoverDetails(quote, first.form, first.today);
        const twice = applyCoverDetails(once, second.form, second.today);
        expect(coverDetailsFormFromQuote(twice)).toEqual(second.form);
        expect(QuoteSchema.safeParse(twice).success).toBe(true);
      }),
    );
  });
});

describe('the cover questions that apply', () => {
  it.each([
    [
      'no discount given yet',
      undefined,
      { noClaimDiscountProtection: false, previousExperience: false },
    ],
    ['no discount', 0, { noClaimDiscountProtection: false, previousExperience: true }],
    ['a discount of 1 year', 1, { noClaimDiscountProtection: true, previousExperience: false }],
    [
      'a discount of 20 years or more',
      20,
      { noClaimDiscountProtection: true, previousExperience: false },
    ],
  ])(
    'with %s asks protection only with a discount, previous experience only without',
    (_case, years, applies) => {
      expect(coverDetailsQuestionsThatApply(years)).toEqual(applies);
    },
  );

  it('does not send previous experience chosen before a discount was given', () => {
    const answers = coverDetailsAnswersThatApply({
      ...validForm,
      noClaimDiscountYears: 4,
      prevDrivingExpType: 'OWNCAR',
      prevDrivingExpNoClaimYears: 3,
    });

    expect(answers).toMatchObject({ noClaimDiscountYears: 4, noClaimDiscountProtection: true });
    expect(answers.prevDrivingExpType).toBeUndefined();
    expect(answers.prevDrivingExpNoClaimYears).toBeUndefined();
    const risk = applyCoverDetails(createDefaultDirectQuote(TODAY), answers, TODAY).policy
      .eventCurrent.risk;
    expect(risk.drivingExperience).toBeUndefined();
  });

  it('sends protection as No without a discount, and keeps the previous experience', () => {
    const answers = coverDetailsAnswersThatApply({
      ...validForm,
      noClaimDiscountYears: 0,
      noClaimDiscountProtection: true,
      prevDrivingExpType: 'OWNCAR',
      prevDrivingExpNoClaimYears: 3,
    });

    expect(answers).toEqual({
      ...validForm,
      noClaimDiscountYears: 0,
      noClaimDiscountProtection: false,
      prevDrivingExpType: 'OWNCAR',
      prevDrivingExpNoClaimYears: 3,
    });
    expect(coverDetailsFormSchema(TODAY).safeParse(answers).success).toBe(true);
  });

  it('leaves answers that all apply as they are', () => {
    expect(coverDetailsAnswersThatApply(validForm)).toEqual(validForm);
  });
});
