import type {
  AccountPolicyDetail,
  AccountPolicyStatus,
  AccountPolicySummary,
  AutoRenewal,
} from '@van/domain/contract';
import { contactPhoneNumber } from '@van/domain/journey';
import { coverEndDate, selectedResult } from '@van/domain/quote';
import {
  addCalendarDays,
  NOT_SIGNED_IN_MESSAGE,
  POLICY_NOT_FOUND_MESSAGE,
  ukToday,
  type PublicConfig,
} from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/token-hash.ts';
import {
  coverLevelName,
  documentsFor,
  driversOf,
  productInformationLinks,
  type PolicyDocumentKind,
} from '../documents/index.ts';
import {
  cancelledBy,
  findAdjustment,
  findMandateOfPolicy,
  policyDocumentFile,
  soldPolicyOf,
  type ConfirmationSettings,
  type PolicyRow,
} from '../purchase/index.ts';
import { policiesOwnedBy } from './account.repository.ts';
import type { SignedInAccount } from './account.service.ts';
import {
  AUTO_RENEWAL_WORDING,
  AUTO_RENEWAL_WORDING_VERSION,
  whatHappensAtRenewal,
} from './auto-renewal-wording.ts';
import {
  findPolicyRows,
  findSessionRowId,
  insertAutoRenewalChoice,
  latestAutoRenewalChoices,
  lockPolicyRow,
  type AutoRenewalChoice,
} from './my-policy.repository.ts';

// Decision 061 (issue 21 items 2 and 3): the signed-in customer's policies, each one's documents
// (the same bytes the wrap-up's download serves, purchase/sold-documents.ts), its Direct Debit
// and its auto-renewal choice. Only what policiesOwnedBy gives the session's address is reached;
// any other policy number, another customer's or none at all, is the same 404.

/** What the "my policy" calls are given by the routes. */
export interface MyPolicySettings {
  confirmation: ConfirmationSettings;
  phoneNumbers: PublicConfig['phoneNumbers'];
}

/** A policy's period as calendar dates (UK), as the schedule and certificate state it. */
export interface PolicyPeriod {
  startDate: string;
  endDate: string;
  /** The day after the end date: when a renewal would start. */
  renewalDate: string;
}

/**
 * The period sold: from the cover start date to policy.endDate (else the day before the start's
 * anniversary), as documents/sold-facts.ts periodOfCover prints it.
 */
export function policyPeriod(row: Pick<PolicyRow, 'sold_quote' | 'issued_at'>): PolicyPeriod {
  const policy = row.sold_quote.policy;
  const startDate = policy.startDate ?? ukToday(row.issued_at);
  const endDate = policy.endDate?.slice(0, 10) ?? coverEndDate(startDate);
  return { startDate, endDate, renewalDate: addCalendarDays(endDate, 1) };
}

/**
 * live, notYetStarted or ended by the UK date of `now`; cancelled once a cancellation has taken
 * effect, whatever the date, and cancelling until then (decision 063: a later date keeps the
 * policy in force until that instant, read from the clock, no job needed).
 */
export function policyStatus(
  row: Pick<PolicyRow, 'status' | 'cancelled_at'>,
  period: PolicyPeriod,
  now: Date,
): AccountPolicyStatus {
  if (cancelledBy(row, now)) return 'cancelled';
  if (row.status === 'Cancelled') return 'cancelling';
  const today = ukToday(now);
  if (today < period.startDate) return 'notYetStarted';
  if (today > period.endDate) return 'ended';
  return 'live';
}

function summaryOf(row: PolicyRow, now: Date): AccountPolicySummary {
  const quote = row.sold_quote;
  const risk = quote.policy.eventCurrent.risk;
  const result = selectedResult(quote);
  const vehicle = risk.vehicles?.[0];
  const period = policyPeriod(row);
  return {
    policyNumber: row.policy_number,
    status: policyStatus(row, period, now),
    coverType: coverLevelName(risk),
    tier: row.tier,
    tierName: result?.grantedDetailsMotor?.productName ?? row.tier,
    van: {
      registration: vehicle?.regNumber ?? '',
      make: vehicle?.modelInfo?.manufacturer ?? '',
      model: vehicle?.modelInfo?.description ?? '',
    },
    drivers: driversOf(risk).map(({ name, role }) => ({ name, role })),
    startDate: period.startDate,
    endDate: period.endDate,
    paymentFrequency: row.payment_plan,
    premium: result?.premiumDetails?.totalPayable ?? 0,
    ...(row.status === 'Cancelled' && row.cancelled_at
      ? { cancellationEffectiveAt: row.cancelled_at.toISOString() }
      : {}),
  };
}

/** GET /v1/account/policies: the signed-in address's policies, newest first. */
export async function listMyPolicies(
  db: Db,
  account: SignedInAccount,
  now: Date,
): Promise<AccountPolicySummary[]> {
  const owned = await policiesOwnedBy(db, account.emailHash);
  const rows = await findPolicyRows(
    db,
    owned.map((policy) => policy.policyNumber),
  );
  const byNumber = new Map(rows.map((row) => [row.policy_number, row]));
  return owned.flatMap((policy) => {
    const row = byNumber.get(policy.policyNumber);
    return row ? [summaryOf(row, now)] : [];
  });
}

/**
 * The policy with this number when the signed-in address owns it.
 * @throws DomainError NotFound for any other number, owned by someone else or by no one.
 */
export async function ownedPolicyRow(
  db: Db,
  account: SignedInAccount,
  policyNumber: string,
): Promise<PolicyRow> {
  const owned = await policiesOwnedBy(db, account.emailHash);
  const row = owned.some((policy) => policy.policyNumber === policyNumber)
    ? (await findPolicyRows(db, [policyNumber]))[0]
    : undefined;
  if (!row) throw new DomainError('NotFound', POLICY_NOT_FOUND_MESSAGE);
  return row;
}

/** Where the signed-in owner downloads one document of their policy. */
export function accountDocumentUrl(policyNumber: string, kind: PolicyDocumentKind): string {
  return `/v1/account/policies/${encodeURIComponent(policyNumber)}/documents/${kind}`;
}

/** GET /v1/account/policies/:policyNumber. */
export async function myPolicyDetail(
  db: Db,
  account: SignedInAccount,
  policyNumber: string,
  now: Date,
  settings: MyPolicySettings,
): Promise<AccountPolicyDetail> {
  const row = await ownedPolicyRow(db, account, policyNumber);
  const sold = await soldPolicyOf(db, row, settings.confirmation, now);
  const choices = await latestAutoRenewalChoices(db, [row.id]);
  // The mandate's own schedule (decision 065: with the collections a cancellation stopped marked).
  const mandate =
    row.payment_plan === 'MONTHLY_DD' ? await findMandateOfPolicy(db, row.id) : undefined;
  // Decision 065: a cancellation's final collection or refund to this account, if it made one.
  const adjustment = mandate ? await findAdjustment(db, row.id) : undefined;
  const claims = settings.phoneNumbers.claims;
  return {
    ...summaryOf(row, now),
    documents: documentsFor(sold).map(({ kind, title }) => ({
      kind,
      title,
      downloadUrl: accountDocumentUrl(row.policy_number, kind),
    })),
    productInformation: productInformationLinks(sold),
    // The stored schedule and the last 4 digits only: never the account number or sort code.
    // Decision 065: collections a cancellation stopped say when; its settlement follows them.
    ...(mandate
      ? {
          directDebit: {
            accountNumberEnding: mandate.account_number_last4,
            mandateReference: mandate.mandate_reference,
            collections: mandate.collections.map(({ date, amount, cancelledAt }) => ({
              date,
              amount,
              ...(cancelledAt ? { cancelledAt } : {}),
            })),
            ...(adjustment
              ? {
                  settlement: {
                    kind:
                      adjustment.kind === 'FinalCollection'
                        ? ('finalCollection' as const)
                        : ('refund' as const),
                    amount: adjustment.amount_pence / 100,
                    date: adjustment.due_on,
                  },
                }
              : {}),
          },
        }
      : {}),
    contactPhoneNumbers: {
      general: contactPhoneNumber(settings.phoneNumbers, row.sold_quote.policy.sourceOfBusiness),
      ...(claims ? { claims } : {}),
    },
    autoRenewal: autoRenewalOf(row, choices.get(row.id)),
  };
}

/**
 * GET /v1/account/policies/:policyNumber/documents/:kind: the PDF the wrap-up's download serves
 * (purchase policyDocumentFile: the same code path, so the same bytes), for the owner only.
 * @throws DomainError NotFound for a policy the address does not own or a kind it lacks;
 * PolicyCancelled for the certificate of a policy whose cancellation has taken effect by `now`.
 */
export async function myPolicyDocumentFile(
  db: Db,
  account: SignedInAccount,
  policyNumber: string,
  kind: PolicyDocumentKind,
  settings: MyPolicySettings,
  now: Date,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const row = await ownedPolicyRow(db, account, policyNumber);
  return policyDocumentFile(db, row, kind, settings.confirmation, now);
}

/** The choice as it stands: the latest made in the account, else the purchase's. */
function autoRenewalOf(row: PolicyRow, latest: AutoRenewalChoice | undefined): AutoRenewal {
  const { endDate, renewalDate } = policyPeriod(row);
  const autoRenew = latest?.autoRenew ?? row.consent_to_auto_renew;
  return {
    autoRenew,
    chosenIn: latest ? 'account' : 'purchase',
    chosenAt: (latest?.chosenAt ?? row.issued_at).toISOString(),
    renewalDate,
    whatHappens: whatHappensAtRenewal(autoRenew, endDate, renewalDate),
    wording: AUTO_RENEWAL_WORDING,
    wordingVersion: latest?.wordingVersion ?? AUTO_RENEWAL_WORDING_VERSION,
  };
}

/**
 * PUT /v1/account/policies/:policyNumber/auto-renewal (ICOBS 6A.6: at any time, online as it was
 * bought). Records the choice with its time, the wording's version and the session, unless the
 * latest choice made in the account is already this one: the same choice twice is recorded once,
 * also when two arrive at once (the policy row is locked while the latest is read). A first choice
 * equal to the purchase's is recorded: it is the customer's confirmation, with the words seen.
 * @throws DomainError NotFound as ownedPolicyRow; PolicyCancelled (410) for a cancelled policy and
 * QuoteClosed (409) for one that has ended: there is nothing left to renew.
 */
export async function setAutoRenewal(
  db: Db,
  account: SignedInAccount,
  sessionId: string,
  policyNumber: string,
  autoRenew: boolean,
  now: Date,
): Promise<AutoRenewal> {
  const owned = await ownedPolicyRow(db, account, policyNumber);
  const status = policyStatus(owned, policyPeriod(owned), now);
  if (status === 'cancelled' || status === 'cancelling') {
    throw new DomainError(
      'PolicyCancelled',
      status === 'cancelled'
        ? 'This policy was cancelled, so it will not renew and there is no renewal to change.'
        : 'This policy is cancelled from a later date, so it will not renew and there is no renewal to change.',
    );
  }
  if (status === 'ended') {
    throw new DomainError(
      'QuoteClosed',
      'This policy has ended, so there is no renewal to change. Please call us about a new policy.',
    );
  }
  return db.transaction().execute(async (trx) => {
    const row = await lockPolicyRow(trx, owned.id);
    const latest = (await latestAutoRenewalChoices(trx, [row.id])).get(row.id);
    if (latest?.autoRenew === autoRenew) return autoRenewalOf(row, latest);
    const sessionRowId = await findSessionRowId(trx, hashToken(sessionId));
    // requireAccount found the session a moment ago; one purged since cannot act.
    if (!sessionRowId) throw new DomainError('Unauthorized', NOT_SIGNED_IN_MESSAGE);
    const choice: AutoRenewalChoice = {
      autoRenew,
      chosenAt: now,
      wordingVersion: AUTO_RENEWAL_WORDING_VERSION,
    };
    await insertAutoRenewalChoice(trx, { ...choice, policyId: row.id, sessionId: sessionRowId });
    return autoRenewalOf(row, choice);
  });
}
