import { updateRisk, withDuqAnswer, withUserfieldAnswer } from '@van/domain/forms';
import { DUQ_QUESTIONS, USERFIELD_CODES } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { pricedQuote, quoteBeforeCover } from '../../testing/fixtures';
import {
  chosenPaymentOption,
  frameHeightOf,
  frameStatusOf,
  offers,
  paymentFailureHref,
} from './payment-option';

const quoteWith = (method: 'PayInFull' | 'Instalmnts') =>
  updateRisk(pricedQuote(quoteBeforeCover('2025-06-15').policy.eventCurrent.risk), (risk) =>
    withDuqAnswer(
      withUserfieldAnswer(risk, USERFIELD_CODES.PaymentFrequency, method),
      DUQ_QUESTIONS.paymentFrequency,
      method,
    ),
  );

describe('chosenPaymentOption', () => {
  it.each([
    ['PayInFull', 'ANNUAL_CARD'],
    ['Instalmnts', 'MONTHLY_DD'],
  ] as const)('§4.8: %s maps to %s', (method, option) => {
    expect(chosenPaymentOption(quoteWith(method))).toBe(option);
  });
});

describe('offers', () => {
  it('is true only for an option the service gave', () => {
    expect(offers([{ type: 'ANNUAL_CARD' }], 'ANNUAL_CARD')).toBe(true);
    expect(offers([{ type: 'ANNUAL_CARD' }], 'MONTHLY_DD')).toBe(false);
    expect(offers([], 'ANNUAL_CARD')).toBe(false);
  });
});

describe('paymentFailureHref', () => {
  it('§2.2: carries the quote reference as quoteRef', () => {
    expect(paymentFailureHref('12345-67890-12345')).toBe(
      '/payment-failure?quoteRef=12345-67890-12345',
    );
  });
});

describe('frameStatusOf', () => {
  const session = { sessionId: 'cs_1', frameUrl: 'http://127.0.0.1:3100/pay/cs_1' };
  const message = (data: unknown, origin = 'http://127.0.0.1:3100') => ({ origin, data });

  it('reads the status of the frame’s message about this session', () => {
    expect(
      frameStatusOf(
        message({ type: 'sandbox.payment', sessionId: 'cs_1', status: 'succeeded' }),
        session,
      ),
    ).toBe('succeeded');
  });

  it.each([
    [
      'another origin',
      message(
        { type: 'sandbox.payment', sessionId: 'cs_1', status: 'succeeded' },
        'http://evil.example',
      ),
    ],
    [
      'another session',
      message({ type: 'sandbox.payment', sessionId: 'cs_2', status: 'succeeded' }),
    ],
    ['another type', message({ type: 'other', sessionId: 'cs_1', status: 'succeeded' })],
    ['an unknown status', message({ type: 'sandbox.payment', sessionId: 'cs_1', status: 'paid' })],
    ['not an object', message('succeeded')],
  ])('ignores a message from %s', (_case, event) => {
    expect(frameStatusOf(event, session)).toBeUndefined();
  });
});

describe('frameHeightOf', () => {
  const session = { sessionId: 'cs_1', frameUrl: 'http://127.0.0.1:3100/pay/cs_1' };
  const message = (data: unknown, origin = 'http://127.0.0.1:3100') => ({ origin, data });

  it.each([
    [812, 812],
    [640.4, 641],
    [20, 200],
    [100_000, 2400],
  ])('sizes the frame to the height its page asks for (%s px → %s px)', (asked, given) => {
    expect(
      frameHeightOf(message({ type: 'sandbox.resize', sessionId: 'cs_1', height: asked }), session),
    ).toBe(given);
  });

  it.each([
    [
      'another origin',
      message({ type: 'sandbox.resize', sessionId: 'cs_1', height: 800 }, 'http://evil.example'),
    ],
    ['another session', message({ type: 'sandbox.resize', sessionId: 'cs_2', height: 800 })],
    [
      'a result message',
      message({ type: 'sandbox.payment', sessionId: 'cs_1', status: 'succeeded' }),
    ],
    ['no number', message({ type: 'sandbox.resize', sessionId: 'cs_1', height: '800' })],
  ])('ignores %s', (_case, event) => {
    expect(frameHeightOf(event, session)).toBeUndefined();
  });
});
