import type { Result } from '@van/domain/quote';
import { POLICY_DOCUMENT_NOT_FOUND_MESSAGE } from '@van/domain/shared';
import { DomainError } from '../../lib/errors.ts';
import { certificate } from './certificate.ts';
import { creditAgreement } from './credit-agreement.ts';
import { demandsAndNeedsDocument } from './demands-and-needs.ts';
import { directDebitInstruction } from './direct-debit-instruction.ts';
import { writeDocument, type DocumentContent } from './document-writer.ts';
import { formatUkDateTime } from './format.ts';
import { policySchedule } from './policy-schedule.ts';
import { extrasOf } from './sold-facts.ts';
import { statementOfFact } from './statement-of-fact.ts';
import {
  POLICY_DOCUMENT_KINDS,
  checkSoldPolicy,
  type CheckedPolicy,
  type PolicyDocumentKind,
  type SoldPolicy,
} from './sold-policy.ts';

// Decision 030: the policy documents as PDFs, made on demand from the policy as sold. Nothing
// is stored: the same policy always gives the same bytes, so a document can be made again for a
// download or an e-mail attachment and be the one the customer already has.

const CONTENT: Readonly<Record<PolicyDocumentKind, (checked: CheckedPolicy) => DocumentContent>> = {
  'policy-schedule': policySchedule,
  certificate,
  'statement-of-fact': statementOfFact,
  'demands-and-needs': demandsAndNeedsDocument,
  'credit-agreement': creditAgreement,
  'direct-debit-instruction': directDebitInstruction,
};

/**
 * The PDF bytes of one document. Deterministic: the same policy gives the same bytes (the PDF's
 * dates are issuedAt).
 * @throws DomainError NotFound for a kind that does not exist or that this policy does not have
 * (the credit agreement and Direct Debit Instruction belong to MONTHLY_DD only); PolicyCancelled
 * (410) for the certificate of a cancelled policy (decision 033: a certificate must never show
 * cover that has ended); ResultMissing or Internal for a policy that cannot be written down (see
 * checkSoldPolicy).
 */
export async function renderPolicyDocument(
  kind: PolicyDocumentKind,
  policy: SoldPolicy,
): Promise<Uint8Array> {
  if (!Object.hasOwn(CONTENT, kind)) {
    throw new DomainError(
      'NotFound',
      `${POLICY_DOCUMENT_NOT_FOUND_MESSAGE} The documents are: ${Object.keys(CONTENT).join(', ')}.`,
    );
  }
  const checked = checkSoldPolicy(policy);
  if (kind === 'certificate' && policy.cancelledAt !== undefined) {
    throw new DomainError(
      'PolicyCancelled',
      `This policy was cancelled at ${formatUkDateTime(policy.cancelledAt)}, so its certificate of motor insurance is no longer valid and you are not insured by it. Please call us if you need help.`,
    );
  }
  if (POLICY_DOCUMENT_KINDS[kind].monthlyOnly && policy.paymentPlan !== 'MONTHLY_DD') {
    throw new DomainError(
      'NotFound',
      `This policy has no ${POLICY_DOCUMENT_KINDS[kind].title.toLowerCase()}: only a policy paid monthly by Direct Debit has one.`,
    );
  }
  return writeDocument(CONTENT[kind](checked));
}

/**
 * The product and extras IPIDs (Insurance Product Information Documents) the customer was given
 * for what they bought, to link: those recorded with the sale (SoldPolicy.productInformation), or,
 * for a sale recorded before them, offeredProductInformation of the sold result.
 */
export function productInformationLinks(policy: SoldPolicy): { title: string; url: string }[] {
  const { result } = checkSoldPolicy(policy);
  const given = policy.productInformation?.length
    ? policy.productInformation
    : offeredProductInformation(result);
  return given.map(({ title, url }) => ({ title, url }));
}

/**
 * The IPIDs a result offers for what is bought with it, from its documents (§3.5
 * insuranceProductInformationDocs, §3.4 each applied extension's
 * insuranceProductInformationDocument): the product's first, then each extra on the policy
 * (chosen or included, never the hidden ones of §9.5), each address once.
 */
export function offeredProductInformation(result: Result): { title: string; url: string }[] {
  const product = result.grantedDetailsMotor;
  const productName = product?.productName ?? product?.productIdentifier ?? 'Van insurance';
  const links: { title: string; url: string }[] = [];
  const add = (title: string, url: string | undefined) => {
    if (url && !links.some((link) => link.url === url)) links.push({ title, url });
  };
  for (const document of product?.insuranceProductInformationDocs ?? []) {
    add(`${productName} (Insurance Product Information Document)`, document.url);
  }
  for (const extra of extrasOf(result)) {
    add(`${extra.name} (Insurance Product Information Document)`, extra.ipidUrl);
  }
  return links;
}
