import type {
  CreditAgreement,
  CreditAgreementSignature,
  SignCreditAgreementRequest,
} from '@van/domain/contract';
import {
  CREDIT_AGREEMENT_VERSION,
  creditAgreementText,
  creditExplanation,
  creditFigures,
  creditSectionsText,
  preContractCreditInformation,
  type CreditSection,
  type CreditTerms,
} from '@van/domain/payment';
import { selectedResult } from '@van/domain/quote';
import {
  CREDIT_AGREEMENT_NOT_SIGNED_MESSAGE,
  NO_AVAILABLE_PAYMENT_METHODS_MESSAGE,
} from '@van/domain/shared';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/token-hash.ts';
import { addressLines, fullName } from '../documents/index.ts';
import type { ConfirmationSettings } from './confirmation-email.ts';
import type { CreditAgreementSignatureRow } from './credit-agreement.table.ts';
import type { FinalizedQuote } from './payment.repository.ts';
import { assertOptionAllowed, payableQuote } from './purchase-checks.ts';
import type { PurchaseDependencies } from './purchase-dependencies.ts';

// Decision 045: the monthly credit's pre-contract information, explanation and agreement, built
// from the quote as it now stands (load), by the pure domain builders (decide), and the signature
// stored with the exact text and its hash (write). A signature counts only for the text the quote's
// figures give now, so a re-price (new figures, new text, new hash) needs a new signature.

/** The credit texts of a quote as it now stands, and the agreement's exact text and hash. */
export interface CreditTexts {
  terms: CreditTerms;
  agreement: CreditSection[];
  text: string;
  textHash: string;
}

/**
 * The credit texts of a finalized quote paid MONTHLY_DD, or undefined when it cannot be (no
 * instalment plan). Pure apart from hashing.
 */
export function creditTexts(
  found: FinalizedQuote,
  settings: ConfirmationSettings,
): CreditTexts | undefined {
  const figures = creditFigures(selectedResult(found.quote));
  if (!figures) return undefined;
  const proposer = found.quote.policy.eventCurrent.risk.proposer;
  const terms: CreditTerms = {
    lender: { ...settings.lender, phone: settings.phone, email: settings.contactEmail },
    brandName: settings.brandName,
    borrower: {
      name: fullName(proposer),
      addressLines: addressLines(proposer?.correspondenceAddress),
    },
    figures,
  };
  const agreement = creditAgreementText(terms).sections;
  const text = creditSectionsText(agreement);
  return { terms, agreement, text, textHash: sha256Hex(text) };
}

/** 'Mr Sam Smith', as the policy documents name the proposer. */

/**
 * The credit texts of a payable quote that may be paid monthly.
 * @throws DomainError as payableQuote; NoAvailablePayMethods / NoMatchingPaymentOption.
 */
async function monthlyCreditTexts(
  deps: PurchaseDependencies,
  quoteKey: string,
): Promise<{ found: FinalizedQuote; texts: CreditTexts }> {
  const found = await payableQuote(deps.db, quoteKey, deps.now());
  assertOptionAllowed(selectedResult(found.quote), 'MONTHLY_DD');
  const texts = creditTexts(found, deps.confirmation);
  if (!texts) throw new DomainError('NoAvailablePayMethods', NO_AVAILABLE_PAYMENT_METHODS_MESSAGE);
  return { found, texts };
}

async function findSignature(
  db: Db,
  quoteId: string,
  textHash: string,
): Promise<CreditAgreementSignatureRow | undefined> {
  return db
    .selectFrom('credit_agreement_signature')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .where('text_hash', '=', textHash)
    .executeTakeFirst();
}

/** The quote's latest signature (the one its policy was bought with), for the documents. */
export async function findLatestSignature(
  db: Db,
  quoteId: string,
): Promise<CreditAgreementSignatureRow | undefined> {
  return db
    .selectFrom('credit_agreement_signature')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('signed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** POST /v1/creditAgreement: what the customer reads before the Direct Debit step. */
export async function creditAgreementFor(
  deps: PurchaseDependencies,
  quoteKey: string,
): Promise<CreditAgreement> {
  const { found, texts } = await monthlyCreditTexts(deps, quoteKey);
  const signature = await findSignature(deps.db, found.quoteId, texts.textHash);
  return {
    version: CREDIT_AGREEMENT_VERSION,
    preContractInformation: preContractCreditInformation(texts.terms),
    explanation: creditExplanation(texts.terms),
    agreement: texts.agreement,
    textHash: texts.textHash,
    borrowerName: texts.terms.borrower.name,
    signedAt: signature ? signature.signed_at.toISOString() : null,
  };
}

/**
 * POST /v1/creditAgreement/sign: the customer signs the agreement they were shown. The version
 * and hash they send must be those of the agreement as it now stands (a text shown before a
 * re-price, or a hash made up, signs nothing). Signing the same text again keeps the first
 * signature: it is the proof.
 * @throws DomainError CreditAgreementNotSigned (409) for another version or hash; as
 * monthlyCreditTexts.
 */
export async function signCreditAgreement(
  deps: PurchaseDependencies,
  request: SignCreditAgreementRequest,
): Promise<CreditAgreementSignature> {
  const { found, texts } = await monthlyCreditTexts(deps, request.quoteKey);
  if (request.version !== CREDIT_AGREEMENT_VERSION || request.textHash !== texts.textHash) {
    throw new DomainError('CreditAgreementNotSigned', CREDIT_AGREEMENT_NOT_SIGNED_MESSAGE);
  }
  await deps.db
    .insertInto('credit_agreement_signature')
    .values({
      quote_id: found.quoteId,
      policy_event_reference: found.policyEventReference,
      version: CREDIT_AGREEMENT_VERSION,
      agreement_text: texts.text,
      text_hash: texts.textHash,
      signer_name: request.signerName.trim(),
      signed_at: deps.now(),
    })
    .onConflict((oc) => oc.columns(['quote_id', 'text_hash']).doNothing())
    .execute();
  const row = (await findSignature(deps.db, found.quoteId, texts.textHash))!;
  deps.log.info({ quoteId: found.quoteId, version: row.version }, 'credit agreement signed');
  return {
    version: row.version,
    textHash: row.text_hash,
    signerName: row.signer_name,
    signedAt: row.signed_at.toISOString(),
  };
}

/**
 * No money is taken for a monthly plan (mandate, payment session) without a signature of the
 * agreement the quote's figures give now.
 * @throws DomainError CreditAgreementNotSigned (409); NoAvailablePayMethods without a plan.
 */
export async function assertCreditAgreementSigned(
  deps: Pick<PurchaseDependencies, 'db' | 'confirmation'>,
  found: FinalizedQuote,
): Promise<CreditAgreementSignatureRow> {
  const texts = creditTexts(found, deps.confirmation);
  if (!texts) throw new DomainError('NoAvailablePayMethods', NO_AVAILABLE_PAYMENT_METHODS_MESSAGE);
  const signature = await findSignature(deps.db, found.quoteId, texts.textHash);
  if (!signature) {
    throw new DomainError('CreditAgreementNotSigned', CREDIT_AGREEMENT_NOT_SIGNED_MESSAGE);
  }
  return signature;
}
