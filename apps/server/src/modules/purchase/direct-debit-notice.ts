import {
  DIRECT_DEBIT_GUARANTEE,
  englandAndWalesBankHolidays,
  finalDirectDebitSchedule,
} from '@van/domain/payment';
import { selectedResult, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { queueEmail } from '../email/index.ts';
import { postedNoticeGivenOn } from '../post/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import { findMandateOfPolicy } from './direct-debit-mandate.repository.ts';
import { renderDirectDebitEmail, type IssuedMandate } from './direct-debit-email.ts';
import type { DirectDebitMandateRow } from './purchase.table.ts';

// Decision 046, at issue and in its transaction: the mandate's schedule is made final for the day
// of payment (finalDirectDebitSchedule: kept when it still leaves 10 working days' notice, worked
// out again otherwise) and stored with the Guarantee's version, and the Instruction's
// confirmation and advance notice is queued from that final schedule.
// Decision 048: by e-mail only with consent to documents by e-mail; otherwise it is a letter in the
// postal item queued with the policy (modules/post), and the notice period runs from the day that
// letter arrives at the latest (postedNoticeGivenOn), not from the day of payment.

export interface DirectDebitIssue {
  policyId: string;
  policyNumber: string;
  soldQuote: Quote;
  webReference: string;
  now: Date;
  settings: ConfirmationSettings;
  /** Recorded consent to documents by e-mail (decision 043): the notice is e-mailed, else posted. */
  electronicDocuments: boolean;
}

/** Does nothing for a policy without a mandate (paid annually). */
export async function issueDirectDebit(trx: Db, issue: DirectDebitIssue): Promise<void> {
  const mandate = await findMandateOfPolicy(trx, issue.policyId);
  const plan = selectedResult(issue.soldQuote)?.instalmentPlans?.[0];
  const coverStartDate = issue.soldQuote.policy.startDate;
  if (!mandate || !plan || !coverStartDate) return;

  const collections = finalDirectDebitSchedule({
    given: mandate.collections,
    plan,
    coverStartDate,
    // The day the notice is given: sent today by e-mail, or in the customer's hands by post.
    today: issue.electronicDocuments ? ukToday(issue.now) : postedNoticeGivenOn(ukToday(issue.now)),
    collectionDay: mandate.collection_day,
    bankHolidays: englandAndWalesBankHolidays,
  });
  await trx
    .updateTable('direct_debit_mandate')
    .set({
      collections: JSON.stringify(collections),
      guarantee_version: DIRECT_DEBIT_GUARANTEE.version,
    })
    .where('id', '=', mandate.id)
    .execute();

  // By post, the letter is made from the stored final schedule when the postal item is sent.
  if (!issue.electronicDocuments) return;
  const email = renderDirectDebitEmail(
    issue.soldQuote,
    issue.policyNumber,
    issuedMandateOf({ ...mandate, collections }),
    issue.now,
    issue.settings,
  );
  if (email) {
    await queueEmail(
      trx,
      { kind: 'direct-debit', webReference: issue.webReference, ...email },
      issue.now,
    );
  }
}

/** The mandate as the notice gives it: the account number's last 4 digits only. */
export function issuedMandateOf(mandate: DirectDebitMandateRow): IssuedMandate {
  return {
    mandateReference: mandate.mandate_reference,
    accountHolderName: mandate.account_holder_name,
    sortCode: mandate.sort_code,
    accountNumberLast4: mandate.account_number_last4,
    depositPence: mandate.deposit_pence,
    collections: mandate.collections,
  };
}
