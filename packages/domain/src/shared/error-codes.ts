import { z } from 'zod';

/**
 * Every error code the system raises: the §8 catalogue, then the generic server codes.
 * One place (server) maps these to HTTP statuses and one place (web) to pages.
 */
export const ERROR_CODES = [
  // §8 catalogue
  'QuoteCallFailed', // other quote call failure: request state Fail
  'PolicyAlreadyPurchased', // aggregator exchange 400 carrying a policyNumber -> purchased
  'RegistrationNotFound', // -> registration-number-error
  'EmailNotSent', // 'Email could not be sent.'
  'NullResponse', // payment options response null
  'NoMatchingPaymentOption', // -> payment-failure?quoteRef=
  'NoAvailablePayMethods', // 'No available payment methods found'
  'WrapUpTokenMissing', // -> policy-wrap-up-error?quoteRef=
  'PaymentFailure',
  'PaymentError',
  'MustCallToComplete', // -> call-us-to-complete
  'SessionExpired', // -> sessionExpired
  'QuoteMissing',
  'ResultMissing',
  'SelectedTierMissing',
  'RetrievalKeyMissing',
  'TokenMissing',
  'RequestDataMissing',
  'UserfieldAnswerNotUnique', // 'Could not find exactly one answer for {code}, got {answers}'
  'StaticDataMissing', // add-on code without static data
  'DescriptionNotFound', // code without description in a relabelled list
  'PrecisItemError', // precis item status ERRO
  // retrieve (decision 011): a uniform mismatch, a locked reference, too many tries from one client
  'RetrievalFailed',
  'RetrievalLocked',
  'TooManyRequests',
  // update: a quote past its 30 days, or one no longer open (bought)
  'QuoteExpired',
  'QuoteClosed',
  // buying (decisions 028 and 030): the credit check refused paying monthly; the bank details failed the
  // modulus check; a monthly payment asked for before its Direct Debit mandate was given
  'CreditCheckFailed',
  'BankAccountInvalid',
  'DirectDebitMandateMissing',
  // paying monthly before signing the credit agreement as it now stands (decision 045)
  'CreditAgreementNotSigned',
  // finalize sent a demands-and-needs wording other than the one in use (decision 044)
  'DemandsAndNeedsChanged',
  // finalize for answers other than the ones last priced, or without saying which (decision 051)
  'AnswersChangedSincePrice',
  // selling only what may be sold (decision 033): a cover start outside today..+30 days; a risk
  // lacking an answer the direct journey requires; an Idempotency-Key reused with another body;
  // a comparison site claimed as the source of business by a direct call
  'CoverStartDateInvalid',
  'RiskIncomplete',
  'IdempotencyKeyReused',
  'SourceOfBusinessNotAllowed',
  // a known offer code whose proof was not accepted: not sold with it (decision 033)
  'OfferCodeNotApplied',
  // a policy cancelled (its payment refunded in full): its certificate is no longer served
  'PolicyCancelled',
  // the partner API (decision 057): a caller without valid credentials (one answer for every
  // kind of failure); a risk outside the published eligibility; a site's request id sent again
  // with another body; a site past its daily quota
  'Unauthorized',
  'OutsideEligibility',
  'RequestIdReused',
  'QuotaExceeded',
  // the customer's account (decision 060): a state-changing call from another site's page (CSRF)
  'Forbidden',
  // generic server codes (QuoteDeclined and ServiceUnavailable are also §8 rows)
  'BadRequest',
  'NotFound',
  'Internal',
  'QuoteDeclined',
  'ServiceUnavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorCodeSchema = z.enum(ERROR_CODES);
