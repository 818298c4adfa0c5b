import { POSTED_DOCUMENTS_WORKING_DAYS } from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { type PaymentOptionType } from '@van/domain/payment';
import { selectedResult, type Quote } from '@van/domain/quote';
import { EmailAddressSchema } from '@van/domain/risk';

// The confirmation e-mail (decision 029), rendered from the policy as sold. Pure.

/** The brand's details the confirmation (its e-mail and the policy documents) gives. */
export interface ConfirmationSettings {
  brandName: string;
  brokerLegalName: string;
  phone: string;
  contactEmail: string;
  /** Named on the documents when the sold result names no insurer. */
  insurerName: string;
  /** The Bacs service user number on the Direct Debit Instruction. */
  directDebitServiceUserNumber: string;
  /** The monthly credit's lender (decision 045): registered address and FCA firm reference. */
  lender: { name: string; address: string; fcaNumber: string };
  /** Decision 044: the claims line and our FCA firm reference, on the schedule and certificate. */
  claimsPhone: string;
  fcaFirmReferenceNumber: string;
  /**
   * PUBLIC_URL (or the server's own address): where the marketing withdrawal link points, and the
   * sign-in page the e-mail names (decision 062).
   */
  withdrawalBaseUrl: string;
}

export interface ConfirmationEmail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/** Decision 048: the Direct Debit's dates come by e-mail, or by post with the documents. */
function planWords(plan: PaymentOptionType, electronic: boolean): string {
  if (plan === 'ANNUAL_CARD') return 'You paid for the year in full by card.';
  return electronic
    ? 'You paid the deposit by card; the rest is collected monthly by Direct Debit, on the dates in the e-mail confirming your Direct Debit Instruction, sent with this one.'
    : 'You paid the deposit by card; the rest is collected monthly by Direct Debit, on the dates in the letter confirming your Direct Debit Instruction, which comes by post with your documents.';
}

/**
 * 'Thank you for buying {brand} Van Insurance' with the policy number, the cover dates and what
 * happens next. Undefined when the sold quote has no usable e-mail address (§5.5): nothing is sent.
 */
export function renderConfirmationEmail(
  soldQuote: Quote,
  policyNumber: string,
  plan: PaymentOptionType,
  settings: ConfirmationSettings,
  delivery: ConfirmationDelivery,
): ConfirmationEmail | undefined {
  const risk = soldQuote.policy.eventCurrent.risk;
  const recipient = risk?.proposer?.email?.trim();
  if (!recipient || !EmailAddressSchema.safeParse(recipient).success) return undefined;
  const firstName = risk?.proposer?.name?.forenames?.trim();
  const product = selectedResult(soldQuote)?.grantedDetailsMotor?.productName ?? 'Van insurance';
  const start = soldQuote.policy.startDate;
  const lines = [
    firstName ? `Dear ${firstName},` : 'Hello,',
    '',
    `Thank you for buying ${settings.brandName} Van Insurance.`,
    '',
    `Your policy number: ${policyNumber}`,
    `Your cover: ${product}`,
    ...(start ? [`Your cover starts: ${start}`] : []),
    planWords(plan, delivery.electronicDocuments),
    '',
    'What happens next',
    '- Keep this e-mail: quote your policy number whenever you contact us.',
    documentsLine(plan, delivery.electronicDocuments),
    // Decision 042: the MID must hear within 7 days of issue; askMID shows it a few days later.
    '- We will add your van to the Motor Insurance Database (MID) within 7 days. It usually shows on askMID.com within a few days of the MID being updated. Until then, your certificate of motor insurance and policy schedule are valid proof that your van is insured.',
    // Decision 062 (issue 21 item 1): how to come back to the policy later.
    `- To see your policy online later, sign in to your account at ${new URL(pageHref('AccountSignIn'), settings.withdrawalBaseUrl).href} with this e-mail address: we will e-mail you a code to sign in with.`,
    `- Questions? Call us on ${settings.phone} or e-mail ${settings.contactEmail}.`,
    '',
    settings.brokerLegalName,
  ];
  const withdrawUrl = delivery.marketingWithdrawUrl;
  const text = [...lines, ...(withdrawUrl ? ['', `${STOP_MARKETING} ${withdrawUrl}`] : [])].join(
    '\n',
  );
  // In HTML the withdrawal address is a link the customer can follow, not text to copy.
  const withdrawParagraph = withdrawUrl
    ? `<p>${escapeHtml(STOP_MARKETING)} <a href="${escapeHtml(withdrawUrl)}">${escapeHtml(withdrawUrl)}</a></p>`
    : '';
  const html = `<!doctype html><html><body>${lines
    .map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`))
    .join('')}${withdrawParagraph}</body></html>`;
  return {
    recipient,
    subject: `Your ${settings.brandName} van insurance policy ${policyNumber}`,
    text,
    html,
  };
}

/** Decision 043: how the documents reach the customer, and the marketing withdrawal link. */
export interface ConfirmationDelivery {
  /** Recorded consent to documents by e-mail: only then are they attached. */
  electronicDocuments: boolean;
  /** The link that withdraws marketing consent; absent, the e-mail has no such line. */
  marketingWithdrawUrl?: string;
}

const STOP_MARKETING = 'To stop marketing messages from us by email and text, go to';

/** Decision 043: attached only with consent to documents by e-mail; otherwise posted. */
function documentsLine(plan: PaymentOptionType, electronic: boolean): string {
  const documents =
    plan === 'MONTHLY_DD'
      ? 'Your policy schedule, certificate of motor insurance, statement of fact, statement of demands and needs, credit agreement and Direct Debit Instruction'
      : 'Your policy schedule, certificate of motor insurance, statement of fact and statement of demands and needs';
  return electronic
    ? `- ${documents} are attached to this e-mail. Please check them and tell us at once if anything is wrong.`
    : `- ${documents} will come by post within ${POSTED_DOCUMENTS_WORKING_DAYS} working days, as you asked. You can also download them from the confirmation page now. Please check them and tell us at once if anything is wrong.`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
