import { describe, expect, it } from 'vitest';
import { brandOf, checkCard, outcomeForCard, passesLuhn, type CardEntry } from './cards.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const GOOD: CardEntry = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  nameOnCard: 'A Driver',
};

describe('passesLuhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['79927398713', true],
    ['4242424242424241', false],
    ['79927398710', false],
    ['12a4', false],
  ])('%s -> %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});

describe('brandOf', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'unknown'],
  ])('%s is %s', (digits, brand) => {
    expect(brandOf(digits)).toBe(brand);
  });
});

describe('checkCard', () => {
  it('accepts a good card, typed with spaces, and keeps only what is needed', () => {
    expect(checkCard(GOOD, NOW)).toEqual({
      ok: true,
      card: {
        number: '4242424242424242',
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
      },
    });
  });

  it.each([
    ['', 'Enter your card number'],
    ['4242 4242 4242 424x', 'Card number must only include numbers 0 to 9'],
    ['4242 4242', 'Card number must be between 12 and 19 digits long'],
    ['4242 4242 4242 4241', 'Card number is not valid: check it and enter it again'],
  ])('card number %j: %s', (cardNumber, message) => {
    expect(checkCard({ ...GOOD, cardNumber }, NOW)).toEqual({
      ok: false,
      errors: { cardNumber: message },
    });
  });

  it.each([
    ['', 'Enter the expiry date'],
    ['12-30', 'Enter the expiry date as MM/YY, for example 04/29'],
    ['12/2030', 'Enter the expiry date as MM/YY, for example 04/29'],
    ['13/30', 'Expiry month must be between 01 and 12'],
    ['00/30', 'Expiry month must be between 01 and 12'],
    ['10/26', 'This card has expired: use a different card'],
    ['12/25', 'This card has expired: use a different card'],
    ['12/99', 'Expiry date must be a real date: check the year'],
  ])('expiry %j: %s', (expiry, message) => {
    expect(checkCard({ ...GOOD, expiry }, NOW)).toEqual({ ok: false, errors: { expiry: message } });
  });

  it('accepts a card in its expiry month, to the end of that month', () => {
    expect(checkCard({ ...GOOD, expiry: '11/26' }, NOW).ok).toBe(true);
    expect(checkCard({ ...GOOD, expiry: '11/26' }, new Date('2026-11-30T23:59:59Z')).ok).toBe(true);
    expect(checkCard({ ...GOOD, expiry: '11/26' }, new Date('2026-12-01T00:00:00Z')).ok).toBe(
      false,
    );
    expect(checkCard({ ...GOOD, expiry: '0127' }, NOW).ok).toBe(true);
  });

  it.each([
    ['4242 4242 4242 4242', '', 'Enter the security code'],
    ['4242 4242 4242 4242', '12', 'Security code must be the 3 digits on the back of the card'],
    ['4242 4242 4242 4242', '1234', 'Security code must be the 3 digits on the back of the card'],
    ['3782 822463 10005', '123', 'Security code must be the 4 digits on the front of the card'],
  ])('card %s with security code %j: %s', (cardNumber, cvc, message) => {
    expect(checkCard({ ...GOOD, cardNumber, cvc }, NOW)).toEqual({
      ok: false,
      errors: { cvc: message },
    });
  });

  it('takes 4 digits for American Express', () => {
    expect(checkCard({ ...GOOD, cardNumber: '3782 822463 10005', cvc: '1234' }, NOW)).toMatchObject(
      { ok: true, card: { brand: 'amex', last4: '0005' } },
    );
  });

  it('asks for the name on the card and limits its length', () => {
    expect(checkCard({ ...GOOD, nameOnCard: '  ' }, NOW)).toEqual({
      ok: false,
      errors: { nameOnCard: 'Enter the name on the card' },
    });
    expect(checkCard({ ...GOOD, nameOnCard: 'x'.repeat(101) }, NOW)).toEqual({
      ok: false,
      errors: { nameOnCard: 'Name on the card must be 100 characters or fewer' },
    });
  });

  it('reports every wrong field at once', () => {
    const check = checkCard({ cardNumber: '1', expiry: 'x', cvc: '', nameOnCard: '' }, NOW);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(Object.keys(check.errors).sort()).toEqual([
        'cardNumber',
        'cvc',
        'expiry',
        'nameOnCard',
      ]);
    }
  });
});

describe('outcomeForCard', () => {
  it.each([
    ['4242424242424242', { kind: 'success' }],
    ['4000000000000002', { kind: 'declined', code: 'card_declined' }],
    ['4000000000009995', { kind: 'declined', code: 'insufficient_funds' }],
    ['4000000000003220', { kind: 'challenge' }],
    ['4000000000000119', { kind: 'failed', code: 'processing_error' }],
    ['5555555555554444', { kind: 'success' }],
  ])('%s -> %j', (number, outcome) => {
    expect(outcomeForCard(number)).toEqual(outcome);
  });

  it('documents only Luhn-valid test cards', () => {
    for (const number of [
      '4000000000000002',
      '4000000000009995',
      '4000000000003220',
      '4000000000000119',
    ]) {
      expect(passesLuhn(number)).toBe(true);
    }
  });
});
