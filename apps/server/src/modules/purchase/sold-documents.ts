import type { PolicyDocuments } from '@van/domain/contract';
import type { Db } from '../../db/database.ts';
import { emailQueuedFor, type EmailAttachment } from '../email/index.ts';
import {
  documentsFor,
  productInformationLinks,
  renderPolicyDocument,
  type PolicyDocumentKind,
  type SoldPolicy,
} from '../documents/index.ts';
import { findDemandsAndNeeds } from '../quote/index.ts';
import { findSupportNeeds } from '../support-needs/index.ts';
import { hasElectronicDocumentsConsent } from '../consent/index.ts';
import {
  DIRECT_DEBIT_NOTICE_DOCUMENT,
  type PrintDocument,
  type PrintDocumentsFor,
} from '../post/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import { findLatestSignature } from './credit-agreement.service.ts';
import { findMandateOfPolicy } from './direct-debit-mandate.repository.ts';
import { directDebitNoticeFileName, renderDirectDebitNoticeLetter } from './direct-debit-letter.ts';
import { issuedMandateOf } from './direct-debit-notice.ts';
import { findPolicyByQuoteId } from './policy.repository.ts';
import { findSoldProductDocuments } from './sold-product-documents.ts';
import { cancelledBy, formatSortCode } from './purchase-rules.ts';
import type { DirectDebitMandateRow, PolicyRow } from './purchase.table.ts';

// Decision 030: what modules/documents needs to write a sold policy down, read from the policy
// row (with its cancellation, decision 033 item 4) and, for MONTHLY_DD, the mandate tied to it at issue. The documents are made on demand (the
// same policy gives the same bytes), for a download and for the confirmation e-mail alike.

/**
 * The sold policy as the documents read it at `now`: the Quote as sold, the plan, the mandate,
 * and its cancellation once cover has ended (decision 063, amended: a cancellation from a later
 * date leaves the documents, certificate included, valid until then).
 */
export async function soldPolicyOf(
  db: Db,
  policy: PolicyRow,
  settings: ConfirmationSettings,
  now: Date = new Date(),
): Promise<SoldPolicy> {
  const mandate =
    policy.payment_plan === 'MONTHLY_DD' ? await findMandateOfPolicy(db, policy.id) : undefined;
  // Decision 047: the formats asked for with the customer's support needs, for the footnote.
  const supportNeeds = await findSupportNeeds(db, policy.quote_id);
  const statement = await findDemandsAndNeeds(db, policy.quote_id, policy.policy_event_reference);
  // Decision 045: the agreement signed before the payment (the latest, for the figures sold).
  const signature =
    policy.payment_plan === 'MONTHLY_DD'
      ? await findLatestSignature(db, policy.quote_id)
      : undefined;
  // Decision 032, ICOBS 6.1.5R: the IPIDs given with the sale, as recorded at issue.
  const productInformation = await findSoldProductDocuments(db, policy.id);
  const cancelledAt = cancelledBy(policy, now);
  return {
    policyNumber: policy.policy_number,
    issuedAt: policy.issued_at,
    brand: {
      brandName: settings.brandName,
      brokerLegalName: settings.brokerLegalName,
      phone: settings.phone,
      email: settings.contactEmail,
      insurerName: settings.insurerName,
      claimsPhone: settings.claimsPhone,
      fcaFirmReferenceNumber: settings.fcaFirmReferenceNumber,
    },
    quote: policy.sold_quote,
    paymentPlan: policy.payment_plan,
    ...(mandate ? { directDebit: directDebitDetails(mandate, settings) } : {}),
    consentToAutoRenew: policy.consent_to_auto_renew,
    ...(cancelledAt ? { cancelledAt } : {}),
    ...(supportNeeds ? { alternativeFormats: supportNeeds.formats } : {}),
    // Decision 044: the demands-and-needs statement as recorded at finalize, for its document.
    ...(statement
      ? { demandsAndNeeds: { version: statement.version, text: statement.statement_text } }
      : {}),
    ...(signature
      ? {
          creditAgreement: {
            version: signature.version,
            signerName: signature.signer_name,
            signedAt: signature.signed_at,
            textHash: signature.text_hash,
            text: signature.agreement_text,
            lender: settings.lender,
          },
        }
      : {}),
    ...(productInformation.length > 0 ? { productInformation } : {}),
  };
}

/** The Direct Debit Instruction's and credit agreement's details: the account's last 4 digits only. */
function directDebitDetails(
  mandate: DirectDebitMandateRow,
  settings: ConfirmationSettings,
): NonNullable<SoldPolicy['directDebit']> {
  return {
    accountHolderName: mandate.account_holder_name,
    sortCode: formatSortCode(mandate.sort_code),
    accountNumberEnding: mandate.account_number_last4,
    reference: mandate.mandate_reference,
    serviceUserNumber: settings.directDebitServiceUserNumber,
    collections: mandate.collections,
  };
}

/** GET /v1/policies/:webReference/documents: each document's kind, title and file name, and the IPIDs. */
export async function policyDocumentList(
  db: Db,
  policy: PolicyRow,
  settings: ConfirmationSettings,
  now: Date,
): Promise<PolicyDocuments> {
  const sold = await soldPolicyOf(db, policy, settings, now);
  const electronic = await hasElectronicDocumentsConsent(db, policy.quote_id);
  return {
    documents: documentsFor(sold),
    productInformation: productInformationLinks(sold),
    // Decision 033: the page says the documents were e-mailed only when they were (payment-settlement
    // queues the confirmation only for a valid address).
    // Decision 043: and only with consent to documents by e-mail; otherwise they are posted.
    documentsEmailed: electronic && (await emailQueuedFor(db, policy.quote_id, 'policy')),
    documentsPosted: !electronic,
  };
}

/** One document of a sold policy as PDF bytes and its file name. */
export async function policyDocumentFile(
  db: Db,
  policy: PolicyRow,
  kind: PolicyDocumentKind,
  settings: ConfirmationSettings,
  now: Date = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const sold = await soldPolicyOf(db, policy, settings, now);
  // renderPolicyDocument refuses (NotFound) a kind that does not exist or this policy lacks.
  const bytes = await renderPolicyDocument(kind, sold);
  const fileName = documentsFor(sold).find((document) => document.kind === kind)!.fileName;
  return { fileName, bytes };
}

/**
 * The confirmation e-mail's attachments, made when the worker delivers it (nothing large is kept
 * in the outbox): every document of the quote's policy as a PDF. A message of any other kind, or
 * of a quote without a policy, has none.
 */
export function policyDocumentAttachments(
  db: Db,
  settings: ConfirmationSettings,
  now: () => Date = () => new Date(),
): (message: { kind: string; quoteId: string }) => Promise<EmailAttachment[]> {
  return async ({ kind, quoteId }) => {
    if (kind !== 'policy') return [];
    const policy = await findPolicyByQuoteId(db, quoteId);
    if (!policy) return [];
    // Decision 043: documents go by e-mail only with recorded consent; otherwise by post.
    if (!(await hasElectronicDocumentsConsent(db, quoteId))) return [];
    const sold = await soldPolicyOf(db, policy, settings, now());
    return Promise.all(
      documentsFor(sold).map(async (document) => ({
        filename: document.fileName,
        content: Buffer.from(await renderPolicyDocument(document.kind, sold)),
        contentType: 'application/pdf',
      })),
    );
  };
}

/**
 * Decision 048: a postal item's documents as PDFs, made when the post worker sends it (the outbox
 * holds their kinds, not copies): each kind listed that the policy still has (a policy cancelled
 * since has no certificate), and the Direct Debit notice letter from the mandate's final schedule.
 */
export function postedDocumentFiles(
  db: Db,
  settings: ConfirmationSettings,
  now: () => Date = () => new Date(),
): PrintDocumentsFor {
  return async ({ quoteId, documents }) => {
    const policy = await findPolicyByQuoteId(db, quoteId);
    if (!policy) return [];
    const sold = await soldPolicyOf(db, policy, settings, now());
    const itHas = documentsFor(sold);
    const files: PrintDocument[] = [];
    for (const kind of documents) {
      if (kind === DIRECT_DEBIT_NOTICE_DOCUMENT) {
        const mandate = await findMandateOfPolicy(db, policy.id);
        if (!mandate) continue;
        files.push({
          kind,
          fileName: directDebitNoticeFileName(policy.policy_number),
          bytes: await renderDirectDebitNoticeLetter(
            policy.sold_quote,
            policy.policy_number,
            issuedMandateOf(mandate),
            policy.issued_at,
            settings,
          ),
        });
        continue;
      }
      const document = itHas.find((each) => each.kind === kind);
      if (document) {
        files.push({
          kind,
          fileName: document.fileName,
          bytes: await renderPolicyDocument(kind, sold),
        });
      }
    }
    return files;
  };
}
