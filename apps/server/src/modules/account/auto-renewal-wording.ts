import { formatLongDate } from '@van/domain/shared';

// Decision 061 (ICOBS 6A.6): the words shown beside the auto-renewal choice in the account, and
// what each choice means for the policy. A change of these words needs a new version: each choice
// made is recorded with the version of the words the customer saw.

/** The version of AUTO_RENEWAL_WORDING; recorded with every change of the choice. */
export const AUTO_RENEWAL_WORDING_VERSION = 'account-auto-renewal-2026-11';

export const AUTO_RENEWAL_WORDING =
  'Renew my policy automatically. Before the renewal date we will write to you with the price and ' +
  'the cover for the next year; you can turn automatic renewal off at any time, here, by phone ' +
  'or by e-mail, and it will then end on its end date.';

/** What will happen at the renewal date under `autoRenew`, in words. */
export function whatHappensAtRenewal(
  autoRenew: boolean,
  endDate: string,
  renewalDate: string,
): string {
  return autoRenew
    ? `Your policy will renew automatically on ${formatLongDate(renewalDate)}. We will write to ` +
        'you before then with the renewal price and cover, and you can still turn automatic ' +
        'renewal off at any time before that date.'
    : `Your policy will not renew. Your cover ends at 23:59 on ${formatLongDate(endDate)}, and ` +
        'you must insure your van elsewhere or declare it off the road (SORN) from then.';
}
