import { PolicyDocumentKindSchema, type PolicyDocuments } from '@van/domain/contract';
import { PolicySchema, type Event, type Policy } from '@van/domain/quote';
import { WebReferenceSchema, type WrapUpRequest, type WrapUpResponse } from '@van/domain/retrieval';
import {
  PAYMENT_NOT_COMPLETE_MESSAGE,
  POLICY_DOCUMENT_NOT_FOUND_MESSAGE,
  POLICY_NOT_FOUND_MESSAGE,
  ukToday,
} from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/token-hash.ts';
import { verifyRetrievalKey } from '../quote/index.ts';
import {
  findEventQuote,
  findFinalizedQuote,
  findLatestPaymentOfQuote,
  findQuoteIdByWebReference,
  findUnsettledPaymentsOfQuote,
} from './payment.repository.ts';
import { settleInTransaction } from './payment.service.ts';
import { findPolicyByQuoteId, findPolicyByToken, insertPolicyToken } from './policy.repository.ts';
import { callProvider, type PurchaseDependencies } from './purchase-dependencies.ts';
import { cancelledBy, PAYABLE_STATUSES, refusedAtIssue, wrapUpRefusal } from './purchase-rules.ts';
import type { PolicyRow } from './purchase.table.ts';
import { policyDocumentFile, policyDocumentList } from './sold-documents.ts';

// The policy (§7.4 wrap-up, §7.5): the wrap-up token for a paid quote, and the sold policy, its
// event and its documents behind that token (decision 029).

/** How long a wrap-up token opens its policy: long enough for the confirmation page. */
export const WRAP_UP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * §7.4 verifyPolicy (wrap-up): the quote's policy as {token, policyNumber}. When none is issued
 * yet, the provider is asked about the quote's unsettled payments (a lost or late notification
 * must not stop the customer) and a paid one is issued now, exactly as the notification would.
 * Every call gives a new token; all of them open the same policy (decision 029).
 * The customer is known by the quoteKey their payment was made under (decision 034 item 4): with it
 * the retrieve guard is not consulted, so no lock-out stands between a paid customer and their
 * policy; without it (another device) the retrieval key is checked as retrieve checks it.
 * @throws DomainError from the retrieval-key check; WrapUpTokenMissing (409) while the payment is
 * not complete, so the web retries (§9.1) and then shows policy-wrap-up-error (§8); as
 * refuseRefusedPayment when the customer's last payment was paid but refused at issue.
 */
export async function verifyPolicy(
  deps: PurchaseDependencies,
  request: WrapUpRequest,
  clientKey: string,
): Promise<WrapUpResponse> {
  const { db } = deps;
  const now = deps.now();
  const { quoteKey, ...key } = request;
  if (!(quoteKey !== undefined && (await quoteKeyOpens(db, quoteKey, key.webReference)))) {
    await verifyRetrievalKey(db, key, clientKey, now);
  }
  const quoteId = await findQuoteIdByWebReference(db, key.webReference);
  if (!quoteId) throw new DomainError('WrapUpTokenMissing', PAYMENT_NOT_COMPLETE_MESSAGE);
  let policy = await findPolicyByQuoteId(db, quoteId);
  if (!policy && deps.provider) policy = await issueFromProvider(deps, quoteId);
  if (!policy) await refuseRefusedPayment(deps, quoteId);
  if (!policy) throw new DomainError('WrapUpTokenMissing', PAYMENT_NOT_COMPLETE_MESSAGE);
  const token = newToken();
  await insertPolicyToken(
    db,
    policy.id,
    hashToken(token),
    now,
    new Date(now.getTime() + WRAP_UP_TOKEN_TTL_MS),
  );
  return { token, policyNumber: policy.policy_number };
}

/** Whether `quoteKey` is one finalize gave for the quote with this reference. */
async function quoteKeyOpens(db: Db, quoteKey: string, webReference: string): Promise<boolean> {
  const found = await findFinalizedQuote(db, hashToken(quoteKey));
  return found?.webReference === webReference;
}

async function issueFromProvider(
  deps: PurchaseDependencies,
  quoteId: string,
): Promise<PolicyRow | undefined> {
  const payments = await findUnsettledPaymentsOfQuote(deps.db, quoteId, PAYABLE_STATUSES);
  for (const payment of payments) {
    const session = await callProvider(() =>
      deps.provider!.getSession(payment.provider_session_id),
    );
    const settlement = await settleInTransaction(deps, payment.id, session);
    if (settlement.kind === 'policy') return settlement.policy;
  }
  return findPolicyByQuoteId(deps.db, quoteId);
}

/**
 * Decision 033: the wrap-up answers a payment refused at issue in the customer's words instead of
 * leaving them waiting: the quote's latest payment (and, refused at issue, its event's quote) is
 * loaded, wrapUpRefusal decides, and its refusal is answered.
 * @throws DomainError the sale refusal's own code and message (CoverStartDateInvalid 422,
 * RiskIncomplete 409) when the sale was refused at issue; PaymentFailure (400) when the provider's
 * session did not match what we charged. Returns when the latest payment was not refused.
 */
async function refuseRefusedPayment(deps: PurchaseDependencies, quoteId: string): Promise<void> {
  const latest = await findLatestPaymentOfQuote(deps.db, quoteId);
  const sold =
    latest && refusedAtIssue(latest)
      ? await findEventQuote(deps.db, quoteId, latest.policy_event_reference)
      : undefined;
  const refusal = wrapUpRefusal(latest, sold?.quote, ukToday(deps.now()));
  if (refusal) throw new DomainError(refusal.code, refusal.message);
}

/**
 * §7.5 GET /v1/policies/:webReference: the policy as sold, for the wrap-up token of that very
 * policy. Any other request gets the same 404, whether or not the policy exists.
 */
export async function findSoldPolicy(
  deps: Pick<PurchaseDependencies, 'db' | 'now'>,
  webReference: string,
  authorization: string | undefined,
): Promise<Policy> {
  return soldPolicy(await policyForToken(deps, webReference, authorization), deps.now());
}

/** The policy row a wrap-up token opens; the same 404 for anything else (decision 029). */
async function policyForToken(
  deps: Pick<PurchaseDependencies, 'db' | 'now'>,
  webReference: string,
  authorization: string | undefined,
): Promise<PolicyRow> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  // The PDF download is no contract route: its reference is checked here, before the database.
  const row =
    token && WebReferenceSchema.safeParse(webReference).success
      ? await findPolicyByToken(deps.db, webReference, hashToken(token), deps.now())
      : undefined;
  if (!row) throw new DomainError('NotFound', POLICY_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * GET /v1/policies/:webReference/documents: the sold policy's documents and IPID links, for the
 * same wrap-up token as findSoldPolicy (anything else is the same 404).
 */
export async function findPolicyDocuments(
  deps: Pick<PurchaseDependencies, 'db' | 'now' | 'confirmation'>,
  webReference: string,
  authorization: string | undefined,
): Promise<PolicyDocuments> {
  const row = await policyForToken(deps, webReference, authorization);
  return policyDocumentList(deps.db, row, deps.confirmation, deps.now());
}

/**
 * GET /v1/policies/:webReference/documents/:kind: one document as a PDF, for the same token.
 * @throws DomainError NotFound for another token, a kind that does not exist or one this policy
 * does not have.
 */
export async function findPolicyDocumentFile(
  deps: Pick<PurchaseDependencies, 'db' | 'now' | 'confirmation'>,
  webReference: string,
  kind: string,
  authorization: string | undefined,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const row = await policyForToken(deps, webReference, authorization);
  const known = PolicyDocumentKindSchema.safeParse(kind);
  if (!known.success) throw new DomainError('NotFound', POLICY_DOCUMENT_NOT_FOUND_MESSAGE);
  return policyDocumentFile(deps.db, row, known.data, deps.confirmation, deps.now());
}

/** §7.5 GET /v1/policies/:webReference/events/:eventRef: the event that was bought. */
export async function findSoldEvent(
  deps: Pick<PurchaseDependencies, 'db' | 'now'>,
  webReference: string,
  eventRef: string,
  authorization: string | undefined,
): Promise<Event> {
  const policy = await findSoldPolicy(deps, webReference, authorization);
  if (policy.eventCurrent.policyEventReference !== eventRef) {
    throw new DomainError('NotFound', POLICY_NOT_FOUND_MESSAGE);
  }
  return policy.eventCurrent;
}

/**
 * The sold Quote's policy (§3.2) as it now stands, with its policy number: status Live, or
 * Cancelled once its payment was refunded in full (decision 033 item 4) or its cancellation has
 * taken effect (decision 063: a later date leaves it Live until then).
 */
function soldPolicy(row: PolicyRow, now: Date): Policy {
  const policy = row.sold_quote.policy;
  return PolicySchema.parse({
    ...policy,
    policyReference: row.policy_number,
    status: cancelledBy(row, now) ? 'Cancelled' : 'Live',
  });
}
