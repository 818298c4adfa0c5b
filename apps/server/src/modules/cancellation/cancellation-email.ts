import type { Cancellation } from '@van/domain/contract';
import { EmailAddressSchema } from '@van/domain/risk';
import { formatUkDateTime } from '../documents/index.ts';
import type { QueuedEmail } from '../email/index.ts';
import { escapeHtml } from '../email/index.ts';
import type { PolicyRow } from '../purchase/index.ts';

// Decision 063: the cancellation confirmation e-mail. Its cancellation document (a PDF) is made
// when the e-mail worker sends it (cancellationAttachments), as the policy documents are.

/** The e-mail to the policyholder, or undefined when the policy holds no usable address. */
export function cancellationEmail(row: PolicyRow, answer: Cancellation): QueuedEmail | undefined {
  const risk = row.sold_quote.policy.eventCurrent.risk;
  const recipient = risk?.proposer?.email?.trim();
  const webReference = row.sold_quote.policy.webReference;
  if (!recipient || !webReference || !EmailAddressSchema.safeParse(recipient).success) {
    return undefined;
  }
  // Decision 063, amended: from a later date the policy stays in force, certificate and all.
  const later = Date.parse(answer.effectiveAt) > Date.parse(answer.cancelledAt);
  const paragraphs = [
    later
      ? `Your van insurance policy ${row.policy_number} is cancelled from ${formatUkDateTime(new Date(answer.effectiveAt))}, as you asked. Until then you are insured as before, and your certificate of motor insurance stays valid.`
      : `Your van insurance policy ${row.policy_number} is cancelled, as you asked.`,
    ...answer.explanation,
    answer.continuousInsuranceWarning,
    'Your cancellation confirmation is attached. Keep it with your records.',
  ];
  return {
    kind: 'policy-cancelled',
    webReference,
    recipient,
    subject: `Your policy ${row.policy_number} is cancelled`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
