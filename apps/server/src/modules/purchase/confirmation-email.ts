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
}

export interface ConfirmationEmail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

const PLAN_WORDS: Record<PaymentOptionType, string> = {
  ANNUAL_CARD: 'You paid for the year in full by card.',
  MONTHLY_DD:
    'You paid the deposit by card; the rest is collected monthly by Direct Debit, on the dates in your credit agreement.',
};

/**
 * 'Thank you for buying {brand} Van Insurance' with the policy number, the cover dates and what
 * happens next. Undefined when the sold quote has no usable e-mail address (§5.5): nothing is sent.
 */
export function renderConfirmationEmail(
  soldQuote: Quote,
  policyNumber: string,
  plan: PaymentOptionType,
  settings: ConfirmationSettings,
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
    PLAN_WORDS[plan],
    '',
    'What happens next',
    '- Keep this e-mail: quote your policy number whenever you contact us.',
    plan === 'MONTHLY_DD'
      ? '- Your policy schedule, certificate of motor insurance, statement of fact, credit agreement and Direct Debit Instruction are attached to this e-mail. Please check them and tell us at once if anything is wrong.'
      : '- Your policy schedule, certificate of motor insurance and statement of fact are attached to this e-mail. Please check them and tell us at once if anything is wrong.',
    `- Questions? Call us on ${settings.phone} or e-mail ${settings.contactEmail}.`,
    '',
    settings.brokerLegalName,
  ];
  const text = lines.join('\n');
  const html = `<!doctype html><html><body>${lines
    .map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`))
    .join('')}</body></html>`;
  return {
    recipient,
    subject: `Your ${settings.brandName} van insurance policy ${policyNumber}`,
    text,
    html,
  };
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
