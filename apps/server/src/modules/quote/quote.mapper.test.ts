import { withDuqAnswer, withUserfieldAnswer, withoutUserfieldAnswer } from '@van/domain/forms';
import { DUQ_QUESTIONS, USERFIELD_CODES } from '@van/domain/reference-data';
import { type Risk } from '@van/domain/risk';
import { completedDirectQuote } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { pricedQuoteOf } from '../../test/priced-quote.ts';

/** completedDirectQuote priced on 22 November 2026 by toPricedQuote, cover from `startDate`. */
function pricedQuote(startDate: string, answer: (risk: Risk) => Risk = (risk) => risk) {
  const quote = completedDirectQuote('2026-11-22');
  quote.policy.eventCurrent.risk = answer({ ...quote.policy.eventCurrent.risk, startDate });
  return pricedQuoteOf(quote, { now: new Date('2026-11-22T10:00:00Z') });
}

describe('toPricedQuote', () => {
  it('covers a year from the start date and stays open for 30 days from today', () => {
    const { policy } = pricedQuote('2027-02-28');
    expect(policy).toMatchObject({
      startDate: '2027-02-28',
      inceptionDate: '2027-02-28T00:00:00.000Z',
      endDate: '2028-02-27T23:59:59.000Z',
      renewalDate: '2028-02-28T00:00:00.000Z',
      expiryDate: '2026-12-22T23:59:59.000Z',
      status: 'Quote',
    });
  });

  it('holds the VAN tier as the current event and every tier in eventsRelated, cheapest first (§4.4)', () => {
    const { policy } = pricedQuote('2026-11-22');
    expect(policy.eventCurrent.result?.grantedDetailsMotor?.productIdentifier).toBe('VAN');
    expect(
      policy.eventsRelated?.map((event) => event.result?.grantedDetailsMotor?.productIdentifier),
    ).toEqual(['VAN', 'SILVER', 'GOLD', 'PLATINUM']);
    expect(policy.eventsRelated?.filter((event) => event.isCurrentEvent)).toHaveLength(1);
  });

  it.each(['SILVER', 'GOLD', 'PLATINUM', 'VAN'] as const)(
    'holds the tier chosen in the Tier userfield (%s) as the current event, and only it (decision 049)',
    (tier) => {
      const { policy } = pricedQuote('2026-11-22', (risk) =>
        withUserfieldAnswer(risk, USERFIELD_CODES.Tier, tier),
      );
      expect(policy.eventCurrent.result?.grantedDetailsMotor?.productIdentifier).toBe(tier);
      const current = policy.eventsRelated?.filter((event) => event.isCurrentEvent) ?? [];
      expect(current.map((event) => event.result?.grantedDetailsMotor?.productIdentifier)).toEqual([
        tier,
      ]);
      expect(current[0]?.result).toEqual(policy.eventCurrent.result);
    },
  );

  it('holds VAN when the Tier userfield names no tier we sell (§4.4 default)', () => {
    const { policy } = pricedQuote('2026-11-22', (risk) =>
      withUserfieldAnswer(risk, USERFIELD_CODES.Tier, 'BRONZE'),
    );
    expect(policy.eventCurrent.result?.grantedDetailsMotor?.productIdentifier).toBe('VAN');
  });

  it('answers the price explained for the customer, never the model (decision 049)', () => {
    const { policy } = pricedQuote('2026-11-22');
    for (const event of policy.eventsRelated ?? []) {
      const codes = event.result?.calcDetails?.breakdownLines?.map((line) => line.code);
      expect(codes?.slice(0, 5)).toEqual([
        'START',
        'PROFILE_DRIVERS',
        'PROFILE_VAN',
        'PROFILE_KEPT',
        'PROFILE_HISTORY',
      ]);
      expect(event.result?.calcDetails?.areaRating).toBeUndefined();
      expect(event.result?.premiumDetails?.nettRated).toBeUndefined();
      expect(event.result?.premiumDetails?.loadDiscountInsurer).toBeUndefined();
    }
  });

  it('links the policy, its event and the wrap-up and quoteStore actions (§7.5)', () => {
    const { policy } = pricedQuote('2026-11-22');
    expect(policy.link).toBe('/api/v1/policies/11111-22222-33333');
    expect(policy.eventCurrent.link).toBe('/api/v1/policies/11111-22222-33333/events/001');
    expect(policy.eventCurrent.result?.resultStatusDetails?.availableActions).toEqual([
      {
        action: 'wrapUp',
        link: '/api/v1/policies/11111-22222-33333/proposals/001',
        method: 'POST',
      },
      {
        action: 'quoteStore',
        link: '/api/v1/policies/11111-22222-33333/proposals',
        method: 'POST',
      },
    ]);
  });

  it("answers the customer's pay method in topUp.payment (§4.8), paying in full when not asked", () => {
    const monthly = pricedQuote('2026-11-22', (risk) =>
      withDuqAnswer(
        withUserfieldAnswer(risk, USERFIELD_CODES.PaymentFrequency, 'Instalmnts'),
        DUQ_QUESTIONS.paymentFrequency,
        'Instalmnts',
      ),
    );
    const byDuqOnly = pricedQuote('2026-11-22', (risk) =>
      withDuqAnswer(
        withoutUserfieldAnswer(risk, USERFIELD_CODES.PaymentFrequency),
        DUQ_QUESTIONS.paymentFrequency,
        'Instalmnts',
      ),
    );
    const unanswered = pricedQuote('2026-11-22', (risk) => ({
      ...risk,
      userfieldAnswers: risk.userfieldAnswers?.filter(
        (entry) => entry.questionCode !== USERFIELD_CODES.PaymentFrequency,
      ),
      duqAnswers: risk.duqAnswers?.filter(
        (entry) => entry.questionNumber !== DUQ_QUESTIONS.paymentFrequency,
      ),
    }));
    expect(monthly.topUp?.payment?.selectedPaymentMethod).toBe('Instalmnts');
    expect(byDuqOnly.topUp?.payment?.selectedPaymentMethod).toBe('Instalmnts');
    expect(unanswered.topUp?.payment?.selectedPaymentMethod).toBe('PayInFull');
  });

  it('asks about another job when a proposer with no main job uses the van for business (§2.2)', () => {
    const retiredBusinessUser = pricedQuote('2026-11-22', (risk) => ({
      ...risk,
      proposer: { ...risk.proposer, fullTimeOccupation: { empStatus: 'Retired' } },
      vehicles: [{ ...risk.vehicles?.[0], classOfUse: 'C1' }],
    }));
    expect(retiredBusinessUser.topUp?.van?.shouldAskPartTimeOccupation).toBe(true);
    expect(pricedQuote('2026-11-22').topUp?.van?.shouldAskPartTimeOccupation).toBe(false);
  });
});
