import { demandsAndNeeds, demandsAndNeedsText } from '@van/domain/quote';
import type { Block, DocumentContent } from './document-writer.ts';
import { formatUkDateTime } from './format.ts';
import { partiesOf } from './sold-facts.ts';
import type { CheckedPolicy } from './sold-policy.ts';

// The demands-and-needs statement (ICOBS 5.2, decision 044) as a document of its own: the text
// finalize recorded, word for word, with its version. A sale with no recorded statement (finalized
// before it was recorded) gets the statement the same domain function builds from the quote sold.

/** The demands-and-needs statement of a sold policy. */
export function demandsAndNeedsDocument(checked: CheckedPolicy): DocumentContent {
  const { policy } = checked;
  const built = demandsAndNeeds(policy.quote);
  const recorded = policy.demandsAndNeeds ?? {
    version: built.version,
    text: demandsAndNeedsText(built),
  };
  // demandsAndNeedsText: the heading, then each paragraph, a blank line between.
  const [heading = built.heading, ...paragraphs] = recorded.text.split('\n\n');
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: `This is the statement of your demands and needs we showed you before you bought policy ${policy.policyNumber} (quote reference ${policy.quote.policy.webReference}), issued at ${formatUkDateTime(policy.issuedAt)}.`,
    },
    // Word for word as shown, so the record reads as the page did.
    ...paragraphs.map((text): Block => ({ kind: 'paragraph', text })),
    {
      kind: 'paragraph',
      style: 'small',
      text: `Statement version: ${recorded.version}. If anything in it is wrong, call us on ${policy.brand.phone}.`,
    },
  ];
  return {
    title: heading,
    subtitle: 'What you told us you need, and what we did not advise on',
    brandName: policy.brand.brandName,
    policyNumber: policy.policyNumber,
    issuedAt: policy.issuedAt,
    parties: partiesOf(checked),
    blocks,
  };
}
