import {
  chosenPayMethod,
  DUQ_QUESTIONS,
  updateRisk,
  USERFIELD_CODES,
  withDuqAnswer,
  withUserfieldAnswer,
  type PayMethodType,
  type Quote,
  type Result,
} from '@van/domain';

/**
 * How the customer means to pay: their own answer first (the PAYFREQ userfield, then duq 295, as
 * cover-details writes both), then topUp.payment, which the service answers from the same answer.
 */
export function payMethodOf(quote: Quote): PayMethodType {
  return (
    chosenPayMethod(quote.policy.eventCurrent.risk) ??
    quote.topUp?.payment?.selectedPaymentMethod ??
    'PayInFull'
  );
}

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

/** The first instalment plan of a result (§3.11: the figures of paying monthly come from it). */
export function firstInstalmentPlan(result: Result | undefined) {
  return result?.instalmentPlans?.[0];
}

/** §9.3: a tier can be paid monthly only when it has an instalment plan. */
export function canPayMonthly(result: Result | undefined): boolean {
  return firstInstalmentPlan(result) !== undefined;
}
