/** §2.6 'Declined and no-quote' and §8 'Must finish by phone'. */
export const noQuoteCopy = {
  heading: "Sorry, we can't offer you a quote online",
  explanation:
    "From the answers you gave, we can't offer you van insurance online. This may not mean we can't insure you: our team can look at your details with you.",
  callUs: 'To talk to us about your quote, call',
  fraudCheck: 'If you were told your application could not go ahead after our checks, call',
  creditCheck: 'If you were told your credit check was not passed, call',
  reference: 'Your quote reference is',
} as const;

export const callUsToCompleteCopy = {
  heading: 'Please call us',
  explanation:
    "We need to ask you a few more questions before we can give you a price. It won't take long.",
  callUs: 'Call us on',
  reference: 'and give your quote reference',
} as const;

/**
 * The payment outcome pages' way on: the number to call, the quote reference to have ready, and
 * when the lines are open.
 */
export const callUsWithReferenceCopy = {
  callUs: 'Call us on',
  reference: 'Your quote reference is',
  haveItReady: 'Please have it ready when you call.',
} as const;

/**
 * §8 'Payment failure': the payment did not go through (among other ways, when no payment option
 * matches the method chosen, §2.2). Nothing was bought, so the customer may try again.
 */
export const paymentFailureCopy = {
  heading: "Sorry, we couldn't take your payment",
  explanation: "Your payment didn't go through, so your policy has not been bought yet.",
  whatToDo:
    'Your quote is saved. You can try again with another card or way of paying, or call us and we can take your payment over the phone.',
  backToQuote: 'Go back to your quote',
  retrieveQuote: 'Retrieve your quote',
} as const;

/**
 * §8 'Payment error': something went wrong while paying, so whether the payment was taken is not
 * known; paying again could charge the customer twice.
 */
export const paymentErrorCopy = {
  heading: 'Sorry, something went wrong with your payment',
  explanation:
    "There was a technical problem while we were taking your payment, so we can't tell whether it went through.",
  dontPayAgain:
    'Please do not try to pay again, so you are not charged twice. Call us and we will check your payment and make sure your van is insured.',
} as const;

/**
 * §8 'Wrap-up missing token': after paying, setting up the policy (the wrap-up, §4.8) failed, so
 * no policy number could be given.
 */
export const policyWrapUpErrorCopy = {
  heading: "Sorry, we couldn't finish setting up your policy",
  explanation:
    "Something went wrong while we were setting up your policy after your payment, so we can't show your policy number.",
  dontPayAgain:
    'Please do not try to pay again. Call us and we will finish setting up your policy and confirm your cover.',
} as const;

/**
 * §8 'Policy already purchased': a comparison-site arrival, or a retrieve, whose quote has
 * already been bought.
 */
export const purchasedCopy = {
  heading: 'You have already bought this policy',
  explanation: 'This quote has already been bought, so it cannot be bought again online.',
  policyNumber: 'Your policy number is',
  questions: 'If you have a question about your policy or want to change it, call us on',
  newQuote: 'Insure another van: start a new quote',
} as const;
