import { POSTED_DOCUMENTS_WORKING_DAYS } from '@van/domain/forms';
import {
  englandAndWalesBankHolidays,
  workingDays,
  type PaymentOptionType,
} from '@van/domain/payment';
import type { Quote } from '@van/domain/quote';
import { normalisePostcode } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import {
  POLICY_DOCUMENT_KINDS,
  addressLines,
  fullName,
  type PolicyDocumentKind,
} from '../documents/index.ts';

// Decision 048: what is posted to a customer who did not consent to documents by e-mail, and by
// when. Pure. The postal item names the documents to print by kind (they are made from the policy
// when the item is sent, as the e-mail's attachments are) and holds only what an envelope needs of
// the customer: their name and postal address.

/** Working days Royal Mail takes to bring a letter posted first class (dispatch day excluded). */
export const POST_WORKING_DAYS = 2;

/**
 * The letter that confirms a monthly policy's Direct Debit Instruction and gives its advance
 * notice (decision 046): the e-mail's words on paper, for a customer who chose the post.
 */
export const DIRECT_DEBIT_NOTICE_DOCUMENT = 'direct-debit-notice';

/** A document the print house prints: a policy document, or the Direct Debit notice letter. */
export type PostedDocumentKind = PolicyDocumentKind | typeof DIRECT_DEBIT_NOTICE_DOCUMENT;

/** The envelope: the policyholder's name and correspondence address. */
export interface PostalAddress {
  name: string;
  /** House and street, then the second line; the postcode apart. */
  lines: string[];
  /** 'LS1 4AP'. */
  postcode: string;
}

/** A sold policy's documents to post, as queued with the sale. */
export interface PostedDocuments {
  policyNumber: string;
  documents: PostedDocumentKind[];
  recipient: PostalAddress;
  /** yyyy-MM-dd: the last day the print house may dispatch them and keep our promise. */
  dispatchBy: string;
}

const { addWorkingDays } = workingDays(englandAndWalesBankHolidays);

/**
 * The last day the documents may leave the print house: they then arrive, POST_WORKING_DAYS
 * later, within the POSTED_DOCUMENTS_WORKING_DAYS working days of the sale that the quote page,
 * the confirmation page and the e-mail promise.
 */
export function postedDispatchBy(issuedOn: string): string {
  return addWorkingDays(issuedOn, POSTED_DOCUMENTS_WORKING_DAYS - POST_WORKING_DAYS);
}

/** The day a letter dispatched on `dispatchDate` arrives, at the latest. */
export function postedArrivalBy(dispatchDate: string): string {
  return addWorkingDays(dispatchDate, POST_WORKING_DAYS);
}

/**
 * The day a Direct Debit notice posted with the documents of a policy issued on `issuedOn` is in
 * the customer's hands at the latest: the notice period (10 working days) runs from then.
 */
export function postedNoticeGivenOn(issuedOn: string): string {
  return postedArrivalBy(postedDispatchBy(issuedOn));
}

/**
 * The documents a newly sold policy has (the first ones always, the monthly ones for MONTHLY_DD,
 * in the order a customer reads them), and for MONTHLY_DD the Direct Debit notice letter last.
 */
export function postedDocumentKinds(plan: PaymentOptionType): PostedDocumentKind[] {
  const monthly = plan === 'MONTHLY_DD';
  const kinds = (Object.keys(POLICY_DOCUMENT_KINDS) as PolicyDocumentKind[]).filter(
    (kind) => monthly || !POLICY_DOCUMENT_KINDS[kind].monthlyOnly,
  );
  return monthly ? [...kinds, DIRECT_DEBIT_NOTICE_DOCUMENT] : kinds;
}

/** The policyholder's name and correspondence address, as the sold quote holds them. */
export function postalAddressOf(soldQuote: Quote): PostalAddress {
  const proposer = soldQuote.policy.eventCurrent.risk?.proposer;
  const address = proposer?.correspondenceAddress;
  const postcode = address?.postcode?.trim() ?? '';
  return {
    name: fullName(proposer),
    lines: addressLines(address ? { ...address, postcode: undefined } : undefined),
    postcode: postcode === '' ? '' : normalisePostcode(postcode),
  };
}

/** What is queued for the post when a policy is issued without consent to documents by e-mail. */
export function postedDocumentsOf({
  policyNumber,
  soldQuote,
  paymentPlan,
  issuedAt,
}: {
  policyNumber: string;
  soldQuote: Quote;
  paymentPlan: PaymentOptionType;
  issuedAt: Date;
}): PostedDocuments {
  return {
    policyNumber,
    documents: postedDocumentKinds(paymentPlan),
    recipient: postalAddressOf(soldQuote),
    dispatchBy: postedDispatchBy(ukToday(issuedAt)),
  };
}
