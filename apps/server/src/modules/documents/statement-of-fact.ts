import type { Block, DocumentContent } from './document-writer.ts';
import { customerAnswers } from './customer-answers.ts';
import { formatUkDateTime } from './format.ts';
import type { CheckedPolicy } from './sold-policy.ts';

// The statement of fact: every answer the customer gave, which the insurer relied on to offer
// cover and set the price, for them to check (Consumer Insurance (Disclosure and Representations)
// Act 2012: the customer must take reasonable care not to misrepresent).

/** The statement of fact of a sold policy. */
export function statementOfFact({ policy }: CheckedPolicy): DocumentContent {
  const { brand } = policy;
  const check = `Please check every answer below carefully. These are the facts your insurance is based on. If anything is wrong or missing, tell us straight away on ${brand.phone} or at ${brand.email}. If it is not correct, your insurance may not be valid: your policy could be cancelled, a claim refused or not paid in full, or your price could change.`;
  const blocks: Block[] = [
    { kind: 'paragraph', style: 'bold', text: check },
    {
      kind: 'paragraph',
      text: `These are the answers you gave when you bought policy ${policy.policyNumber} (quote reference ${policy.quote.policy.webReference}) at ${formatUkDateTime(policy.issuedAt)}.`,
    },
  ];
  for (const section of customerAnswers(policy.quote, policy.paymentPlan)) {
    blocks.push({ kind: 'heading', text: section.heading });
    for (const group of section.groups) {
      if (group.heading) blocks.push({ kind: 'subheading', text: group.heading });
      blocks.push({ kind: 'rows', rows: group.rows });
    }
  }
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
    blocks,
  };
}
