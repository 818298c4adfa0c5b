import { DIRECT_DEBIT_GUARANTEE, DIRECT_DEBIT_NOTICE_WORKING_DAYS } from '@van/domain/payment';
import { type Quote } from '@van/domain/quote';
import { EmailAddressSchema } from '@van/domain/risk';
import { formatLongDate, formatMoney, ukToday } from '@van/domain/shared';
import { escapeHtml } from '../email/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import { formatSortCode } from './purchase-rules.ts';
import type { StoredCollection } from './purchase.table.ts';

// Decision 046: the confirmation of a paperless Direct Debit Instruction and the advance notice of
// its collections, in one e-mail queued when the policy is issued (the mandate is lodged then, so
// the confirmation is within 3 working days of it, and the schedule is made final that day, so the
// first collection is at least 10 working days after the notice). Bacs asks for: the service
// user's name, the account details, the reference, each collection's date and amount, how often,
// the notice period, the Guarantee and how to reach us. Pure: the same inputs give the same words.
// Decision 048: e-mailed only with consent to documents by e-mail; otherwise the same words go by
// post, as a letter with the documents (direct-debit-letter.ts).

/** The mandate as issued: the account number's last 4 digits only, never the whole number. */
export interface IssuedMandate {
  mandateReference: string;
  accountHolderName: string;
  /** Six digits. */
  sortCode: string;
  accountNumberLast4: string;
  depositPence: number;
  /** The final schedule (finalDirectDebitSchedule), in date order. */
  collections: readonly StoredCollection[];
}

export interface DirectDebitEmail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/** One section of the notice: a heading and its lines (a line '- x' is a list item). */
export interface NoticeSection {
  heading?: string;
  lines: string[];
}

/**
 * 'Your Direct Debit Instruction and payment dates' for a monthly policy, sent on `now`.
 * Undefined when the sold quote has no usable e-mail address (§5.5), as for the confirmation.
 */
export function renderDirectDebitEmail(
  soldQuote: Quote,
  policyNumber: string,
  mandate: IssuedMandate,
  now: Date,
  settings: ConfirmationSettings,
): DirectDebitEmail | undefined {
  const recipient = soldQuote.policy.eventCurrent.risk?.proposer?.email?.trim();
  if (!recipient || !EmailAddressSchema.safeParse(recipient).success) return undefined;
  const sections = directDebitNoticeSections(soldQuote, policyNumber, mandate, now, settings);
  return {
    recipient,
    subject: directDebitNoticeTitle(policyNumber),
    text: sections
      .map((section) =>
        [...(section.heading ? [section.heading] : []), ...section.lines].join('\n'),
      )
      .join('\n\n'),
    html: `<!doctype html><html><body>${sections.map(sectionHtml).join('')}</body></html>`,
  };
}

/** The notice's title: the e-mail's subject and the letter's heading (decision 048). */
export function directDebitNoticeTitle(policyNumber: string): string {
  return `Your Direct Debit Instruction and payment dates: policy ${policyNumber}`;
}

/**
 * The confirmation and advance notice in words, section by section: the e-mail's body, and the
 * letter posted to a customer who chose documents by post (direct-debit-letter.ts, decision 048),
 * so both say the same. `issuedAt` is the day the Instruction was lodged (the policy's issue).
 */
export function directDebitNoticeSections(
  soldQuote: Quote,
  policyNumber: string,
  mandate: IssuedMandate,
  issuedAt: Date,
  settings: ConfirmationSettings,
): NoticeSection[] {
  const firstName = soldQuote.policy.eventCurrent.risk?.proposer?.name?.forenames?.trim();
  const collector = settings.brokerLegalName;
  const totalPence = mandate.collections.reduce(
    (sum, collection) => sum + Math.round(collection.amount * 100),
    0,
  );
  const first = mandate.collections[0];
  return [
    {
      lines: [
        firstName ? `Dear ${firstName},` : 'Hello,',
        `This confirms the Direct Debit Instruction you gave us for your van insurance policy ${policyNumber} on ${formatLongDate(ukToday(issuedAt))}, and tells you the date and amount of each payment we will collect. Please check the details below and tell us at once if anything is wrong.`,
      ],
    },
    {
      heading: 'Your Direct Debit Instruction',
      lines: [
        `Service user (who collects the payments): ${collector}`,
        `Service user number: ${settings.directDebitServiceUserNumber}`,
        `Direct Debit reference: ${mandate.mandateReference}`,
        `Account holder: ${mandate.accountHolderName}`,
        `Sort code: ${formatSortCode(mandate.sortCode)}`,
        `Account number: ending ${mandate.accountNumberLast4}`,
        `Payments will appear on your bank statement as ${collector}, with the reference ${mandate.mandateReference}.`,
      ],
    },
    {
      heading: 'Advance notice of your payments',
      lines: [
        `Your deposit of ${formatMoney(mandate.depositPence / 100)} was paid by card. ${collector} will collect the rest monthly by Direct Debit from the account above, on these dates:`,
        ...mandate.collections.map(
          (collection) => `- ${formatLongDate(collection.date)}: ${formatMoney(collection.amount)}`,
        ),
        `${mandate.collections.length} monthly payments, ${formatMoney(totalPence / 100)} in total${first ? `, the first on ${formatLongDate(first.date)}` : ''}.`,
        `If the amount, date or frequency of a payment changes, we will tell you at least ${DIRECT_DEBIT_NOTICE_WORKING_DAYS} working days before your account is debited.`,
      ],
    },
    {
      heading: DIRECT_DEBIT_GUARANTEE.heading,
      lines: DIRECT_DEBIT_GUARANTEE.points(collector).map((point) => `- ${point}`),
    },
    {
      lines: [
        `Questions, or something wrong? Call us on ${settings.phone} or e-mail ${settings.contactEmail}.`,
        collector,
      ],
    },
  ];
}

function sectionHtml({ heading, lines }: NoticeSection): string {
  const parts: string[] = heading ? [`<h2>${escapeHtml(heading)}</h2>`] : [];
  let items: string[] = [];
  const closeList = () => {
    if (items.length > 0) parts.push(`<ul>${items.join('')}</ul>`);
    items = [];
  };
  for (const line of lines) {
    if (line.startsWith('- ')) {
      items.push(`<li>${escapeHtml(line.slice(2))}</li>`);
    } else {
      closeList();
      parts.push(`<p>${escapeHtml(line)}</p>`);
    }
  }
  closeList();
  return parts.join('');
}
