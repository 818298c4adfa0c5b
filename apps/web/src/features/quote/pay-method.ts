import { updateRisk, withDuqAnswer, withUserfieldAnswer } from '@van/domain/forms';
import { type PayMethodType } from '@van/domain/payment';
import { type Quote, type Result } from '@van/domain/quote';
import { DUQ_QUESTIONS, USERFIELD_CODES } from '@van/domain/reference-data';
import { firstInstalmentPlan } from '../../lib/quote-figures';

// Shared with the payment page (lib/quote-figures.ts).
export { firstInstalmentPlan, payMethodOf } from '../../lib/quote-figures';

/**
 * The quote with `method` as the payment choice everywhere cover-details keeps it (§4.8
 * topUp.payment.selectedPaymentMethod, the PAYFREQ userfield and duq 295). Prices do not change:
 * every result carries both the yearly and the monthly figures.
 */
export function withPayMethod(quote: Quote, method: PayMethodType): Quote {
  const next = updateRisk(quote, (risk) =>
    withDuqAnswer(
      withUserfieldAnswer(risk, USERFIELD_CODES.PaymentFrequency, method),
      DUQ_QUESTIONS.paymentFrequency,
      method,
    ),
  );
  return {
    ...next,
    topUp: { ...next.topUp, payment: { ...next.topUp?.payment, selectedPaymentMethod: method } },
  };
}

/** §9.3: a tier can be paid monthly only when it has an instalment plan. */
export function canPayMonthly(result: Result | undefined): boolean {
  return firstInstalmentPlan(result) !== undefined;
}
