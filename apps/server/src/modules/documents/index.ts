export {
  offeredProductInformation,
  productInformationLinks,
  renderPolicyDocument,
} from './policy-documents.ts';
export {
  POLICY_DOCUMENT_KINDS,
  documentsFor,
  type DirectDebitDetails,
  type PolicyDocument,
  type PolicyDocumentKind,
  type SoldPolicy,
  type SoldProductDocument,
} from './sold-policy.ts';
export {
  writeDocument,
  type Block,
  type DocumentContent,
  type Parties,
} from './document-writer.ts';
export { addressLines, coverLevelName, driversOf, fullName } from './sold-facts.ts';
export { formatUkDateTime } from './format.ts';
