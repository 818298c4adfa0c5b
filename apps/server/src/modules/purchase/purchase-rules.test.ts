import { priceToPayToday, selectedResult, type Result } from '@van/domain/quote';
import {
  PAYMENT_NOT_CONFIRMED_MESSAGE,
  SALE_REFUSED_MESSAGE,
  type ErrorCode,
} from '@van/domain/shared';
import { answeredQuote } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/token-hash.ts';
import { pricedQuoteOf } from '../../test/priced-quote.ts';
import {
  amountToChargePence,
  creditRefusal,
  heldPence,
  mandateCollectionDay,
  paymentOptionsFor,
  refusedAtIssue,
  sessionAttempt,
  SESSION_REUSE_MARGIN_MS,
  wrapUpRefusal,
} from './purchase-rules.ts';
import type { PaymentStatus } from './purchase.table.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('sessionAttempt', () => {
  it('counts the sessions that ran out or are about to, and reuses the others', () => {
    expect(sessionAttempt([], NOW)).toBe(0);
    expect(sessionAttempt([{ status: 'open', expires_at: at(30 * 60 * 1000) }], NOW)).toBe(0);
    expect(
      sessionAttempt(
        [
          { status: 'expired', expires_at: at(30 * 60 * 1000) },
          { status: 'open', expires_at: at(SESSION_REUSE_MARGIN_MS) },
          { status: 'declined', expires_at: at(SESSION_REUSE_MARGIN_MS + 1) },
        ],
        NOW,
      ),
    ).toBe(2);
  });
});

describe('mandateCollectionDay', () => {
  it("is the chosen day, else the cover start's day, at most the 28th", () => {
    expect(mandateCollectionDay(5, '2026-12-30')).toBe(5);
    expect(mandateCollectionDay(undefined, '2026-12-09')).toBe(9);
    expect(mandateCollectionDay(undefined, '2026-12-30')).toBe(28);
  });
});

describe('heldPence', () => {
  it('is what a succeeded session took less its refunds, and nothing otherwise', () => {
    expect(heldPence({ status: 'succeeded', amount: 1000, amountRefunded: 300 })).toBe(700);
    expect(heldPence({ status: 'declined', amount: 1000, amountRefunded: 0 })).toBe(0);
  });
});

describe('creditRefusal', () => {
  it('declines on FAILED, refuses monthly payments on FAILED_CREDIT, and is a 503 otherwise', () => {
    expect(creditRefusal('FAILED').code).toBe('QuoteDeclined');
    expect(creditRefusal('FAILED_CREDIT').code).toBe('CreditCheckFailed');
    expect(creditRefusal('SERVICE_UNAVAILABLE').code).toBe('ServiceUnavailable');
  });
});

describe('hashToken', () => {
  it('is the SHA-256 in hex that every stored key and token hash already is', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('paymentOptionsFor (§4.8)', () => {
  const allowing = (...types: string[]): Result =>
    ({
      resultStatusDetails: { availablePayMethods: types.map((type) => ({ type })) },
    }) as Result;

  it('maps each pay method the result allows to its option, once each, in the result’s order', () => {
    expect(paymentOptionsFor(allowing('Instalmnts', 'PayInFull', 'Instalmnts'))).toEqual([
      { type: 'MONTHLY_DD' },
      { type: 'ANNUAL_CARD' },
    ]);
    expect(paymentOptionsFor(allowing('PayInFull'))).toEqual([{ type: 'ANNUAL_CARD' }]);
  });

  it('offers nothing for a result without pay methods, or with none it knows', () => {
    expect(paymentOptionsFor(undefined)).toEqual([]);
    expect(paymentOptionsFor(allowing())).toEqual([]);
    expect(paymentOptionsFor(allowing('Cheque'))).toEqual([]);
  });
});

// The payment page shows priceToPayToday(selectedResult(quote), option) as the price to pay today
// (decision 038): what the card is charged must be that very figure, for a quote as the quote
// service prices it.
describe('the amount charged and the price shown', () => {
  const quote = pricedQuoteOf(answeredQuote());

  it.each(['ANNUAL_CARD', 'MONTHLY_DD'] as const)(
    'charges for %s exactly the price to pay today that the payment page shows',
    (option) => {
      const shown = priceToPayToday(selectedResult(quote), option);
      expect(shown).toBeGreaterThan(0);
      expect(amountToChargePence(selectedResult(quote), option)).toBe(Math.round(shown! * 100));
    },
  );

  it('charges the sold event’s own figures: the quote service answers VAN’s result in both places', () => {
    expect(selectedResult(quote)).toEqual(quote.policy.eventCurrent.result);
    expect(amountToChargePence(selectedResult(quote), 'ANNUAL_CARD')).toBe(
      Math.round(quote.policy.eventCurrent.result!.premiumDetails!.totalPayable! * 100),
    );
  });

  it('charges nothing for a result without the figure', () => {
    expect(amountToChargePence(undefined, 'ANNUAL_CARD')).toBeUndefined();
    expect(
      amountToChargePence({ premiumDetails: { totalPayable: 0 } }, 'ANNUAL_CARD'),
    ).toBeUndefined();
    expect(amountToChargePence({ instalmentPlans: [] }, 'MONTHLY_DD')).toBeUndefined();
  });
});

describe('wrapUpRefusal (decision 033: the wrap-up answers a refused payment)', () => {
  const TODAY = '2026-11-22';
  const paid = (status: PaymentStatus, failure_code: string | null) => ({ status, failure_code });
  // A quote whose cover started long before TODAY: saleRefusal refuses it for its start date.
  const startPassed = answeredQuote('2025-06-20');

  it.each<[string, ReturnType<typeof paid> | undefined]>([
    ['no payment', undefined],
    ['an open payment', paid('open', null)],
    ['a paid payment', paid('succeeded', null)],
    ['a declined card', paid('declined', 'card_declined')],
    ['a refund due without a reason', paid('refund_due', null)],
  ])('lets the wrap-up go on for %s', (_case, latest) => {
    expect(wrapUpRefusal(latest, startPassed, TODAY)).toBeUndefined();
    expect(refusedAtIssue(latest)).toBe(false);
  });

  it.each<[PaymentStatus, string]>([
    ['refund_due', 'session_mismatch:amount'],
    ['refunded', 'session_mismatch:currency,event'],
    ['refunded', 'refunded_before_issue'],
    ['refunded', 'OfferCodeNotApplied'],
  ])('answers a %s payment refused for %s with PaymentFailure', (status, reason) => {
    expect(refusedAtIssue(paid(status, reason))).toBe(false);
    expect(wrapUpRefusal(paid(status, reason), undefined, TODAY)).toEqual({
      code: 'PaymentFailure',
      message: PAYMENT_NOT_CONFIRMED_MESSAGE,
    });
  });

  it('answers a sale refused at issue with the refusal as it stands today', () => {
    const latest = paid('refunded', 'RiskIncomplete');
    expect(refusedAtIssue(latest)).toBe(true);
    expect(wrapUpRefusal(latest, startPassed, TODAY)).toMatchObject({
      code: 'CoverStartDateInvalid',
    });
  });

  it.each<ErrorCode>(['CoverStartDateInvalid', 'RiskIncomplete'])(
    'answers a sale refused at issue for %s, that no longer applies, in the words kept for it',
    (reason) => {
      const latest = paid('refund_due', reason);
      expect(refusedAtIssue(latest)).toBe(true);
      expect(wrapUpRefusal(latest, undefined, TODAY)).toEqual({
        code: reason,
        message: SALE_REFUSED_MESSAGE,
      });
    },
  );
});
