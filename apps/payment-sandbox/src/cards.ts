/**
 * Card entry checks and the test cards' outcomes. Pure: the clock is an argument.
 * Messages are written for the person paying and name the field in their words.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** What the customer typed, as posted by the hosted page's form. */
export interface CardEntry {
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

export type CardField = keyof CardEntry;

/** A card that passed every check: only what the sandbox needs to decide and to report. */
export interface CheckedCard {
  /** Digits only. Never stored or logged: it lives for the length of one request. */
  number: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export type CardCheck =
  { ok: true; card: CheckedCard } | { ok: false; errors: Partial<Record<CardField, string>> };

/** How a card attempt ends. `challenge` asks for 3-D Secure authentication first. */
export type CardOutcome =
  | { kind: 'success' }
  | { kind: 'declined'; code: 'card_declined' | 'insufficient_funds' }
  | { kind: 'failed'; code: 'processing_error' }
  | { kind: 'challenge' };

/**
 * The documented test cards (README "Test cards"), after Stripe's. Any other card that passes the
 * checks succeeds.
 */
export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: CardOutcome; meaning: string }> =
  [
    { number: '4242424242424242', outcome: { kind: 'success' }, meaning: 'Succeeds' },
    {
      number: '4000000000000002',
      outcome: { kind: 'declined', code: 'card_declined' },
      meaning: 'Declined',
    },
    {
      number: '4000000000009995',
      outcome: { kind: 'declined', code: 'insufficient_funds' },
      meaning: 'Declined: insufficient funds',
    },
    {
      number: '4000000000003220',
      outcome: { kind: 'challenge' },
      meaning: '3-D Secure challenge, then succeeds or is declined as you choose',
    },
    {
      number: '4000000000000119',
      outcome: { kind: 'failed', code: 'processing_error' },
      meaning: 'Provider error: the payment fails',
    },
  ];

/** What the card network says about a card that passed the checks. */
export function outcomeForCard(number: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === number)?.outcome ?? { kind: 'success' };
}

/** True when the digits pass the Luhn (mod 10) check. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Double every second digit counting from the right, the check digit itself not doubled.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme, from the number's leading digits (IIN ranges). */
export function brandOf(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  const first4 = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  return 'unknown';
}

// Card numbers are 12 to 19 digits (ISO/IEC 7812); people type them with spaces or dashes.
const CARD_NUMBER_LENGTH = { min: 12, max: 19 };
// Cards are issued for at most a few years; 20 catches a mistyped year.
const MAX_YEARS_AHEAD = 20;
const MAX_NAME_LENGTH = 100;

/**
 * Checks a card entry. Guarantees, when ok: the number is 12 to 19 digits and passes Luhn, the
 * expiry is MM/YY and its month has not ended by `now` (UTC), the CVC is 3 digits (4 for American
 * Express) and a name is given. Otherwise one message per field that is wrong.
 */
export function checkCard(entry: CardEntry, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};

  const digits = entry.cardNumber.replace(/[\s-]/g, '');
  if (digits === '') {
    errors.cardNumber = 'Enter your card number';
  } else if (!/^\d+$/.test(digits)) {
    errors.cardNumber = 'Card number must only include numbers 0 to 9';
  } else if (digits.length < CARD_NUMBER_LENGTH.min || digits.length > CARD_NUMBER_LENGTH.max) {
    errors.cardNumber = 'Card number must be between 12 and 19 digits long';
  } else if (!passesLuhn(digits)) {
    errors.cardNumber = 'Card number is not valid: check it and enter it again';
  }
  const brand = brandOf(digits);

  const expiry = checkExpiry(entry.expiry, now);
  if ('error' in expiry) errors.expiry = expiry.error;

  const cvc = entry.cvc.trim();
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (cvc === '') {
    errors.cvc = 'Enter the security code';
  } else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) {
    errors.cvc =
      brand === 'amex'
        ? 'Security code must be the 4 digits on the front of the card'
        : 'Security code must be the 3 digits on the back of the card';
  }

  const name = entry.nameOnCard.trim();
  if (name === '') {
    errors.nameOnCard = 'Enter the name on the card';
  } else if (name.length > MAX_NAME_LENGTH) {
    errors.nameOnCard = `Name on the card must be ${MAX_NAME_LENGTH} characters or fewer`;
  }

  if (Object.keys(errors).length > 0 || 'error' in expiry) return { ok: false, errors };
  return {
    ok: true,
    card: {
      number: digits,
      brand,
      last4: digits.slice(-4),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
    },
  };
}

function checkExpiry(
  input: string,
  now: Date,
): { month: number; year: number } | { error: string } {
  const text = input.trim();
  if (text === '') return { error: 'Enter the expiry date' };
  // MM/YY as printed on the card; "MMYY" and spaces around the slash are forgiven.
  const match = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(text);
  if (!match) return { error: 'Enter the expiry date as MM/YY, for example 04/29' };
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return { error: 'Expiry month must be between 01 and 12' };
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonths = year * 12 + (month - 1);
  // A card is valid to the end of its expiry month.
  if (expiryMonths < nowMonths) return { error: 'This card has expired: use a different card' };
  if (expiryMonths > nowMonths + MAX_YEARS_AHEAD * 12) {
    return { error: 'Expiry date must be a real date: check the year' };
  }
  return { month, year };
}
