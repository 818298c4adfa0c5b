import { type PaymentSession, type PaymentSessionRequest } from '@van/domain/contract';
import { type PaymentOption, type PaymentOptionType } from '@van/domain/payment';
import { selectedResult } from '@van/domain/quote';
import {
  DIRECT_DEBIT_MANDATE_MISSING_MESSAGE,
  NO_AVAILABLE_PAYMENT_METHODS_MESSAGE,
  PAYMENTS_UNAVAILABLE_MESSAGE,
} from '@van/domain/shared';
import { DomainError } from '../../lib/errors.ts';
import { assertCreditAgreementSigned } from './credit-agreement.service.ts';
import { findMandate, mandateAccountNumber } from './direct-debit-mandate.repository.ts';
import { findPaymentsOfChoice, insertPayment, type FinalizedQuote } from './payment.repository.ts';
import { refundDuePayment, settlePayment, type Settlement } from './payment-settlement.ts';
import { assertOptionAllowed, checkCredit, payableQuote } from './purchase-checks.ts';
import { callProvider, type PurchaseDependencies } from './purchase-dependencies.ts';
import {
  amountToChargePence,
  paymentIdempotencyKey,
  paymentOptionsFor,
  sessionAttempt,
} from './purchase-rules.ts';

// Paying (§7.4): the options, the provider's payment frame, and what follows a settlement. The
// notifications are in payment-notification.service.ts, recovery in payment-recovery.ts.

/** §7.4 payment options: the methods the finalized result allows (§4.8 mapping). */
export async function paymentOptions(
  deps: PurchaseDependencies,
  quoteKey: string,
): Promise<PaymentOption[]> {
  const found = await payableQuote(deps.db, quoteKey, deps.now());
  const options = paymentOptionsFor(selectedResult(found.quote));
  if (options.length === 0) {
    throw new DomainError('NoAvailablePayMethods', NO_AVAILABLE_PAYMENT_METHODS_MESSAGE);
  }
  return options;
}

/**
 * The provider's payment frame for a finalized quote. The session is created under an
 * idempotency key from (quote, event, option, attempt), so a retried or doubled call gets the same
 * session, and is stored as a payment row before the frame is shown.
 */
export async function createPaymentSession(
  deps: PurchaseDependencies,
  request: PaymentSessionRequest,
): Promise<PaymentSession> {
  const { db } = deps;
  const now = deps.now();
  const found = await payableQuote(db, request.quoteKey, now);
  const result = selectedResult(found.quote);
  assertOptionAllowed(result, request.option);
  const amount = amountToChargePence(result, request.option);
  if (amount === undefined) {
    throw new DomainError('NoAvailablePayMethods', NO_AVAILABLE_PAYMENT_METHODS_MESSAGE);
  }
  await checkBeforePayment(deps, found, request.option);
  if (!deps.provider) throw new DomainError('ServiceUnavailable', PAYMENTS_UNAVAILABLE_MESSAGE);

  const earlier = await findPaymentsOfChoice(
    db,
    found.quoteId,
    found.policyEventReference,
    request.option,
  );
  // A session that ran out (or is about to) is replaced by the next attempt's; any other is reused.
  const idempotencyKey = paymentIdempotencyKey(
    found.quoteId,
    found.policyEventReference,
    request.option,
    sessionAttempt(earlier, now),
  );
  const session = await callProvider(() =>
    deps.provider!.createSession(
      {
        amount,
        reference: found.webReference,
        policyEventReference: found.policyEventReference,
        description:
          request.option === 'ANNUAL_CARD'
            ? 'Annual van insurance'
            : 'Van insurance deposit (the rest by monthly Direct Debit)',
        notifyUrl: deps.notifyUrl,
        allowedOrigin: deps.allowedOrigin,
      },
      idempotencyKey,
    ),
  );
  await insertPayment(db, {
    quote_id: found.quoteId,
    policy_event_reference: found.policyEventReference,
    payment_option: request.option,
    amount_pence: amount,
    provider_session_id: session.id,
    idempotency_key: idempotencyKey,
    status: 'open',
    created_at: now,
    updated_at: now,
    expires_at: session.expiresAt,
    consent_to_auto_renew: request.consentToAutoRenew,
  });
  return { sessionId: session.id, frameUrl: session.frameUrl, amount: amount / 100 };
}

/**
 * What must hold before money is taken (decisions 028 and 033 item 2): the fraud and
 * credit check for the plan (decision 028: ANNUAL_CARD is stopped only by FAILED, MONTHLY_DD needs
 * PASSED) of the finalized event's proposer, and for MONTHLY_DD the Direct Debit mandate of that
 * event, given first, whose bank account is checked with them. An outcome is reused only for the
 * same facts within its validity (runCreditCheck), so the mandate's check is not made twice, and
 * a proposer or account changed since is checked anew before any session is created.
 * @throws DomainError CreditAgreementNotSigned (409), DirectDebitMandateMissing (409), or as
 * checkCredit.
 */
async function checkBeforePayment(
  deps: PurchaseDependencies,
  quote: FinalizedQuote,
  option: PaymentOptionType,
): Promise<void> {
  if (option === 'MONTHLY_DD') {
    // Decision 045: no money for a monthly plan without the agreement signed as it now stands.
    await assertCreditAgreementSigned(deps, quote);
    const mandate = await findMandate(deps.db, quote.quoteId, quote.policyEventReference);
    if (!mandate) {
      throw new DomainError('DirectDebitMandateMissing', DIRECT_DEBIT_MANDATE_MISSING_MESSAGE);
    }
    // The account the Direct Debit will collect from, as stored (normalised) with the mandate.
    await checkCredit(deps, quote, option, {
      sortCode: mandate.sort_code,
      accountNumber: mandateAccountNumber(mandate, deps.bankAccountKeys),
    });
    return;
  }
  await checkCredit(deps, quote, option);
}

/** Settles one payment in a transaction of its own, then refunds it if it may not be kept. */
export async function settleInTransaction(
  deps: Pick<PurchaseDependencies, 'db' | 'provider' | 'now' | 'confirmation' | 'log'>,
  paymentId: string,
  state: Parameters<typeof settlePayment>[2],
): Promise<Settlement> {
  const now = deps.now();
  const settlement = await deps.db
    .transaction()
    .execute((trx) =>
      settlePayment(trx, paymentId, state, { now, confirmation: deps.confirmation }),
    );
  await afterSettlement(deps, settlement);
  return settlement;
}

/**
 * What must happen after the transaction: the alerts (ids and codes only, never personal data),
 * and money that may not be kept goes back (a second payment for a bought quote, a session that
 * is not what we charged, a sale refused at issue).
 */
export async function afterSettlement(
  deps: Pick<PurchaseDependencies, 'db' | 'provider' | 'now' | 'log'>,
  settlement: Settlement,
): Promise<void> {
  switch (settlement.kind) {
    case 'policy':
      deps.log.info(
        { policyId: settlement.policy.id, paymentId: settlement.policy.payment_id },
        'policy issued or confirmed',
      );
      return;
    case 'refused':
      deps.log.error(
        {
          paymentId: settlement.payment.id,
          sessionId: settlement.payment.provider_session_id,
          mismatch: settlement.mismatch,
        },
        'payment does not match what we charged',
      );
      return;
    case 'refund_recorded':
      deps.log.warn(
        {
          policyId: settlement.policy.id,
          paymentId: settlement.policy.payment_id,
          refundedPence: settlement.refundedPence,
          status: settlement.policy.status,
        },
        settlement.cancelled
          ? 'policy cancelled: its payment was refunded in full'
          : "part of a policy's payment refunded",
      );
      return;
    case 'none':
      return;
  }
  const { payment, cause } = settlement;
  if (cause.why === 'mismatch') {
    deps.log.error(
      { paymentId: payment.id, sessionId: payment.provider_session_id, mismatch: cause.mismatch },
      'payment does not match what we charged',
    );
  } else if (cause.why === 'sale_refused') {
    deps.log.error(
      { paymentId: payment.id, quoteId: payment.quote_id, code: cause.refusal.code },
      'sale refused at issue: nothing issued, payment to be refunded',
    );
  }
  if (!deps.provider) return;
  try {
    await refundDuePayment(deps.db, deps.provider, payment, deps.now());
    deps.log.warn(
      { paymentId: payment.id, why: cause.why, failureCode: payment.failure_code },
      'payment refunded: no policy may be issued on it',
    );
  } catch (error) {
    // Left refund_due: recovery tries again within a minute.
    deps.log.error(
      { paymentId: payment.id, error: (error as Error).message },
      'refund failed; recovery will retry',
    );
  }
}
