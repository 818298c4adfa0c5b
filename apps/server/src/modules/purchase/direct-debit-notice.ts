import {
  DIRECT_DEBIT_GUARANTEE,
  englandAndWalesBankHolidays,
  finalDirectDebitSchedule,
} from '@van/domain/payment';
import { selectedResult, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { queueEmail } from '../email/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import { findMandateOfPolicy } from './direct-debit-mandate.repository.ts';
import { renderDirectDebitEmail } from './direct-debit-email.ts';

// Decision 046, at issue and in its transaction: the mandate's schedule is made final for the day
// of payment (finalDirectDebitSchedule: kept when it still leaves 10 working days' notice, worked
// out again otherwise) and stored with the Guarantee's version, and the Instruction's
// confirmation and advance notice is queued from that final schedule.

export interface DirectDebitIssue {
  policyId: string;
  policyNumber: string;
  soldQuote: Quote;
  webReference: string;
  now: Date;
  settings: ConfirmationSettings;
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
    today: ukToday(issue.now),
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

  const email = renderDirectDebitEmail(
    issue.soldQuote,
    issue.policyNumber,
    {
      mandateReference: mandate.mandate_reference,
      accountHolderName: mandate.account_holder_name,
      sortCode: mandate.sort_code,
      accountNumberLast4: mandate.account_number_last4,
      depositPence: mandate.deposit_pence,
      collections,
    },
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
