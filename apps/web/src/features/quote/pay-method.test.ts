import {
  getDuqAnswer,
  getUserfieldAnswer,
  updateRisk,
  withUserfieldAnswer,
} from '@van/domain/forms';
import { createDefaultDirectQuote, selectedResult } from '@van/domain/quote';
import { DUQ_QUESTIONS, USERFIELD_CODES } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { canPayMonthly, payMethodOf, withPayMethod } from './pay-method';
import { engineQuote } from '../../testing/quote-test-kit';

const risk = createDefaultDirectQuote('2025-06-15').policy.eventCurrent.risk;

describe('payMethodOf', () => {
  it('prefers the customer’s answer (PAYFREQ) to the PayInFull the service answers with', () => {
    const quote = updateRisk(engineQuote(risk), (r) =>
      withUserfieldAnswer(r, USERFIELD_CODES.PaymentFrequency, 'Instalmnts'),
    );
    expect(quote.topUp?.payment?.selectedPaymentMethod).toBe('PayInFull');
    expect(payMethodOf(quote)).toBe('Instalmnts');
  });

  it('falls back to topUp.payment, then to paying yearly', () => {
    const quote = engineQuote(risk);
    expect(payMethodOf(quote)).toBe('PayInFull');
    const monthly = {
      ...quote,
      topUp: { payment: { selectedPaymentMethod: 'Instalmnts' as const } },
    };
    expect(payMethodOf(monthly)).toBe('Instalmnts');
  });
});

describe('withPayMethod', () => {
  it('records the choice in topUp.payment, PAYFREQ and duq 295, leaving prices alone', () => {
    const quote = engineQuote(risk);
    const monthly = withPayMethod(quote, 'Instalmnts');
    const changed = monthly.policy.eventCurrent.risk;
    expect(monthly.topUp?.payment?.selectedPaymentMethod).toBe('Instalmnts');
    expect(getUserfieldAnswer(changed, USERFIELD_CODES.PaymentFrequency)).toBe('Instalmnts');
    expect(getDuqAnswer(changed, DUQ_QUESTIONS.paymentFrequency)).toBe('Instalmnts');
    expect(monthly.policy.eventsRelated).toEqual(quote.policy.eventsRelated);
    expect(payMethodOf(monthly)).toBe('Instalmnts');
  });
});

describe('canPayMonthly', () => {
  it('is true only with an instalment plan', () => {
    expect(canPayMonthly(selectedResult(engineQuote(risk)))).toBe(true);
    expect(canPayMonthly(selectedResult(engineQuote(risk, { withoutPlans: ['VAN'] })))).toBe(false);
  });
});
