import { type PaymentOptionType } from '@van/domain/payment';
import { answersInWords } from '@van/domain/quote';
import { METADATA_LISTS } from '@van/domain/reference-data';
import { formatMoney, NOT_ANSWERED } from '@van/domain/shared';
import type { Block, DocumentContent, Row } from './document-writer.ts';
import { formatUkDateTime } from './format.ts';
import { partiesOf } from './sold-facts.ts';
import type { CheckedPolicy } from './sold-policy.ts';

// The statement of fact: every answer the customer gave, which the insurer relied on to offer
// cover and set the price, for them to check (Consumer Insurance (Disclosure and Representations)
// Act 2012: the customer must take reasonable care not to misrepresent). The answers are the rows
// check-your-details showed before the customer paid, in the same words (decision 036), followed
// by what they chose when buying: the voluntary excess and the plan they paid by.

/** How the customer pays, by the plan they bought (which may differ from cover-details' answer). */
const PAYMENT_PLAN_WORDS: Readonly<Record<PaymentOptionType, string>> = {
  ANNUAL_CARD: 'Annually by card',
  MONTHLY_DD: 'Monthly by Direct Debit',
};

/** The statement of fact of a sold policy. */
export function statementOfFact(checked: CheckedPolicy): DocumentContent {
  const { policy } = checked;
  const { brand } = policy;
  const check = `Please check every answer below carefully. These are the facts your insurance is based on. If anything is wrong or missing, tell us straight away on ${brand.phone} or at ${brand.email}. If it is not correct, your insurance may not be valid: your policy could be cancelled, a claim refused or not paid in full, or your price could change.`;
  const blocks: Block[] = [
    { kind: 'paragraph', style: 'bold', text: check },
    {
      kind: 'paragraph',
      text: `These are the answers you gave when you bought policy ${policy.policyNumber} (quote reference ${policy.quote.policy.webReference}) at ${formatUkDateTime(policy.issuedAt)}.`,
    },
  ];
  // Which model fields the customer gave by hand is not recorded on the quote, so each the van
  // holds is shown (decision 036).
  for (const section of answersInWords(policy.quote, METADATA_LISTS)) {
    blocks.push({ kind: 'heading', text: section.heading });
    for (const group of section.groups) {
      if (group.heading) blocks.push({ kind: 'subheading', text: group.heading });
      blocks.push({ kind: 'rows', rows: group.rows.map(({ label, value }) => ({ label, value })) });
    }
  }
  const volXS = policy.quote.policy.eventCurrent.risk.volXS;
  const chosen: Row[] = [
    { label: 'Voluntary excess', value: volXS === undefined ? NOT_ANSWERED : formatMoney(volXS) },
    { label: 'How you pay', value: PAYMENT_PLAN_WORDS[policy.paymentPlan] },
  ];
  blocks.push({ kind: 'heading', text: 'Chosen when you bought' }, { kind: 'rows', rows: chosen });
  blocks.push(
    { kind: 'heading', text: 'Tell us if anything changes' },
    {
      kind: 'paragraph',
      text: `During your policy, tell us if any of these answers change: for example a new address, a change of job, a new driver, a conviction or a change to the van. Call ${brand.phone} or e-mail ${brand.email}.`,
    },
  );
  return {
    title: 'Statement of fact',
    subtitle: 'Please check; tell us if anything is wrong',
    brandName: brand.brandName,
    policyNumber: policy.policyNumber,
    issuedAt: policy.issuedAt,
    parties: partiesOf(checked),
    blocks,
  };
}
