// The words users see, verbatim from the spec, kept in one place so no copy can drift from it.
// Change the wording here only; tests and both apps import these constants.

// §5.2 field messages
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email';
export const QUOTE_REFERENCE_FORMAT_MESSAGE =
  'Quote references are 3 groups of numbers separated by hyphens (e.g. 00000-00000-00000 or 1234-123456-1234)';
/** §8 registration not found: the van lookup's answer (the web shows registration-number-error). */
export const REGISTRATION_NOT_FOUND_MESSAGE =
  "We couldn't find a van with that registration number. Please check it and try again.";

// §8 error catalogue
export const EMAIL_NOT_SENT_MESSAGE = 'Email could not be sent.';
export const NULL_RESPONSE_MESSAGE = 'Null response';
export const NO_AVAILABLE_PAYMENT_METHODS_MESSAGE = 'No available payment methods found';
export const QUOTE_MISSING_MESSAGE = 'Quote is missing';
export const RESULT_MISSING_MESSAGE = 'Result is missing';
export const SELECTED_TIER_MISSING_MESSAGE = 'Selected tier is missing';
export const RETRIEVAL_KEY_MISSING_MESSAGE = 'Retrieval key is missing';
export const TOKEN_MISSING_MESSAGE = 'Token is missing';
export const REQUEST_DATA_MISSING_MESSAGE = 'Request data is missing';
export const STATIC_DATA_MISSING_NAME = 'Static data missing';
export const STATIC_DATA_MISSING_TITLE = 'Static data missing for given code';
export const DESCRIPTION_NOT_FOUND_MESSAGE = 'Description not found';
export const POLICY_SUMMARY_ERROR_MESSAGE =
  'There was an error retrieving the Policy Summary. Please call for details.';
export const NCD_TABLE_ERROR_MESSAGE =
  'Sorry, we could not retrieve the Average NCD Discount table. Please call us if you require further details.';

/**
 * §8: 'Could not find exactly one answer for {code}, got {answers}'. The spec does not show how
 * {answers} is written; we write the matching answers as a JSON array so that none and several
 * are told apart ('got []', 'got ["Y","N"]').
 */
export function userfieldAnswerNotUniqueMessage(code: string, answers: readonly string[]): string {
  return `Could not find exactly one answer for ${code}, got ${JSON.stringify(answers)}`;
}

// Retrieve (decision 011): one answer for every mismatch, so a caller learns nothing about which
// detail was wrong or whether the reference exists.
export const RETRIEVAL_FAILED_MESSAGE =
  "We couldn't find a quote with those details. Check your quote reference, last name, date of birth and postcode, and try again.";
export const RETRIEVAL_LOCKED_MESSAGE =
  'For your security, this quote reference is locked after several unsuccessful attempts. Please try again later or call us.';
export const TOO_MANY_REQUESTS_MESSAGE =
  'We have had too many attempts from your connection. Please wait a minute and try again.';

/** How long to wait, in words: 'a minute', '12 minutes', 'an hour' (a Retry-After in seconds). */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'a minute';
  if (minutes === 60) return 'an hour';
  return minutes < 60 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/** Decision 034 item 4: a retrieve lock, saying when to try again. */
export function retrievalLockedMessage(retryAfterSeconds: number): string {
  return `For your security, this quote reference is locked after several unsuccessful attempts. Please try again in ${waitInWords(retryAfterSeconds)} or call us.`;
}

/** Decision 034 item 6: the per-client limit on quotes asked for and re-priced. */
export function quoteRateLimitedMessage(retryAfterSeconds: number): string {
  return `You have asked for a lot of quotes in a short time. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}

// Buying (§7.4, §7.5): what finalize, the payment step, the Direct Debit mandate and the wrap-up
// tell the customer when they may not go on.
/**
 * QuoteMissing at a buying step, where the customer reads it on the page and needs to know what to do;
 * §8's 'Quote is missing' (QUOTE_MISSING_MESSAGE) stays the words of the internal checks (decision 038).
 */
export const QUOTE_NOT_FOUND_TO_BUY_MESSAGE =
  'We could not find your quote. Please retrieve it and try again.';
export const POLICY_ALREADY_PURCHASED_MESSAGE = 'This quote has already been bought.';
export const QUOTE_NOT_BUYABLE_ONLINE_MESSAGE =
  'This quote cannot be bought online. Please call us.';
export const QUOTE_EXPIRED_MESSAGE =
  'This quote has expired. Please start a new quote to get an up-to-date price.';
/** The price paid is the price finalized: a quote re-priced since then is checked again first. */
export const QUOTE_CHANGED_SINCE_FINALIZE_MESSAGE =
  'Your quote has changed since you chose to buy it. Please check your quote and try again.';
export const PAYMENT_OPTION_NOT_AVAILABLE_MESSAGE =
  'This way of paying is not available for your quote. Please choose another.';
export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Payments are not available at the moment. Please try again later.';
export const PAYMENT_NOT_COMPLETE_MESSAGE = 'Your payment has not been completed yet.';
/** The wrap-up's answer when the provider's session was not what we charged (decision 033 item 4). */
export const PAYMENT_NOT_CONFIRMED_MESSAGE =
  'We could not confirm your payment, so your cover has not started. Any money taken is being refunded to your card. Please call us and we will help you.';
/** Decision 033: paid, but the sale was refused at issue (and the refusal no longer applies). */
export const SALE_REFUSED_MESSAGE =
  'We could not start your cover, so your payment is being refunded to your card. Please check your quote and try again.';
// Decision 028: the fraud and credit check's refusals.
export const QUOTE_DECLINED_MESSAGE =
  "We can't offer you this policy online. Please call us and we'll see how we can help.";
export const CREDIT_CHECK_FAILED_MESSAGE =
  "We can't offer you monthly payments. You can still buy this policy by paying for the year by card.";
export const CREDIT_CHECK_UNAVAILABLE_MESSAGE =
  "We can't check your details for monthly payments at the moment. Please try again in a few minutes, or pay for the year by card.";
export const DIRECT_DEBIT_MANDATE_MISSING_MESSAGE = 'Please give your Direct Debit details first.';
// Decision 045: no monthly payment without the credit agreement signed as it now stands.
export const CREDIT_AGREEMENT_NOT_SIGNED_MESSAGE =
  'Please read and sign the credit agreement first. If your price has changed, sign it again.';
// Decision 044: the demands-and-needs statement shown is not the one the quote now gives.
export const DEMANDS_AND_NEEDS_CHANGED_MESSAGE =
  'Your statement of demands and needs has changed. Please read it again before you continue.';
// Decision 051: finalize for answers the customer has changed since the price they were shown.
export const ANSWERS_CHANGED_SINCE_PRICE_MESSAGE =
  'Your answers have changed since this price. Please get an updated price.';
// Decision 044 (amended): finalize without the version of the statement shown is refused.
export const DEMANDS_AND_NEEDS_NOT_SHOWN_MESSAGE =
  'Please read your demands and needs statement on the check your details page, then continue.';
// Decision 029: the sold policy behind a wrap-up token; anything else gets the same answer.
export const POLICY_NOT_FOUND_MESSAGE = 'We could not find that policy.';
export const POLICY_DOCUMENT_NOT_FOUND_MESSAGE = 'There is no such policy document.';

// Decision 060: signing in to the customer's account by an e-mailed one-time code.
/** The one answer to every request for a code, whether or not the address is known. */
export const SIGN_IN_CODE_SENT_MESSAGE =
  'If this email address is on a policy or a quote with us, we have sent a 6-digit code to it. The code works once, for 10 minutes. If nothing arrives, check your spam folder, or call us.';
/** A wrong, expired or used code, or one tried too often: the same words for each. */
export const SIGN_IN_CODE_REFUSED_MESSAGE =
  'That code is not right or is no longer valid. Please check the code in your latest email, or ask for a new one.';
/** No session, or one that has ended (signed out, idle too long, or past its end). */
export const NOT_SIGNED_IN_MESSAGE =
  'You are not signed in, or your session has ended. Please sign in again.';
/** A state-changing account call that did not come from our own pages (CSRF). */
export const NOT_FROM_OUR_WEBSITE_MESSAGE =
  'This request did not come from our website, so we have not acted on it. Please use our website to sign in.';

/** Too many codes asked for, for one address or from one place. */
export function signInCodesRateLimitedMessage(retryAfterSeconds: number): string {
  return `You have asked for a lot of sign-in codes in a short time. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}

/** Too many codes tried from one place. */
export function signInsRateLimitedMessage(retryAfterSeconds: number): string {
  return `You have tried to sign in a lot of times in a short time. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}
