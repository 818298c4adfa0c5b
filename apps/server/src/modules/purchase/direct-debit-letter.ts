import { selectedResult, type Quote } from '@van/domain/quote';
import { writeDocument, type Block, type DocumentContent } from '../documents/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import { directDebitNoticeSections, type IssuedMandate } from './direct-debit-email.ts';

// Decision 048: a customer who chose documents by post gets the Direct Debit Instruction's
// confirmation and advance notice (decision 046) as a letter in the envelope with their documents,
// in the e-mail's words (directDebitNoticeSections). Pure: the same policy gives the same bytes.

/** 'RWV-2026-000123-direct-debit-notice.pdf': the policy number and the kind, nothing personal. */
export function directDebitNoticeFileName(policyNumber: string): string {
  return `${policyNumber}-direct-debit-notice.pdf`;
}

/** The letter's content, for the document writer. */
export function directDebitNoticeLetter(
  soldQuote: Quote,
  policyNumber: string,
  mandate: IssuedMandate,
  issuedAt: Date,
  settings: ConfirmationSettings,
): DocumentContent {
  const blocks: Block[] = [];
  for (const section of directDebitNoticeSections(
    soldQuote,
    policyNumber,
    mandate,
    issuedAt,
    settings,
  )) {
    if (section.heading) blocks.push({ kind: 'heading', text: section.heading });
    let items: string[] = [];
    const closeList = () => {
      if (items.length > 0) blocks.push({ kind: 'bullets', items });
      items = [];
    };
    for (const line of section.lines) {
      if (line.startsWith('- ')) {
        items.push(line.slice(2));
      } else {
        closeList();
        blocks.push({ kind: 'paragraph', text: line });
      }
    }
    closeList();
  }
  return {
    title: 'Your Direct Debit Instruction and payment dates',
    subtitle: 'Confirmation of your Direct Debit Instruction and advance notice of your payments',
    brandName: settings.brandName,
    policyNumber,
    issuedAt,
    parties: {
      insurerName:
        selectedResult(soldQuote)?.grantedDetailsMotor?.insurerName ?? settings.insurerName,
      brokerLegalName: settings.brokerLegalName,
    },
    blocks,
  };
}

/** The letter as PDF bytes. */
export function renderDirectDebitNoticeLetter(
  ...letter: Parameters<typeof directDebitNoticeLetter>
): Promise<Uint8Array> {
  return writeDocument(directDebitNoticeLetter(...letter));
}
